/**
 * The share of blocks the partner pools find (research §2.7): the pools the estimate names
 * (`pools`, unique ids) against every pool's blocks over the last week. An accelerated transaction
 * goes into their next block, so this share is what its ETA depends on (shared/tx/transaction-eta.ts).
 *
 * @example
 * partnerShare([{ poolUniqueId: 1, blockCount: 30 }, { poolUniqueId: 2, blockCount: 10 }], [1]); // 0.75
 * partnerShare([], [1]);                                                                        // null
 */
import { isCount, isRecord, isWhole } from "../../services/wire-fields.ts";

export interface PoolBlocks {
  readonly poolUniqueId: number;
  readonly blockCount: number;
}

/** The window the share is measured over (`/api/v1/mining/pools/{window}`). */
export const PARTNER_SHARE_WINDOW = "1w";

export function partnerShare(pools: readonly PoolBlocks[], partners: readonly number[]): number | null {
  const total = pools.reduce((sum, pool) => sum + pool.blockCount, 0);
  if (total === 0) return null;
  const chosen = new Set(partners);
  return pools.reduce((sum, pool) => sum + (chosen.has(pool.poolUniqueId) ? pool.blockCount : 0), 0) / total;
}

/** The pools' rows of `/api/v1/mining/pools/{window}` that name their unique id; the others are left out. */
export function readPoolBlocks(json: unknown): PoolBlocks[] | undefined {
  if (!isRecord(json) || !Array.isArray(json.pools)) return undefined;
  return json.pools.flatMap((pool: unknown) =>
    isRecord(pool) && isWhole(pool.poolUniqueId) && isCount(pool.blockCount) ? [{ poolUniqueId: pool.poolUniqueId, blockCount: pool.blockCount }] : [],
  );
}

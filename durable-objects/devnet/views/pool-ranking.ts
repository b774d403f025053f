/**
 * `/api/v1/mining/pools[/:interval]` (research §2.3; capture
 * fixtures/mempool/cypress/details_rbf/api_mining_pools_1w.json): the pools that found blocks in
 * a window, most blocks first, with their empty blocks and audit averages, and the network's
 * hashrate estimated over the last day, three days and week.
 *
 * - `poolId` is upstream's database row id and `poolUniqueId` the pool's stable id (the one block
 *   extras carry as `pool.id`); rows are numbered from 1, so the row id is the unique id + 1.
 * - `avgMatchRate` is the mean audit match rate of the pool's audited blocks (2 decimals) and
 *   `avgFeeDelta` the mean of (actual − expected fees) ÷ expected fees as an 8-decimal string, the
 *   way upstream's decimal column prints; both null when none of its blocks has an audit.
 *
 * @example
 * poolRanking(network, "1w").pools[0]!.rank; // 1
 */
import { type DevnetPool, poolById } from "../chain/pools.ts";
import type { ChainState } from "../state/chain-state.ts";
import { txCountOf } from "../state/block-record.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import { blockAudit } from "./audit-summary.ts";
import { blockFees } from "./block-totals.ts";
import { type MiningInterval, windowStart } from "./history-intervals.ts";
import { blocksBetween, networkHashrate } from "./network-hashrate.ts";

export interface PoolStats {
  readonly poolId: number;
  readonly name: string;
  readonly link: string;
  readonly blockCount: number;
  readonly rank: number;
  readonly emptyBlocks: number;
  readonly slug: string;
  readonly avgMatchRate: number | null;
  readonly avgFeeDelta: string | null;
  readonly poolUniqueId: number;
}

export interface PoolsRanking {
  readonly pools: readonly PoolStats[];
  readonly blockCount: number;
  readonly lastEstimatedHashrate: number;
  readonly lastEstimatedHashrate3d: number;
  readonly lastEstimatedHashrate1w: number;
}

export type RankingSource = Pick<DevnetNetwork, "chain" | "auditOf" | "now">;

/**
 * The database row id upstream reports as `poolId` (see the module comment).
 *
 * @example
 * poolRowId(poolById(0)!); // 1: "Unknown" is the first row
 */
export const poolRowId = (pool: Pick<DevnetPool, "id">): number => pool.id + 1;

/**
 * Core's estimate over the blocks of the last `seconds` (at least one block, as a window holding
 * none still has the tip's own interval to go by).
 *
 * @example
 * recentHashrate(network.chain, network.now, 86_400); // H/s over the last day
 */
export function recentHashrate(chain: Pick<ChainState, "blockAt" | "tipHeight" | "firstHeight">, nowSeconds: number, seconds: number): number {
  const count = blocksBetween(chain, nowSeconds - seconds, nowSeconds).length;
  return networkHashrate(chain, Math.max(1, count), chain.tipHeight);
}

interface Tally {
  readonly pool: DevnetPool;
  blocks: number;
  empty: number;
  readonly matchRates: number[];
  readonly feeDeltas: number[];
}

/**
 * The ranking of a window (see the module comment).
 *
 * @example
 * poolRanking(network, "all").blockCount === network.chain.blockCount; // true
 */
export function poolRanking(network: RankingSource, interval: MiningInterval): PoolsRanking {
  const { chain, now } = network;
  const tallies = new Map<number, Tally>();
  for (const block of blocksBetween(chain, windowStart(interval, now), now)) {
    const pool = poolById(block.poolId) ?? poolById(0)!;
    let tally = tallies.get(pool.id);
    if (!tally) tallies.set(pool.id, (tally = { pool, blocks: 0, empty: 0, matchRates: [], feeDeltas: [] }));
    tally.blocks++;
    if (txCountOf(block) === 1) tally.empty++;
    const audit = blockAudit(network, block);
    if (audit) {
      tally.matchRates.push(audit.matchRate);
      if (audit.expectedFees > 0) tally.feeDeltas.push((blockFees(chain, block) - audit.expectedFees) / audit.expectedFees);
    }
  }
  const ranked = [...tallies.values()].sort((a, b) => b.blocks - a.blocks || a.pool.id - b.pool.id);
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    pools: ranked.map((tally, index) => ({
      poolId: poolRowId(tally.pool),
      name: tally.pool.name,
      link: tally.pool.link,
      blockCount: tally.blocks,
      rank: index + 1,
      emptyBlocks: tally.empty,
      slug: tally.pool.slug,
      avgMatchRate: tally.matchRates.length === 0 ? null : Math.round(mean(tally.matchRates) * 100) / 100,
      avgFeeDelta: tally.feeDeltas.length === 0 ? null : mean(tally.feeDeltas).toFixed(8),
      poolUniqueId: tally.pool.id,
    })),
    blockCount: ranked.reduce((sum, tally) => sum + tally.blocks, 0),
    lastEstimatedHashrate: recentHashrate(chain, now, 86_400),
    lastEstimatedHashrate3d: recentHashrate(chain, now, 3 * 86_400),
    lastEstimatedHashrate1w: recentHashrate(chain, now, 7 * 86_400),
  };
}

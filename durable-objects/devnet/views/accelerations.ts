/**
 * The backend's public acceleration lists (research §2.2 `accelerations/…`): mined accelerations as
 * upstream's `PublicAcceleration` rows, by block, by pool or by window, newest block first, and
 * their totals. `pool.id` is the pool's row id, as in the pools ranking (pool-ranking.ts).
 *
 * @example
 * minedAccelerations(network.accelerations, { height: 840_001 }); // [{ txid, height, added, pool, … }]
 */
import type { AccelerationTotals, PublicAcceleration } from "../../../shared/types/acceleration.ts";
import { type DevnetPool, poolById } from "../chain/pools.ts";
import type { AccelerationBook, MinedAcceleration } from "../state/accelerations.ts";
import { poolRowId } from "./pool-ranking.ts";

/** Which mined accelerations to list: one block's, or those of a window (and a pool) by block time. */
export type MinedAccelerationFilter =
  | { readonly height: number }
  | { readonly since: number; readonly pool?: DevnetPool };

/**
 * One mined acceleration as upstream serves it.
 *
 * @example
 * publicAcceleration(book.mined[0]!).pool.slug; // "tidewater"
 */
export function publicAcceleration(mined: MinedAcceleration): PublicAcceleration {
  const pool = poolById(mined.poolId) ?? poolById(0)!;
  return {
    txid: mined.txid,
    height: mined.height,
    added: mined.requestedAt,
    pool: { id: poolRowId(pool), slug: pool.slug, name: pool.name },
    effective_vsize: mined.effectiveVsize,
    effective_fee: mined.effectiveFee,
    boost_rate: mined.boostRate,
    boost_cost: mined.boostCost,
  };
}

/**
 * The mined accelerations `filter` selects, newest block first.
 *
 * @example
 * minedAccelerations(book, { since: now - 86_400, pool: poolBySlug("harborhash") }).length;
 */
export function minedAccelerations(book: Pick<AccelerationBook, "mined" | "minedAt">, filter: MinedAccelerationFilter): PublicAcceleration[] {
  const rows = "height" in filter ? book.minedAt(filter.height) : selected(book, filter.since, filter.pool);
  return rows.map(publicAcceleration).reverse();
}

/**
 * `accelerations/total`: what the pools earned from accelerations since `since` (all of them when
 * absent), and how many.
 *
 * @example
 * accelerationTotals(book, -Infinity); // { cost: 182_000, count: 14 }
 */
export function accelerationTotals(book: Pick<AccelerationBook, "mined">, since: number, pool?: DevnetPool): AccelerationTotals {
  const rows = selected(book, since, pool);
  return { cost: rows.reduce((sum, row) => sum + row.boostCost, 0), count: rows.length };
}

function selected(book: Pick<AccelerationBook, "mined">, since: number, pool: DevnetPool | undefined): MinedAcceleration[] {
  return book.mined.filter((row) => row.minedAt >= since && (pool === undefined || row.poolId === pool.id));
}

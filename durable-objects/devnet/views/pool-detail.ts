/**
 * One pool's page (research §2.2 `mining/pool/:slug`, `/blocks[/:height]`): its identity, block
 * counts and shares over all time, the last day and the last week, its part of the estimated
 * hashrate, its average block health, and its blocks, newest first.
 *
 * - `pool.id` is the database row id (as in the ranking's `poolId`), `unique_id` the stable id;
 *   `regexes` are the coinbase tags that identify it and `addresses` its payout addresses, which a
 *   devnet pool does not have (its coinbases pay a fresh key each time).
 * - `totalReward` is a digit string, as upstream's SQL sum prints.
 *
 * @example
 * poolDetail(network, poolBySlug("tidewater")!).blockCount.all; // blocks it found since genesis
 */
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { PoolStats, PoolWindows } from "../../../shared/types/mining-pool.ts";
import type { DevnetPool } from "../chain/pools.ts";
import type { BlockRecord } from "../state/chain-state.ts";
import { blockAudit } from "./audit-summary.ts";
import { blockReward } from "./block-totals.ts";
import type { DevnetViews } from "./devnet-views.ts";
import { type RankingSource, poolRowId, recentHashrate } from "./pool-ranking.ts";

/** Upstream answers a pool's blocks 100 at a time, below the height given. */
export const POOL_BLOCKS_PAGE = 100;
const DAY_SECONDS = 86_400;
const WEEK_SECONDS = 7 * DAY_SECONDS;

/** The shared answer's shape, with what a devnet pool never has fixed (it reports no hashrate). */
export type PoolDetail = PoolStats & { readonly reportedHashrate: null };

/**
 * The pool's page (see the module comment).
 *
 * @example
 * poolDetail(network, pool).blockShare["24h"]; // 0.24 for a pool with a quarter of the day's blocks
 */
export function poolDetail(network: RankingSource, pool: DevnetPool): PoolDetail {
  const { chain, now } = network;
  const count = { all: 0, "24h": 0, "1w": 0 };
  const total = { all: 0, "24h": 0, "1w": 0 };
  const matchRates: number[] = [];
  let reward = 0;
  for (let h = chain.firstHeight; h <= chain.tipHeight; h++) {
    const block = chain.blockAt(h)!;
    const age = now - block.header.timestamp;
    const mine = block.poolId === pool.id;
    for (const [key, seconds] of [["all", Number.POSITIVE_INFINITY], ["24h", DAY_SECONDS], ["1w", WEEK_SECONDS]] as const) {
      if (age > seconds) continue;
      total[key]++;
      if (mine) count[key]++;
    }
    if (!mine) continue;
    reward += blockReward(chain, block);
    const audit = blockAudit(network, block);
    if (audit) matchRates.push(audit.matchRate);
  }
  const share = (key: keyof PoolWindows<number>) => (total[key] === 0 ? 0 : count[key] / total[key]);
  return {
    pool: {
      id: poolRowId(pool),
      name: pool.name,
      link: pool.link,
      slug: pool.slug,
      unique_id: pool.id,
      regexes: pool.coinbaseTag === "" ? [] : [pool.coinbaseTag],
      addresses: [],
    },
    blockCount: count,
    blockShare: { all: share("all"), "24h": share("24h"), "1w": share("1w") },
    estimatedHashrate: recentHashrate(chain, now, DAY_SECONDS) * share("24h"),
    reportedHashrate: null,
    avgBlockHealth: matchRates.length === 0 ? null : Math.round((matchRates.reduce((a, b) => a + b, 0) / matchRates.length) * 100) / 100,
    totalReward: String(reward),
  };
}

/**
 * The pool's blocks below `beforeHeight` (all when absent), newest first, at most 100, in the
 * `/api/v1/blocks` shape.
 *
 * @example
 * poolBlocks(views, pool, 500).every((block) => block.height < 500); // true
 */
export function poolBlocks(views: DevnetViews, pool: DevnetPool, beforeHeight?: number): BlockExtended[] {
  const { chain } = views.network;
  const blocks: BlockRecord[] = [];
  for (let h = Math.min(chain.tipHeight, (beforeHeight ?? Number.POSITIVE_INFINITY) - 1); h >= chain.firstHeight && blocks.length < POOL_BLOCKS_PAGE; h--) {
    const block = chain.blockAt(h)!;
    if (block.poolId === pool.id) blocks.push(block);
  }
  return blocks.map((block) => views.blocks.extended(block));
}

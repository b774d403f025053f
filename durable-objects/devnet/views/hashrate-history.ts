/**
 * Hashrate history as the backend indexes it (research §2.2 `mining/hashrate[/pools]/:interval`,
 * `mining/pool/:slug/hashrate`): the network's estimate once a day and each pool's share of it once
 * a week, both from the chain alone (`network-hashrate.ts`).
 *
 * - A daily point is stamped with the midnight (UTC) that ends its day and estimates over that
 *   day's blocks. Only finished days count: upstream indexes each day once it is over. Upstream
 *   adds a point for genesis only when it indexes the whole chain, so only a chain that begins at
 *   height 0 has one: an estimate over one block's interval is noise (the devnet's first block,
 *   given such a point, read tens of times the rest).
 * - A weekly point is stamped with the Monday midnight (UTC) that ends its week; each pool that
 *   mined in the week gets `share` = its blocks ÷ the week's, and `avgHashrate` = share × the
 *   week's estimate.
 *
 * @example
 * networkHashrateHistory(chain, -Infinity, now).at(-1)!.timestamp % 86_400; // 0
 */
import { poolById } from "../chain/pools.ts";
import type { ChainState } from "../state/chain-state.ts";
import { networkHashrate } from "./network-hashrate.ts";

const DAY_SECONDS = 86_400;
const WEEK_SECONDS = 7 * DAY_SECONDS;
/** The unix epoch began on a Thursday; Monday 00:00 UTC is 4 days into each epoch week. */
const MONDAY_OFFSET_SECONDS = 4 * DAY_SECONDS;

export interface HashratePoint {
  readonly timestamp: number;
  readonly avgHashrate: number;
}

export interface PoolHashratePoint {
  readonly timestamp: number;
  readonly avgHashrate: number;
  readonly share: number;
  readonly poolName: string;
}

type HistoryChain = Pick<ChainState, "blockAt" | "tipHeight" | "firstHeight">;

/** Blocks of one period: how many, the highest height (where the estimate ends), and per pool. */
interface Period {
  readonly end: number;
  count: number;
  lastHeight: number;
  readonly byPool: Map<number, number>;
}

/**
 * Finished periods after genesis, oldest first; `endOf` maps a block time to the end of its
 * period (a block exactly at the boundary belongs to the period that ends there).
 */
function periods(chain: HistoryChain, nowSeconds: number, endOf: (seconds: number) => number): Period[] {
  const byEnd = new Map<number, Period>();
  for (let h = chain.firstHeight + 1; h <= chain.tipHeight; h++) {
    const block = chain.blockAt(h)!;
    const end = endOf(block.header.timestamp);
    if (end > nowSeconds) continue;
    let period = byEnd.get(end);
    if (!period) byEnd.set(end, (period = { end, count: 0, lastHeight: 0, byPool: new Map() }));
    period.count++;
    period.lastHeight = Math.max(period.lastHeight, h);
    period.byPool.set(block.poolId, (period.byPool.get(block.poolId) ?? 0) + 1);
  }
  return [...byEnd.values()].sort((a, b) => a.end - b.end);
}

const dayEnd = (seconds: number): number => Math.ceil(seconds / DAY_SECONDS) * DAY_SECONDS;
const weekEnd = (seconds: number): number => Math.ceil((seconds - MONDAY_OFFSET_SECONDS) / WEEK_SECONDS) * WEEK_SECONDS + MONDAY_OFFSET_SECONDS;

/**
 * The daily network estimates stamped at or after `fromSeconds`, oldest first.
 *
 * @example
 * networkHashrateHistory(chain, now - 7 * 86_400, now).length; // 7
 */
export function networkHashrateHistory(chain: HistoryChain, fromSeconds: number, nowSeconds: number): HashratePoint[] {
  const genesis = chain.firstHeight === 0 ? chain.blockAt(0) : undefined;
  const points: HashratePoint[] = genesis ? [{ timestamp: genesis.header.timestamp, avgHashrate: networkHashrate(chain, 1, 1) }] : [];
  for (const period of periods(chain, nowSeconds, dayEnd)) {
    points.push({ timestamp: period.end, avgHashrate: networkHashrate(chain, period.count, period.lastHeight) });
  }
  return points.filter((point) => point.timestamp >= fromSeconds);
}

/**
 * Weekly pool estimates stamped at or after `fromSeconds`, oldest first; within a week, pools in
 * the order of `poolIds` (upstream lists the pools of the last week's ranking, biggest first).
 *
 * @example
 * poolHashrateHistory(chain, -Infinity, now, [1, 2]).every((p) => p.share > 0); // true
 */
export function poolHashrateHistory(chain: HistoryChain, fromSeconds: number, nowSeconds: number, poolIds: readonly number[]): PoolHashratePoint[] {
  const points: PoolHashratePoint[] = [];
  for (const period of periods(chain, nowSeconds, weekEnd)) {
    if (period.end < fromSeconds) continue;
    const hashrate = networkHashrate(chain, period.count, period.lastHeight);
    for (const poolId of poolIds) {
      const blocks = period.byPool.get(poolId) ?? 0;
      if (blocks === 0) continue;
      const share = blocks / period.count;
      points.push({ timestamp: period.end, avgHashrate: share * hashrate, share, poolName: poolById(poolId)?.name ?? "Unknown" });
    }
  }
  return points;
}

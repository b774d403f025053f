/**
 * The figures of the /acceleration dashboard (research §3.8): the active accelerations' count,
 * average maximum bid, total vsize and its share of a block; the stats' share of the blocks of their
 * timeframe (144 a day; none for "all").
 *
 * @example
 * activeSummary([{ feeDelta: 5_000, effectiveVsize: 200 }, { feeDelta: 15_000, effectiveVsize: 300 }]);
 * // { count: 2, averageBid: 10000, totalVsize: 500, blockShare: 0.0005 }
 * statsBlockShare(1_000_000, "24h"); // 1 / 144
 */
import { BLOCK_VSIZE } from "../../../shared/types/units.ts";
import type { Acceleration } from "../../../shared/types/acceleration.ts";

/** The stats' timeframes the dashboard offers (`accelerator/accelerations/stats?timeframe=`). */
export const STATS_TIMEFRAMES = ["24h", "1w", "1m", "1y", "all"] as const;
export type StatsTimeframe = (typeof STATS_TIMEFRAMES)[number];
export const DEFAULT_STATS_TIMEFRAME: StatsTimeframe = "1m";

const BLOCKS_PER_DAY = 144;
/** Blocks in each bounded timeframe (a month of 30.5 days, a year of 365). */
const TIMEFRAME_BLOCKS: Readonly<Record<Exclude<StatsTimeframe, "all">, number>> = {
  "24h": BLOCKS_PER_DAY,
  "1w": 7 * BLOCKS_PER_DAY,
  "1m": 30.5 * BLOCKS_PER_DAY,
  "1y": 365 * BLOCKS_PER_DAY,
};

export interface ActiveSummary {
  readonly count: number;
  /** Mean maximum bid (`feeDelta`), whole sats; 0 with none. */
  readonly averageBid: number;
  readonly totalVsize: number;
  /** totalVsize as a share of one block's vsize. */
  readonly blockShare: number;
}

export function activeSummary(accelerations: readonly Pick<Acceleration, "feeDelta" | "effectiveVsize">[]): ActiveSummary {
  const count = accelerations.length;
  const bids = accelerations.reduce((sum, a) => sum + a.feeDelta, 0);
  const totalVsize = accelerations.reduce((sum, a) => sum + a.effectiveVsize, 0);
  return { count, averageBid: count === 0 ? 0 : Math.round(bids / count), totalVsize, blockShare: totalVsize / BLOCK_VSIZE };
}

/** `totalVsize` as a share of the blocks of `timeframe`; null for "all", whose blocks are not counted. */
export function statsBlockShare(totalVsize: number, timeframe: StatsTimeframe): number | null {
  return timeframe === "all" ? null : totalVsize / (BLOCK_VSIZE * TIMEFRAME_BLOCKS[timeframe]);
}

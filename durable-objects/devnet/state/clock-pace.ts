/**
 * How fast the network runs in each phase of its clock. The live clock follows the settings and the
 * daily rhythm. The seeded history and quiet catch-ups run at mainnet's block pace with sparse
 * traffic, so seeding stays fast; the history's full tail has the live traffic, faster still until
 * a backlog builds, since the light history leaves an empty mempool and mainnet's never is.
 *
 * @example
 * arrivalRateAt(settings, { now, history: false, historyEnd, fullTrafficFrom }, mempool.vsize); // tx/s
 */
import { BLOCK_WEIGHT_UNITS } from "../../../shared/types/units.ts";
import { arrivalRate } from "../sim/arrival-rate.ts";
import type { DevnetSettings } from "./devnet-settings.ts";

/** Where the clock stands, as the pace reads it. */
export interface ClockPhase {
  readonly now: number;
  /** Seeding the history or catching up quietly; false on the live clock. */
  readonly history: boolean;
  /** When the history (or the quiet catch-up) gives way to the live clock. */
  readonly historyEnd: number;
  /** When the history's full tail begins; infinite when it has none. */
  readonly fullTrafficFrom: number;
}

type PaceSettings = Pick<DevnetSettings, "blockIntervalSeconds" | "txPerSecond" | "dailyRhythm">;

/** Seeded history runs at mainnet's pace; traffic is sparse there so seeding stays fast. */
export const HISTORY_BLOCK_INTERVAL_SECONDS = 600;
const HISTORY_TX_PER_BLOCK = 0.7;
const RECENT_HISTORY_SECONDS = 86_400;
const RECENT_HISTORY_TX_PER_BLOCK = 4;
/**
 * The light history leaves an empty mempool, and mainnet's never is: in the full tail the traffic
 * runs this much faster while the mempool holds less than BACKLOG_BLOCKS blocks, so a night's
 * traffic (40 % of the mean) builds a block's backlog within a few minutes.
 */
const BACKLOG_RATE_FACTOR = 10;
const BACKLOG_BLOCKS = 3;
/**
 * The full tail's traffic begins this many blocks before the ones it must fill: a block that came
 * a minute after the light history would find almost nothing waiting.
 */
export const FULL_TAIL_LEAD_BLOCKS = 1;

/** The mean gap between blocks now, seconds. */
export function blockIntervalAt(settings: PaceSettings, phase: ClockPhase): number {
  return phase.history ? HISTORY_BLOCK_INTERVAL_SECONDS : settings.blockIntervalSeconds;
}

/** Whether the traffic now is the light history's (TrafficContext.seeding); its full tail has the live mix. */
export function isLightHistory(phase: ClockPhase): boolean {
  return phase.history && phase.now < phase.fullTrafficFrom;
}

/** Transactions a second now: the live rate and its rhythm, or the history's (see the module comment). */
export function arrivalRateAt(settings: PaceSettings, phase: ClockPhase, mempoolVsize: number): number {
  const { txPerSecond, dailyRhythm } = settings;
  if (!phase.history) return arrivalRate(txPerSecond, dailyRhythm, phase.now);
  if (phase.now >= phase.fullTrafficFrom) {
    const backlogged = mempoolVsize * 4 >= BACKLOG_BLOCKS * BLOCK_WEIGHT_UNITS;
    return arrivalRate(txPerSecond, dailyRhythm, phase.now) * (backlogged ? 1 : BACKLOG_RATE_FACTOR);
  }
  const recent = phase.historyEnd - phase.now < RECENT_HISTORY_SECONDS;
  return (recent ? RECENT_HISTORY_TX_PER_BLOCK : HISTORY_TX_PER_BLOCK) / HISTORY_BLOCK_INTERVAL_SECONDS;
}

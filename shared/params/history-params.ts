/**
 * Parameters of the mempool backend's history routes (research §2.2, §2.3): the statistics and
 * mining windows, unix timestamps and block counts, each read from its raw URL text into a value or
 * refused with an `InvalidParamError` (400) whose message lists what would have worked. One set of
 * rules and texts for the edge (api-params.ts) and the devnet.
 *
 * @example
 * parseStatisticsInterval("1w");  // "1w"
 * parseMiningInterval("2h");      // throws: expected one of 24h, 3d, 1w, …
 * parseUnixSeconds("1700000000"); // 1_700_000_000
 */
import { GRAPH_WINDOWS, type GraphWindow, MINING_WINDOWS, type MiningWindow, isGraphWindow, isMiningWindow } from "../preferences/chart-windows.ts";
import { InvalidParamError } from "./errors.ts";

/** The original refuses a number with a sign or a leading zero (`^[1-9][0-9]*$`). */
const POSITIVE_DIGITS = /^[1-9][0-9]*$/;

/**
 * `statistics/:interval`.
 *
 * @example
 * parseStatisticsInterval("3d"); // throws: 3d is a mining window, not a statistics one
 */
export function parseStatisticsInterval(raw: string | undefined): GraphWindow {
  if (isGraphWindow(raw)) return raw;
  throw new InvalidParamError("statistics interval", raw, `expected one of ${GRAPH_WINDOWS.join(", ")}.`);
}

/**
 * `mining/…/:interval`; absent means the whole history, as the original reads a missing interval.
 *
 * @example
 * parseMiningInterval(undefined); // "all"
 */
export function parseMiningInterval(raw: string | undefined): MiningWindow {
  if (raw === undefined) return "all";
  if (isMiningWindow(raw)) return raw;
  throw new InvalidParamError("mining interval", raw, `expected one of ${MINING_WINDOWS.join(", ")}.`);
}

/**
 * A unix time in whole seconds (`mining/blocks/timestamp/:ts`, `historical-price?timestamp=`).
 *
 * @example
 * parseUnixSeconds("01700000000"); // throws: a leading zero
 */
export function parseUnixSeconds(raw: string | undefined, name = "timestamp"): number {
  return positiveNumber(raw, name, "expected unix seconds: a whole number without sign or leading zero.");
}

/**
 * `mining/reward-stats/:blocks`: how many of the latest blocks to total, a whole number of 1 or more.
 *
 * @example
 * parseBlockCount("144"); // 144
 */
export function parseBlockCount(raw: string | undefined): number {
  return positiveNumber(raw, "block count", "expected a whole number of 1 or more.");
}

function positiveNumber(raw: string | undefined, name: string, expected: string): number {
  const value = raw !== undefined && POSITIVE_DIGITS.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw new InvalidParamError(name, raw, expected);
  return value;
}

/**
 * Parameters of the mempool backend's history routes (research §2.2, §2.3): the statistics and
 * mining windows, heights, unix timestamps and block counts, each read from its raw URL text into a
 * value or refused with an `InvalidParamError` (400) whose message lists what would have worked.
 * One set of rules and texts for the edge (api-params.ts) and the devnet. Each accepts what the
 * backend accepts, as leniently: it reads numbers with `parseInt` (backend-numbers.ts) and a window
 * it does not know as the whole history (README "Compatibility with the original backends").
 *
 * @example
 * parseStatisticsInterval("1w");  // "1w"
 * parseMiningInterval("2h");      // "all"
 * parseUnixSeconds("1700000000"); // 1_700_000_000
 */
import { GRAPH_WINDOWS, type GraphWindow, type MiningWindow, isGraphWindow, isMiningWindow } from "../preferences/chart-windows.ts";
import { leadingInteger } from "./backend-numbers.ts";
import { InvalidParamError } from "./errors.ts";

/** `mining/blocks/timestamp/:ts` refuses a number with a sign or a leading zero (`^[1-9][0-9]*$`). */
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
 * `mining/…/:interval`: one of MINING_WINDOWS; absent, or any other text, means the whole history,
 * as the backend reads a window it has no SQL interval for.
 *
 * @example
 * parseMiningInterval("1w");      // "1w"
 * parseMiningInterval("5y");      // "all"
 */
export function parseMiningInterval(raw: string | undefined): MiningWindow {
  return isMiningWindow(raw) ? raw : "all";
}

/**
 * A height of the backend's mining and acceleration routes (`mining/pool/:slug/blocks/:height`,
 * `mining/blocks/audit/scores/:height`, `accelerations/block/:height`): its leading integer, as
 * `parseInt` reads it, a negative one included (nothing lies below it). Text with no number is
 * refused: the backend passes it on to its database as NaN and fails (500).
 *
 * @example
 * parseBackendHeight("840000abc"); // 840000
 * parseBackendHeight("tip");       // throws InvalidParamError
 */
export function parseBackendHeight(raw: string | undefined): number {
  const height = leadingInteger(raw);
  if (height === undefined) throw new InvalidParamError("block height", raw, "expected a whole number (the backend reads its leading digits).");
  return height;
}

/**
 * `historical-price?timestamp=`: the backend's `parseInt(…) || 0`, where 0 means no timestamp, so
 * text with no number (or 0) asks for the whole series.
 *
 * @example
 * parsePriceTimestamp("1700000000.5"); // 1_700_000_000
 * parsePriceTimestamp("now");          // undefined
 */
export function parsePriceTimestamp(raw: string | undefined): number | undefined {
  return leadingInteger(raw) || undefined;
}

/**
 * `mining/blocks/fees?from=&to=`: each bound's leading integer; the backend fails (500) on one
 * that is no number or 0, which is refused here.
 *
 * @example
 * parseTimespanBound("1700000000", "from"); // 1_700_000_000
 */
export function parseTimespanBound(raw: string | undefined, name: string): number {
  const seconds = leadingInteger(raw);
  if (!seconds) throw new InvalidParamError(name, raw, "expected unix seconds other than 0 (the backend reads the leading digits).");
  return seconds;
}

/**
 * A unix time in whole seconds, as `mining/blocks/timestamp/:ts` takes it: the one number the
 * backend checks strictly.
 *
 * @example
 * parseUnixSeconds("01700000000"); // throws: a leading zero
 */
export function parseUnixSeconds(raw: string | undefined, name = "timestamp"): number {
  const value = raw !== undefined && POSITIVE_DIGITS.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw new InvalidParamError(name, raw, "expected unix seconds: a whole number without sign or leading zero.");
  return value;
}

/**
 * `mining/reward-stats/:blocks`: how many of the latest blocks to total, the leading integer as
 * `parseInt` reads it, 1 or more. (The backend totals 0 blocks into nulls and fails on less.)
 *
 * @example
 * parseBlockCount("144");    // 144
 * parseBlockCount("0144x");  // 144
 */
export function parseBlockCount(raw: string | undefined): number {
  const count = leadingInteger(raw);
  if (count === undefined || count < 1) throw new InvalidParamError("block count", raw, "expected a whole number of 1 or more.");
  return count;
}

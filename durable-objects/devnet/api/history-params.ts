/**
 * Parameters of the backend's history routes (statistics, mining, prices), parsed at the edge like
 * `route-params.ts` does for the rest (Blocktide habit 6): a typed value, or an `InvalidParamError`
 * (400) whose message lists what would have worked.
 *
 * @example
 * parseStatisticsInterval("1w");  // "1w"
 * parseMiningInterval("2h");      // throws: expected one of 24h, 3d, 1w, …
 * parseUnixSeconds("1700000000"); // 1_700_000_000
 */
import type { FiatCode } from "../../../shared/format/fiat.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";
import {
  MINING_INTERVALS,
  type MiningInterval,
  STATISTICS_INTERVALS,
  type StatisticsInterval,
} from "../views/history-intervals.ts";

/** The original refuses timestamps with a leading zero or a sign (`^[1-9][0-9]*$`). */
const UNIX_SECONDS = /^[1-9][0-9]*$/;
const POSITIVE_WHOLE = /^[1-9][0-9]*$/;
/** The currencies the devnet prices in (spec §3 "Historical price"). */
export const PRICE_CURRENCIES: readonly FiatCode[] = ["USD", "EUR", "GBP", "CAD", "CHF", "AUD", "JPY"];

const oneOf = <T extends string>(options: readonly T[], raw: string | undefined): raw is T => (options as readonly string[]).includes(raw ?? "");

/**
 * `statistics/:interval`.
 *
 * @example
 * parseStatisticsInterval("3d"); // throws: 3d is a mining window, not a statistics one
 */
export function parseStatisticsInterval(raw: string | undefined): StatisticsInterval {
  if (oneOf(STATISTICS_INTERVALS, raw)) return raw;
  throw new InvalidParamError("statistics interval", raw, `expected one of ${STATISTICS_INTERVALS.join(", ")}.`);
}

/**
 * `mining/…/:interval`; absent means the whole history, as the original reads a missing interval.
 *
 * @example
 * parseMiningInterval(undefined); // "all"
 */
export function parseMiningInterval(raw: string | undefined): MiningInterval {
  if (raw === undefined) return "all";
  if (oneOf(MINING_INTERVALS, raw)) return raw;
  throw new InvalidParamError("mining interval", raw, `expected one of ${MINING_INTERVALS.join(", ")}.`);
}

/**
 * A unix time in whole seconds (`mining/blocks/timestamp/:ts`, `historical-price?timestamp=`).
 * Milliseconds are refused: the original stops them because they name a time far in the future.
 *
 * @example
 * parseUnixSeconds("1700000000000", 1_763_700_000); // throws: that is milliseconds
 */
export function parseUnixSeconds(raw: string | undefined, nowSeconds: number, name = "timestamp"): number {
  const seconds = raw !== undefined && UNIX_SECONDS.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(seconds)) throw new InvalidParamError(name, raw, "expected unix seconds: a whole number without sign or leading zero.");
  // Block times may run up to two hours ahead of the clock; a day ahead can only be a unit mistake.
  if (seconds > nowSeconds + 86_400) throw new InvalidParamError(name, raw, "expected unix seconds; this is more than a day in the future (milliseconds?).");
  return seconds;
}

/**
 * `mining/reward-stats/:blocks`: how many of the latest blocks to total, a whole number of 1 or more.
 *
 * @example
 * parseBlockCount("144"); // 144
 */
export function parseBlockCount(raw: string | undefined): number {
  const count = raw !== undefined && POSITIVE_WHOLE.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(count)) throw new InvalidParamError("block count", raw, "expected a whole number of 1 or more.");
  return count;
}

/**
 * `historical-price?currency=`: absent means every currency.
 *
 * @example
 * parsePriceCurrency("EUR"); // "EUR"
 */
export function parsePriceCurrency(raw: string | undefined): FiatCode | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (oneOf(PRICE_CURRENCIES, raw)) return raw;
  throw new InvalidParamError("currency", raw, `expected one of ${PRICE_CURRENCIES.join(", ")}.`);
}

/** The windows upstream lists accelerations over (`accelerations/interval/:interval`); a month when absent. */
export const ACCELERATION_INTERVALS = ["24h", "3d", "1w", "1m"] as const satisfies readonly MiningInterval[];
export type AccelerationInterval = (typeof ACCELERATION_INTERVALS)[number];

/**
 * `accelerations/interval/:interval`.
 *
 * @example
 * parseAccelerationInterval(undefined); // "1m"
 * parseAccelerationInterval("1y");      // throws: expected one of 24h, 3d, 1w, 1m
 */
export function parseAccelerationInterval(raw: string | undefined): AccelerationInterval {
  if (raw === undefined) return "1m";
  if (oneOf(ACCELERATION_INTERVALS, raw)) return raw;
  throw new InvalidParamError("acceleration interval", raw, `expected one of ${ACCELERATION_INTERVALS.join(", ")}.`);
}

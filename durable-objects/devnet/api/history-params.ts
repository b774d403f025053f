/**
 * The devnet's own rules for the backend's history routes (prices, accelerations), parsed at the
 * edge like route-params.ts does (Blocktide habit 6): a typed value, or an `InvalidParamError` (400)
 * whose message lists what would have worked. The windows, timestamps and block counts the explorer's
 * edge checks too are read by shared/params/history-params.ts.
 *
 * @example
 * parsePriceCurrency("EUR");                            // "EUR"
 * parsePlausibleUnixSeconds("1700000000000", 1_763_700_000); // throws: that is milliseconds
 */
import type { FiatCode } from "../../../shared/format/fiat.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";
import { parseUnixSeconds } from "../../../shared/params/history-params.ts";
import type { MiningInterval } from "../views/history-intervals.ts";

/** The currencies the devnet prices in (spec §3 "Historical price"). */
export const PRICE_CURRENCIES: readonly FiatCode[] = ["USD", "EUR", "GBP", "CAD", "CHF", "AUD", "JPY"];

const oneOf = <T extends string>(options: readonly T[], raw: string | undefined): raw is T => (options as readonly string[]).includes(raw ?? "");

/**
 * A unix time in whole seconds (shared/params/history-params.ts) no more than a day ahead of
 * `nowSeconds`. Milliseconds are refused: the original stops them because they name a time far in
 * the future.
 *
 * @example
 * parsePlausibleUnixSeconds("1700000000000", 1_763_700_000); // throws: that is milliseconds
 */
export function parsePlausibleUnixSeconds(raw: string | undefined, nowSeconds: number, name = "timestamp"): number {
  const seconds = parseUnixSeconds(raw, name);
  // Block times may run up to two hours ahead of the clock; a day ahead can only be a unit mistake.
  if (seconds > nowSeconds + 86_400) throw new InvalidParamError(name, raw, "expected unix seconds; this is more than a day in the future (milliseconds?).");
  return seconds;
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
 * `accelerations/interval/:interval`: absent, or any window upstream does not list accelerations
 * over, is a month, as upstream reads it.
 *
 * @example
 * parseAccelerationInterval(undefined); // "1m"
 * parseAccelerationInterval("1y");      // "1m"
 */
export function parseAccelerationInterval(raw: string | undefined): AccelerationInterval {
  return oneOf(ACCELERATION_INTERVALS, raw) ? raw : "1m";
}

/**
 * `conversions` (research §1.4): the coin's price now, in every indexed currency, as the init
 * bundle carries it and as the websocket broadcasts it when it changes.
 *
 * The price curve (sim/prices.ts) moves every second; the original quotes a new price about 12
 * times an hour, so the devnet quotes the curve at the start of each five-minute period. A quote
 * therefore changes at most once per period, and `time` says which period it is.
 *
 * @example
 * conversionsAt("blocktide-devnet", 1_763_700_123); // { time: 1_763_700_000, USD: 95_012, EUR: …, … }
 */
import { type Prices, priceAt } from "../sim/prices.ts";
import { bucketStart } from "./history-intervals.ts";

/** How long one quote stands: upstream's price updater quotes 12 times an hour. */
export const PRICE_QUOTE_SECONDS = 300;

export type Conversions = { readonly time: number } & Prices;

/**
 * When the quote standing at `nowSeconds` was made (unix seconds).
 *
 * @example
 * quoteTime(1_763_700_299); // 1_763_700_000
 */
export const quoteTime = (nowSeconds: number): number => bucketStart(nowSeconds, PRICE_QUOTE_SECONDS);

/**
 * The quote standing at `nowSeconds` for the devnet with `seed`.
 *
 * @example
 * conversionsAt(seed, now).time === quoteTime(now); // true
 */
export function conversionsAt(seed: string, nowSeconds: number): Conversions {
  const time = quoteTime(nowSeconds);
  return { time, ...priceAt(seed, time) };
}

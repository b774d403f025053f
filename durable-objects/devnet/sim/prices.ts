import type { FiatCode } from "../../../shared/format/fiat.ts";

/**
 * The devnet's coin price: a deterministic function of time (hourly points from a hash of the seed,
 * smoothly joined), so every restart and every replica agree without storing a price history.
 */
export type Prices = Readonly<Record<FiatCode, number>>;

const USD_MEDIAN = 95_000;
/** Per-hour volatility of the USD price in log terms, and how far it may wander from the median. */
const HOURLY_VOLATILITY = 0.006;
const MAX_LOG_DEVIATION = 0.35;
/** Dollars per unit of each currency's rate (fixed: only the coin price moves). */
const USD_RATES: Readonly<Record<Exclude<FiatCode, "USD">, number>> = {
  EUR: 0.92, GBP: 0.79, CAD: 1.37, CHF: 0.88, AUD: 1.53, JPY: 151,
};

/**
 * The price of one coin at a time, in every indexed currency (spec §9: AUD, CAD, CHF, EUR, GBP, JPY, USD).
 *
 * @example
 * priceAt("blocktide-devnet", 1_763_700_000).USD; // about 95,000
 */
export function priceAt(seed: string, unixSeconds: number): Prices {
  const hour = Math.floor(unixSeconds / 3600);
  const t = unixSeconds / 3600 - hour;
  const a = logPrice(seed, hour);
  const b = logPrice(seed, hour + 1);
  // Cosine easing between hourly points keeps the curve smooth at the joins.
  const blend = (1 - Math.cos(Math.PI * t)) / 2;
  const usd = Math.round(Math.exp(a + (b - a) * blend));
  return {
    USD: usd,
    EUR: Math.round(usd * USD_RATES.EUR),
    GBP: Math.round(usd * USD_RATES.GBP),
    CAD: Math.round(usd * USD_RATES.CAD),
    CHF: Math.round(usd * USD_RATES.CHF),
    AUD: Math.round(usd * USD_RATES.AUD),
    JPY: Math.round(usd * USD_RATES.JPY),
  };
}

/** The exchange rates from USD, as `historical-price` reports them. */
export function exchangeRates(): Readonly<Record<`USD${Exclude<FiatCode, "USD">}`, number>> {
  return {
    USDEUR: USD_RATES.EUR, USDGBP: USD_RATES.GBP, USDCAD: USD_RATES.CAD,
    USDCHF: USD_RATES.CHF, USDAUD: USD_RATES.AUD, USDJPY: USD_RATES.JPY,
  };
}

/**
 * Log price at an hour: a sum of a few sine waves with seed-derived phases (slow cycles) plus
 * hour-to-hour noise, bounded around the median.
 */
function logPrice(seed: string, hour: number): number {
  const h = hash(seed);
  const cycles = [24 * 30, 24 * 9, 24 * 2].reduce((sum, period, i) => sum + Math.sin((2 * Math.PI * hour) / period + ((h >>> (i * 8)) & 0xff) / 40) * (0.12 / (i + 1)), 0);
  const noise = (unit(hash(`${seed}:${hour}`)) - 0.5) * 2 * HOURLY_VOLATILITY * 3;
  return Math.log(USD_MEDIAN) + Math.max(-MAX_LOG_DEVIATION, Math.min(MAX_LOG_DEVIATION, cycles + noise));
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  return (h ^ (h >>> 12)) >>> 0;
}

const unit = (n: number): number => n / 0x1_0000_0000;

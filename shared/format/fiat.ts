import { describeInput } from "../errors/describe-input.ts";
import { SATS_PER_BTC } from "../types/units.ts";
import { decimalFromNumber, formatDecimal, roundDecimal } from "./decimal.ts";
import { type DigitsInfo, parseDigitsInfo } from "./digits-info.ts";
import { assertFiniteNumber, assertNonNegativeNumber } from "./number-guards.ts";

/** Spec §9: "Fiat currencies: AUD, CAD, CHF, EUR, GBP, JPY, USD". */
export type FiatCode = "AUD" | "CAD" | "CHF" | "EUR" | "GBP" | "JPY" | "USD";

/** Spec §3 fiat currency (name, code, indexed), plus how Blocktide prints it. */
export interface FiatCurrency {
  readonly name: string;
  readonly code: FiatCode;
  /** Spec §9: all seven are indexed (historical prices exist). */
  readonly indexed: boolean;
  /** Printed before the number, including any space. */
  readonly symbol: string;
  /** Minor-unit digits: yen has none, so it never shows decimals. */
  readonly fractionDigits: number;
}

export const FIAT_CURRENCIES: readonly FiatCurrency[] = [
  { name: "Australian Dollar", code: "AUD", indexed: true, symbol: "A$", fractionDigits: 2 },
  { name: "Canadian Dollar", code: "CAD", indexed: true, symbol: "CA$", fractionDigits: 2 },
  { name: "Swiss Franc", code: "CHF", indexed: true, symbol: "CHF\u00a0", fractionDigits: 2 },
  { name: "Euro", code: "EUR", indexed: true, symbol: "€", fractionDigits: 2 },
  { name: "British Pound", code: "GBP", indexed: true, symbol: "£", fractionDigits: 2 },
  { name: "Japanese Yen", code: "JPY", indexed: true, symbol: "¥", fractionDigits: 0 },
  { name: "US Dollar", code: "USD", indexed: true, symbol: "$", fractionDigits: 2 },
];

/** Spec §3: fiat-preference defaults to USD. */
export const DEFAULT_FIAT_CODE: FiatCode = "USD";
/** Spec §9: "Fiat default digits are 1.2-2". */
export const FIAT_DEFAULT_DIGITS_INFO = "1.2-2";
/** Spec §9: "Fiat shows 0 decimals from 1000 up". */
export const FIAT_WHOLE_FROM = 1000;

/**
 * Looks a currency up by code; anything else (a stale preference, a typo) gives the USD default.
 *
 * @example
 * fiatCurrency("EUR").symbol;   // "€"
 * fiatCurrency("XYZ").code;     // "USD"
 */
export function fiatCurrency(code: unknown): FiatCurrency {
  const found = FIAT_CURRENCIES.find((currency) => currency.code === code);
  if (found) return found;
  const fallback = FIAT_CURRENCIES.find((currency) => currency.code === DEFAULT_FIAT_CODE);
  if (!fallback) throw new Error(`The fiat table lacks its default ${DEFAULT_FIAT_CODE}`);
  return fallback;
}

/**
 * Spec §9: "Fiat converts as price times satoshis over 1e8".
 *
 * @example
 * satsToFiat(10_000, 123_456); // 12.3456
 */
export function satsToFiat(sats: number, price: number): number {
  assertFiniteNumber(sats, "sats");
  assertNonNegativeNumber(price, "price");
  return (price * sats) / SATS_PER_BTC;
}

/**
 * Converts satoshis at a price per coin and prints the result with the currency's symbol. Uses the
 * digits given (default "1.2-2"), but no decimals from 1000 up (after rounding) nor for yen.
 *
 * @example
 * formatFiat(10_000, 123_456, "USD");        // "$12.35"
 * formatFiat(100_000_000, 123_456, "USD");   // "$123,456"
 * formatFiat(10_000, 11_057_757, "JPY");     // "¥1,106"
 */
export function formatFiat(
  sats: number,
  price: number,
  code: FiatCode = DEFAULT_FIAT_CODE,
  digits: string | DigitsInfo = FIAT_DEFAULT_DIGITS_INFO,
): string {
  const currency = FIAT_CURRENCIES.find((candidate) => candidate.code === code);
  if (!currency) {
    const codes = FIAT_CURRENCIES.map((candidate) => candidate.code).join(", ");
    throw new TypeError(`fiat currency must be one of ${codes}, got ${describeInput(code)}`);
  }
  const info = parseDigitsInfo(digits);
  const value = decimalFromNumber(satsToFiat(sats, price));
  // Judged after rounding, so 999.996 prints "$1,000" rather than "$1,000.00".
  const whole = currency.fractionDigits === 0 || Number(roundDecimal(value, info.maxFractionDigits).integer) >= FIAT_WHOLE_FROM;
  const shown = whole ? { minIntegerDigits: info.minIntegerDigits, minFractionDigits: 0, maxFractionDigits: 0 } : info;
  const number = formatDecimal({ ...value, negative: false }, shown);
  return `${value.negative && /[1-9]/.test(number) ? "-" : ""}${currency.symbol}${number}`;
}

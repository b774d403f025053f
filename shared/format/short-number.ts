import { formatDecimal } from "./decimal.ts";
import { assertFiniteNumber, assertNonNegativeNumber } from "./number-guards.ts";
import { assertPrecision } from "./precision.ts";
import { scaleByThousands } from "./thousands.ts";

/** Spec §9: "Short number suffixes are k, M, G (B if requested), T, P, E", one per power of 1000. */
export const SHORT_NUMBER_SUFFIXES = ["", "k", "M", "G", "T", "P", "E"] as const;
/** The suffix that replaces G when billions are requested. */
export const BILLION_SUFFIX = "B";

/** Options for {@link shortNumber}. */
export interface ShortNumberOptions {
  /** Write 10^9 as "B" (billion) instead of "G" (giga). */
  readonly billion?: boolean;
}

/**
 * Shortens a number with a power-of-1000 suffix and at most `digits` fraction digits, trailing zeros
 * dropped. Negative numbers keep their sign; beyond E the number simply grows.
 *
 * @example
 * shortNumber(1_500, 1);                          // "1.5k"
 * shortNumber(2_000_000_000, 2, { billion: true }); // "2B"
 * shortNumber(999.999, 2);                        // "1k"
 */
export function shortNumber(value: number, digits: number, options: ShortNumberOptions = {}): string {
  assertFiniteNumber(value, "value");
  assertPrecision(digits, "digits");
  const scaled = scaleByThousands(value, SHORT_NUMBER_SUFFIXES.length - 1, digits);
  const number = formatDecimal(scaled.value, { minIntegerDigits: 1, minFractionDigits: 0, maxFractionDigits: digits });
  const suffix = SHORT_NUMBER_SUFFIXES[scaled.exponent] ?? "";
  return number + (suffix === "G" && options.billion === true ? BILLION_SUFFIX : suffix);
}

/**
 * A satoshi amount with a fee-unit prefix from k to E (spec §9 "Fee unit prefixes run from k to E"),
 * followed by "sat" for exactly one and "sats" otherwise.
 *
 * @example
 * formatSatsShort(12_345, 1); // "12.3k sats"
 * formatSatsShort(1);         // "1 sat"
 */
export function formatSatsShort(sats: number, digits = 2): string {
  assertNonNegativeNumber(sats, "sats");
  const number = shortNumber(sats, digits);
  return `${number} ${number === "1" ? "sat" : "sats"}`;
}

import { type DigitsInfo, parseDigitsInfo } from "./digits-info.ts";
import { activeNumeralStyle, groupDigits, type NumeralStyle } from "./format-language.ts";
import { assertFiniteNumber, assertSafeInteger } from "./number-guards.ts";
import { assertPrecision } from "./precision.ts";

/**
 * A decimal number held as digit strings, so rounding and printing never pass through binary
 * floating point (no "0.30000000000000004", and 1.005 rounds to 1.01 as a reader expects).
 *
 * @example
 * { negative: false, integer: "1234", fraction: "5" } // 1234.5
 */
export interface Decimal {
  readonly negative: boolean;
  /** Digits before the point, no leading zeros ("0" for zero). */
  readonly integer: string;
  /** Digits after the point, possibly with trailing zeros. */
  readonly fraction: string;
}

/** Options for {@link formatDecimal}. */
export interface FormatDecimalOptions {
  /** Group the integer digits (default true). */
  readonly grouping?: boolean;
  /** The separators; by default the language being rendered (format-language.ts). */
  readonly style?: NumeralStyle;
}

const NUMBER_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Reads a finite number through its shortest round-trip text, expanding exponent notation.
 *
 * @example
 * decimalFromNumber(1.23e-7); // { negative: false, integer: "0", fraction: "000000123" }
 */
export function decimalFromNumber(value: number): Decimal {
  assertFiniteNumber(value, "value");
  const match = NUMBER_TEXT.exec(String(Math.abs(value)));
  if (match === null) throw new RangeError(`Cannot read ${value} as a decimal`);
  const [, integerPart = "0", fractionPart = "", exponentPart = "0"] = match;
  const digits = integerPart + fractionPart;
  const point = integerPart.length + Number(exponentPart);
  if (point <= 0) return normalised(value < 0, "0", "0".repeat(-point) + digits);
  if (point >= digits.length) return normalised(value < 0, digits + "0".repeat(point - digits.length), "");
  return normalised(value < 0, digits.slice(0, point), digits.slice(point));
}

/**
 * Reads an integer count of 10^-scale units exactly, e.g. satoshis as bitcoin with scale 8.
 *
 * @example
 * decimalFromScaledInteger(30_000_000, 8); // { negative: false, integer: "0", fraction: "30000000" }
 */
export function decimalFromScaledInteger(value: number, scale: number): Decimal {
  assertSafeInteger(value, "value");
  assertPrecision(scale, "scale");
  if (scale === 0) return normalised(value < 0, String(Math.abs(value)), "");
  const text = String(Math.abs(value)).padStart(scale + 1, "0");
  return normalised(value < 0, text.slice(0, -scale), text.slice(-scale));
}

/**
 * Rounds to at most `fractionDigits` digits, halves away from zero.
 *
 * @example
 * roundDecimal(decimalFromNumber(9.995), 2); // { negative: false, integer: "10", fraction: "00" }
 */
export function roundDecimal(decimal: Decimal, fractionDigits: number): Decimal {
  assertPrecision(fractionDigits, "fractionDigits");
  if (decimal.fraction.length <= fractionDigits) return decimal;
  const kept = decimal.integer + decimal.fraction.slice(0, fractionDigits);
  const roundsUp = (decimal.fraction[fractionDigits] ?? "0") >= "5";
  const text = (BigInt(kept) + (roundsUp ? 1n : 0n)).toString().padStart(kept.length, "0");
  const split = text.length - fractionDigits;
  return normalised(decimal.negative, text.slice(0, split), text.slice(split));
}

/**
 * Divides by 10^places exactly, by moving the point.
 *
 * @example
 * shiftPointLeft(decimalFromNumber(1234), 3); // { negative: false, integer: "1", fraction: "234" }
 */
export function shiftPointLeft(decimal: Decimal, places: number): Decimal {
  assertPrecision(places, "places");
  if (places === 0) return decimal;
  const integer = decimal.integer.padStart(places + 1, "0");
  return normalised(decimal.negative, integer.slice(0, -places), integer.slice(-places) + decimal.fraction);
}

/** The decimal's value as a number (may lose digits beyond double precision). */
export function decimalToNumber(decimal: Decimal): number {
  return Number(`${decimal.negative ? "-" : ""}${decimal.integer}.${decimal.fraction || "0"}`);
}

/**
 * Prints a decimal with Latin digits and the separators of the language being rendered
 * (format-language.ts): "1,234.50" in English, "1.234,50" in German.
 *
 * @example
 * formatDecimal(decimalFromNumber(1234.5), "1.2-2"); // "1,234.50" (English)
 * formatDecimal(decimalFromNumber(1234.5), "1.2-2", { style: CANONICAL_NUMERALS, grouping: false }); // "1234.50" (machine text)
 * formatDecimal(decimalFromNumber(-0.001), "1.0-2"); // "0" (no negative zero)
 */
export function formatDecimal(decimal: Decimal, digits: string | DigitsInfo, options: FormatDecimalOptions = {}): string {
  const info = parseDigitsInfo(digits);
  const rounded = roundDecimal(decimal, info.maxFractionDigits);
  let fraction = rounded.fraction.padEnd(info.minFractionDigits, "0");
  let end = fraction.length;
  while (end > info.minFractionDigits && fraction[end - 1] === "0") end--;
  fraction = fraction.slice(0, end);
  const style = options.style ?? activeNumeralStyle();
  let integer = rounded.integer.padStart(info.minIntegerDigits, "0");
  if (options.grouping ?? true) integer = groupDigits(integer, style);
  return `${rounded.negative ? style.minus : ""}${integer}${fraction ? `${style.decimal}${fraction}` : ""}`;
}

/**
 * Shorthand for `formatDecimal(decimalFromNumber(value), digits, options)`.
 *
 * @example
 * formatNumber(0.1 + 0.2, "1.0-8"); // "0.3"
 */
export function formatNumber(value: number, digits: string | DigitsInfo, options: FormatDecimalOptions = {}): string {
  return formatDecimal(decimalFromNumber(value), digits, options);
}

function normalised(negative: boolean, integer: string, fraction: string): Decimal {
  const trimmed = integer.replace(/^0+/, "") || "0";
  // A value that is zero after rounding prints without a sign.
  const isZero = trimmed === "0" && !/[1-9]/.test(fraction);
  return { negative: negative && !isZero, integer: trimmed, fraction };
}

import { type Decimal, decimalFromNumber, roundDecimal, shiftPointLeft } from "./decimal.ts";
import { assertPrecision } from "./precision.ts";

/** Spec §9: size units and short-number suffixes both step by 1000. */
export const THOUSANDS_STEP = 1000;
const DIGITS_PER_STEP = 3;

/** A value divided by 1000^exponent and rounded, ready to print with the exponent's unit or suffix. */
export interface ScaledByThousands {
  readonly value: Decimal;
  /** 0 for the base unit, 1 for k, 2 for M… */
  readonly exponent: number;
}

/**
 * Picks the largest power of 1000 not above |value| (at most `maxExponent`), divides exactly and rounds
 * to `fractionDigits`. When rounding reaches 1000 it moves up one step, so 999,999 with 2 digits is
 * 1.00 M, never 1000.00 k.
 *
 * @example
 * scaleByThousands(1_234_567, 4, 2); // { value: { negative: false, integer: "1", fraction: "23" }, exponent: 2 }
 */
export function scaleByThousands(value: number, maxExponent: number, fractionDigits: number): ScaledByThousands {
  assertPrecision(maxExponent, "maxExponent");
  assertPrecision(fractionDigits, "fractionDigits");
  const decimal = decimalFromNumber(value);
  let exponent = Math.min(maxExponent, Math.floor((decimal.integer.length - 1) / DIGITS_PER_STEP));
  let rounded = roundDecimal(shiftPointLeft(decimal, exponent * DIGITS_PER_STEP), fractionDigits);
  if (rounded.integer.length > DIGITS_PER_STEP && exponent < maxExponent) {
    exponent += 1;
    rounded = roundDecimal(shiftPointLeft(decimal, exponent * DIGITS_PER_STEP), fractionDigits);
  }
  return { value: rounded, exponent };
}

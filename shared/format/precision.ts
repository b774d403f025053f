import { describeInput } from "../errors/describe-input.ts";

/**
 * Largest precision accepted. Not a spec number: it matches `Number#toFixed`'s own ceiling and keeps a
 * runaway argument from building a megabyte of zeros.
 */
export const MAX_PRECISION_DIGITS = 100;

/**
 * Asserts a precision (a count of digits or characters) per spec §5: "Formatting helpers accept only
 * finite, non-negative, whole-number precision". Every helper in `shared/format` that takes one calls
 * this, so the rule and its message live here once.
 *
 * @example
 * assertPrecision(2);                // ok
 * assertPrecision(1.5);              // RangeError: precision must be a finite, non-negative whole number, got 1.5
 * assertPrecision(-1, "digits");     // RangeError: digits must be a finite, non-negative whole number, got -1
 */
export function assertPrecision(precision: unknown, label = "precision"): asserts precision is number {
  const message = `${label} must be a finite, non-negative whole number, got ${describeInput(precision)}`;
  if (typeof precision !== "number") throw new TypeError(message);
  if (!Number.isInteger(precision) || precision < 0) throw new RangeError(message);
  if (precision > MAX_PRECISION_DIGITS) {
    throw new RangeError(`${label} must be at most ${MAX_PRECISION_DIGITS}, got ${precision}`);
  }
}

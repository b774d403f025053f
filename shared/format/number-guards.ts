/**
 * Guards shared by every formatter and table in `shared/`: each turns bad input into a typed error
 * whose message names the argument, the rule and what was actually received.
 */
import { describeInput } from "../errors/describe-input.ts";

/**
 * Asserts a finite number (not NaN, not ±Infinity), naming the argument in the error.
 *
 * @example
 * assertFiniteNumber(12.5, "fee rate");       // ok
 * assertFiniteNumber(Number.NaN, "fee rate"); // throws RangeError
 */
export function assertFiniteNumber(value: unknown, label: string): asserts value is number {
  if (typeof value !== "number") throw new TypeError(`${label} must be a finite number, got ${describeInput(value)}`);
  if (!Number.isFinite(value)) throw new RangeError(`${label} must be a finite number, got ${describeInput(value)}`);
}

/**
 * Asserts a finite number that is zero or more.
 *
 * @example
 * assertNonNegativeNumber(0, "weight");  // ok
 * assertNonNegativeNumber(-1, "weight"); // throws RangeError
 */
export function assertNonNegativeNumber(value: unknown, label: string): asserts value is number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    const message = `${label} must be a finite, non-negative number, got ${describeInput(value)}`;
    throw typeof value === "number" ? new RangeError(message) : new TypeError(message);
  }
}

/**
 * Asserts an integer that a double holds exactly (|n| ≤ 2^53 − 1), e.g. an amount in satoshis.
 *
 * @example
 * assertSafeInteger(2_100_000_000_000_000, "sats"); // ok
 * assertSafeInteger(0.5, "sats");                   // throws RangeError
 */
export function assertSafeInteger(value: unknown, label: string): asserts value is number {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    const message = `${label} must be a whole number between -(2^53 - 1) and 2^53 - 1, got ${describeInput(value)}`;
    throw typeof value === "number" ? new RangeError(message) : new TypeError(message);
  }
}

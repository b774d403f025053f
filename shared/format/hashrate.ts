import { formatDecimal } from "./decimal.ts";
import { assertNonNegativeNumber } from "./number-guards.ts";
import { assertPrecision } from "./precision.ts";
import { scaleByThousands } from "./thousands.ts";

/** Hash rates step by 1000 like sizes (spec §9), from hashes per second up to zetta. */
export const HASHRATE_UNITS = ["H/s", "kH/s", "MH/s", "GH/s", "TH/s", "PH/s", "EH/s", "ZH/s"] as const;

/** Fraction digits when none are given. */
export const DEFAULT_HASHRATE_DIGITS = 2;

/**
 * Prints hashes per second with the largest unit that keeps the number at 1 or more. Scaled units
 * show exactly `digits` fraction digits, so a list of rates keeps one width; plain H/s drops
 * trailing zeros. Beyond ZH/s the number grows.
 *
 * @example
 * formatHashrate(612_345_678_901_234_567_890); // "612.35 EH/s"
 * formatHashrate(999_999, 1);                  // "1.0 MH/s"
 * formatHashrate(12);                          // "12 H/s"
 */
export function formatHashrate(hashesPerSecond: number, digits: number = DEFAULT_HASHRATE_DIGITS): string {
  assertNonNegativeNumber(hashesPerSecond, "hashesPerSecond");
  assertPrecision(digits, "digits");
  const { value, exponent } = scaleByThousands(hashesPerSecond, HASHRATE_UNITS.length - 1, digits);
  const minFractionDigits = exponent === 0 ? 0 : digits;
  return `${formatDecimal(value, { minIntegerDigits: 1, minFractionDigits, maxFractionDigits: digits })} ${HASHRATE_UNITS[exponent]}`;
}

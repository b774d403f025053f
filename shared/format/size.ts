import { describeInput } from "../errors/describe-input.ts";
import { formatDecimal } from "./decimal.ts";
import { assertNonNegativeNumber } from "./number-guards.ts";
import { assertPrecision } from "./precision.ts";
import { scaleByThousands } from "./thousands.ts";

/** What a size counts: bytes, virtual bytes or weight units. */
export type SizeKind = "B" | "vB" | "WU";

/** Spec §9: "Size units step by 1000 (B, kB, MB, GB, TB, with vB and WU variants)". */
export const SIZE_UNITS: Readonly<Record<SizeKind, readonly string[]>> = {
  B: ["B", "kB", "MB", "GB", "TB"],
  vB: ["vB", "kvB", "MvB", "GvB", "TvB"],
  WU: ["WU", "kWU", "MWU", "GWU", "TWU"],
};

/** Fraction digits when none are given. */
export const DEFAULT_SIZE_DIGITS = 2;

/**
 * Prints a size with the largest unit that keeps the number at 1 or more. Scaled units show exactly
 * `digits` fraction digits (stable widths in lists); the base unit shows up to `digits`, trailing zeros
 * dropped, since counts of bytes are usually whole.
 *
 * @example
 * formatBytes(1_234_567, "B", 2);    // "1.23 MB"
 * formatBytes(998_000, "vB", 2);     // "998.00 kvB"
 * formatBytes(512, "WU");            // "512 WU"
 */
export function formatBytes(size: number, kind: SizeKind = "B", digits: number = DEFAULT_SIZE_DIGITS): string {
  assertNonNegativeNumber(size, "size");
  assertPrecision(digits, "digits");
  if (!Object.hasOwn(SIZE_UNITS, kind)) {
    throw new TypeError(`size kind must be "B", "vB" or "WU", got ${describeInput(kind)}`);
  }
  const units = SIZE_UNITS[kind];
  const { value, exponent } = scaleByThousands(size, units.length - 1, digits);
  const minFractionDigits = exponent === 0 ? 0 : digits;
  const number = formatDecimal(value, { minIntegerDigits: 1, minFractionDigits, maxFractionDigits: digits });
  return `${number} ${units[exponent] ?? kind}`;
}

/**
 * Rounding fee rates to a step such as 1, 0.1 or 0.001 sat/vB without floating-point noise:
 * 0.1 × 3 is 0.30000000000000004 and 0.00051 BTC/kvB × 100,000 is 51.00000000000001, which a
 * naive ceil() would turn into a whole extra step.
 *
 * @example
 * ceilToIncrement(0.00051 * 100_000, 1);  // 51, not 52
 * roundToIncrement(1.005, 0.01);          // 1.01 (1.005 × 100 is 100.49999999999999)
 */
import { InvalidFeeInputError } from "./fee-stats-tx.ts";

/** Significant digits kept before rounding: far more than any fee needs, far fewer than float noise. */
const SIGNIFICANT_DIGITS = 12;

/**
 * The smallest multiple of `increment` at or above `value`.
 *
 * @example
 * ceilToIncrement(1.0024, 1);    // 2
 * ceilToIncrement(0.3, 0.1);     // 0.3
 * ceilToIncrement(0.31, 0.1);    // 0.4
 */
export function ceilToIncrement(value: number, increment: number): number {
  const steps = stepsPerUnit(increment);
  return Math.ceil(clean(finite(value) * steps)) / steps;
}

/**
 * The multiple of `increment` nearest to `value` (halves round up).
 *
 * @example
 * roundToIncrement(1.005, 0.01);  // 1.01 (1.005 × 100 is 100.49999999999999 in floating point)
 * roundToIncrement(2.5, 1);       // 3
 */
export function roundToIncrement(value: number, increment: number): number {
  const steps = stepsPerUnit(increment);
  return Math.round(clean(finite(value) * steps)) / steps;
}

// Dividing by a whole step count (10, 1000) gives the correctly rounded decimal; multiplying by 0.1 does not.
function stepsPerUnit(increment: number): number {
  if (typeof increment !== "number" || !Number.isFinite(increment) || increment <= 0 || increment > 1) {
    throw new InvalidFeeInputError("fee increment", increment, "a step between 0 and 1 sat/vB such as 1, 0.1 or 0.001");
  }
  const steps = Math.round(1 / increment);
  if (Math.abs(steps * increment - 1) > 1e-9) {
    const expected = "a step that divides 1 sat/vB evenly, such as 1, 0.1 or 0.001";
    throw new InvalidFeeInputError("fee increment", increment, expected);
  }
  return steps;
}

function clean(scaled: number): number {
  return Number(scaled.toPrecision(SIGNIFICANT_DIGITS));
}

function finite(value: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new InvalidFeeInputError("fee rate", value, "a finite number of sat/vB");
  }
  return value;
}

import { describeInput } from "../errors/describe-input.ts";
import { WITNESS_SCALE_FACTOR } from "../types/units.ts";
import { decimalFromNumber, decimalToNumber, formatNumber, roundDecimal } from "./decimal.ts";
import { assertNonNegativeNumber } from "./number-guards.ts";
import { assertPrecision } from "./precision.ts";

/** The two rate units a visitor can choose (spec §3 rate-unit-preference: vb or wu). */
export type RateUnit = "vb" | "wu";

/** Spec §9: "Units are sat/vB or sat/WU". */
export const FEE_RATE_UNIT_LABELS: Readonly<Record<RateUnit, string>> = { vb: "sat/vB", wu: "sat/WU" };

/** Spec §9: fee rounding is 1 decimal on liquid networks… */
export const LIQUID_FEE_DECIMALS = 1;
/** …and 0 on the others. */
export const BITCOIN_FEE_DECIMALS = 0;
/** Spec §9: "Fee-rate format is 1.0-0, or 1.0-1 on Liquid". */
export const FEE_RATE_DIGITS_INFO = "1.0-0";
export const LIQUID_FEE_RATE_DIGITS_INFO = "1.0-1";

/**
 * Decimals shown for a fee rate. Spec §9: "0 decimals at 100 or more, 2 decimals below 10, else 1".
 *
 * @example
 * feeRateDecimals(150); // 0
 * feeRateDecimals(12);  // 1
 * feeRateDecimals(2.5); // 2
 */
export function feeRateDecimals(rate: number): 0 | 1 | 2 {
  assertNonNegativeNumber(rate, "fee rate");
  if (rate >= 100) return 0;
  return rate < 10 ? 2 : 1;
}

/**
 * A fee rate given in sat/vB, converted to the chosen unit (sat/WU is sat/vB ÷ 4) and printed with the
 * decimals of {@link feeRateDecimals}, chosen on the converted value, plus its unit label.
 *
 * @example
 * formatFeeRate(12.345, "vb"); // "12.3 sat/vB"
 * formatFeeRate(12.5, "wu");   // "3.13 sat/WU"
 * formatFeeRate(1500, "vb");   // "1,500 sat/vB"
 */
export function formatFeeRate(rate: number, unit: RateUnit = "vb"): string {
  const number = formatFeeRateNumber(rate, unit);
  return `${number} ${FEE_RATE_UNIT_LABELS[unit]}`;
}

/**
 * The number part of {@link formatFeeRate}, for layouts that style the unit apart.
 *
 * @example
 * formatFeeRateNumber(8, "vb"); // "8.00"
 */
export function formatFeeRateNumber(rate: number, unit: RateUnit = "vb"): string {
  assertNonNegativeNumber(rate, "fee rate");
  assertRateUnit(unit);
  const shown = unit === "wu" ? rate / WITNESS_SCALE_FACTOR : rate;
  const decimals = feeRateDecimals(shown);
  return formatNumber(shown, { minIntegerDigits: 1, minFractionDigits: decimals, maxFractionDigits: decimals });
}

/**
 * Rounds a fee to a number of decimals (half away from zero, on the decimal digits), spec §9: pass
 * {@link LIQUID_FEE_DECIMALS} on liquid networks, {@link BITCOIN_FEE_DECIMALS} elsewhere.
 *
 * @example
 * roundFee(12.45, LIQUID_FEE_DECIMALS);  // 12.5
 * roundFee(12.5, BITCOIN_FEE_DECIMALS);  // 13
 */
export function roundFee(rate: number, decimals: number): number {
  assertNonNegativeNumber(rate, "fee rate");
  assertPrecision(decimals, "decimals");
  return decimalToNumber(roundDecimal(decimalFromNumber(rate), decimals));
}

function assertRateUnit(unit: unknown): asserts unit is RateUnit {
  if (unit !== "vb" && unit !== "wu") {
    throw new TypeError(`rate unit must be "vb" or "wu", got ${describeInput(unit)}`);
  }
}

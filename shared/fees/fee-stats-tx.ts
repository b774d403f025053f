/**
 * The transaction shape the fee-statistics calculators read, and the one check every calculator
 * applies to it, so a NaN weight or negative rate fails loudly instead of skewing a median.
 *
 * @example
 * checkFeeStatsTx({ weight: weightUnits(561), effectiveFeePerVsize: satPerVByte(12.5) }, 0);  // ok
 * checkFeeStatsTx({ weight: weightUnits(0), effectiveFeePerVsize: satPerVByte(1) }, 3);     // throws InvalidFeeInputError
 */
import { describeInput } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";
import type { SatPerVByte, Sats, WeightUnits } from "../types/units.ts";

export interface FeeStatsTx {
  /** Positive whole weight units. */
  readonly weight: WeightUnits;
  /** The package (effective) rate the block template used; 0 or more. */
  readonly effectiveFeePerVsize: SatPerVByte;
  /** Absolute fee; only read to recognise a leading zero-fee coinbase. */
  readonly fee?: Sats;
}

/** Input to a fee calculation that would give a meaningless number. */
export class InvalidFeeInputError extends InputError {
  constructor(readonly field: string, readonly input: unknown, expected: string) {
    super(`Invalid ${field} ${describeInput(input)}: expected ${expected}.`);
    this.name = "InvalidFeeInputError";
  }
}

/**
 * Throws `InvalidFeeInputError` unless `tx` (the `index`-th of its list) has a positive whole
 * weight, a finite rate of 0 or more and, when present, a finite fee.
 *
 * @example
 * checkFeeStatsTx({ weight: weightUnits(400), effectiveFeePerVsize: satPerVByte(Number.NaN) }, 2);
 * // throws: Invalid txs[2].effectiveFeePerVsize NaN: expected a finite rate of 0 sat/vB or more.
 */
export function checkFeeStatsTx(tx: FeeStatsTx, index: number): void {
  if (typeof tx !== "object" || tx === null) {
    throw new InvalidFeeInputError(`txs[${index}]`, tx, "an object with weight and effectiveFeePerVsize");
  }
  const { weight, effectiveFeePerVsize: rate, fee } = tx;
  if (typeof weight !== "number" || !Number.isSafeInteger(weight) || weight <= 0) {
    throw new InvalidFeeInputError(`txs[${index}].weight`, weight, "a whole number of weight units above 0");
  }
  if (typeof rate !== "number" || !Number.isFinite(rate) || rate < 0) {
    throw new InvalidFeeInputError(`txs[${index}].effectiveFeePerVsize`, rate, "a finite rate of 0 sat/vB or more");
  }
  if (fee !== undefined && (typeof fee !== "number" || !Number.isFinite(fee))) {
    throw new InvalidFeeInputError(`txs[${index}].fee`, fee, "a finite number of sats, or no fee field");
  }
}

/**
 * The fee a typical transaction pays at a rate: what fee recommendations show in fiat. Research
 * §5.2: the fiat estimate is "for a 140 vB tx", the size of an average native segwit payment
 * (one input, two outputs); it is also the larger of the segwit weights spec §9 names (84 and 140).
 *
 * @example
 * typicalTransactionFeeSats(10); // 1400
 */
import { assertNonNegativeNumber } from "../format/number-guards.ts";

/** Virtual size of a typical transaction, in vB. */
export const TYPICAL_TRANSACTION_VSIZE = 140;

/**
 * Satoshis a typical transaction pays at `rate` sat/vB (not rounded: fiat conversion rounds once).
 *
 * @example
 * typicalTransactionFeeSats(2.5); // 350
 */
export function typicalTransactionFeeSats(rate: number): number {
  assertNonNegativeNumber(rate, "fee rate");
  return rate * TYPICAL_TRANSACTION_VSIZE;
}

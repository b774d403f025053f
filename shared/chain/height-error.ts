/**
 * Heights reach the chain rules from URLs, frames and configuration, so each rule checks its height
 * once through `checkHeight` and fails with one typed error instead of computing with NaN.
 *
 * @example
 * checkHeight(840_000);   // 840000 as BlockHeight
 * checkHeight(-1);        // throws InvalidHeightError (status 400)
 */
import { describeInput } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";
import { type BlockHeight, blockHeight } from "../types/units.ts";

/** A block height that is not a non-negative safe integer. */
export class InvalidHeightError extends InputError {
  constructor(readonly input: unknown) {
    super(`Invalid block height ${describeInput(input)}: expected a whole number of 0 (genesis) or more.`);
    this.name = "InvalidHeightError";
  }
}

/**
 * Returns `input` as a height, or throws `InvalidHeightError`.
 *
 * @example
 * checkHeight(0);     // 0 (genesis)
 * checkHeight(1.5);   // throws InvalidHeightError
 */
export function checkHeight(input: unknown): BlockHeight {
  if (typeof input !== "number" || !Number.isSafeInteger(input) || input < 0) throw new InvalidHeightError(input);
  return blockHeight(input + 0); // + 0 turns -0 into 0
}

import {
  DIFFICULTY_EPOCH_BLOCKS,
  EPOCH_TARGET_TIMESPAN_SECONDS,
  MAX_RETARGET_FACTOR,
} from "../../../shared/chain/difficulty.ts";
import { POW_LIMIT_BITS, bitsToTarget, targetToBits } from "./pow.ts";

// The devnet keeps mainnet's epoch arithmetic (2016 blocks, 600 s) so `da` reads as it does on mainnet.

/**
 * The devnet's starting target: about 16 hashes per block, so a whole history mines in a blink.
 * Devnet rule (not Bitcoin's): the target never drops below 2^-12 of that, so however fast the
 * configured block clock runs, proof of work stays a few milliseconds in JavaScript.
 */
export const DEVNET_START_BITS = targetToBits(bitsToTarget(POW_LIMIT_BITS) >> 3n);
const DEVNET_HARDEST_TARGET = bitsToTarget(DEVNET_START_BITS) >> 12n;

/**
 * The bits of the next epoch from the time the last one took, clamped to a factor of four either
 * way as Bitcoin does.
 *
 * @example
 * retargetBits(DEVNET_START_BITS, EPOCH_TARGET_TIMESPAN_SECONDS / 2); // twice as hard
 */
export function retargetBits(bits: number, actualTimespanSeconds: number): number {
  const clamped = Math.min(
    Math.max(actualTimespanSeconds, EPOCH_TARGET_TIMESPAN_SECONDS / MAX_RETARGET_FACTOR),
    EPOCH_TARGET_TIMESPAN_SECONDS * MAX_RETARGET_FACTOR,
  );
  let target = (bitsToTarget(bits) * BigInt(Math.round(clamped))) / BigInt(EPOCH_TARGET_TIMESPAN_SECONDS);
  const easiest = bitsToTarget(DEVNET_START_BITS);
  if (target > easiest) target = easiest;
  if (target < DEVNET_HARDEST_TARGET) target = DEVNET_HARDEST_TARGET;
  return targetToBits(target);
}

/** Whether a block at this height starts a new difficulty epoch. */
export const isRetargetHeight = (height: number): boolean => height > 0 && height % DIFFICULTY_EPOCH_BLOCKS === 0;

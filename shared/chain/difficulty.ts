/**
 * Difficulty retarget constants and arithmetic (research §5.8): every 2016 blocks the difficulty
 * is scaled by target time / actual time of the epoch, clamped by consensus to a factor of 4 either
 * way, i.e. a change of −75 % … +300 %.
 *
 * @example
 * nextRetargetHeight(blockHeight(840_000));  // 840_672
 * difficultyChangePercent(604_800);          // 100 (blocks came twice as fast)
 */
import { type BlockHeight, blockHeight } from "../types/units.ts";
import { checkHeight } from "./height-error.ts";

export const DIFFICULTY_EPOCH_BLOCKS = 2016;
export const TARGET_BLOCK_TIME_SECONDS = 600;
/** Two weeks: the time an epoch should take. */
export const EPOCH_TARGET_TIMESPAN_SECONDS = DIFFICULTY_EPOCH_BLOCKS * TARGET_BLOCK_TIME_SECONDS;
/** Consensus limits one retarget to ×4 or ÷4. */
export const MAX_RETARGET_FACTOR = 4;
export const MIN_DIFFICULTY_CHANGE_PERCENT = (1 / MAX_RETARGET_FACTOR - 1) * 100;
export const MAX_DIFFICULTY_CHANGE_PERCENT = (MAX_RETARGET_FACTOR - 1) * 100;

/**
 * The first height of the epoch containing `height`.
 *
 * @example
 * epochStartHeight(blockHeight(840_671));  // 838_656
 */
export function epochStartHeight(height: BlockHeight): BlockHeight {
  const checked = checkHeight(height);
  return blockHeight(checked - (checked % DIFFICULTY_EPOCH_BLOCKS));
}

/**
 * The next height at which the difficulty changes (strictly above `height`).
 *
 * @example
 * nextRetargetHeight(blockHeight(838_655));  // 838_656
 * nextRetargetHeight(blockHeight(838_656));  // 840_672
 */
export function nextRetargetHeight(height: BlockHeight): BlockHeight {
  return blockHeight(epochStartHeight(height) + DIFFICULTY_EPOCH_BLOCKS);
}

/**
 * Blocks still to be mined after the tip `height` until the retarget block is reached.
 *
 * @example
 * remainingBlocksToRetarget(blockHeight(840_000));  // 672
 */
export function remainingBlocksToRetarget(height: BlockHeight): number {
  return nextRetargetHeight(height) - checkHeight(height);
}

/**
 * The difficulty change, in percent, for an epoch that took `actualTimespanSeconds`, clamped to
 * −75 … +300 like consensus does.
 *
 * @example
 * difficultyChangePercent(EPOCH_TARGET_TIMESPAN_SECONDS);  // 0
 * difficultyChangePercent(10 * EPOCH_TARGET_TIMESPAN_SECONDS);  // -75 (clamped)
 */
export function difficultyChangePercent(actualTimespanSeconds: number): number {
  if (typeof actualTimespanSeconds !== "number" || !Number.isFinite(actualTimespanSeconds) || actualTimespanSeconds <= 0) {
    throw new RangeError(
      `Invalid epoch timespan ${String(actualTimespanSeconds)}: expected a positive number of seconds.`,
    );
  }
  const change = (EPOCH_TARGET_TIMESPAN_SECONDS / actualTimespanSeconds - 1) * 100;
  return Math.min(MAX_DIFFICULTY_CHANGE_PERCENT, Math.max(MIN_DIFFICULTY_CHANGE_PERCENT, change));
}

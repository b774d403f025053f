/**
 * Block subsidy and halving schedule (spec §9 "Special block heights"): the subsidy starts at 50 BTC
 * and halves every 210,000 blocks.
 *
 * @example
 * blockSubsidySats(blockHeight(840_000));   // 312_500_000 (3.125 BTC)
 * nextHalvingHeight(blockHeight(840_000));  // 1_050_000
 */
import { type BlockHeight, type Sats, SATS_PER_BTC, blockHeight, sats } from "../types/units.ts";
import { checkHeight } from "./height-error.ts";

export const HALVING_INTERVAL_BLOCKS = 210_000;
/** Subsidy of the first epoch: 50 BTC. */
export const INITIAL_SUBSIDY_SATS = sats(50 * SATS_PER_BTC);
/** Consensus stops shifting at 64 halvings: from there the subsidy is 0 by rule, not by rounding. */
export const MAX_SUBSIDY_HALVINGS = 64;
/** How many halvings spec §9 lists as special heights (210,000 … 3,150,000). */
export const LISTED_HALVING_COUNT = 15;

/** The halving heights of spec §9, derived from the interval: 210000, 420000, …, 3150000. */
export const HALVING_HEIGHTS: readonly BlockHeight[] = Array.from({ length: LISTED_HALVING_COUNT }, (_, i) =>
  blockHeight((i + 1) * HALVING_INTERVAL_BLOCKS),
);

/**
 * How many halvings have happened at `height` (0 before the first one, 4 from 840,000).
 *
 * @example
 * halvingCount(blockHeight(209_999));  // 0
 * halvingCount(blockHeight(210_000));  // 1
 */
export function halvingCount(height: BlockHeight): number {
  return Math.floor(checkHeight(height) / HALVING_INTERVAL_BLOCKS);
}

/**
 * The subsidy of the block at `height`, in whole sats, with the consensus right-shift semantics:
 * halving rounds down, and from the 64th halving on it is 0.
 *
 * @example
 * blockSubsidySats(blockHeight(0));          // 5_000_000_000
 * blockSubsidySats(blockHeight(1_050_000));  // 156_250_000 (1.5625 BTC)
 * blockSubsidySats(blockHeight(-1));         // throws InvalidHeightError
 */
export function blockSubsidySats(height: BlockHeight): Sats {
  const halvings = halvingCount(height);
  if (halvings >= MAX_SUBSIDY_HALVINGS) return sats(0);
  // Dividing by a power of two is exact in floating point, so floor() equals the integer right shift.
  return sats(Math.floor(INITIAL_SUBSIDY_SATS / 2 ** halvings));
}

/**
 * True when `height` is a halving block: a positive multiple of 210,000 (genesis is not one).
 *
 * @example
 * isHalvingHeight(blockHeight(630_000));  // true
 * isHalvingHeight(blockHeight(0));        // false
 */
export function isHalvingHeight(height: BlockHeight): boolean {
  const checked = checkHeight(height);
  return checked > 0 && checked % HALVING_INTERVAL_BLOCKS === 0;
}

/**
 * The first halving height strictly above `height`.
 *
 * @example
 * nextHalvingHeight(blockHeight(839_999));  // 840_000
 * nextHalvingHeight(blockHeight(840_000));  // 1_050_000
 */
export function nextHalvingHeight(height: BlockHeight): BlockHeight {
  return blockHeight((halvingCount(height) + 1) * HALVING_INTERVAL_BLOCKS);
}

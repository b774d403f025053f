/**
 * The merged overflow block at the end of the projected blocks (spec §2.3, §9): "Merged overflow
 * blocks are marked as a stack when above one block's vsize"; the strip then shows how many blocks
 * it holds instead of a time estimate.
 *
 * @example
 * isStackBlock(168_604_440);   // true
 * blocksInStack(168_604_440);  // 169
 */
import { BLOCK_VSIZE } from "../types/units.ts";

/**
 * True when a projected block holds more than one block's worth of vsize.
 *
 * @example
 * isStackBlock(997_944);           // false
 * isStackBlock(80_000, 75_000);    // true (a Liquid block is 75,000 vB)
 */
export function isStackBlock(blockVsize: number, blockVsizeLimit: number = BLOCK_VSIZE): boolean {
  checkLimit(blockVsizeLimit);
  return Number.isFinite(blockVsize) && blockVsize > blockVsizeLimit;
}

/**
 * How many blocks a projected block's vsize fills, rounded up; at least 1.
 *
 * @example
 * blocksInStack(1_000_001);  // 2
 * blocksInStack(0);          // 1
 */
export function blocksInStack(blockVsize: number, blockVsizeLimit: number = BLOCK_VSIZE): number {
  checkLimit(blockVsizeLimit);
  if (!Number.isFinite(blockVsize) || blockVsize < 0) {
    throw new RangeError(`block vsize must be a finite number from 0, got ${String(blockVsize)}`);
  }
  return Math.max(1, Math.ceil(blockVsize / blockVsizeLimit));
}

function checkLimit(limit: number): void {
  if (!Number.isFinite(limit) || limit <= 0) {
    throw new RangeError(`block vsize limit must be a positive number, got ${String(limit)}`);
  }
}

/**
 * Timing of the multi-block wall, /view/blocks (spec §2.9, §2.10, §9 "Clock and footer"): when each
 * block slides on after a new block, when its mined-by line appears, how far its squares travel,
 * and the heights test mode steps through.
 *
 * @example
 * blockWallSlideDelayMs(3, 150);            // 450: the fourth block sets off 450 ms after the first
 * blockWallInfoDelayMs(3, 150);             // 2050: its mined-by line 1.6 s after that
 * nextTestHeight(1_048_010, 1_048_000, 1_048_010);  // 1_048_000: past the tip, back to the start
 */
import { EIGHT_BLOCKS_INFO_DELAY_MS } from "./embed-params.ts";
import { requirePixelSize } from "./pixel-size.ts";

/**
 * How long block `slot` (0 is the newest) waits before it slides on: `stagger` ms more than the
 * block before it (spec §2.9 "stagger").
 *
 * @example
 * blockWallSlideDelayMs(0, 200);  // 0
 */
export function blockWallSlideDelayMs(slot: number, staggerMs: number): number {
  return slot * staggerMs;
}

/**
 * How long after a block takes its place the "by {pool}" line appears: 1.6 s (spec §2.10, §9)
 * after its block sets off.
 *
 * @example
 * blockWallInfoDelayMs(0, 0);  // 1600
 */
export function blockWallInfoDelayMs(slot: number, staggerMs: number): number {
  return blockWallSlideDelayMs(slot, staggerMs) + EIGHT_BLOCKS_INFO_DELAY_MS;
}

/**
 * How far, in graph cells, a block's squares travel to reach the next block's place: one graph
 * and the two paddings between the graphs, so a block seems to move along the wall.
 *
 * @example
 * blockWallShiftCells(86, 520, 10);  // 89.3…: 540 px of a 520 px graph of 86 cells
 */
export function blockWallShiftCells(resolution: number, graphPx: number, paddingPx: number): number {
  requirePixelSize("graph side", graphPx);
  requirePixelSize("padding", paddingPx);
  return graphPx === 0 ? resolution : (resolution * (graphPx + 2 * paddingPx)) / graphPx;
}

/**
 * The newest height test mode shows first (spec §2.10): the `testHeight` asked for, no higher than
 * the tip; without one, `count` blocks below the tip, so the steps reach the tip after `count`.
 *
 * @example
 * testModeStartHeight(null, 1_048_010, 8);       // 1_048_002
 * testModeStartHeight(2_000_000, 1_048_010, 8);  // 1_048_010
 */
export function testModeStartHeight(testHeight: number | null, tipHeight: number, count: number): number {
  return Math.max(0, Math.min(testHeight ?? tipHeight - count, tipHeight));
}

/**
 * The height test mode shows next, every 10 s (spec §9): one higher, or back to where it started
 * once it would pass the tip, so a test wall keeps moving for as long as it is shown.
 *
 * @example
 * nextTestHeight(1_048_003, 1_048_002, 1_048_010);  // 1_048_004
 */
export function nextTestHeight(shownHeight: number, startHeight: number, tipHeight: number): number {
  return shownHeight + 1 > tipHeight ? startHeight : shownHeight + 1;
}

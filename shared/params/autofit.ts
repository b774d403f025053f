/**
 * Graph resolutions and the autofit rules (spec §5, §9). A resolution is the number of grid cells
 * along a side of a block overview graph.
 *
 * @example
 * autofitResolution(1920, 1080);   // 72 (1080 = 15 × 72 = 12 × 90: 72 is nearer 80)
 * eightBlocksResolution(520);      // 86 (520 = 6 × 86 + 4)
 */
import { requirePixelSize } from "./pixel-size.ts";

/** spec §9: the mempool block graph. */
export const MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS = 86;
/** spec §9: the block view, by default. */
export const BLOCK_VIEW_RESOLUTION_CELLS = 80;
/** spec §9: the block view inside the multi-block view. */
export const MULTI_BLOCK_VIEW_RESOLUTION_CELLS = 86;
/** spec §5, §9: autofit picks a resolution in this inclusive range. */
export const AUTOFIT_RESOLUTION_MIN_CELLS = 64;
export const AUTOFIT_RESOLUTION_MAX_CELLS = 96;

/**
 * spec §9: the eight-blocks view's "block width snapped to 76-96 px (64-96 px for the mempool
 * view)": the range its graphs' resolution (cells per side) is chosen from, inclusive.
 */
export const EIGHT_BLOCKS_RESOLUTION_MIN_CELLS = 76;
/** spec §9: the lower bound for the eight-blocks view of mempool blocks. */
export const EIGHT_BLOCKS_MEMPOOL_RESOLUTION_MIN_CELLS = 64;
export const EIGHT_BLOCKS_RESOLUTION_MAX_CELLS = 96;

/**
 * The resolution from 64 to 96 that leaves the smallest remainder when it divides the smaller
 * window dimension (spec §5). Ties go to the one nearest the middle of the range (80, the block
 * view's default), then to the smaller, as the original's views pick (research A.3): a 1440 px
 * window gets 80 rather than 72, and one under 64 px (every remainder equal) gets 80. Throws
 * InvalidParamError for a negative or non-finite size.
 *
 * @example
 * autofitResolution(800, 600);     // 75 (600 = 8 × 75)
 * autofitResolution(2560, 1440);   // 80 (1440 = 20 × 72 = 18 × 80 = 16 × 90 = 15 × 96)
 * autofitResolution(1024, 768);    // 64 (768 = 12 × 64 = 8 × 96, equally far from 80)
 */
export function autofitResolution(widthPx: number, heightPx: number): number {
  requirePixelSize("window width", widthPx);
  requirePixelSize("window height", heightPx);
  return bestDivisor(Math.min(widthPx, heightPx), AUTOFIT_RESOLUTION_MIN_CELLS, AUTOFIT_RESOLUTION_MAX_CELLS);
}

/**
 * The resolution of an eight-blocks graph `graphSidePx` wide (spec §9 "snapped to 76-96, chosen to
 * divide evenly"; research A.2): the cell count in range that divides the side with the smallest
 * remainder, so each cell is as near a whole number of pixels as the range allows. Ties go to the
 * count nearest the middle of the range (86, the view's fixed resolution), then to the smaller.
 * Throws InvalidParamError for a negative or non-finite side.
 *
 * @example
 * eightBlocksResolution(520);              // 86 (the default 540 px block less 2 × 10 px padding)
 * eightBlocksResolution(760);              // 95 (760 = 8 × 95 = 10 × 76: 95 is nearer 86)
 * eightBlocksResolution(640, "mempool");   // 80 (640 = 10 × 64 = 8 × 80: 80 is the middle)
 */
export function eightBlocksResolution(graphSidePx: number, view: "blocks" | "mempool" = "blocks"): number {
  requirePixelSize("graph side", graphSidePx);
  const min = view === "mempool" ? EIGHT_BLOCKS_MEMPOOL_RESOLUTION_MIN_CELLS : EIGHT_BLOCKS_RESOLUTION_MIN_CELLS;
  return bestDivisor(graphSidePx, min, EIGHT_BLOCKS_RESOLUTION_MAX_CELLS);
}

// The value in [min, max] that divides `length` with the smallest remainder; among equal
// remainders the one nearest (min + max) / 2, then the smaller.
function bestDivisor(length: number, min: number, max: number): number {
  const middle = (min + max) / 2;
  let best = min;
  let bestRemainder = length % min;
  for (let candidate = min + 1; candidate <= max; candidate++) {
    const remainder = length % candidate;
    const nearer = Math.abs(candidate - middle) < Math.abs(best - middle);
    if (remainder < bestRemainder || (remainder === bestRemainder && nearer)) {
      best = candidate;
      bestRemainder = remainder;
    }
  }
  return best;
}

/**
 * Graph resolutions and the autofit rules (spec §5, §9). A resolution is the number of grid cells
 * along a side of a block overview graph.
 *
 * @example
 * autofitResolution(1920, 1080);   // 72 (1080 = 15 × 72 = 12 × 90: tie to the smaller)
 * eightBlocksBlockWidthPx(760);    // 95 (760 = 8 × 95)
 */
import { InvalidParamError } from "./errors.ts";

/** spec §9: the mempool block graph. */
export const MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS = 86;
/** spec §9: the block view, by default. */
export const BLOCK_VIEW_RESOLUTION_CELLS = 80;
/** spec §9: the block view inside the multi-block view. */
export const MULTI_BLOCK_VIEW_RESOLUTION_CELLS = 86;
/** spec §5, §9: autofit picks a resolution in this inclusive range. */
export const AUTOFIT_RESOLUTION_MIN_CELLS = 64;
export const AUTOFIT_RESOLUTION_MAX_CELLS = 96;

/** spec §9: eight-blocks view block width range, inclusive. */
export const EIGHT_BLOCKS_WIDTH_MIN_PX = 76;
/** spec §9: the lower bound for the eight-blocks view of mempool blocks. */
export const EIGHT_BLOCKS_MEMPOOL_WIDTH_MIN_PX = 64;
export const EIGHT_BLOCKS_WIDTH_MAX_PX = 96;

/**
 * The resolution from 64 to 96 that leaves the smallest remainder when it divides the smaller
 * window dimension (spec §5). Ties go to the smaller resolution, so a window under 64 px (every
 * remainder equal) gets 64. Throws InvalidParamError for a negative or non-finite size.
 *
 * @example
 * autofitResolution(800, 600);   // 75 (600 = 8 × 75)
 * autofitResolution(40, 900);    // 64
 */
export function autofitResolution(widthPx: number, heightPx: number): number {
  requireSize("window width", widthPx);
  requireSize("window height", heightPx);
  return bestDivisor(Math.min(widthPx, heightPx), AUTOFIT_RESOLUTION_MIN_CELLS, AUTOFIT_RESOLUTION_MAX_CELLS, "smaller");
}

/**
 * The eight-blocks view's block width (spec §9 "snapped to 76-96 px (64-96 px for the mempool
 * view), chosen to divide evenly"): the width in range that divides `availableWidthPx` with the
 * smallest remainder, ties to the larger width.
 *
 * @example
 * eightBlocksBlockWidthPx(1000);              // 83 (1000 = 12 × 83 + 4: nothing in range divides it)
 * eightBlocksBlockWidthPx(640, "mempool");    // 80 (640 = 10 × 64 = 8 × 80: tie to the larger)
 */
export function eightBlocksBlockWidthPx(availableWidthPx: number, view: "blocks" | "mempool" = "blocks"): number {
  requireSize("available width", availableWidthPx);
  const min = view === "mempool" ? EIGHT_BLOCKS_MEMPOOL_WIDTH_MIN_PX : EIGHT_BLOCKS_WIDTH_MIN_PX;
  return bestDivisor(availableWidthPx, min, EIGHT_BLOCKS_WIDTH_MAX_PX, "larger");
}

// The value in [min, max] that divides `length` with the smallest remainder.
function bestDivisor(length: number, min: number, max: number, ties: "smaller" | "larger"): number {
  let best = min;
  let bestRemainder = length % min;
  for (let candidate = min + 1; candidate <= max; candidate++) {
    const remainder = length % candidate;
    if (remainder < bestRemainder || (remainder === bestRemainder && ties === "larger")) {
      best = candidate;
      bestRemainder = remainder;
    }
  }
  return best;
}

function requireSize(name: string, value: number): void {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new InvalidParamError(name, value, "expected a finite number of pixels, 0 or more.");
  }
}

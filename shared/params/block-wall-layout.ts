/**
 * Geometry of the multi-block wall, /view/blocks (spec §2.9, §2.10, §9 "Graph and layout"): how
 * many columns and rows its blocks take, how large a block is, and its graph's resolution. A kiosk
 * shows it at any size, so the blocks shrink to fit the window instead of overflowing it: the
 * columns are those that let the blocks be largest (wrapping onto rows when `wrap` is on), and
 * `blockWidth` only caps the size.
 *
 * The best grid depends on the window's aspect ratio alone, so it is published as aspect-ratio
 * rules: the server writes them as CSS media queries and the first paint is laid out right before
 * any script runs; blockWallGrid reads the same rules.
 *
 * @example
 * blockWallGrid(1920, 1080, 8, true);                                        // { cols: 4, rows: 2 }
 * blockWallBlockPx(1920, 1080, { count: 8, wrap: true, blockWidthPx: 540 }); // 480
 * blockWallResolution(blockWallGraphPx(480, 10), true);                      // 92 (460 = 5 × 92)
 */
import { InvalidParamError } from "./errors.ts";
import { MULTI_BLOCK_VIEW_RESOLUTION_CELLS, eightBlocksResolution } from "./autofit.ts";
import { requirePixelSize } from "./pixel-size.ts";

export interface WallGrid {
  readonly cols: number;
  readonly rows: number;
}

/** A grid that holds from an aspect ratio (width / height) up to the next rule's. */
export interface WallAspectRule {
  /** The lowest aspect ratio, as whole width and height for a CSS `min-aspect-ratio`; null: from 0. */
  readonly minAspect: readonly [width: number, height: number] | null;
  readonly grid: WallGrid;
}

export interface WallSizing {
  /** Blocks shown (at least 1). */
  readonly count: number;
  readonly wrap: boolean;
  /** The largest a block may be (the `blockWidth` parameter), padding included. */
  readonly blockWidthPx: number;
}

/**
 * The grids of `count` blocks by aspect ratio, lowest first. Without wrap there is one row. With
 * wrap, a window of aspect ratio a fits blocks of side min(a / cols, 1 / rows) window heights; the
 * rules give, for each range of a, the column count that makes this largest (the fewest columns on
 * a tie, so rows are full). The side can only change best at ratios cols / rows of two grids, so
 * those are the boundaries, and each range is decided at a ratio inside it.
 *
 * @example
 * blockWallAspectRules(2, true);
 * // [{ minAspect: null, grid: { cols: 1, rows: 2 } }, { minAspect: [1, 1], grid: { cols: 2, rows: 1 } }]
 */
export function blockWallAspectRules(count: number, wrap: boolean): WallAspectRule[] {
  requireCount(count);
  if (!wrap) return [{ minAspect: null, grid: { cols: count, rows: 1 } }];
  const grids = Array.from({ length: count }, (_, index): WallGrid => ({ cols: index + 1, rows: Math.ceil(count / (index + 1)) }));
  const boundaries = new Map<number, readonly [number, number]>();
  for (const { cols } of grids) {
    for (const { rows } of grids) {
      const divisor = greatestCommonDivisor(cols, rows);
      boundaries.set(cols / rows, [cols / divisor, rows / divisor]);
    }
  }
  const sorted = [...boundaries.entries()].sort(([a], [b]) => a - b);
  const rules: WallAspectRule[] = [{ minAspect: null, grid: bestGrid(grids, (sorted[0]?.[0] ?? 1) / 2) }];
  sorted.forEach(([from, fraction], index) => {
    const next = sorted[index + 1]?.[0];
    const grid = bestGrid(grids, next === undefined ? from * 2 : (from + next) / 2);
    if (grid.cols !== rules.at(-1)?.grid.cols) rules.push({ minAspect: fraction, grid });
  });
  return rules;
}

/**
 * The grid of `count` blocks in a window `widthPx` × `heightPx`, by blockWallAspectRules (a window
 * of no height counts as the widest).
 *
 * @example
 * blockWallGrid(800, 480, 8, true);    // { cols: 4, rows: 2 }
 * blockWallGrid(390, 844, 8, true);    // { cols: 2, rows: 4 }
 * blockWallGrid(390, 844, 8, false);   // { cols: 8, rows: 1 }
 */
export function blockWallGrid(widthPx: number, heightPx: number, count: number, wrap: boolean): WallGrid {
  requirePixelSize("window width", widthPx);
  requirePixelSize("window height", heightPx);
  const aspect = heightPx === 0 ? Number.POSITIVE_INFINITY : widthPx / heightPx;
  const rules = blockWallAspectRules(count, wrap);
  let grid = rules[0]!.grid;
  for (const rule of rules) {
    if (rule.minAspect === null || aspect >= rule.minAspect[0] / rule.minAspect[1]) grid = rule.grid;
  }
  return grid;
}

/**
 * The side of one block, padding included: as large as the grid lets it be in the window, at most
 * `blockWidthPx`.
 *
 * @example
 * blockWallBlockPx(3840, 2160, { count: 8, wrap: true, blockWidthPx: 540 });  // 540
 * blockWallBlockPx(800, 480, { count: 8, wrap: true, blockWidthPx: 540 });    // 200
 */
export function blockWallBlockPx(widthPx: number, heightPx: number, sizing: WallSizing): number {
  const { cols, rows } = blockWallGrid(widthPx, heightPx, sizing.count, sizing.wrap);
  requirePixelSize("block width", sizing.blockWidthPx);
  return Math.min(sizing.blockWidthPx, widthPx / cols, heightPx / rows);
}

/**
 * The side of a block's graph: the block less its padding on both sides (never below 0).
 *
 * @example
 * blockWallGraphPx(540, 10);  // 520
 */
export function blockWallGraphPx(blockPx: number, paddingPx: number): number {
  requirePixelSize("block side", blockPx);
  requirePixelSize("padding", paddingPx);
  return Math.max(0, blockPx - 2 * paddingPx);
}

/**
 * The resolution of a wall graph `graphPx` wide: with autofit, snapped to a cell count from 76 to
 * 96 that divides it evenly (eightBlocksResolution); without, the multi-block view's 86 (spec §9).
 *
 * @example
 * blockWallResolution(180, true);   // 90 (180 = 2 × 90)
 * blockWallResolution(180, false);  // 86
 */
export function blockWallResolution(graphPx: number, autofit: boolean): number {
  return autofit ? eightBlocksResolution(graphPx) : MULTI_BLOCK_VIEW_RESOLUTION_CELLS;
}

// The grid whose blocks are largest at `aspect`; the first (fewest columns) of equals.
function bestGrid(grids: readonly WallGrid[], aspect: number): WallGrid {
  let best = grids[0]!;
  let bestSide = side(best, aspect);
  for (const grid of grids) {
    const candidate = side(grid, aspect);
    if (candidate > bestSide) {
      best = grid;
      bestSide = candidate;
    }
  }
  return best;
}

// A block's side in window heights, for a window of aspect ratio `aspect`.
const side = (grid: WallGrid, aspect: number): number => Math.min(aspect / grid.cols, 1 / grid.rows);

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

function requireCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 1) throw new InvalidParamError("block count", count, "expected a whole number of blocks, 1 or more.");
}

/**
 * How big a transaction's square is (spec §9, research §5.3): the grid has `resolution` cells per
 * side; one cell holds `vbytesPerUnit` vbytes, chosen so a full block (`blockLimit` vbytes) fills the
 * grid with 2 % headroom per side; a square's area is 1.1 × vsize in cells, rounded to whole sides.
 *
 * @example
 * const perUnit = vbytesPerUnit(1_000_000, 86); // 140.67…
 * squareSizeUnits(250, perUnit, 86);            // 1
 * squareSizeUnits(1_000, perUnit, 86);          // 3
 */
import { describeInput } from "../errors/describe-input.ts";
import { NETWORKS, type Network } from "../network/networks.ts";
import { WITNESS_SCALE_FACTOR } from "../types/units.ts";
import { GRID_HEADROOM, SQUARE_AREA_FACTOR, SQUARE_PADDING_SHARE } from "./graph-constants.ts";

/** Raised for a grid that cannot be drawn: a resolution or block limit that is not a positive size. */
export class InvalidGridError extends RangeError {
  constructor(label: string, value: unknown, expected: string) {
    super(`${label} must be ${expected}, got ${describeInput(value)}`);
    this.name = "InvalidGridError";
  }
}

/** Largest resolution accepted: far beyond autofit's 96, small enough that a layout stays cheap. */
export const MAX_GRID_RESOLUTION_CELLS = 1024;

/** Throws InvalidGridError unless `resolution` is a whole number of cells from 1 to 1024. */
export function assertGridResolution(resolution: unknown): asserts resolution is number {
  if (typeof resolution !== "number" || !Number.isInteger(resolution) || resolution < 1 || resolution > MAX_GRID_RESOLUTION_CELLS) {
    throw new InvalidGridError("graph resolution", resolution, `a whole number of cells from 1 to ${MAX_GRID_RESOLUTION_CELLS}`);
  }
}

/** Throws InvalidGridError unless `blockLimit` is a finite vsize above 0. */
export function assertBlockLimit(blockLimit: unknown): asserts blockLimit is number {
  if (typeof blockLimit !== "number" || !Number.isFinite(blockLimit) || blockLimit <= 0) {
    throw new InvalidGridError("block limit", blockLimit, "a block vsize above 0");
  }
}

/**
 * Vbytes one grid cell stands for: blockLimit / (resolution / 1.02)².
 *
 * @example
 * vbytesPerUnit(75_000, 86); // 10.55… (a Liquid block)
 */
export function vbytesPerUnit(blockLimit: number, resolution: number): number {
  assertBlockLimit(blockLimit);
  assertGridResolution(resolution);
  const usable = resolution / GRID_HEADROOM;
  return blockLimit / (usable * usable);
}

/**
 * A square's side in cells: clamp(round(sqrt(1.1 × vsize / vbytesPerUnit)), 1, resolution). A vsize
 * that is not a finite number above 0 still gets the smallest square, so one bad entry stays visible
 * and cannot break the layout.
 *
 * @example
 * squareSizeUnits(799.3, vbytesPerUnit(1_000_000, 86), 86); // 3
 * squareSizeUnits(5e9, vbytesPerUnit(1_000_000, 86), 86);   // 86
 */
export function squareSizeUnits(vsize: number, perUnit: number, resolution: number): number {
  if (!(typeof vsize === "number" && Number.isFinite(vsize) && vsize > 0)) return 1;
  const side = Math.round(Math.sqrt((SQUARE_AREA_FACTOR * vsize) / perUnit));
  return Math.min(resolution, Math.max(1, side));
}

/**
 * The gap on each side of a drawn square, in pixels: a fifth of a cell, at least 1 px (research §5.3),
 * but never more than a quarter of a cell, so a one-cell square stays visible on a tiny graph.
 *
 * @example
 * squarePaddingPx(5);  // 1
 * squarePaddingPx(16); // 3
 * squarePaddingPx(2);  // 0.5
 */
export function squarePaddingPx(cellPx: number): number {
  if (!(cellPx > 0)) return 0;
  return Math.min(Math.max(1, Math.floor(cellPx * SQUARE_PADDING_SHARE)), cellPx / 4);
}

/**
 * The `blockLimit` of a network's graphs: its block weight limit in vbytes (research §5.3).
 *
 * @example
 * graphBlockLimit("mainnet"); // 1000000
 * graphBlockLimit("liquid");  // 75000
 */
export function graphBlockLimit(network: Network): number {
  const info = NETWORKS[network];
  if (info === undefined) throw new TypeError(`unknown network ${describeInput(network)}`);
  return info.blockWeightUnits / WITNESS_SCALE_FACTOR;
}

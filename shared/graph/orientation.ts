/**
 * From grid cells to the screen (research §5.3). The grid runs left to right and bottom to top, row 0
 * holding the best-paying squares; the screen is measured in cells from its top-left corner, y down.
 * `flip` mirrors the grid's columns first; the orientation then names where the grid's columns run:
 *
 * - `top`: as is, so row 0 lies along the top edge (block pages: best fees at the top, first column left).
 * - `bottom`: rows reversed, row 0 along the bottom edge.
 * - `left`: rotated, row 0 along the right edge and columns running down (mempool-block pages, with
 *   `flip`: best fees at the right, beside the confirmed chain).
 * - `right`: rows and columns swapped, row 0 along the left edge.
 *
 * @example
 * gridToScreen({ x: 0, y: 0, s: 2 }, 86, "left", true); // { x: 84, y: 84, s: 2 }
 * gridToScreen({ x: 0, y: 0, s: 2 }, 86, "top", false); // { x: 0, y: 0, s: 2 }
 */
import { describeInput } from "../errors/describe-input.ts";
import type { Placement } from "./grid-layout.ts";

export type GraphOrientation = "left" | "right" | "top" | "bottom";

export const GRAPH_ORIENTATIONS: readonly GraphOrientation[] = ["left", "right", "top", "bottom"];

/** Where each kind of page puts the graph (research §5.3). */
export const MEMPOOL_BLOCK_ORIENTATION = { orientation: "left", flip: true } as const;
export const BLOCK_ORIENTATION = { orientation: "top", flip: false } as const;

/** A square on the screen, in cells: its top-left corner and side (not necessarily whole numbers). */
export interface ScreenSquare {
  readonly x: number;
  readonly y: number;
  readonly s: number;
}

export function isGraphOrientation(value: unknown): value is GraphOrientation {
  return typeof value === "string" && (GRAPH_ORIENTATIONS as readonly string[]).includes(value);
}

/**
 * The screen square of a grid square in a grid `width` cells wide. Throws TypeError for an unknown
 * orientation.
 */
export function gridToScreen(square: Placement | ScreenSquare, width: number, orientation: GraphOrientation, flip: boolean): ScreenSquare {
  const { s } = square;
  const x = flip ? width - square.x - s : square.x;
  const y = square.y;
  switch (orientation) {
    case "top":
      return { x, y, s };
    case "bottom":
      return { x, y: width - y - s, s };
    case "left":
      return { x: width - y - s, y: x, s };
    case "right":
      return { x: y, y: x, s };
    default:
      throw new TypeError(`graph orientation must be one of ${GRAPH_ORIENTATIONS.join(", ")}, got ${describeInput(orientation)}`);
  }
}

import { describe, expect, it } from "vitest";
import { BLOCK_ORIENTATION, MEMPOOL_BLOCK_ORIENTATION, gridToScreen, isGraphOrientation } from "../../../shared/graph/orientation.ts";

const W = 10;
// Row 0's leftmost cell (the best-paying square) and the cell to its right.
const best = { x: 0, y: 0, s: 1 };
const next = { x: 1, y: 0, s: 1 };
const above = { x: 0, y: 1, s: 1 };

describe("gridToScreen", () => {
  it("keeps the grid as is for block pages: best fees in the top-left corner, rows going down", () => {
    const { orientation, flip } = BLOCK_ORIENTATION;
    expect(gridToScreen(best, W, orientation, flip)).toEqual({ x: 0, y: 0, s: 1 });
    expect(gridToScreen(next, W, orientation, flip)).toEqual({ x: 1, y: 0, s: 1 });
    expect(gridToScreen(above, W, orientation, flip)).toEqual({ x: 0, y: 1, s: 1 });
  });

  it("puts row 0 along the right edge for mempool-block pages, best fees at the bottom right", () => {
    const { orientation, flip } = MEMPOOL_BLOCK_ORIENTATION;
    expect(gridToScreen(best, W, orientation, flip)).toEqual({ x: 9, y: 9, s: 1 });
    expect(gridToScreen(next, W, orientation, flip)).toEqual({ x: 9, y: 8, s: 1 });
    // Later rows move left, towards the rest of the mempool.
    expect(gridToScreen(above, W, orientation, flip)).toEqual({ x: 8, y: 9, s: 1 });
  });

  it("keeps a big square inside the screen in every orientation", () => {
    const big = { x: 0, y: 0, s: 4 };
    for (const orientation of ["left", "right", "top", "bottom"] as const) {
      for (const flip of [false, true]) {
        const square = gridToScreen(big, W, orientation, flip);
        expect(square.x).toBeGreaterThanOrEqual(0);
        expect(square.y).toBeGreaterThanOrEqual(0);
        expect(square.x + square.s).toBeLessThanOrEqual(W);
        expect(square.y + square.s).toBeLessThanOrEqual(W);
      }
    }
    expect(gridToScreen(big, W, "bottom", false)).toEqual({ x: 0, y: 6, s: 4 });
    expect(gridToScreen(big, W, "right", true)).toEqual({ x: 0, y: 6, s: 4 });
  });

  it("refuses an unknown orientation", () => {
    expect(() => gridToScreen(best, W, "diagonal" as never, false)).toThrow(/must be one of left, right, top, bottom, got "diagonal"/);
    expect(isGraphOrientation("left")).toBe(true);
    expect(isGraphOrientation("up")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { GridLayout, LayoutError } from "../../../shared/graph/grid-layout.ts";
import { InvalidGridError } from "../../../shared/graph/square-size.ts";
import { expectValidLayout } from "./layout-checks.ts";

describe("GridLayout", () => {
  it("fills row 0 left to right, then the next row", () => {
    const grid = new GridLayout<string>(4);
    for (const key of ["a", "b", "c", "d", "e"]) grid.place(key, 1, 10);
    expect(grid.get("d")).toMatchObject({ x: 3, y: 0 });
    expect(grid.get("e")).toMatchObject({ x: 0, y: 1 });
    expect(grid.rowCount).toBe(2);
  });

  it("puts a big square in the lowest, then leftmost, gap that fits it over all its rows", () => {
    const grid = new GridLayout<string>(6);
    grid.placeAt("wall", 2, 0, 1, 10);
    grid.placeAt("post", 4, 1, 1, 10);
    // Columns 0–1 are free in rows 0 and 1: the first fit for a 2-square.
    expect(grid.firstFit(2)).toEqual({ x: 0, y: 0 });
    grid.place("big", 2, 10);
    // Row 0 has 3–5 free, but row 1 has only 5 free beside the post; rows 1–2 at 2–3 fit a 2-square.
    expect(grid.firstFit(2)).toEqual({ x: 2, y: 1 });
    // Nothing 3 wide is free over three rows below the top: a new row starts at the left.
    expect(grid.firstFit(3)).toEqual({ x: 0, y: 2 });
    expectValidLayout(grid);
  });

  it("uses rows above the top as empty, and starts a new row when nothing fits", () => {
    const grid = new GridLayout<string>(3);
    grid.placeAt("a", 0, 0, 2, 10);
    expect(grid.firstFit(1)).toEqual({ x: 2, y: 0 });
    grid.place("b", 1, 10);
    expect(grid.firstFit(2)).toEqual({ x: 0, y: 2 });
    expect(grid.firstFit(1)).toEqual({ x: 2, y: 1 });
  });

  it("frees cells on removal, merging free intervals, and drops empty top rows", () => {
    const grid = new GridLayout<string>(3);
    grid.place("a", 1, 10);
    grid.place("b", 1, 10);
    grid.place("c", 1, 10);
    grid.place("d", 1, 10);
    expect(grid.rowCount).toBe(2);
    grid.remove("d");
    expect(grid.rowCount).toBe(1);
    grid.remove("a");
    grid.remove("b");
    // [0, 1) and [1, 2) merged into one interval of 2.
    expect(grid.firstFit(2)).toEqual({ x: 0, y: 0 });
    grid.remove("c");
    expect(grid.firstFit(3)).toEqual({ x: 0, y: 0 });
    expect(grid.rowCount).toBe(0);
  });

  it("keeps each row's width-weighted average rate, through removals and rate changes", () => {
    const grid = new GridLayout<string>(10);
    grid.place("big", 2, 10);
    grid.place("small", 1, 40);
    expect(grid.rowAverageRate(0)).toBeCloseTo((10 * 2 + 40) / 3, 10);
    expect(grid.rowAverageRate(1)).toBe(10);
    grid.setRate("small", 16);
    expect(grid.rowAverageRate(0)).toBeCloseTo(12, 10);
    grid.remove("big");
    expect(grid.rowAverageRate(0)).toBe(16);
    expect(grid.rowAverageRate(5)).toBe(0);
  });

  it("tells whether a square has free cells under it", () => {
    const grid = new GridLayout<string>(4);
    grid.placeAt("floor", 0, 0, 1, 10);
    grid.placeAt("on-floor", 0, 1, 1, 10);
    grid.placeAt("half", 0, 2, 2, 10);
    grid.placeAt("floating", 3, 3, 1, 10);
    expect(grid.hasSpaceBelow("floor")).toBe(false);
    expect(grid.hasSpaceBelow("on-floor")).toBe(false);
    expect(grid.hasSpaceBelow("half")).toBe(true);
    expect(grid.hasSpaceBelow("floating")).toBe(true);
  });

  it("refuses squares that cannot exist, overlaps and double placements", () => {
    const grid = new GridLayout<string>(4);
    expect(() => grid.place("huge", 5, 1)).toThrow(LayoutError);
    expect(() => grid.place("none", 0, 1)).toThrow(/from 1 to 4, got 0/);
    grid.placeAt("a", 1, 0, 2, 1);
    expect(() => grid.placeAt("b", 2, 1, 1, 1)).toThrow(/row 1 are taken/);
    expect(() => grid.placeAt("c", 3, 0, 2, 1)).toThrow(/cannot start at \(3, 0\)/);
    expect(() => grid.placeAt("a", 0, 5, 1, 1)).toThrow(/already placed/);
    expect(() => new GridLayout(0)).toThrow(InvalidGridError);
    // Refusals changed nothing.
    expect([...grid.items()].map((item) => item.key)).toEqual(["a"]);
    expectValidLayout(grid);
  });
});

import { describe, expect, it } from "vitest";
import { POOL_FOLD_SHARE, foldPools, sectorPath } from "../../../shared/charts/pool-pie.ts";

const pool = (slug: string, blockCount: number) => ({ slug, name: slug.toUpperCase(), blockCount });

describe("foldPools", () => {
  it("keeps pools at or above the share, largest first, and folds the rest into one slice", () => {
    expect(POOL_FOLD_SHARE).toBe(0.005);
    const fold = foldPools([pool("small", 4), pool("big", 900), pool("edge", 5), pool("tiny", 1), pool("mid", 90)]);
    expect(fold.slices.map((slice) => slice.slug)).toEqual(["big", "mid", "edge"]);
    expect(fold.slices[0]!.share).toBe(0.9);
    expect(fold.slices[2]!.share).toBe(0.005);
    expect(fold.other).toEqual({ blockCount: 5, share: 0.005, pools: 2 });
  });

  it("has no other slice when nothing is folded, and no slices without blocks", () => {
    expect(foldPools([pool("a", 1), pool("b", 1)]).other).toBeNull();
    expect(foldPools([pool("a", 0)])).toEqual({ slices: [], other: null });
    expect(foldPools([])).toEqual({ slices: [], other: null });
  });

  it("folds by the share asked for", () => {
    const fold = foldPools([pool("a", 97), pool("b", 3)], 0.05);
    expect(fold.slices.map((slice) => slice.slug)).toEqual(["a"]);
    expect(fold.other).toEqual({ blockCount: 3, share: 0.03, pools: 1 });
  });
});

describe("sectorPath", () => {
  it("draws a quarter from 12 to 3 o'clock between the radii", () => {
    expect(sectorPath(100, 100, 40, 95, 0, 0.25)).toBe("M100 5A95 95 0 0 1 195 100L140 100A40 40 0 0 0 100 60Z");
  });

  it("marks arcs over half a turn as large, and splits a whole turn in two", () => {
    expect(sectorPath(0, 0, 1, 2, 0, 0.75)).toContain("A2 2 0 1 1");
    const whole = sectorPath(0, 0, 1, 2, 0, 1);
    expect(whole.match(/Z/g)).toHaveLength(2);
  });
});

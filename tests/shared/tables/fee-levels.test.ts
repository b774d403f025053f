import { describe, expect, it } from "vitest";
import {
  FEE_LEVEL_COUNT,
  FEE_LEVELS_SAT_PER_VB,
  FEE_RATE_BOUNDARIES_SAT_PER_VB,
  feeLevelIndex,
} from "../../../shared/tables/fee-levels.ts";

describe("fee levels (spec §9: 38 steps with rate boundaries 1 … 2000 sat/vB)", () => {
  it("holds the spec's 38 boundaries in order", () => {
    expect(FEE_RATE_BOUNDARIES_SAT_PER_VB).toEqual([
      1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200, 250, 300, 350, 400,
      500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
    ]);
    expect(FEE_RATE_BOUNDARIES_SAT_PER_VB).toHaveLength(38);
  });

  it("adds the implicit 0 for 39 levels (research §5.4)", () => {
    expect(FEE_LEVELS_SAT_PER_VB[0]).toBe(0);
    expect(FEE_LEVELS_SAT_PER_VB.slice(1)).toEqual([...FEE_RATE_BOUNDARIES_SAT_PER_VB]);
    expect(FEE_LEVEL_COUNT).toBe(39);
  });

  it.each([
    [0, 0],
    [0.99, 0],
    [1, 1],
    [1.5, 1],
    [6, 6],
    [7.99, 6],
    [8, 7],
    [99.9, 18],
    [100, 19],
    [124, 19],
    [1999.99, 37],
    [2000, 38],
    [1e6, 38],
    [Number.POSITIVE_INFINITY, 38],
  ])("puts %s sat/vB in level %s ([L_i, L_i+1), ≥ 2000 → last)", (rate, level) => {
    expect(feeLevelIndex(rate)).toBe(level);
  });

  it("puts every boundary at the start of its own level", () => {
    expect(FEE_LEVELS_SAT_PER_VB.map((level) => feeLevelIndex(level))).toEqual(FEE_LEVELS_SAT_PER_VB.map((_, i) => i));
  });

  it.each([
    [-1, "negative"],
    [Number.NEGATIVE_INFINITY, "negative infinity"],
    [Number.NaN, "NaN"],
    ["12" as unknown as number, "a string"],
  ])("gives level 0 to the bad rate %s (%s)", (rate) => {
    expect(feeLevelIndex(rate)).toBe(0);
  });
});

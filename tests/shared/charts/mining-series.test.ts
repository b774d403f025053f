import { describe, expect, it } from "vitest";
import { HASHRATE_AVERAGE_POINTS, difficultySteps, healthColour, movingAverage, strictlyRising } from "../../../shared/charts/mining-series.ts";

describe("movingAverage", () => {
  it("averages the trailing points, fewer at the start", () => {
    expect(movingAverage([1, 2, 3, 4], 2)).toEqual([1, 1.5, 2.5, 3.5]);
    expect(movingAverage([3, 6, 9], 5)).toEqual([3, 4.5, 6]);
    expect(movingAverage([], 15)).toEqual([]);
  });

  it("uses 15 points by default", () => {
    expect(HASHRATE_AVERAGE_POINTS).toBe(15);
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    const averages = movingAverage(values);
    expect(averages[14]).toBe(8); // mean of 1..15
    expect(averages[19]).toBe(13); // mean of 6..20
  });
});

describe("difficultySteps", () => {
  const adjustments = [
    { time: 300, difficulty: 20 },
    { time: 100, difficulty: 10 },
  ];

  it("gives each time the difficulty in force then, the oldest before any, and the current one last", () => {
    expect(difficultySteps([50, 100, 200, 300, 400, 500], adjustments, 30)).toEqual([10, 10, 10, 20, 20, 30]);
  });

  it("appends the current difficulty even when no adjustment is known", () => {
    expect(difficultySteps([1, 2], [], 7)).toEqual([7, 7]);
    expect(difficultySteps([], adjustments, 7)).toEqual([]);
  });
});

describe("strictlyRising", () => {
  it("sorts rows by time and moves a repeated time one second on", () => {
    const rows = [{ t: 30 }, { t: 10 }, { t: 10 }, { t: 11 }];
    const rising = strictlyRising(rows, (row) => row.t);
    expect(rising.rows).toEqual([{ t: 10 }, { t: 10 }, { t: 11 }, { t: 30 }]);
    expect(rising.times).toEqual([10, 11, 12, 30]);
  });
});

describe("healthColour", () => {
  it("is green at 100 %, yellow at 75 % (half way along the square root), red at 0 %", () => {
    expect(healthColour(100)).toBe("#43ab47");
    // sqrt((100 - 75) / 100) = 0.5: exactly yellow.
    expect(healthColour(75)).toBe("#fdd835");
    expect(healthColour(0)).toBe("#f40000");
  });

  it("loses green fastest for the first points lost, and clamps what is out of range", () => {
    // sqrt(0.01) = 0.1 of the way: a fifth from green to yellow.
    expect(healthColour(99)).toBe("#68b443"); // 67 + 0.2 × 186, 171 + 0.2 × 45, 71 - 0.2 × 18
    expect(healthColour(150)).toBe(healthColour(100));
    expect(healthColour(-5)).toBe(healthColour(0));
    expect(healthColour(Number.NaN)).toBe(healthColour(0));
  });
});

import { describe, expect, it } from "vitest";
import { percentNumber } from "../../../../client/components/accelerator/percent-number.ts";
import { activeSummary, statsBlockShare } from "../../../../client/pages/acceleration/dashboard-figures.ts";

describe("activeSummary (research §3.8)", () => {
  it("counts the accelerations, averages their maximum bids and sums their vsize against a block", () => {
    expect(activeSummary([{ feeDelta: 5_000, effectiveVsize: 200 }, { feeDelta: 15_001, effectiveVsize: 300 }])).toEqual({
      count: 2,
      averageBid: 10_001,
      totalVsize: 500,
      blockShare: 500 / 1_000_000,
    });
  });

  it("is all zeros with none", () => {
    expect(activeSummary([])).toEqual({ count: 0, averageBid: 0, totalVsize: 0, blockShare: 0 });
  });
});

describe("statsBlockShare", () => {
  it("divides by the blocks of the timeframe (144 a day), and has none for all", () => {
    expect(statsBlockShare(1_000_000, "24h")).toBeCloseTo(1 / 144);
    expect(statsBlockShare(1_000_000, "1y")).toBeCloseTo(1 / (365 * 144));
    expect(statsBlockShare(1_000_000, "all")).toBeNull();
  });
});

describe("percentNumber", () => {
  it("keeps two decimals for small shares and fewer for large ones", () => {
    expect(percentNumber(0.0005)).toBe("0.05");
    expect(percentNumber(0.034)).toBe("3.4");
    expect(percentNumber(0.5)).toBe("50");
    expect(percentNumber(0)).toBe("0.00");
    expect(percentNumber(2e-6)).toBe("< 0.01");
  });
});

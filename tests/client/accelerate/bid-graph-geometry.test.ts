import { describe, expect, it } from "vitest";
import { bidGraphBars, MIN_BAR_SHARE } from "../../../client/components/accelerate/bid-graph-geometry.ts";
import { bidOptions } from "../../../shared/rules/acceleration-bid.ts";
import type { AccelerationEstimate } from "../../../shared/rules/acceleration-estimate.ts";
import { satPerVByte, sats, vbytes } from "../../../shared/types/units.ts";

const estimate = (nextBlockFee: number, cost = 1_000): Pick<AccelerationEstimate, "cost" | "nextBlockFee" | "targetFeeRate" | "txSummary"> => ({
  cost: sats(cost),
  nextBlockFee: sats(nextBlockFee),
  targetFeeRate: satPerVByte(nextBlockFee / 224),
  // research §2.6's worked example: 960 sats over 224 vB.
  txSummary: { effectiveVsize: vbytes(224), effectiveFee: sats(960), ancestorCount: 0 },
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("bidGraphBars (research §2.6)", () => {
  it("stacks the options over the transaction's own rate, highest first, with no target when the fee reaches the next block", () => {
    const bars = bidGraphBars(estimate(672), bidOptions(estimate(672)));
    expect(bars.map((bar) => [bar.kind, bar.option])).toEqual([
      ["option", 2],
      ["option", 1],
      ["option", 0],
      ["tx", null],
    ]);
    expect(bars.at(-1)).toMatchObject({ rate: 960 / 224, fee: 960 });
    expect(bars[0]!.rate).toBeCloseTo((960 + 8_000) / 224);
  });

  it("adds the next block's target, with the fee it lacks, when the transaction falls short of it", () => {
    const bars = bidGraphBars(estimate(2_240), bidOptions(estimate(2_240)));
    const target = bars.find((bar) => bar.kind === "target");
    expect(target).toMatchObject({ rate: 10, fee: 2_240 - 960, option: null });
    // Its rate sits between the transaction's and the lowest option's.
    expect(bars.map((bar) => bar.kind)).toEqual(["option", "option", "option", "target", "tx"]);
  });

  it("fills the column exactly, no segment shorter than the minimum, taller for a larger step in rate", () => {
    const bars = bidGraphBars(estimate(2_240), bidOptions(estimate(2_240)));
    expect(sum(bars.map((bar) => bar.share))).toBeCloseTo(1);
    for (const bar of bars) expect(bar.share).toBeGreaterThanOrEqual(MIN_BAR_SHARE);
    const [top, middle] = bars;
    // 4x adds twice what 2x adds over 1x.
    expect(top!.share).toBeGreaterThan(middle!.share);
  });

  it("shares the column evenly when every rate is 0", () => {
    const flat = { ...estimate(0), txSummary: { effectiveVsize: vbytes(100), effectiveFee: sats(0), ancestorCount: 0 } };
    const bars = bidGraphBars(flat, [{ index: 0, fee: sats(0), rate: satPerVByte(0) }]);
    expect(bars.map((bar) => bar.share)).toEqual([0.5, 0.5]);
  });

  it("refuses a minimum that leaves no room", () => {
    expect(() => bidGraphBars(estimate(672), bidOptions(estimate(672)), 0.3)).toThrow(RangeError);
  });
});

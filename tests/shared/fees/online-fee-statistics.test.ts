import { describe, it, expect } from "vitest";
import { type FeeStatsTx, InvalidFeeInputError } from "../../../shared/fees/fee-stats-tx.ts";
import {
  OnlineFeeStatistics,
  STACK_FEE_BAND_CENTRES_PERCENT,
  STACK_FEE_BAND_WIDTH_PERCENT,
  onlineFeeStatistics,
} from "../../../shared/fees/online-fee-statistics.ts";
import { type WeightUnits, satPerVByte, weightUnits } from "../../../shared/types/units.ts";

function tx(weight: number, rate: number): FeeStatsTx {
  return { weight: weightUnits(weight), effectiveFeePerVsize: satPerVByte(rate) };
}

/** 100 txs of 10,000 WU streamed from 100 sat/vB down to 1 (1,000,000 WU in all). */
const hundredDescending = Array.from({ length: 100 }, (_, i) => tx(10_000, 100 - i));

describe("stack band layout", () => {
  it("centres 11 bands, 0.5 % wide, at 0.25, 10 … 90 and 99.75 % (research §5.2)", () => {
    expect(STACK_FEE_BAND_CENTRES_PERCENT).toEqual([0.25, 10, 20, 30, 40, 50, 60, 70, 80, 90, 99.75]);
    expect(STACK_FEE_BAND_WIDTH_PERCENT).toBe(0.5);
  });
});

describe("OnlineFeeStatistics", () => {
  it.each<[string, number, FeeStatsTx[], number, number[]]>([
    [
      // Bands are 5,000 WU wide. 0.25 % = [0, 5000) → the 100 tx; 10 % = [97,500, 102,500) → half 91, half 90;
      // 99.75 % = [995,000, 1,000,000) → the 1 tx. Listed low → high.
      "research §5.2: 100 equal txs streamed high to low",
      1_000_000,
      hundredDescending,
      50.5,
      [1, 10.5, 20.5, 30.5, 40.5, 50.5, 60.5, 70.5, 80.5, 90.5, 100],
    ],
    ["one tx filling the stack", 4_000_000, [tx(4_000_000, 2.5)], 2.5, Array(11).fill(2.5)],
    [
      // Only the first half of the weight arrived: bands past 50 % hold nothing and read 0.
      "a stream that stops half way leaves the low-fee bands at 0",
      1_000_000,
      [tx(500_000, 7)],
      7,
      [0, 0, 0, 0, 0, 7, 7, 7, 7, 7, 7],
    ],
    ["weight beyond the announced total falls in no band", 10_000, [tx(20_000, 3)], 3, Array(11).fill(3)],
    [
      // 0.25 % of 8,000,000 = [0, 40,000): 30,000 WU at 50 and 10,000 at 10 → (1,500,000 + 100,000) / 40,000 = 40.
      "a band shared by two txs is their weight-weighted average",
      8_000_000,
      [tx(30_000, 50), tx(7_970_000, 10)],
      10,
      [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 40],
    ],
  ])("summarises %s", (_case, total, txs, medianFee, feeRange) => {
    const stats = new OnlineFeeStatistics(weightUnits(total));
    for (const t of txs) stats.add(t);
    const result = stats.result();
    expect(result.feeRange).toHaveLength(11);
    result.feeRange.forEach((rate, i) => expect(rate).toBeCloseTo(feeRange[i] ?? Number.NaN, 12));
    expect(result.medianFee).toBeCloseTo(medianFee, 12);
  });

  it("can be read part way and keeps streaming afterwards", () => {
    const stats = new OnlineFeeStatistics(weightUnits(1_000_000));
    for (const t of hundredDescending.slice(0, 50)) stats.add(t);
    expect(stats.result().feeRange.at(-1)).toBe(100);
    expect(stats.result().feeRange[0]).toBe(0);
    for (const t of hundredDescending.slice(50)) stats.add(t);
    expect(stats.result().feeRange[0]).toBe(1);
  });

  it("gives 11 zeros before anything is added", () => {
    expect(new OnlineFeeStatistics(weightUnits(1_000)).result()).toEqual({ medianFee: 0, feeRange: Array(11).fill(0) });
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, "4000000"])("rejects a stack weight of %s", (total) => {
    expect(() => new OnlineFeeStatistics(total as WeightUnits)).toThrow(InvalidFeeInputError);
  });

  it("rejects a bad tx and names its position in the stream", () => {
    const stats = new OnlineFeeStatistics(weightUnits(1_000));
    stats.add(tx(100, 5));
    expect(() => stats.add(tx(100, Number.NaN))).toThrow("Invalid txs[1].effectiveFeePerVsize NaN");
    expect(() => stats.add(tx(0, 1))).toThrow("Invalid txs[1].weight 0");
  });
});

describe("onlineFeeStatistics", () => {
  it("sums the weights itself when no total is given", () => {
    expect(onlineFeeStatistics(hundredDescending)).toEqual(
      (() => {
        const stats = new OnlineFeeStatistics(weightUnits(1_000_000));
        for (const t of hundredDescending) stats.add(t);
        return stats.result();
      })(),
    );
    expect(onlineFeeStatistics(hundredDescending).medianFee).toBe(50.5);
  });

  it("streams a generator when the total is given", () => {
    function* stream(): Generator<FeeStatsTx> {
      for (let i = 0; i < 100; i++) yield tx(10_000, 100 - i);
    }
    expect(onlineFeeStatistics(stream(), weightUnits(1_000_000)).feeRange.at(-1)).toBe(100);
  });

  it("reads a generator into a list when the total is not given", () => {
    function* stream(): Generator<FeeStatsTx> {
      yield tx(2_000, 9);
      yield tx(2_000, 1);
    }
    // 4,000 WU: 0.25 % = [0, 10) at 9 … 50 % = [1,990, 2,010) half 9, half 1 → 5; 99.75 % at 1.
    expect(onlineFeeStatistics(stream())).toEqual({ medianFee: 5, feeRange: [1, 1, 1, 1, 1, 5, 9, 9, 9, 9, 9] });
  });

  it("gives 11 zeros for an empty stack", () => {
    expect(onlineFeeStatistics([])).toEqual({ medianFee: 0, feeRange: Array(11).fill(0) });
  });

  it.each([
    ["null", null],
    ["a number", 5],
    ["a string", "txs"],
  ])("rejects %s", (_case, input) => {
    expect(() => onlineFeeStatistics(input as unknown as FeeStatsTx[])).toThrow(
      "expected an iterable of transactions in template order.",
    );
  });

  it("rejects a bad tx before summing", () => {
    expect(() => onlineFeeStatistics([tx(100, 1), tx(Number.NaN, 1)])).toThrow("Invalid txs[1].weight NaN");
  });
});

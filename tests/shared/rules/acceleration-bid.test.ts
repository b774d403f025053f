import { describe, it, expect } from "vitest";
import {
  BID_MULTIPLIERS,
  DEFAULT_BID_INDEX,
  InvalidAccelerationInputError,
  balanceCovers,
  bidOptions,
  clampBid,
  defaultBid,
  maxCost,
  minimumExtraCost,
} from "../../../shared/rules/acceleration-bid.ts";
import type { AccelerationEstimate, BidOption } from "../../../shared/rules/acceleration-estimate.ts";
import { type Sats, sats, satPerVByte, vbytes } from "../../../shared/types/units.ts";

/** An estimate builder: a 220 vB package paying 440 sats, priced at 1,500 sats. */
function estimate(overrides: { cost?: number; effectiveFee?: number; effectiveVsize?: number } = {}): AccelerationEstimate {
  return {
    hasAccess: true,
    userBalance: sats(250_000),
    cost: sats(overrides.cost ?? 1_500),
    targetFeeRate: satPerVByte(12),
    nextBlockFee: sats(2_640),
    mempoolBaseFee: sats(5_000),
    vsizeFee: sats(220),
    txSummary: {
      effectiveVsize: vbytes(overrides.effectiveVsize ?? 220),
      effectiveFee: sats(overrides.effectiveFee ?? 440),
      ancestorCount: 1,
    },
  };
}

describe("minimumExtraCost", () => {
  it.each([
    ["spec §5: twice the cost when that is larger (2 × 1500 > 440)", 1_500, 440, 3_000],
    ["spec §5: the effective fee when that is larger (440 > 2 × 100)", 100, 440, 440],
    ["spec §5: a rounded value (2 × 1000.3 = 2000.6 → 2001)", 1_000.3, 10, 2_001],
    ["halves round up (2 × 0.25 = 0.5 → 1)", 0.25, 0, 1],
    ["both zero", 0, 0, 0],
  ])("is %s", (_case, cost, effectiveFee, expected) => {
    expect(minimumExtraCost(estimate({ cost, effectiveFee }))).toBe(expected);
  });

  it.each([
    ["a NaN cost", { cost: Number.NaN }, "Invalid acceleration cost NaN: expected a finite number of sats."],
    ["an infinite fee", { effectiveFee: Number.POSITIVE_INFINITY }, "Invalid acceleration txSummary.effectiveFee Infinity"],
  ])("rejects %s", (_case, overrides, message) => {
    expect(() => minimumExtraCost(estimate(overrides))).toThrow(message);
  });
});

describe("bidOptions", () => {
  it("offers 1x, 2x and 4x of the minimum with the rate each reaches (spec §3, §5; research §5.7)", () => {
    expect(BID_MULTIPLIERS).toEqual([1, 2, 4]);
    const options = bidOptions(estimate());
    expect(options.map((o) => ({ index: o.index, fee: o.fee }))).toEqual([
      { index: 0, fee: 3_000 },
      { index: 1, fee: 6_000 },
      { index: 2, fee: 12_000 },
    ]);
    // (effectiveFee + fee) / effectiveVsize = (440 + 3000) / 220 … (440 + 12000) / 220
    expect(options.map((o) => o.rate)).toEqual([3_440 / 220, 6_440 / 220, 12_440 / 220]);
  });

  it("uses the effective fee as the minimum when it is larger", () => {
    expect(bidOptions(estimate({ cost: 10, effectiveFee: 1_000, effectiveVsize: 500 }))).toEqual([
      { index: 0, fee: 1_000, rate: 4 },
      { index: 1, fee: 2_000, rate: 6 },
      { index: 2, fee: 4_000, rate: 10 },
    ]);
  });

  it.each([
    ["a zero vsize", 0],
    ["a negative vsize", -220],
    ["a NaN vsize", Number.NaN],
  ])("rejects %s", (_case, effectiveVsize) => {
    expect(() => bidOptions(estimate({ effectiveVsize }))).toThrow(
      `Invalid acceleration txSummary.effectiveVsize ${String(effectiveVsize)}: expected a positive number of vbytes.`,
    );
  });
});

describe("defaultBid", () => {
  it("selects the middle option, 2x (spec §4.2 step 5, §5)", () => {
    expect(DEFAULT_BID_INDEX).toBe(1);
    expect(defaultBid(bidOptions(estimate()))).toEqual({ index: 1, fee: 6_000, rate: 6_440 / 220 });
  });

  it("rejects a list without a middle option", () => {
    expect(() => defaultBid([])).toThrow(InvalidAccelerationInputError);
  });
});

describe("clampBid", () => {
  const options = bidOptions(estimate()); // 3000, 6000, 12000

  it.each([
    ["spec §5: a bid below 1x rises to 1x", 100, 3_000],
    ["spec §5: a bid above 4x falls to 4x", 99_999, 12_000],
    ["a bid between the options is kept", 5_000, 5_000],
    ["the 1x edge is kept", 3_000, 3_000],
    ["the 4x edge is kept", 12_000, 12_000],
    ["a negative bid rises to 1x", -50, 3_000],
    ["a fractional bid is rounded to whole sats", 5_000.4, 5_000],
  ])("%s", (_case, bid, expected) => {
    expect(clampBid(sats(bid), options)).toBe(expected);
  });

  it("spec §5: never goes below 0, even when the options are negative", () => {
    const negative: BidOption[] = [
      { index: 0, fee: sats(-50), rate: satPerVByte(0) },
      { index: 1, fee: sats(-100), rate: satPerVByte(0) },
      { index: 2, fee: sats(-200), rate: satPerVByte(0) },
    ];
    expect(clampBid(sats(500), negative)).toBe(0);
  });

  it("keeps 0 when every option is 0", () => {
    expect(clampBid(sats(10), bidOptions(estimate({ cost: 0, effectiveFee: 0 })))).toBe(0);
  });

  it.each([
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["a string", "6000"],
  ])("rejects a %s bid", (_case, bid) => {
    expect(() => clampBid(bid as Sats, options)).toThrow(InvalidAccelerationInputError);
  });

  it("rejects an empty option list", () => {
    expect(() => clampBid(sats(1), [])).toThrow("Invalid acceleration options an array of 0 items: expected the three options of bidOptions().");
  });
});

describe("maxCost", () => {
  it.each([
    ["spec §5: bid + base fee + vsize fee", 6_000, 11_220],
    ["a zero bid still pays the base and vsize fees", 0, 5_220],
  ])("is %s", (_case, bid, expected) => {
    expect(maxCost(sats(bid), estimate())).toBe(expected);
  });

  it("rejects a NaN bid", () => {
    expect(() => maxCost(sats(Number.NaN), estimate())).toThrow("Invalid acceleration bid NaN");
  });
});

describe("balanceCovers", () => {
  it.each([
    ["spec §6: a balance equal to the maximum cost is green", 11_220, 11_220, true],
    ["a larger balance is green", 250_000, 11_220, true],
    ["spec §2.5: one sat short is red", 11_219, 11_220, false],
    ["a zero balance is red", 0, 11_220, false],
    ["a negative balance is red", -1, 0, false],
  ])("%s", (_case, balance, cost, expected) => {
    expect(balanceCovers(sats(balance), sats(cost))).toBe(expected);
  });

  it.each([
    ["a NaN balance", Number.NaN, 1, "Invalid acceleration balance NaN"],
    ["an undefined cost", 1, undefined, "Invalid acceleration maximum cost undefined"],
  ])("rejects %s", (_case, balance, cost, message) => {
    expect(() => balanceCovers(balance as Sats, cost as unknown as Sats)).toThrow(message);
  });
});

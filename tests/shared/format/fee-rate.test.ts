import { describe, expect, it } from "vitest";
import {
  BITCOIN_FEE_DECIMALS,
  FEE_RATE_DIGITS_INFO,
  FEE_RATE_UNIT_LABELS,
  LIQUID_FEE_DECIMALS,
  LIQUID_FEE_RATE_DIGITS_INFO,
  type RateUnit,
  feeRateDecimals,
  formatFeeRate,
  formatFeeRateNumber,
  roundFee,
} from "../../../shared/format/fee-rate.ts";

describe("feeRateDecimals (spec §9: 0 decimals at 100 or more, 2 below 10, else 1)", () => {
  it.each([
    [100, 0, "exactly 100 shows 0"],
    [2500, 0, "far above 100"],
    [99.99, 1, "just under 100"],
    [10, 1, "exactly 10 shows 1"],
    [9.99, 2, "just under 10"],
    [0, 2, "zero"],
  ])("gives %s sat/vB %s decimals (%s)", (rate, decimals) => {
    expect(feeRateDecimals(rate)).toBe(decimals);
  });

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY])("rejects the rate %s", (rate) => {
    expect(() => feeRateDecimals(rate)).toThrow("fee rate must be a finite, non-negative number");
  });
});

describe("formatFeeRate", () => {
  it.each<[number, RateUnit, string]>([
    [150, "vb", "150 sat/vB"],
    [1500, "vb", "1,500 sat/vB"],
    [12.345, "vb", "12.3 sat/vB"],
    [8, "vb", "8.00 sat/vB"],
    [2.005, "vb", "2.01 sat/vB"],
    [12.5, "wu", "3.13 sat/WU"],
    [40, "wu", "10.0 sat/WU"],
    [400, "wu", "100 sat/WU"],
  ])("prints %s sat/vB in %s as %s", (rate, unit, text) => {
    expect(formatFeeRate(rate, unit)).toBe(text);
  });

  it("defaults to sat/vB", () => {
    expect(formatFeeRate(1)).toBe("1.00 sat/vB");
  });

  it("labels the units as the spec writes them (§9: sat/vB or sat/WU)", () => {
    expect(FEE_RATE_UNIT_LABELS).toEqual({ vb: "sat/vB", wu: "sat/WU" });
  });

  it("gives the number alone for layouts that style the unit", () => {
    expect(formatFeeRateNumber(123.4, "vb")).toBe("123");
  });

  it.each([
    [Number.NaN, "vb", "fee rate must be a finite, non-negative number, got NaN"],
    [-5, "vb", "fee rate must be a finite, non-negative number, got -5"],
    [5, "kvb", 'rate unit must be "vb" or "wu", got "kvb"'],
    [5, "", 'rate unit must be "vb" or "wu", got an empty string'],
  ])("rejects rate %s in unit %j", (rate, unit, message) => {
    expect(() => formatFeeRate(rate, unit as RateUnit)).toThrow(message);
  });
});

describe("roundFee (spec §9: 1 decimal on liquid networks, 0 on others)", () => {
  it.each([
    [12.45, LIQUID_FEE_DECIMALS, 12.5],
    [0.15, LIQUID_FEE_DECIMALS, 0.2],
    [12.5, BITCOIN_FEE_DECIMALS, 13],
    [12.49, BITCOIN_FEE_DECIMALS, 12],
    [3, 2, 3],
  ])("rounds %s to %s decimals as %s", (rate, decimals, rounded) => {
    expect(roundFee(rate, decimals)).toBe(rounded);
  });

  it("uses the spec's decimals", () => {
    expect([LIQUID_FEE_DECIMALS, BITCOIN_FEE_DECIMALS]).toEqual([1, 0]);
  });

  it("keeps the spec's fee-rate formats (§9: 1.0-0, or 1.0-1 on Liquid)", () => {
    expect([FEE_RATE_DIGITS_INFO, LIQUID_FEE_RATE_DIGITS_INFO]).toEqual(["1.0-0", "1.0-1"]);
  });

  it.each([
    [1, -1, "decimals must be a finite, non-negative whole number, got -1"],
    [1, 0.5, "decimals must be a finite, non-negative whole number, got 0.5"],
    [Number.NaN, 1, "fee rate must be a finite, non-negative number, got NaN"],
    [-1, 1, "fee rate must be a finite, non-negative number, got -1"],
  ])("rejects rate %s with %s decimals", (rate, decimals, message) => {
    expect(() => roundFee(rate, decimals)).toThrow(message);
  });
});

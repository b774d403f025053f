import { describe, expect, it } from "vitest";
import {
  AMOUNT_DEFAULT_DIGITS_INFO,
  BTC_DECIMALS,
  formatAmount,
  formatBtc,
  satsToBtc,
} from "../../../shared/format/amount.ts";

describe("satsToBtc (spec §9: satoshis per bitcoin is 1e8)", () => {
  it.each([
    [100_000_000, 1],
    [30_000_000, 0.3],
    [1, 0.00000001],
    [-50_000, -0.0005],
    [2_100_000_000_000_000, 21_000_000],
  ])("converts %s sats to %s BTC", (sats, btc) => {
    expect(satsToBtc(sats)).toBe(btc);
  });

  it.each([
    [0.5, RangeError],
    [Number.NaN, RangeError],
    [Number.MAX_SAFE_INTEGER + 2, RangeError],
    ["100", TypeError],
  ])("rejects %s", (sats, type) => {
    expect(() => satsToBtc(sats as number)).toThrow(type);
  });
});

describe("formatBtc (spec §9: default digits 1.8-8)", () => {
  it.each([
    [30_000_000, "0.30000000"],
    [10_000_000 + 20_000_000, "0.30000000"],
    [1, "0.00000001"],
    [0, "0.00000000"],
    [100_000_000, "1.00000000"],
    [123_456_789_012, "1,234.56789012"],
    [2_100_000_000_000_000, "21,000,000.00000000"],
    [Number.MAX_SAFE_INTEGER, "90,071,992.54740991"],
    [-50_000, "-0.00050000"],
  ])("prints %s sats as %s", (sats, text) => {
    expect(formatBtc(sats)).toBe(text);
  });

  it.each([
    [123_456_789, "1.0-2", "1.23"],
    [125_000_000, "1.0-1", "1.3"],
    [99_999_999, "1.0-2", "1"],
    [-99_999_999, "1.2-2", "-1.00"],
    [-1, "1.0-2", "0"],
    [50_000, "1.8-10", "0.00050000"],
    [1, "1.10-10", "0.0000000100"],
  ])("prints %s sats with %s as %s", (sats, digits, text) => {
    expect(formatBtc(sats, digits)).toBe(text);
  });

  it("uses the spec's digits and decimals", () => {
    expect([AMOUNT_DEFAULT_DIGITS_INFO, BTC_DECIMALS]).toEqual(["1.8-8", 8]);
  });

  it.each([
    [0.1, "1.8-8", "sats must be a whole number"],
    [Number.POSITIVE_INFINITY, "1.8-8", "sats must be a whole number"],
    [1, "", "Invalid digits info an empty string"],
    [1, "1.9-8", "the minimum fraction digits exceed the maximum"],
  ])("rejects %s sats with %j", (sats, digits, message) => {
    expect(() => formatBtc(sats, digits)).toThrow(message);
  });
});

describe("formatAmount (spec §9: prefix L-, tL-, t or s by network)", () => {
  it.each([
    [50_000, "", "0.00050000 BTC"],
    [50_000, "L-", "0.00050000 L-BTC"],
    [50_000, "tL-", "0.00050000 tL-BTC"],
    [50_000, "t", "0.00050000 tBTC"],
    [50_000, "s", "0.00050000 sBTC"],
  ])("prints %s sats with prefix %j as %s", (sats, prefix, text) => {
    expect(formatAmount(sats, prefix)).toBe(text);
  });

  it("passes digits through", () => {
    expect(formatAmount(123_456_789, "", "1.0-2")).toBe("1.23 BTC");
  });

  it("rejects a prefix that is not a string", () => {
    expect(() => formatAmount(1, undefined as unknown as string)).toThrow("amount prefix must be a string, got undefined");
  });
});

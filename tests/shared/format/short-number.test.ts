import { describe, expect, it } from "vitest";
import { SHORT_NUMBER_SUFFIXES, formatSatsShort, shortNumber } from "../../../shared/format/short-number.ts";

describe("shortNumber (spec §9: suffixes k, M, G (B if requested), T, P, E)", () => {
  it.each([
    [0, 2, false, "0"],
    [999, 2, false, "999"],
    [12.345, 2, false, "12.35"],
    [1_500, 1, false, "1.5k"],
    [2_000_000, 2, false, "2M"],
    [3_210_000_000, 2, false, "3.21G"],
    [3_210_000_000, 2, true, "3.21B"],
    [4e12, 0, false, "4T"],
    [5.5e15, 1, false, "5.5P"],
    [6e18, 0, false, "6E"],
    [7e21, 0, false, "7,000E"],
    [999.999, 2, false, "1k"],
    [999_999, 2, false, "1M"],
    [-1_500, 1, false, "-1.5k"],
    [1_234, 0, false, "1k"],
  ])("shortens %s with %s digits (billion %s) to %s", (value, digits, billion, text) => {
    expect(shortNumber(value, digits, { billion })).toBe(text);
  });

  it("keeps G for giga unless billions are requested", () => {
    expect(shortNumber(1e9, 0)).toBe("1G");
  });

  it("lists the spec's suffixes in order", () => {
    expect(SHORT_NUMBER_SUFFIXES).toEqual(["", "k", "M", "G", "T", "P", "E"]);
  });

  it.each([
    [Number.NaN, 2, "value must be a finite number, got NaN"],
    [Number.POSITIVE_INFINITY, 2, "value must be a finite number, got Infinity"],
    [1, -1, "digits must be a finite, non-negative whole number, got -1"],
    [1, Number.NaN, "digits must be a finite, non-negative whole number, got NaN"],
  ])("rejects %s with %s digits", (value, digits, message) => {
    expect(() => shortNumber(value, digits)).toThrow(message);
  });

  it("rejects a string value", () => {
    expect(() => shortNumber("1000" as unknown as number, 1)).toThrow(TypeError);
  });
});

describe("formatSatsShort (spec §9: fee unit prefixes run from k to E)", () => {
  it.each([
    [0, 2, "0 sats"],
    [1, 2, "1 sat"],
    [999, 2, "999 sats"],
    [12_345, 1, "12.3k sats"],
    [2_500_000, 2, "2.5M sats"],
    [2_100_000_000_000_000, 2, "2.1P sats"],
    [1e9, 0, "1G sats"],
  ])("prints %s sats with %s digits as %s", (sats, digits, text) => {
    expect(formatSatsShort(sats, digits)).toBe(text);
  });

  it.each([
    [-1, 2, "sats must be a finite, non-negative number, got -1"],
    [Number.NaN, 2, "sats must be a finite, non-negative number, got NaN"],
    [1, 0.5, "digits must be a finite, non-negative whole number, got 0.5"],
  ])("rejects %s sats with %s digits", (sats, digits, message) => {
    expect(() => formatSatsShort(sats, digits)).toThrow(message);
  });
});

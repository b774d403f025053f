import { describe, expect, it } from "vitest";
import { InvalidDigitsInfoError, parseDigitsInfo } from "../../../shared/format/digits-info.ts";

const info = (minIntegerDigits: number, minFractionDigits: number, maxFractionDigits: number) => ({
  minIntegerDigits,
  minFractionDigits,
  maxFractionDigits,
});

describe("parseDigitsInfo", () => {
  it.each([
    ["1.2-2", info(1, 2, 2), "spec §9 fiat default"],
    ["1.8-8", info(1, 8, 8), "spec §9 amount default"],
    ["1.0-0", info(1, 0, 0), "spec §9 fee-rate format"],
    ["1.0-1", info(1, 0, 1), "spec §9 fee-rate format on Liquid"],
    ["3.", info(3, 0, 3), "an integer minimum alone"],
    ["1.8", info(1, 8, 8), "an omitted maximum below the minimum follows it"],
    ["1.1", info(1, 1, 3), "an omitted maximum defaults to 3"],
    [".2-4", info(1, 2, 4), "an omitted integer minimum defaults to 1"],
    ["2", info(2, 0, 3), "digits with no point"],
  ])("reads %s as %o (%s)", (text, expected) => {
    expect(parseDigitsInfo(text)).toEqual(expected);
  });

  it("returns a valid object unchanged", () => {
    const given = info(1, 2, 2);
    expect(parseDigitsInfo(given)).toBe(given);
  });

  it.each([
    ["", 'Invalid digits info an empty string: it does not match the pattern. Expected "minInteger.minFraction-maxFraction", e.g. "1.2-2".'],
    ["1.2-", 'Invalid digits info "1.2-": it does not match the pattern.'],
    ["a.b-c", 'Invalid digits info "a.b-c": it does not match the pattern.'],
    ["1.-2.5", 'Invalid digits info "1.-2.5": it does not match the pattern.'],
    ["1.3-2", 'Invalid digits info "1.3-2": the minimum fraction digits exceed the maximum.'],
  ])("rejects %j with a clear error", (text, message) => {
    expect(() => parseDigitsInfo(text)).toThrow(InvalidDigitsInfoError);
    expect(() => parseDigitsInfo(text)).toThrow(message);
  });

  it("rejects a digits count beyond the precision limit", () => {
    expect(() => parseDigitsInfo("1.0-101")).toThrow("maxFractionDigits must be at most 100, got 101");
  });

  it.each([
    [info(1, -1, 2), "minFractionDigits must be a finite, non-negative whole number, got -1"],
    [info(1, 0, 1.5), "maxFractionDigits must be a finite, non-negative whole number, got 1.5"],
    [info(Number.NaN, 0, 1), "minIntegerDigits must be a finite, non-negative whole number, got NaN"],
  ])("rejects the object %o through assertPrecision", (given, message) => {
    expect(() => parseDigitsInfo(given)).toThrow(message);
  });

  it("rejects a value of the wrong type", () => {
    expect(() => parseDigitsInfo(12 as unknown as string)).toThrow("Invalid digits info 12: it is not a string.");
  });
});

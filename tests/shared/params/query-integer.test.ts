import { describe, it, expect } from "vitest";
import { flagParam, integerParam } from "../../../shared/params/query-integer.ts";

describe("integerParam", () => {
  it.each<[string, string | null | undefined, number]>([
    ["§5 an integer is accepted", "12", 12],
    ["zero", "0", 0],
    ["leading zeros", "007", 7],
    ["a leading minus is part of an integer", "-3", -3],
    ["minus zero reads as zero", "-0", 0],
    ["the largest safe integer", "9007199254740991", 9007199254740991],
    ["§5 a decimal is not an integer", "12.5", 8],
    ["a whole decimal is not written as an integer", "12.0", 8],
    ["letters", "abc", 8],
    ["an empty string", "", 8],
    ["an exponent", "1e3", 8],
    ["a leading space", " 7", 8],
    ["a trailing space", "7 ", 8],
    ["a plus sign", "+7", 8],
    ["hexadecimal", "0x10", 8],
    ["a lone minus", "-", 8],
    ["Infinity", "Infinity", 8],
    ["NaN", "NaN", 8],
    ["beyond the safe range", "9007199254740992", 8],
    ["null", null, 8],
    ["undefined", undefined, 8],
  ])("reads %s (%j) with fallback 8", (_case, raw, expected) => {
    expect(Object.is(integerParam(raw, 8), expected)).toBe(true);
  });

  it.each<[string, string, { min?: number; max?: number }, number]>([
    ["inside the bounds", "5", { min: 0, max: 10 }, 5],
    ["on the lower bound", "0", { min: 0 }, 0],
    ["on the upper bound", "10", { max: 10 }, 10],
    ["below the lower bound", "-1", { min: 0 }, 99],
    ["above the upper bound", "11", { max: 10 }, 99],
  ])("applies bounds: %s", (_case, raw, bounds, expected) => {
    expect(integerParam(raw, 99, bounds)).toBe(expected);
  });

  it("returns a non-number fallback unchanged", () => {
    expect(integerParam("x", undefined)).toBeUndefined();
    expect(integerParam("x", null)).toBeNull();
  });

  it("gives the fallback for a wrongly typed raw value", () => {
    expect(integerParam(12 as unknown as string, 8)).toBe(8);
  });
});

describe("flagParam", () => {
  it.each<[string, string | null | undefined, boolean, boolean]>([
    ["§2.9 absent keeps on", null, true, true],
    ["§2.9 'false' turns off", "false", true, false],
    ["§2.9 'true' keeps on", "true", true, true],
    ["§2.9 any other word keeps on", "0", true, true],
    ["§2.9 empty keeps on", "", true, true],
    ["matching is exact", "FALSE", true, true],
    ["undefined keeps on", undefined, true, true],
    ["§2.8 absent keeps off", null, false, false],
    ["§2.8 'true' turns on", "true", false, true],
    ["a default-off flag ignores 'false'", "false", false, false],
    ["a default-off flag ignores '1'", "1", false, false],
    ["a default-off flag ignores 'TRUE'", "TRUE", false, false],
  ])("%s (%j, default %s)", (_case, raw, defaultValue, expected) => {
    expect(flagParam(raw, defaultValue)).toBe(expected);
  });
});

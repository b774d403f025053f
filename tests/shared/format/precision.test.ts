import { describe, expect, it } from "vitest";
import { assertPrecision, MAX_PRECISION_DIGITS } from "../../../shared/format/precision.ts";

describe("assertPrecision (spec §5: only finite, non-negative, whole-number precision)", () => {
  it.each([0, 1, 2, 8, MAX_PRECISION_DIGITS])("accepts the whole number %s", (precision) => {
    expect(() => assertPrecision(precision)).not.toThrow();
  });

  it.each([
    [Number.NaN, "precision must be a finite, non-negative whole number, got NaN"],
    [Number.POSITIVE_INFINITY, "precision must be a finite, non-negative whole number, got Infinity"],
    [-1, "precision must be a finite, non-negative whole number, got -1"],
    [1.5, "precision must be a finite, non-negative whole number, got 1.5"],
    [MAX_PRECISION_DIGITS + 1, "precision must be at most 100, got 101"],
  ])("rejects %s with a RangeError naming the value", (precision, message) => {
    expect(() => assertPrecision(precision)).toThrow(RangeError);
    expect(() => assertPrecision(precision)).toThrow(message);
  });

  it.each([
    ["2", 'precision must be a finite, non-negative whole number, got "2"'],
    ["", "precision must be a finite, non-negative whole number, got an empty string"],
    [undefined, "precision must be a finite, non-negative whole number, got undefined"],
    [null, "precision must be a finite, non-negative whole number, got null"],
    [2n, "precision must be a finite, non-negative whole number, got 2n"],
  ])("rejects the non-number %s with a TypeError", (precision, message) => {
    expect(() => assertPrecision(precision)).toThrow(TypeError);
    expect(() => assertPrecision(precision)).toThrow(message);
  });

  it("names the argument it checks when given a label", () => {
    expect(() => assertPrecision(-2, "digits")).toThrow("digits must be a finite, non-negative whole number, got -2");
  });
});

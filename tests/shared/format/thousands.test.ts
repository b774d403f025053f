import { describe, expect, it } from "vitest";
import { formatDecimal } from "../../../shared/format/decimal.ts";
import { scaleByThousands } from "../../../shared/format/thousands.ts";

const printed = (value: number, maxExponent: number, digits: number) => {
  const scaled = scaleByThousands(value, maxExponent, digits);
  return [formatDecimal(scaled.value, { minIntegerDigits: 1, minFractionDigits: 0, maxFractionDigits: digits }), scaled.exponent];
};

describe("scaleByThousands (spec §9: units step by 1000)", () => {
  it.each([
    [0, 4, 2, ["0", 0]],
    [999, 4, 2, ["999", 0]],
    [1000, 4, 2, ["1", 1]],
    [1_234_567, 4, 2, ["1.23", 2]],
    [999_999, 4, 2, ["1", 2]],
    [999.999, 4, 2, ["1", 1]],
    [-1500, 4, 1, ["-1.5", 1]],
    [5e15, 4, 0, ["5,000", 4]],
    [0.004, 4, 2, ["0", 0]],
  ])("scales %s (max exponent %s, %s digits) to %j", (value, maxExponent, digits, expected) => {
    expect(printed(value, maxExponent, digits)).toEqual(expected);
  });

  it("stays at the largest exponent even when rounding reaches 1000", () => {
    expect(printed(999_999, 1, 2)).toEqual(["1,000", 1]);
  });

  it.each([
    [Number.NaN, 4, 2, "value must be a finite number"],
    [1, -1, 2, "maxExponent must be a finite, non-negative whole number, got -1"],
    [1, 4, 2.5, "fractionDigits must be a finite, non-negative whole number, got 2.5"],
  ])("rejects value %s, max exponent %s, digits %s", (value, maxExponent, digits, message) => {
    expect(() => scaleByThousands(value, maxExponent, digits)).toThrow(message);
  });
});

import { describe, it, expect } from "vitest";
import { ceilToIncrement, roundToIncrement } from "../../../shared/fees/fee-increment.ts";
import { InvalidFeeInputError } from "../../../shared/fees/fee-stats-tx.ts";

describe("ceilToIncrement", () => {
  it.each([
    ["a fraction up to the next sat (research §5.2 ceil)", 1.0024, 1, 2],
    ["a whole sat stays", 2, 1, 2],
    ["0.1 × 3 (0.30000000000000004) stays 0.3", 0.1 * 3, 0.1, 0.3],
    ["0.00051 BTC/kvB × 100,000 (51.00000000000001) stays 51", 0.00051 * 100_000, 1, 51],
    ["0.00000103 BTC/kvB × 100,000 (0.10300000000000001) stays 0.103", 0.00000103 * 100_000, 0.001, 0.103],
    ["0.000001 BTC/kvB × 100,000 (0.09999999999999999) rises to 1", 0.000001 * 100_000, 1, 1],
    ["0.31 rises to 0.4 on the Liquid step", 0.31, 0.1, 0.4],
    ["0.0001 rises to 0.001 on the precise step", 0.0001, 0.001, 0.001],
    ["zero stays zero", 0, 1, 0],
  ])("rounds %s", (_case, value, increment, expected) => {
    expect(ceilToIncrement(value, increment)).toBe(expected);
  });
});

describe("roundToIncrement", () => {
  it.each([
    ["halves up on whole sats", 2.5, 1, 3],
    ["below half down", 2.49, 1, 2],
    ["to 3 decimals", 1.2345, 0.001, 1.235],
    ["1.005 to 1.01 despite 100.49999999999999", 1.005, 0.01, 1.01],
    ["0.1 + 0.2 to 0.3 on the Liquid step", 0.1 + 0.2, 0.1, 0.3],
    ["1.234 + 0.5 to 1.734", 1.234 + 0.5, 0.001, 1.734],
  ])("rounds %s", (_case, value, increment, expected) => {
    expect(roundToIncrement(value, increment)).toBe(expected);
  });
});

describe("increment and value checks", () => {
  it.each([
    ["a zero increment", 1, 0, "Invalid fee increment 0"],
    ["a negative increment", 1, -1, "Invalid fee increment -1"],
    ["an increment above 1", 1, 5, "Invalid fee increment 5"],
    ["an increment that does not divide 1", 1, 0.3, "a step that divides 1 sat/vB evenly"],
    ["a NaN increment", 1, Number.NaN, "Invalid fee increment NaN"],
    ["a NaN value", Number.NaN, 1, "Invalid fee rate NaN: expected a finite number of sat/vB."],
    ["an infinite value", Number.POSITIVE_INFINITY, 1, "Invalid fee rate Infinity"],
    ["a string value", "2", 1, 'Invalid fee rate "2"'],
  ])("reject %s", (_case, value, increment, message) => {
    expect(() => ceilToIncrement(value as number, increment)).toThrow(InvalidFeeInputError);
    expect(() => roundToIncrement(value as number, increment)).toThrow(message);
  });
});

import { describe, expect, it } from "vitest";
import {
  decimalFromNumber,
  decimalFromScaledInteger,
  decimalToNumber,
  formatDecimal,
  formatNumber,
  roundDecimal,
  shiftPointLeft,
} from "../../../shared/format/decimal.ts";

const d = (negative: boolean, integer: string, fraction: string) => ({ negative, integer, fraction });

describe("decimalFromNumber", () => {
  it.each([
    [0, d(false, "0", "")],
    [-0, d(false, "0", "")],
    [1234.5, d(false, "1234", "5")],
    [-0.25, d(true, "0", "25")],
    [1.23e-7, d(false, "0", "000000123")],
    [1e21, d(false, "1000000000000000000000", "")],
    [1.5e22, d(false, "15000000000000000000000", "")],
  ])("reads %s as exact digits", (value, expected) => {
    expect(decimalFromNumber(value)).toEqual(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("rejects %s", (value) => {
    expect(() => decimalFromNumber(value)).toThrow("value must be a finite number");
  });
});

describe("decimalFromScaledInteger", () => {
  it.each([
    [30_000_000, 8, d(false, "0", "30000000")],
    [-1, 8, d(true, "0", "00000001")],
    [2_100_000_000_000_000, 8, d(false, "21000000", "00000000")],
    [42, 0, d(false, "42", "")],
  ])("reads %s with scale %s exactly", (value, scale, expected) => {
    expect(decimalFromScaledInteger(value, scale)).toEqual(expected);
  });

  it.each([
    [0.5, 8, "value must be a whole number"],
    [1, -1, "scale must be a finite, non-negative whole number, got -1"],
  ])("rejects %s with scale %s", (value, scale, message) => {
    expect(() => decimalFromScaledInteger(value, scale)).toThrow(message);
  });
});

describe("roundDecimal rounds halves away from zero on the decimal digits", () => {
  it.each([
    [1.005, 2, d(false, "1", "01")],
    [1.004, 2, d(false, "1", "00")],
    [9.995, 2, d(false, "10", "00")],
    [999.5, 0, d(false, "1000", "")],
    [-2.5, 0, d(true, "3", "")],
    [-0.004, 2, d(false, "0", "00")],
    [0.1, 3, d(false, "0", "1")],
  ])("rounds %s to %s digits", (value, digits, expected) => {
    expect(roundDecimal(decimalFromNumber(value), digits)).toEqual(expected);
  });

  it("rejects a bad precision", () => {
    expect(() => roundDecimal(decimalFromNumber(1), 1.5)).toThrow(RangeError);
  });
});

describe("shiftPointLeft", () => {
  it.each([
    [1234, 3, d(false, "1", "234")],
    [5, 3, d(false, "0", "005")],
    [12.5, 0, d(false, "12", "5")],
    [-1500, 3, d(true, "1", "500")],
  ])("divides %s by 10^%s exactly", (value, places, expected) => {
    expect(shiftPointLeft(decimalFromNumber(value), places)).toEqual(expected);
  });
});

describe("decimalToNumber", () => {
  it.each([
    [d(false, "12", "5"), 12.5],
    [d(true, "0", "25"), -0.25],
    [d(false, "7", ""), 7],
  ])("reads %o back as %s", (decimal, value) => {
    expect(decimalToNumber(decimal)).toBe(value);
  });
});

describe("formatNumber", () => {
  it.each([
    [1234.5, "1.2-2", "1,234.50"],
    [0.1 + 0.2, "1.0-8", "0.3"],
    [1_000_000, "1.0-0", "1,000,000"],
    [5, "3.0-0", "005"],
    [0.5, "1.0-0", "1"],
    [-1234.567, "1.1-2", "-1,234.57"],
    [-0.001, "1.0-2", "0"],
    [12.3, "1.0-3", "12.3"],
    [12, "1.2-2", "12.00"],
  ])("prints %s with %s as %s", (value, digits, text) => {
    expect(formatNumber(value, digits)).toBe(text);
  });

  it("can leave out group separators", () => {
    expect(formatNumber(1234567.891, "1.2-2", { grouping: false })).toBe("1234567.89");
  });

  it("prints a decimal the same way", () => {
    expect(formatDecimal(d(false, "1234", "5"), "1.2-2")).toBe("1,234.50");
  });
});

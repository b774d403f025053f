import { describe, expect, it } from "vitest";
import { assertFiniteNumber, assertNonNegativeNumber, assertSafeInteger } from "../../../shared/format/number-guards.ts";

describe("number guards", () => {
  it.each([0, -3, 1.5, 1e300])("assertFiniteNumber accepts %s", (value) => {
    expect(() => assertFiniteNumber(value, "x")).not.toThrow();
  });

  it.each([
    [Number.NaN, RangeError, "x must be a finite number, got NaN"],
    [Number.NEGATIVE_INFINITY, RangeError, "x must be a finite number, got -Infinity"],
    ["1", TypeError, 'x must be a finite number, got "1"'],
  ])("assertFiniteNumber rejects %s", (value, type, message) => {
    expect(() => assertFiniteNumber(value, "x")).toThrow(type);
    expect(() => assertFiniteNumber(value, "x")).toThrow(message);
  });

  it.each([
    [-0.01, RangeError, "x must be a finite, non-negative number, got -0.01"],
    [Number.NaN, RangeError, "x must be a finite, non-negative number, got NaN"],
    [undefined, TypeError, "x must be a finite, non-negative number, got undefined"],
  ])("assertNonNegativeNumber rejects %s", (value, type, message) => {
    expect(() => assertNonNegativeNumber(value, "x")).toThrow(type);
    expect(() => assertNonNegativeNumber(value, "x")).toThrow(message);
  });

  it.each([0, -5, Number.MAX_SAFE_INTEGER])("assertSafeInteger accepts %s", (value) => {
    expect(() => assertSafeInteger(value, "sats")).not.toThrow();
  });

  it.each([
    [0.5, RangeError],
    [Number.MAX_SAFE_INTEGER + 1, RangeError],
    [Number.NaN, RangeError],
    ["5", TypeError],
  ])("assertSafeInteger rejects %s", (value, type) => {
    expect(() => assertSafeInteger(value, "sats")).toThrow(type);
  });
});

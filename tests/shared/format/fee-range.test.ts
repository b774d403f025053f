import { describe, expect, it } from "vitest";
import { feeRangeBounds } from "../../../shared/format/fee-range.ts";

describe("feeRangeBounds (spec §9: min is index 1 when the median equals index 3, else index 0; max is the last)", () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 50], 4, { min: 2, max: 50 }, "median equals index 3"],
    [[1, 2, 3, 5, 5, 6, 50], 4, { min: 1, max: 50 }, "median differs from index 3"],
    [[1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 4, { min: 2, max: 11 }, "an eleven-entry stack range"],
    [[0, 0, 0, 0, 0, 0, 0], 0, { min: 0, max: 0 }, "an empty block's seven zeros"],
    [[3], 3, { min: 3, max: 3 }, "a single entry"],
    [[3, 9], 3, { min: 3, max: 9 }, "no index 3 to compare"],
  ])("bounds %j with median %s as %o (%s)", (range, median, bounds) => {
    expect(feeRangeBounds(range, median)).toEqual(bounds);
  });

  it("rejects an empty range", () => {
    expect(() => feeRangeBounds([], 1)).toThrow("fee range is empty");
  });

  it.each([
    [[1, Number.NaN, 3], "fee range entries must be finite numbers, got NaN at index 1"],
    [[1, "2", 3], 'fee range entries must be finite numbers, got "2" at index 1'],
  ])("rejects %j", (range, message) => {
    expect(() => feeRangeBounds(range as number[], 1)).toThrow(message);
  });

  it("rejects a range that is not an array", () => {
    expect(() => feeRangeBounds(undefined as unknown as number[], 1)).toThrow("fee range must be an array, got undefined");
  });
});

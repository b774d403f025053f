import { describe, expect, it } from "vitest";
import { blockFill } from "../../../shared/format/block-fill.ts";
import { LIQUID_BLOCK_WEIGHT_UNITS } from "../../../shared/types/units.ts";

describe("blockFill (spec §9: weight over the block weight limit of 4,000,000 WU)", () => {
  it.each([
    [0, undefined, 0],
    [2_000_000, undefined, 0.5],
    [4_000_000, undefined, 1],
    [4_400_000, undefined, 1],
    [150_000, LIQUID_BLOCK_WEIGHT_UNITS, 0.5],
  ])("fills %s WU of a %s WU limit to %s", (weight, limit, fill) => {
    expect(blockFill(weight, limit)).toBe(fill);
  });

  it.each([
    [Number.NaN, 4_000_000, "weight must be a finite, non-negative number, got NaN"],
    [-1, 4_000_000, "weight must be a finite, non-negative number, got -1"],
    [1, 0, "block weight limit must be greater than 0, got 0"],
    [1, -4, "block weight limit must be a finite, non-negative number, got -4"],
  ])("rejects weight %s with limit %s", (weight, limit, message) => {
    expect(() => blockFill(weight, limit)).toThrow(message);
  });
});

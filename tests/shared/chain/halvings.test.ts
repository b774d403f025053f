import { describe, it, expect } from "vitest";
import {
  HALVING_HEIGHTS,
  HALVING_INTERVAL_BLOCKS,
  blockSubsidySats,
  halvingCount,
  isHalvingHeight,
  nextHalvingHeight,
} from "../../../shared/chain/halvings.ts";
import { InvalidHeightError } from "../../../shared/chain/height-error.ts";
import { type BlockHeight, blockHeight } from "../../../shared/types/units.ts";

const h = blockHeight;

describe("HALVING_HEIGHTS", () => {
  it("lists the fifteen halvings of spec §9, 210000 … 3150000", () => {
    expect(HALVING_HEIGHTS).toEqual([
      210000, 420000, 630000, 840000, 1050000, 1260000, 1470000, 1680000, 1890000, 2100000, 2310000, 2520000,
      2730000, 2940000, 3150000,
    ]);
    expect(HALVING_INTERVAL_BLOCKS).toBe(210_000);
  });
});

describe("blockSubsidySats", () => {
  it.each([
    ["spec §9: 50 BTC at genesis", 0, 5_000_000_000],
    ["50 BTC on the last block of the first epoch", 209_999, 5_000_000_000],
    ["spec §9: 25 BTC from the first halving", 210_000, 2_500_000_000],
    ["spec §9: 12.5 BTC from 420000", 420_000, 1_250_000_000],
    ["spec §9: 6.25 BTC from 630000", 630_000, 625_000_000],
    ["spec §9: 3.125 BTC from 840000", 840_000, 312_500_000],
    ["spec §9: 1.5625 BTC from 1050000", 1_050_000, 156_250_000],
    ["rounds down like a right shift at the 10th halving (4.8828125 M sats)", 2_100_000, 4_882_812],
    ["1 sat in the 32nd halving epoch", 32 * 210_000, 1],
    ["0 once the shift passes the last sat (33rd halving)", 33 * 210_000, 0],
    ["0 from the 64th halving on", 64 * 210_000, 0],
    ["0 far beyond the 64th halving", 100 * 210_000, 0],
  ])("gives %s", (_case, height, expected) => {
    expect(blockSubsidySats(h(height))).toBe(expected);
  });

  it("always returns whole sats", () => {
    for (let n = 0; n < 70; n++) expect(Number.isInteger(blockSubsidySats(h(n * 210_000)))).toBe(true);
  });

  it.each([
    ["a negative height", -1],
    ["a fractional height", 1.5],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["a string", "210000"],
    ["an empty string", ""],
    ["null", null],
  ])("rejects %s with InvalidHeightError", (_case, input) => {
    expect(() => blockSubsidySats(input as BlockHeight)).toThrow(InvalidHeightError);
  });
});

describe("halvingCount", () => {
  it.each([
    [0, 0],
    [209_999, 0],
    [210_000, 1],
    [840_000, 4],
    [3_150_000, 15],
  ])("counts the halvings up to height %i as %i", (height, expected) => {
    expect(halvingCount(h(height))).toBe(expected);
  });
});

describe("isHalvingHeight", () => {
  it.each([
    ["genesis is not a halving", 0, false],
    ["spec §9: 210000 is the first halving", 210_000, true],
    ["spec §9: 3150000 is listed", 3_150_000, true],
    ["a later multiple of the interval still halves", 3_360_000, true],
    ["the block before a halving is not one", 839_999, false],
    ["the block after a halving is not one", 840_001, false],
  ])("says %s", (_case, height, expected) => {
    expect(isHalvingHeight(h(height))).toBe(expected);
  });

  it("rejects a negative height", () => {
    expect(() => isHalvingHeight(h(-210_000))).toThrow(InvalidHeightError);
  });
});

describe("nextHalvingHeight", () => {
  it.each([
    ["the first halving from genesis", 0, 210_000],
    ["the next one from just before it", 839_999, 840_000],
    ["the following one when standing on a halving", 840_000, 1_050_000],
    ["beyond the listed 3150000", 3_150_000, 3_360_000],
  ])("gives %s", (_case, height, expected) => {
    expect(nextHalvingHeight(h(height))).toBe(expected);
  });

  it("rejects a non-integer height", () => {
    expect(() => nextHalvingHeight(h(0.5))).toThrow(InvalidHeightError);
  });
});

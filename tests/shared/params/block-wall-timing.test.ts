import { describe, expect, it } from "vitest";
import {
  blockWallInfoDelayMs,
  blockWallShiftCells,
  blockWallSlideDelayMs,
  nextTestHeight,
  testModeStartHeight,
} from "../../../shared/params/block-wall-timing.ts";
import { EIGHT_BLOCKS_INFO_DELAY_MS } from "../../../shared/params/embed-params.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";

describe("the wall's stagger (spec §2.9)", () => {
  it("sets every block off together without a stagger", () => {
    expect([0, 1, 7].map((slot) => blockWallSlideDelayMs(slot, 0))).toEqual([0, 0, 0]);
  });

  it("sets each block off `stagger` ms after the newer one beside it", () => {
    expect([0, 1, 2, 7].map((slot) => blockWallSlideDelayMs(slot, 150))).toEqual([0, 150, 300, 1050]);
  });

  it("shows each mined-by line 1.6 s after its block set off (spec §2.10, §9)", () => {
    expect(EIGHT_BLOCKS_INFO_DELAY_MS).toBe(1600);
    expect([0, 3].map((slot) => blockWallInfoDelayMs(slot, 0))).toEqual([1600, 1600]);
    expect([0, 3].map((slot) => blockWallInfoDelayMs(slot, 150))).toEqual([1600, 2050]);
  });
});

describe("blockWallShiftCells", () => {
  it("moves a block's squares by one graph and the padding on both sides", () => {
    expect(blockWallShiftCells(86, 520, 10)).toBeCloseTo((86 * 540) / 520, 9);
    expect(blockWallShiftCells(90, 180, 0)).toBe(90);
  });

  it("moves them one graph width when the graph has no size", () => {
    expect(blockWallShiftCells(86, 0, 10)).toBe(86);
  });

  it("refuses a negative padding", () => {
    expect(() => blockWallShiftCells(86, 500, -1)).toThrow(InvalidParamError);
  });
});

describe("test mode (spec §2.10, §9: a step every 10 s)", () => {
  const tip = 1_048_010;

  it("starts at the height asked for, or eight blocks below the tip", () => {
    expect(testModeStartHeight(1_048_000, tip, 8)).toBe(1_048_000);
    expect(testModeStartHeight(null, tip, 8)).toBe(1_048_002);
    expect(testModeStartHeight(null, 3, 8)).toBe(0);
  });

  it("never starts above the tip", () => {
    expect(testModeStartHeight(800_000_000, tip, 8)).toBe(tip);
  });

  it("steps one block up until the tip, then starts over", () => {
    const start = testModeStartHeight(null, tip, 8);
    const shown = [start];
    for (let step = 0; step < 10; step++) shown.push(nextTestHeight(shown.at(-1)!, start, tip));
    expect(shown).toEqual([1_048_002, 1_048_003, 1_048_004, 1_048_005, 1_048_006, 1_048_007, 1_048_008, 1_048_009, 1_048_010, 1_048_002, 1_048_003]);
  });
});

import { describe, it, expect } from "vitest";
import {
  DIFFICULTY_EPOCH_BLOCKS,
  EPOCH_TARGET_TIMESPAN_SECONDS,
  MAX_DIFFICULTY_CHANGE_PERCENT,
  MIN_DIFFICULTY_CHANGE_PERCENT,
  TARGET_BLOCK_TIME_SECONDS,
  difficultyChangePercent,
  epochStartHeight,
  nextRetargetHeight,
  remainingBlocksToRetarget,
} from "../../../shared/chain/difficulty.ts";
import { InvalidHeightError } from "../../../shared/chain/height-error.ts";
import { type BlockHeight, blockHeight } from "../../../shared/types/units.ts";

describe("difficulty constants", () => {
  it("use research §5.8: epoch 2016, target 600 s, clamp −75 % … +300 %", () => {
    expect(DIFFICULTY_EPOCH_BLOCKS).toBe(2016);
    expect(TARGET_BLOCK_TIME_SECONDS).toBe(600);
    expect(EPOCH_TARGET_TIMESPAN_SECONDS).toBe(1_209_600);
    expect(MIN_DIFFICULTY_CHANGE_PERCENT).toBe(-75);
    expect(MAX_DIFFICULTY_CHANGE_PERCENT).toBe(300);
  });
});

describe("epoch heights", () => {
  it.each([
    [0, 0, 2016, 2016],
    [2015, 0, 2016, 1],
    [2016, 2016, 4032, 2016],
    [840_000, 838_656, 840_672, 672],
    [840_671, 838_656, 840_672, 1],
  ])("at height %i the epoch starts at %i, retargets at %i, %i blocks away", (height, start, next, remaining) => {
    expect(epochStartHeight(blockHeight(height))).toBe(start);
    expect(nextRetargetHeight(blockHeight(height))).toBe(next);
    expect(remainingBlocksToRetarget(blockHeight(height))).toBe(remaining);
  });

  it.each([-1, 1.5, Number.NaN])("rejects height %s", (input) => {
    expect(() => nextRetargetHeight(input as BlockHeight)).toThrow(InvalidHeightError);
  });
});

describe("difficultyChangePercent", () => {
  it.each([
    ["an on-target epoch keeps the difficulty", 1_209_600, 0],
    ["twice as fast doubles it", 604_800, 100],
    ["twice as slow halves it", 2_419_200, -50],
    ["research §5.8: at most +300 % however fast", 1_000, 300],
    ["exactly a quarter of the time is the +300 % edge", 302_400, 300],
    ["research §5.8: at least −75 % however slow", 12_096_000, -75],
    ["exactly four times the time is the −75 % edge", 4_838_400, -75],
  ])("%s", (_case, seconds, expected) => {
    expect(difficultyChangePercent(seconds)).toBeCloseTo(expected, 10);
  });

  it.each([
    ["zero", 0],
    ["a negative timespan", -600],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["a string", "600"],
  ])("rejects %s", (_case, input) => {
    expect(() => difficultyChangePercent(input as number)).toThrow(RangeError);
  });
});

/**
 * The shared rules added for the strip (shared/params/strip-layout.ts, shared/chain/stack-block.ts,
 * shared/chain/block-similarity.ts, shared/chain/block-cache-limits.ts,
 * shared/tables/indexing-indicators.ts).
 */
import { describe, expect, it } from "vitest";
import { BLOCK_BATCH_SIZE, BLOCK_CACHE_CAP, BLOCK_CACHE_PROTECTED_DEPTH, batchTopHeight } from "../../../../shared/chain/block-cache-limits.ts";
import { LOW_SIMILARITY_BELOW, animatesArrival, isLowSimilarity } from "../../../../shared/chain/block-similarity.ts";
import { blocksInStack, isStackBlock } from "../../../../shared/chain/stack-block.ts";
import {
  MOMENTUM_STOP_VELOCITY_PX_PER_MS,
  STRIP_BLOCK_GAP_PX,
  STRIP_BLOCK_PITCH_PX,
  STRIP_BLOCK_WIDTH_PX,
  STRIP_FIRST_PAGE_BLOCKS,
  TIME_DIRECTION_FLIP_MS,
  stripDividerOffsetPx,
} from "../../../../shared/params/strip-layout.ts";
import { indexingProgress } from "../../../../shared/tables/indexing-indicators.ts";

describe("strip layout (spec §9 Blocks and strip)", () => {
  it("has 125 px blocks with a 24 % gap", () => {
    expect(STRIP_BLOCK_WIDTH_PX).toBe(125);
    expect(STRIP_BLOCK_GAP_PX).toBe(30);
    expect(STRIP_BLOCK_PITCH_PX).toBe(155);
    expect(STRIP_FIRST_PAGE_BLOCKS).toBe(8);
    expect(MOMENTUM_STOP_VELOCITY_PX_PER_MS).toBe(0.005);
    expect(TIME_DIRECTION_FLIP_MS).toBe(1_000);
  });

  it("puts the divider at 50 % on wide screens, 420 px on wide Liquid and 95 % (less a block) on mobile", () => {
    expect(stripDividerOffsetPx(1440, "mainnet")).toBe(720);
    expect(stripDividerOffsetPx(1440, "liquidtestnet")).toBe(420);
    expect(stripDividerOffsetPx(768, "signet")).toBe(384);
    expect(stripDividerOffsetPx(767.98, "mainnet")).toBeCloseTo(767.98 * 0.95 - 155);
    expect(stripDividerOffsetPx(390, "liquid")).toBeCloseTo(215.5);
    expect(() => stripDividerOffsetPx(Number.NaN, "mainnet")).toThrow(RangeError);
  });
});

describe("stack blocks (spec §9: a stack when above one block's vsize)", () => {
  it("tells a stack from a full block", () => {
    expect(isStackBlock(1_000_000)).toBe(false);
    expect(isStackBlock(1_000_000.25)).toBe(true);
    expect(isStackBlock(Number.NaN)).toBe(false);
    expect(isStackBlock(80_000, 75_000)).toBe(true);
  });

  it("counts the blocks a stack holds, rounding up", () => {
    expect(blocksInStack(168_604_440)).toBe(169);
    expect(blocksInStack(2_000_000)).toBe(2);
    expect(blocksInStack(0)).toBe(1);
    expect(() => blocksInStack(-1)).toThrow(RangeError);
    expect(() => blocksInStack(1, 0)).toThrow(RangeError);
  });
});

describe("block similarity (spec §4.4, §9)", () => {
  it("is low under 50 % only", () => {
    expect(LOW_SIMILARITY_BELOW).toBe(0.5);
    expect(isLowSimilarity(0.499)).toBe(true);
    expect(isLowSimilarity(0.5)).toBe(false);
    expect(isLowSimilarity(undefined)).toBe(false);
    expect(isLowSimilarity(Number.NaN)).toBe(false);
  });

  it("animates a block above the previous tip, in a visible tab, unless its similarity is 0.5 or less", () => {
    expect(animatesArrival({ height: 101 }, 100, true)).toBe(true);
    expect(animatesArrival({ height: 105, similarity: 0.51 }, 100, true)).toBe(true);
    expect(animatesArrival({ height: 101, similarity: 0.5 }, 100, true)).toBe(false);
    expect(animatesArrival({ height: 100 }, 100, true)).toBe(false);
    expect(animatesArrival({ height: 101 }, 100, false)).toBe(false);
    expect(animatesArrival({ height: 101 }, -1, true)).toBe(false);
  });
});

describe("block cache limits (spec §4.4, §9)", () => {
  it("caps at 550 with 50 protected, in batches of ten", () => {
    expect([BLOCK_CACHE_CAP, BLOCK_CACHE_PROTECTED_DEPTH, BLOCK_BATCH_SIZE]).toEqual([550, 50, 10]);
  });

  it("aligns batches to multiples of ten", () => {
    expect(batchTopHeight(0)).toBe(9);
    expect(batchTopHeight(890_440)).toBe(890_449);
    expect(batchTopHeight(890_449)).toBe(890_449);
    expect(() => batchTopHeight(-1)).toThrow(RangeError);
    expect(() => batchTopHeight(1.5)).toThrow(RangeError);
  });
});

describe("indexing badges (spec §2.4)", () => {
  it("shows the three indexing indicators at 0 % or more, in table order", () => {
    expect(indexingProgress({ "weekly-hashrate-indexing": 3, mempool: 50, "block-indexing": 0, "daily-hashrate-indexing": -1 })).toEqual([
      { name: "block-indexing", percent: 0 },
      { name: "weekly-hashrate-indexing", percent: 3 },
    ]);
  });

  it("ignores junk", () => {
    expect(indexingProgress(null)).toEqual([]);
    expect(indexingProgress({ "block-indexing": "12" })).toEqual([]);
    expect(indexingProgress({ "block-indexing": 140 })).toEqual([{ name: "block-indexing", percent: 100 }]);
  });
});

import { describe, expect, it } from "vitest";
import {
  BLOCKS_PAGE_LENGTH,
  blocksPageCount,
  blocksPagePath,
  blocksPageStart,
  pagerWindow,
  parseBlocksPage,
} from "../../../shared/params/blocks-page.ts";

describe("parseBlocksPage", () => {
  it.each<[string | null | undefined, number]>([
    [undefined, 1],
    [null, 1],
    ["1", 1],
    ["2", 2],
    ["007", 7],
    ["69997", 69_997],
  ])("%j is page %i", (raw, page) => {
    expect(parseBlocksPage(raw)).toEqual({ ok: true, page });
  });

  it.each<[string, string]>([
    ["0", "below-one"],
    ["000", "below-one"],
    ["-1", "not-a-number"],
    ["1.5", "not-a-number"],
    ["abc", "not-a-number"],
    ["2x", "not-a-number"],
    [" 2", "not-a-number"],
    ["", "not-a-number"],
    ["1e3", "not-a-number"],
    ["99999999999999999999", "too-large"],
    ["9999999999999999", "too-large"],
  ])("refuses %j (%s)", (raw, reason) => {
    expect(parseBlocksPage(raw)).toEqual({ ok: false, reason });
  });
});

describe("page arithmetic (research §4: page N starts at tip − (N−1)·15)", () => {
  it("starts each page 15 blocks below the one before", () => {
    expect(BLOCKS_PAGE_LENGTH).toBe(15);
    expect(blocksPageStart(1000, 1)).toBe(1000);
    expect(blocksPageStart(1000, 2)).toBe(985);
    expect(blocksPageStart(1000, 67)).toBe(10);
    expect(blocksPageStart(1000, 68)).toBeLessThan(0);
  });

  it("counts the pages of heights 0 … tip", () => {
    expect(blocksPageCount(-1)).toBe(0);
    expect(blocksPageCount(0)).toBe(1);
    expect(blocksPageCount(14)).toBe(1);
    expect(blocksPageCount(15)).toBe(2);
    expect(blocksPageCount(1000)).toBe(67);
    // The last page's start is never below the genesis block, the one after it always is.
    for (const tip of [0, 14, 15, 29, 1000, 1_049_940]) {
      const last = blocksPageCount(tip);
      expect(blocksPageStart(tip, last)).toBeGreaterThanOrEqual(0);
      expect(blocksPageStart(tip, last + 1)).toBeLessThan(0);
    }
  });

  it("addresses page 1 as the list itself", () => {
    expect(blocksPagePath(1)).toBe("/blocks");
    expect(blocksPagePath(3)).toBe("/blocks?page=3");
  });
});

describe("pagerWindow", () => {
  it.each<[number, number, number, number[]]>([
    [1, 67, 5, [1, 2, 3, 4, 5]],
    [2, 67, 5, [1, 2, 3, 4, 5]],
    [10, 67, 5, [8, 9, 10, 11, 12]],
    [66, 67, 5, [63, 64, 65, 66, 67]],
    [67, 67, 5, [63, 64, 65, 66, 67]],
    [10, 67, 3, [9, 10, 11]],
    [1, 67, 3, [1, 2, 3]],
    [67, 67, 3, [65, 66, 67]],
    [2, 3, 5, [1, 2, 3]],
    [1, 1, 5, [1]],
    [1, 0, 5, []],
  ])("page %i of %i, %i wide: %j", (page, count, span, window) => {
    expect(pagerWindow(page, count, span)).toEqual(window);
  });

  it("keeps the narrow window inside the wide one", () => {
    for (let page = 1; page <= 12; page++) {
      const wide = pagerWindow(page, 12, 5);
      for (const number of pagerWindow(page, 12, 3)) expect(wide).toContain(number);
    }
  });
});

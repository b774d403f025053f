import { describe, expect, it } from "vitest";
import { parseBlocksPageData, readBlockPage } from "../../../../client/pages/blocks/blocks-page-data.ts";
import { shownBlocks } from "../../../../client/pages/blocks/shown-blocks.ts";
import { filterRbfTrees, parseRbfPageData, readRbfTrees } from "../../../../client/pages/rbf/rbf-page-data.ts";
import { block, blocksDown, txid } from "../../live/live-builders.ts";

const heights = (blocks: readonly { height: number }[]) => blocks.map((b) => b.height);

describe("shownBlocks", () => {
  const first = { page: 1, tipHeight: 100, blocks: blocksDown(100, 15) };

  it("prepends live blocks above the first page and keeps 15, marking the new ones", () => {
    const shown = shownBlocks(first, [block(102), block(101), block(100), block(99)]);
    expect(heights(shown.blocks)).toEqual([102, 101, ...heights(blocksDown(100, 13))]);
    expect([...shown.liveHeights].sort()).toEqual([101, 102]);
    expect(shown.behind).toBe(false);
    expect(shown.pageCount).toBe(7); // heights 0…102
  });

  it("takes live blocks in any order, each height once", () => {
    expect(heights(shownBlocks(first, [block(101), block(102), block(101)]).blocks.slice(0, 3))).toEqual([102, 101, 100]);
  });

  it("never leaves a gap: blocks above a missing height wait, and the page says it is behind", () => {
    const shown = shownBlocks(first, [block(101), block(103)]);
    expect(heights(shown.blocks).slice(0, 2)).toEqual([101, 100]);
    expect(shown.behind).toBe(true);
  });

  it("leaves other pages as loaded, but counts pages with the live tip", () => {
    const second = { page: 2, tipHeight: 100, blocks: blocksDown(85, 15) };
    const shown = shownBlocks(second, [block(120)]);
    expect(heights(shown.blocks)).toEqual(heights(blocksDown(85, 15)));
    expect(shown.liveHeights.size).toBe(0);
    expect(shown.pageCount).toBe(9);
    expect(shown.behind).toBe(false);
  });

  it("fills an empty chain's first page from live blocks", () => {
    const shown = shownBlocks({ page: 1, tipHeight: -1, blocks: [] }, [block(0), block(1)]);
    expect(heights(shown.blocks)).toEqual([1, 0]);
  });
});

describe("the blocks page's readers", () => {
  it("reads a page newest first, at most 15", () => {
    expect(heights(readBlockPage([...blocksDown(20, 20)].reverse())!)).toEqual(heights(blocksDown(20, 15)));
  });

  it("refuses a list with a block it cannot read", () => {
    expect(readBlockPage([block(3), { height: 2 }])).toBeUndefined();
    expect(readBlockPage({})).toBeUndefined();
  });

  it("reads its data back from the document and refuses what is not it", () => {
    const data = { page: 2, tipHeight: 100, blocks: blocksDown(85, 15) };
    expect(parseBlocksPageData(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(() => parseBlocksPageData({ ...data, page: 0 })).toThrow(TypeError);
    expect(() => parseBlocksPageData({ ...data, tipHeight: "x" })).toThrow(TypeError);
    expect(() => parseBlocksPageData({ ...data, blocks: [1] })).toThrow(TypeError);
  });
});

const rbfTx = (n: number, rate: number, extra: Record<string, unknown> = {}) => ({ txid: txid(n), fee: rate * 141, vsize: 141, value: 50_000, rate, time: 1_700_000_000 + n, rbf: true, ...extra });
const tree = (n: number, fullRbf: boolean) => ({
  tx: rbfTx(n, 12, fullRbf ? { fullRbf } : {}),
  time: 1_700_000_100,
  fullRbf,
  replaces: [{ tx: rbfTx(n + 1000, 3), time: 1_700_000_000, interval: 100, fullRbf: false, replaces: [] }],
});

describe("the replacements page's readers", () => {
  it("reads trees and filters the full-RBF ones", () => {
    const trees = readRbfTrees([tree(1, true), tree(2, false), tree(3, true)])!;
    expect(trees.map((t) => t.tx.txid)).toEqual([txid(1), txid(2), txid(3)]);
    expect(filterRbfTrees(trees, true).map((t) => t.tx.txid)).toEqual([txid(1), txid(3)]);
    expect(filterRbfTrees(trees, false)).toBe(trees);
    expect(trees[0]!.replaces[0]).toMatchObject({ tx: { txid: txid(1001), rate: 3 }, interval: 100 });
  });

  it("refuses a list with an unreadable tree, and page data without trees", () => {
    expect(readRbfTrees([tree(1, false), { tx: { txid: "x" } }])).toBeUndefined();
    expect(() => parseRbfPageData({})).toThrow(TypeError);
    expect(parseRbfPageData({ trees: [] })).toEqual({ trees: [] });
  });
});

import { describe, expect, it } from "vitest";
import { ConfirmedBlockCache, FAILED_BATCH_RETRY_MS } from "../../../client/components/blockchain-strip/confirmed-block-cache.ts";
import { BLOCK_CACHE_CAP, BLOCK_CACHE_PROTECTED_DEPTH } from "../../../shared/chain/block-cache-limits.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { blockAt } from "./fixtures.ts";

const range = (high: number, low: number): number[] => Array.from({ length: high - low + 1 }, (_, i) => high - i);
const live = (tip: number, count = 8): BlockExtended[] => range(tip, tip - count + 1).map((height) => blockAt(height));

describe("ConfirmedBlockCache", () => {
  it("holds the live first page and knows the tip", () => {
    const cache = new ConfirmedBlockCache();
    expect(cache.addLive(live(837_050))).toBe(8);
    expect(cache.tip).toBe(837_050);
    expect(cache.get(837_043)?.height).toBe(837_043);
    expect(cache.get(837_042)).toBeUndefined();
  });

  it("asks for the batches of ten holding the missing heights, nearest first, each once", () => {
    const cache = new ConfirmedBlockCache();
    cache.addLive(live(837_050));
    // 837043 … 837050 are here; 837025 … 837042 span two batches.
    expect(cache.batchesToLoad(837_025, 837_050, 0)).toEqual([837_049, 837_039, 837_029]);
    cache.startLoad(837_049);
    expect(cache.batchesToLoad(837_025, 837_050, 0)).toEqual([837_039, 837_029]);
  });

  it("asks the API from the tip for the batch that holds it", () => {
    const cache = new ConfirmedBlockCache();
    cache.addLive(live(837_045, 3));
    // 837043 … 837045 are here; 837040 … 837042 are in the batch 837040 … 837049.
    expect(cache.batchesToLoad(837_030, 837_045, 0)).toEqual([837_049, 837_039]);
    expect(cache.requestHeight(837_049)).toBe(837_045);
    expect(cache.requestHeight(837_039)).toBe(837_039);
  });

  it("keeps only its own batch from an answer, and never lets a fetch replace a live block", () => {
    const cache = new ConfirmedBlockCache();
    cache.addLive(live(837_050));
    const liveBlock = cache.get(837_045);
    cache.startLoad(837_049);
    // The API answers 15 blocks from 837049 down; 837030 … 837034 belong to the next batch.
    const answer = range(837_049, 837_035).map((height) => blockAt(height, { id: `fetched-${height}` }));
    expect(cache.finishLoad(837_049, answer, 0)).toBe(3);
    expect(cache.get(837_045)).toBe(liveBlock);
    expect(cache.get(837_040)?.id).toBe("fetched-837040");
    expect(cache.get(837_039)).toBeUndefined();
    expect(cache.isLoading(837_049)).toBe(false);
  });

  it("lets new live blocks replace cached ones at the same height (a reorganisation)", () => {
    const cache = new ConfirmedBlockCache();
    cache.addLive(live(837_050));
    cache.addLive([blockAt(837_050, { id: "reorg" })]);
    expect(cache.get(837_050)?.id).toBe("reorg");
  });

  it("does not ask again at once when an answer leaves holes in its batch (no request loop)", () => {
    const cache = new ConfirmedBlockCache();
    cache.addLive(live(837_050));
    cache.startLoad(837_039);
    // A backend (or a reader) that gives only part of the batch: 837030 and 837031 stay missing.
    cache.finishLoad(837_039, range(837_039, 837_032).map((height) => blockAt(height)), 1_000);
    expect(cache.get(837_032)).toBeDefined();
    expect(cache.batchesToLoad(837_030, 837_039, 1_000)).toEqual([]);
    expect(cache.batchesToLoad(837_030, 837_039, 1_000 + FAILED_BATCH_RETRY_MS)).toEqual([837_039]);
  });

  it("waits before asking again for a batch that failed", () => {
    const cache = new ConfirmedBlockCache();
    cache.addLive(live(837_050));
    cache.startLoad(837_039);
    cache.failLoad(837_039, 1_000);
    expect(cache.batchesToLoad(837_030, 837_039, 1_000 + FAILED_BATCH_RETRY_MS - 1)).toEqual([]);
    expect(cache.batchesToLoad(837_030, 837_039, 1_000 + FAILED_BATCH_RETRY_MS)).toEqual([837_039]);
  });

  it("asks for nothing below genesis or above the tip", () => {
    const cache = new ConfirmedBlockCache();
    cache.addLive(live(12, 3));
    expect(cache.batchesToLoad(-20, 40, 0)).toEqual([9]);
  });

  it("drops malformed blocks and keeps the rest", () => {
    const cache = new ConfirmedBlockCache();
    const bad = [null, { height: -1, id: "x" }, { height: 1.5, id: "y" }, { height: 3 }, blockAt(4)] as unknown as BlockExtended[];
    expect(cache.addLive(bad)).toBe(1);
    expect(cache.size).toBe(1);
    expect(cache.addLive("nonsense" as unknown as BlockExtended[])).toBe(0);
  });

  it("forgets the least recently shown blocks past the cap, never those near the tip", () => {
    const cache = new ConfirmedBlockCache();
    const tip = 10_000;
    // Fill from the tip down, 50 at a time, past the cap.
    for (let top = tip; top > tip - 700; top -= 50) cache.addLive(range(top, top - 49).map((height) => blockAt(height)));
    expect(cache.size).toBe(BLOCK_CACHE_CAP);
    for (let depth = 0; depth < BLOCK_CACHE_PROTECTED_DEPTH; depth++) expect(cache.get(tip - depth)).toBeDefined();
    // The oldest batches arrived last, so the middle ones (least recently added) went first.
    expect(cache.get(tip - 699)).toBeDefined();
    expect(cache.get(tip - 50)).toBeUndefined();
  });

  it("keeps blocks that were just shown when it has to forget some", () => {
    const cache = new ConfirmedBlockCache({ cap: 20, protectedDepth: 5 });
    cache.addLive(range(100, 81).map((height) => blockAt(height)));
    cache.touch([81, 82]);
    cache.addLive([blockAt(80), blockAt(79)]);
    expect(cache.size).toBe(20);
    expect(cache.get(81)).toBeDefined();
    expect(cache.get(82)).toBeDefined();
    // 96 … 100 are protected, so the next least recently shown, 95 and 94, went.
    expect(cache.get(95)).toBeUndefined();
    expect(cache.get(94)).toBeUndefined();
    expect(cache.get(100)).toBeDefined();
  });

  it("starts over on clear", () => {
    const cache = new ConfirmedBlockCache();
    cache.addLive(live(837_050));
    cache.startLoad(837_039);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.tip).toBe(-1);
    expect(cache.isLoading(837_039)).toBe(false);
  });
});

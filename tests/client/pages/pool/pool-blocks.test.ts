import { describe, expect, it } from "vitest";
import { appendOlderBlocks, olderBlocksCursor, shownPoolBlocks } from "../../../../client/pages/pool/pool-blocks.ts";
import { poolBlock } from "./pool-fixtures.ts";

const heights = (blocks: readonly { height: number }[]) => blocks.map((block) => block.height);

describe("shownPoolBlocks", () => {
  const loaded = [poolBlock(900), poolBlock(890), poolBlock(870)];

  it("puts this pool's live blocks above the loaded ones, newest first, and marks them", () => {
    const live = [poolBlock(905), poolBlock(904, "harborhash"), poolBlock(903), poolBlock(900), poolBlock(899)];
    const shown = shownPoolBlocks("tidewater", loaded, live);
    expect(heights(shown.blocks)).toEqual([905, 903, 900, 890, 870]);
    expect([...shown.liveHeights].sort()).toEqual([903, 905]);
  });

  it("shows the loaded blocks alone when nothing new arrived", () => {
    const shown = shownPoolBlocks("tidewater", loaded, [poolBlock(900), poolBlock(901, "riptide")]);
    expect(heights(shown.blocks)).toEqual([900, 890, 870]);
    expect(shown.liveHeights.size).toBe(0);
  });

  it("lists live blocks of a pool that had none loaded", () => {
    expect(heights(shownPoolBlocks("tidewater", [], [poolBlock(3), poolBlock(5)]).blocks)).toEqual([5, 3]);
  });
});

describe("olderBlocksCursor", () => {
  it("pages below the last height shown while the pool has more blocks", () => {
    expect(olderBlocksCursor([poolBlock(900), poolBlock(870)], 3)).toBe(870);
  });

  it("stops when every block is shown, or none is", () => {
    expect(olderBlocksCursor([poolBlock(900), poolBlock(870)], 2)).toBeNull();
    expect(olderBlocksCursor([], 10)).toBeNull();
  });
});

describe("appendOlderBlocks", () => {
  it("adds what is new and counts it", () => {
    const result = appendOlderBlocks([poolBlock(900), poolBlock(870)], [poolBlock(870), poolBlock(860)]);
    expect(heights(result.blocks)).toEqual([900, 870, 860]);
    expect(result.added).toBe(1);
  });
});

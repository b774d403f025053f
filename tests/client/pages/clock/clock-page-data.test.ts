import { describe, expect, it, vi } from "vitest";
import { loadPageDataEntry } from "../../../../client/app/page-data.tsx";
import { clockPageData, loadClockBlocks, readClockPageData } from "../../../../client/pages/clock/clock-page-data.ts";
import { blocksDown } from "../../live/live-builders.ts";
import { tableApi } from "../tx/tx-fixtures.ts";

const heights = (blocks: readonly { height: number }[]) => blocks.map((block) => block.height);

describe("the clock's blocks, loaded for the first paint", () => {
  it("take the newest page and the block below it: 16 blocks, the tip first", async () => {
    const api = tableApi({ "/api/v1/blocks": blocksDown(1000, 15), "/api/v1/blocks/985": blocksDown(985, 15) });
    const { blocks } = await loadClockBlocks(api);
    expect(heights(blocks)).toEqual(Array.from({ length: 16 }, (_, i) => 1000 - i));
    expect(api.asked).toEqual(["/api/v1/blocks", "/api/v1/blocks/985"]);
  });

  it("ask once when the first page holds enough", async () => {
    const api = tableApi({ "/api/v1/blocks": blocksDown(1000, 20) });
    expect((await loadClockBlocks(api)).blocks).toHaveLength(16);
    expect(api.asked).toEqual(["/api/v1/blocks"]);
  });

  it("ask nothing below the genesis block", async () => {
    const api = tableApi({ "/api/v1/blocks": blocksDown(3, 4) });
    expect(heights((await loadClockBlocks(api)).blocks)).toEqual([3, 2, 1, 0]);
    expect(api.asked).toEqual(["/api/v1/blocks"]);
  });

  it("keep the newest page when the one below fails, and say why", async () => {
    const log = vi.fn();
    const { blocks } = await loadClockBlocks(tableApi({ "/api/v1/blocks": blocksDown(1000, 15), "/api/v1/blocks/985": 503 }), log);
    expect(blocks).toHaveLength(15);
    expect(log).toHaveBeenCalledOnce();
  });

  it("fail as the page's error when the newest blocks cannot be had", async () => {
    const entry = await loadPageDataEntry(clockPageData, {}, tableApi({ "/api/v1/blocks": 503 }));
    expect(entry).toMatchObject({ key: "clock:blocks", error: { status: 503 } });
  });

  it("read back from the document only as a list of blocks", () => {
    expect(heights(readClockPageData({ blocks: blocksDown(50, 3) }).blocks)).toEqual([50, 49, 48]);
    expect(() => readClockPageData({ blocks: "none" })).toThrow(TypeError);
    expect(() => readClockPageData(null)).toThrow(TypeError);
  });
});

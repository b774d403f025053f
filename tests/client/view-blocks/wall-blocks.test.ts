import { describe, expect, it } from "vitest";
import { ApiError } from "../../../client/api/api-fetch.ts";
import { type ApiGet, loadPageDataEntry } from "../../../client/app/page-data.tsx";
import { parseViewBlocksPageData, viewBlocksPageData } from "../../../client/pages/view-blocks/view-blocks-page-data.ts";
import { type WallBlock, listBlocks, loadWall, pushBlock, wallBlockOf, wallStep } from "../../../client/pages/view-blocks/wall-blocks.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import { TEST_SITE } from "../../support/page-state.ts";

const TIP = 1_048_040;
const FIRST = 1_048_000;

const hashOf = (height: number): string => height.toString(16).padStart(64, "0");
const txOf = (height: number, index: number): TransactionStripped => ({
  txid: (height * 100 + index).toString(16).padStart(64, "a"),
  fee: 1_000 + index,
  vsize: 140.25,
  value: 50_000,
  rate: (1_000 + index) / 140.25,
  flags: 1_028,
  time: 1_732_000_000,
  ...(index === 1 ? { acc: true } : {}),
});

/** A block as /api/v1/blocks lists it, as far as the readers look. */
function blockAt(height: number, pool: string | null = `Pool ${height % 3}`): BlockExtended {
  return {
    id: hashOf(height),
    height,
    previousblockhash: height === 0 ? null : hashOf(height - 1),
    timestamp: 1_732_000_000 + height,
    size: 1_000,
    weight: 4_000,
    tx_count: 3,
    extras: { medianFee: 2, totalFees: 3_000, feeRange: [1, 2, 3], ...(pool === null ? {} : { pool: { id: 1, name: pool, slug: "pool" } }) },
  } as unknown as BlockExtended;
}

/** A backend of the heights FIRST…TIP (15 blocks a page, from the tip for a height above it), counting requests. */
function fakeApi(options: { failSummaryOf?: number } = {}): { api: ApiGet; requests: string[] } {
  const requests: string[] = [];
  const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { "content-type": "application/json" } });
  const api: ApiGet = async (path) => {
    requests.push(path);
    const list = /^\/api\/v1\/blocks(?:\/(\d+))?$/.exec(path);
    if (list) {
      const from = Math.min(list[1] === undefined ? TIP : Number(list[1]), TIP);
      const heights = Array.from({ length: 15 }, (_, index) => from - index).filter((height) => height >= FIRST);
      return json(heights.map((height) => blockAt(height)));
    }
    const summary = /^\/api\/v1\/block\/([0-9a-f]{64})\/summary$/.exec(path);
    if (summary) {
      const height = Number.parseInt(summary[1]!, 16);
      if (height === options.failSummaryOf) throw new ApiError(500, path, "summary failed");
      return json([0, 1, 2].map((index) => txOf(height, index)));
    }
    throw new ApiError(404, path, "no such path");
  };
  return { api, requests };
}

const wallOf = (...heights: number[]): WallBlock[] => heights.map((height) => wallBlockOf(blockAt(height), [txOf(height, 0)]));

describe("wallStep", () => {
  const shown = wallOf(TIP - 1, TIP - 2, TIP - 3);

  it("waits while the live state has no block", () => {
    expect(wallStep(shown, undefined)).toEqual({ kind: "none" });
  });

  it("does nothing for the block the wall shows first, or a lower one", () => {
    expect(wallStep(shown, blockAt(TIP - 1))).toEqual({ kind: "none" });
    expect(wallStep(shown, blockAt(TIP - 5))).toEqual({ kind: "none" });
  });

  it("moves one step on for the next block on the wall's newest", () => {
    const next = blockAt(TIP);
    expect(wallStep(shown, next)).toEqual({ kind: "push", block: next });
  });

  it("loads the wall again from a block further ahead (some were missed)", () => {
    expect(wallStep(shown, blockAt(TIP + 2))).toEqual({ kind: "reload", fromHeight: TIP + 2 });
  });

  it("loads the wall again for a next block that builds on another one (a reorganisation)", () => {
    const other = { ...blockAt(TIP), previousblockhash: "ff".repeat(32) } as BlockExtended;
    expect(wallStep(shown, other)).toEqual({ kind: "reload", fromHeight: TIP });
    const replaced = { ...blockAt(TIP - 1), id: "ee".repeat(32) } as BlockExtended;
    expect(wallStep(shown, replaced)).toEqual({ kind: "reload", fromHeight: TIP - 1 });
  });

  it("fills an empty wall from the newest block", () => {
    expect(wallStep([], blockAt(TIP))).toEqual({ kind: "reload", fromHeight: TIP });
  });
});

describe("pushBlock", () => {
  it("puts the new block first and lets the oldest go, so the wall never grows", () => {
    let wall = wallOf(TIP - 1, TIP - 2, TIP - 3);
    for (let height = TIP; height < TIP + 50; height++) wall = pushBlock(wall, wallOf(height)[0]!, 3);
    expect(wall.map((block) => block.height)).toEqual([TIP + 49, TIP + 48, TIP + 47]);
  });

  it("grows a wall shorter than its count", () => {
    expect(pushBlock(wallOf(TIP - 1), wallOf(TIP)[0]!, 3).map((block) => block.height)).toEqual([TIP, TIP - 1]);
  });
});

describe("listBlocks", () => {
  it("reads as many pages of the backend's list as it takes, newest first", async () => {
    const { api, requests } = fakeApi();
    const blocks = await listBlocks(api, null, 16);
    expect(blocks.map((block) => block.height)).toEqual(Array.from({ length: 16 }, (_, index) => TIP - index));
    expect(requests).toEqual(["/api/v1/blocks", `/api/v1/blocks/${TIP - 15}`]);
  });

  it("starts at a height, and never lists blocks above it", async () => {
    const { api } = fakeApi();
    expect((await listBlocks(api, TIP - 20, 2)).map((block) => block.height)).toEqual([TIP - 20, TIP - 21]);
    expect((await listBlocks(api, TIP + 5, 1)).map((block) => block.height)).toEqual([TIP]);
  });

  it("stops where the backend's chain stops", async () => {
    const { api } = fakeApi();
    expect((await listBlocks(api, FIRST + 2, 8)).map((block) => block.height)).toEqual([FIRST + 2, FIRST + 1, FIRST]);
  });
});

describe("loadWall", () => {
  it("loads each block's transactions, and an empty graph for a summary that failed (spec §4.5)", async () => {
    const { api } = fakeApi({ failSummaryOf: TIP - 1 });
    const wall = await loadWall(api, null, 3);
    expect(wall.map((block) => [block.height, block.transactions.length])).toEqual([[TIP, 3], [TIP - 1, 0], [TIP - 2, 3]]);
    expect(wall[0]).toMatchObject({ id: hashOf(TIP), previousHash: hashOf(TIP - 1), pool: `Pool ${TIP % 3}` });
  });

  it("keeps the transactions of blocks it already shows instead of asking again", async () => {
    const { api, requests } = fakeApi();
    const known = new Map(wallOf(TIP - 1).map((block) => [block.id, block]));
    const wall = await loadWall(api, TIP, 2, known);
    expect(wall[1]?.transactions).toBe(known.get(hashOf(TIP - 1))?.transactions);
    expect(requests.filter((path) => path.endsWith("/summary"))).toEqual([`/api/v1/block/${hashOf(TIP)}/summary`]);
  });

  it("names no pool for a block without one (a Liquid block)", () => {
    expect(wallBlockOf(blockAt(TIP, null), []).pool).toBeNull();
  });
});

describe("the page data of /view/blocks", () => {
  it("travels packed and reads back as the wall it loaded", async () => {
    const { api } = fakeApi();
    const entry = await loadPageDataEntry(viewBlocksPageData, { numBlocks: "2" }, api, TEST_SITE);
    if (!("data" in entry)) throw new Error(`the loader failed: ${JSON.stringify(entry)}`);
    expect(entry.key).toBe("view-blocks:2:live");
    const travelled = JSON.parse(JSON.stringify(entry.data)) as { blocks: { transactions: unknown[] }[] };
    expect(travelled.blocks[0]?.transactions[1]).toEqual([txOf(TIP, 1).txid, 1_001, 140.25, 50_000, 1_001 / 140.25, 1_028, 1_732_000_000, 1]);
    expect(parseViewBlocksPageData(travelled)).toEqual({ blocks: await loadWall(fakeApi().api, null, 2) });
  });

  it("loads test mode's wall from its first height, eight below the tip without one (spec §2.10)", async () => {
    const { api } = fakeApi();
    const asked = await loadPageDataEntry(viewBlocksPageData, { test: "true", testHeight: String(TIP - 30), numBlocks: "2" }, api, TEST_SITE);
    expect(asked.key).toBe(`view-blocks:2:test:${TIP - 30}`);
    expect(parseViewBlocksPageData("data" in asked ? asked.data : null).blocks.map((block) => block.height)).toEqual([TIP - 30, TIP - 31]);
    const fromTip = await loadPageDataEntry(viewBlocksPageData, { test: "true", numBlocks: "8" }, api, TEST_SITE);
    expect(parseViewBlocksPageData("data" in fromTip ? fromTip.data : null).blocks[0]?.height).toBe(TIP - 8);
  });

  it("turns a list the backend would not give into the API's error", async () => {
    const api: ApiGet = async (path) => {
      throw new ApiError(503, path, "backend away");
    };
    expect(await loadPageDataEntry(viewBlocksPageData, {}, api, TEST_SITE)).toEqual({ key: "view-blocks:8:live", error: { status: 503, message: "backend away" } });
  });

  it("refuses data that is not a wall", () => {
    expect(() => parseViewBlocksPageData({ blocks: [{ id: "nope", height: 1, previousHash: null, pool: null, transactions: [] }] })).toThrow(TypeError);
    expect(() => parseViewBlocksPageData({ blocks: [{ id: hashOf(1), height: 1, previousHash: null, pool: null, transactions: [["x"]] }] })).toThrow(TypeError);
    expect(() => parseViewBlocksPageData(null)).toThrow(TypeError);
  });
});

import { describe, expect, it, vi } from "vitest";
import { loadPageDataEntry } from "../../../../client/app/page-data.tsx";
import { clockPageData, loadClockBlocks, loadClockPage, readClockPageData } from "../../../../client/pages/clock/clock-page-data.ts";
import { blocksDown, txid } from "../../live/live-builders.ts";
import { tableApi } from "../tx/tx-fixtures.ts";
import { TEST_SITE } from "../../../support/page-state.ts";

const heights = (blocks: readonly { height: number }[]) => blocks.map((block) => block.height);
const MEMPOOL_BLOCK = { blockSize: 1_500_000, blockVSize: 997_000, nTx: 3_000, totalFees: 4_000_000, medianFee: 3.5, feeRange: [1, 2, 3, 4, 5, 6, 9] };
const summary = (count: number) => Array.from({ length: count }, (_, i) => ({ txid: txid(i + 1), fee: 1_000, vsize: 200, value: 50_000, rate: 5, flags: 0 }));

describe("the clock's blocks, loaded for the first paint", () => {
  it("take the newest page and the block below it: 16 blocks, the tip first", async () => {
    const api = tableApi({ "/api/v1/blocks": blocksDown(1000, 15), "/api/v1/blocks/985": blocksDown(985, 15) });
    expect(heights(await loadClockBlocks(api))).toEqual(Array.from({ length: 16 }, (_, i) => 1000 - i));
    expect(api.asked).toEqual(["/api/v1/blocks", "/api/v1/blocks/985"]);
  });

  it("ask once when the first page holds enough", async () => {
    const api = tableApi({ "/api/v1/blocks": blocksDown(1000, 20) });
    expect(await loadClockBlocks(api)).toHaveLength(16);
    expect(api.asked).toEqual(["/api/v1/blocks"]);
  });

  it("ask nothing below the genesis block", async () => {
    const api = tableApi({ "/api/v1/blocks": blocksDown(3, 4) });
    expect(heights(await loadClockBlocks(api))).toEqual([3, 2, 1, 0]);
    expect(api.asked).toEqual(["/api/v1/blocks"]);
  });

  it("keep the newest page when the one below fails, and say why", async () => {
    const log = vi.fn();
    expect(await loadClockBlocks(tableApi({ "/api/v1/blocks": blocksDown(1000, 15), "/api/v1/blocks/985": 503 }), log)).toHaveLength(15);
    expect(log).toHaveBeenCalledOnce();
  });

  it("fail as the page's error when the newest blocks cannot be had", async () => {
    const entry = await loadPageDataEntry(clockPageData, { mode: "mempool", index: "0" }, tableApi({ "/api/v1/blocks": 503 }), TEST_SITE);
    expect(entry).toMatchObject({ key: "clock:mempool:0", error: { status: 503 } });
  });
});

describe("the chosen block's transactions", () => {
  const blocks = blocksDown(1000, 20);
  const hashOf = (height: number) => blocks.find((block) => block.height === height)!.id;

  it("come with mined mode's block, numbered from the newest", async () => {
    const api = tableApi({ "/api/v1/blocks": blocks, [`/api/v1/block/${hashOf(997)}/summary`]: summary(3) });
    const data = await loadClockPage({ mode: "mined", index: "3" }, api, "server");
    expect(data.chosen).toEqual({ hash: hashOf(997), transactions: summary(3) });
    expect(api.asked).not.toContain(`/api/v1/block/${hashOf(997)}/audit-summary`);
  });

  it("come for the oldest kept block when the index is beyond it, as the page lowers it", async () => {
    const api = tableApi({ "/api/v1/blocks": blocks, [`/api/v1/block/${hashOf(985)}/summary`]: summary(1) });
    expect((await loadClockPage({ mode: "mined", index: "40" }, api, "server")).chosen?.hash).toBe(hashOf(985));
  });

  it("are an empty list when the summary fails: the graph is empty, the clock is not", async () => {
    const data = await loadClockPage({ mode: "mined", index: "0" }, tableApi({ "/api/v1/blocks": blocks }), "server", vi.fn());
    expect(data.chosen).toEqual({ hash: hashOf(1000), transactions: [] });
    expect(data.blocks).toHaveLength(16);
  });

  it("are in mempool mode the projected block's list, lowered as the page lowers it; no mined block is asked for", async () => {
    const tuple = [txid(7), 1_000, 200, 50_000, 5, 0, 1_700_000_000];
    const api = tableApi({ "/api/v1/blocks": blocks, "/api/v1/fees/mempool-blocks": [MEMPOOL_BLOCK, MEMPOOL_BLOCK], "/api/v1/projected-block/1": { index: 1, blockTransactions: [tuple] } });
    const data = await loadClockPage({ mode: "mempool", index: "2" }, api, "server");
    expect(data.chosen).toBeNull();
    expect(data.projected).toEqual({ index: 1, transactions: [{ txid: txid(7), fee: 1_000, vsize: 200, value: 50_000, rate: 5, flags: 0, time: 1_700_000_000 }] });
    expect(api.asked.filter((path) => path.includes("/block/"))).toEqual([]);
    expect(readClockPageData(JSON.parse(JSON.stringify(clockPageData.pack!(data)))).projected).toEqual(data.projected);
  });

  it("leave the clock whole in mempool mode when the projected block cannot be had", async () => {
    const data = await loadClockPage({ mode: "mempool", index: "0" }, tableApi({ "/api/v1/blocks": blocks, "/api/v1/fees/mempool-blocks": 503 }), "server", vi.fn());
    expect(data.blocks).toHaveLength(16);
    expect(data.projected).toEqual({ index: 0, transactions: null });
  });

  it("name the data by mode and block", () => {
    expect(clockPageData.key({ mode: "mined", index: "3" })).toBe("clock:mined:3");
    expect(clockPageData.key({ mode: "mempool", index: "3" })).toBe("clock:mempool:3");
    expect(clockPageData.key({ mode: "mempool", index: "0" })).toBe("clock:mempool:0");
  });
});

describe("the clock's data, read back from the document", () => {
  it("takes a list of blocks and the chosen block's transactions", () => {
    const data = readClockPageData({ blocks: blocksDown(50, 3), chosen: { hash: "ab".repeat(32), transactions: summary(2) } });
    expect(heights(data.blocks)).toEqual([50, 49, 48]);
    expect(data.chosen?.transactions).toHaveLength(2);
    expect(readClockPageData({ blocks: [], chosen: null }).chosen).toBeNull();
  });

  it("refuses anything else", () => {
    expect(() => readClockPageData({ blocks: "none", chosen: null })).toThrow(TypeError);
    expect(() => readClockPageData({ blocks: [], chosen: { hash: "x", transactions: [] } })).toThrow(TypeError);
    expect(() => readClockPageData(null)).toThrow(TypeError);
  });
});

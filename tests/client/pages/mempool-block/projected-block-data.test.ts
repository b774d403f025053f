import { describe, expect, it, vi } from "vitest";
import { loadPageDataEntry } from "../../../../client/app/page-data.tsx";
import { loadProjectedBlock, projectedBlockPageData, readProjectedBlockData } from "../../../../client/pages/mempool-block/projected-block-data.ts";
import { txid } from "../../live/live-builders.ts";
import { TEST_SITE } from "../../../support/page-state.ts";
import { tableApi } from "../tx/tx-fixtures.ts";

const BLOCK = { blockSize: 1_500_000, blockVSize: 997_000, nTx: 3_000, totalFees: 4_000_000, medianFee: 3.5, feeRange: [1, 2, 3, 4, 5, 6, 9] };
const tuple = (n: number, accelerated = false) => (accelerated ? [txid(n), 1_000, 200, 50_000, 5, 0, 1_700_000_000, 1] : [txid(n), 1_000, 200, 50_000, 5, 0, 1_700_000_000]);
const stripped = (n: number) => ({ txid: txid(n), fee: 1_000, vsize: 200, value: 50_000, rate: 5, flags: 0, time: 1_700_000_000 });

describe("a projected block's transactions, loaded for the first paint", () => {
  it("come for the route's index while that many blocks are projected", async () => {
    const api = tableApi({ "/api/v1/fees/mempool-blocks": [BLOCK, BLOCK, BLOCK], "/api/v1/projected-block/2": { index: 2, blockTransactions: [tuple(1), tuple(2, true)] } });
    expect(await loadProjectedBlock("2", api, "server")).toEqual({ index: 2, transactions: [stripped(1), { ...stripped(2), acc: true }] });
    expect(api.asked).toEqual(["/api/v1/fees/mempool-blocks", "/api/v1/projected-block/2"]);
  });

  it("come for the last projected block when the index is beyond it, and for 0 when the route's index is not one", async () => {
    const api = tableApi({ "/api/v1/fees/mempool-blocks": [BLOCK, BLOCK], "/api/v1/projected-block/1": { index: 1, blockTransactions: [tuple(3)] }, "/api/v1/projected-block/0": { index: 0, blockTransactions: [] } });
    expect(await loadProjectedBlock("40", api, "server")).toEqual({ index: 1, transactions: [stripped(3)] });
    expect(await loadProjectedBlock("x", api, "server")).toEqual({ index: 0, transactions: [] });
  });

  it("are not asked for on a navigation in the browser, whose socket brings them", async () => {
    const api = tableApi({});
    expect(await loadProjectedBlock("3", api, "browser")).toEqual({ index: 3, transactions: null });
    expect(await loadPageDataEntry(projectedBlockPageData, { index: "x" }, api, { ...TEST_SITE, side: "browser" })).toEqual({ key: "mempool-block:0", data: { index: 0, blockTransactions: null } });
    expect(api.asked).toEqual([]);
  });

  it("are an empty list, asked of nobody, when nothing is projected", async () => {
    const api = tableApi({ "/api/v1/fees/mempool-blocks": [] });
    expect(await loadProjectedBlock("3", api, "server")).toEqual({ index: 0, transactions: [] });
    expect(api.asked).toEqual(["/api/v1/fees/mempool-blocks"]);
  });

  it("are null, never the page's error, when either answer fails or cannot be read, and say why", async () => {
    for (const table of [
      { "/api/v1/fees/mempool-blocks": 503 },
      { "/api/v1/fees/mempool-blocks": [BLOCK], "/api/v1/projected-block/0": 503 },
      { "/api/v1/fees/mempool-blocks": [BLOCK], "/api/v1/projected-block/0": { index: 0, blockTransactions: [["not-a-txid", 1]] } },
    ]) {
      const log = vi.fn();
      expect(await loadProjectedBlock("0", tableApi(table), "server", log), JSON.stringify(table)).toEqual({ index: 0, transactions: null });
      expect(log).toHaveBeenCalledOnce();
    }
    // Another block's list (the hub's projection moved on) is not this one's.
    const other = tableApi({ "/api/v1/fees/mempool-blocks": [BLOCK], "/api/v1/projected-block/0": { index: 1, blockTransactions: [] } });
    expect(await loadProjectedBlock("0", other, "server")).toEqual({ index: 0, transactions: null });
    const entry = await loadPageDataEntry(projectedBlockPageData, { index: "0" }, tableApi({ "/api/v1/fees/mempool-blocks": 503 }), TEST_SITE);
    expect(entry).toEqual({ key: "mempool-block:0", data: { index: 0, blockTransactions: null } });
  });
});

describe("a projected block's data in the document", () => {
  it("travels packed and reads back the same", () => {
    const data = { index: 4, transactions: [stripped(1), { ...stripped(2), acc: true }] };
    const packed = JSON.parse(JSON.stringify(projectedBlockPageData.pack!(data)));
    expect(packed).toEqual({ index: 4, blockTransactions: [tuple(1), tuple(2, true)] });
    expect(readProjectedBlockData(packed)).toEqual(data);
    expect(readProjectedBlockData({ index: 0, blockTransactions: null })).toEqual({ index: 0, transactions: null });
  });

  it("refuses anything else", () => {
    for (const json of [null, [], { index: -1, blockTransactions: [] }, { index: 0 }, { index: 0, blockTransactions: [["x"]] }, { index: "0", blockTransactions: null }, { index: -1, blockTransactions: null }]) {
      expect(() => readProjectedBlockData(json), JSON.stringify(json)).toThrow(TypeError);
    }
  });

  it("is named by the route's index as the page reads it", () => {
    expect(projectedBlockPageData.key({ index: "3" })).toBe("mempool-block:3");
    expect(projectedBlockPageData.key({ index: "x" })).toBe("mempool-block:0");
  });
});

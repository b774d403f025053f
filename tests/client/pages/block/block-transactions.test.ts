import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../client/api/api-fetch.ts";
import type { ApiGet } from "../../../../client/app/page-data.tsx";
import { blockTxPage, blockTxPageCount, blockTxStart, loadBlockTransactions } from "../../../../client/pages/block/block-transactions.ts";
import { blockDevnet, type BlockDevnet } from "./devnet-api.ts";

describe("the transaction pages of a block", () => {
  it("has a page per 25 transactions, at least one", () => {
    expect([0, 1, 25, 26, 51].map(blockTxPageCount)).toEqual([1, 1, 1, 2, 3]);
    expect([1, 2, 3].map(blockTxStart)).toEqual([0, 25, 50]);
  });

  it.each([
    ["page=2", 2],
    ["page=4", 4],
    ["", 1],
    ["page=5", 1],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=2.0", 1],
    ["page=abc", 1],
  ])("reads ?%s of a 100-transaction block as page %i (spec §5: integers only)", (query, page) => {
    expect(blockTxPage(new URLSearchParams(query), 100)).toBe(page);
  });
});

describe("loadBlockTransactions", () => {
  let devnet: BlockDevnet;
  let hash: string;
  let txids: string[];
  beforeAll(async () => {
    devnet = await blockDevnet();
    for (let height = devnet.tip; height > devnet.tip - 60; height--) {
      hash = await devnet.hashAt(height);
      txids = await devnet.harness.json<string[]>(`/api/block/${hash}/txids`);
      if (txids.length > 30) return;
    }
    throw new Error("the devnet has no block with more than 30 transactions");
  }, 120_000);

  it("loads page 2 of a block with the outspends of every transaction, in one call each", async () => {
    devnet.asked.length = 0;
    const page = await loadBlockTransactions(hash, 2, devnet.api);
    expect(page.transactions.map((tx) => tx.txid)).toEqual(txids.slice(25, 50));
    expect(Object.keys(page.outspends).sort()).toEqual(txids.slice(25, 50).sort());
    for (const tx of page.transactions) expect(page.outspends[tx.txid]).toHaveLength(tx.vout.length);
    expect(devnet.asked).toEqual([`/api/block/${hash}/txs/25`, `/api/txs/outspends?txids=${txids.slice(25, 50).join(",")}`]);
  });

  it("shows the transactions without spent states when the outspends fail", async () => {
    const log = vi.fn();
    const api: ApiGet = (path) => (path.startsWith("/api/txs/outspends") ? Promise.reject(new ApiError(503, path, "busy")) : devnet.api(path));
    const page = await loadBlockTransactions(hash, 1, api, log);
    expect(page.transactions.map((tx) => tx.txid)).toEqual(txids.slice(0, 25));
    expect(page.outspends).toEqual({});
    expect(log).toHaveBeenCalledOnce();
  });

  it("rejects when the transactions cannot be loaded or read, and for a page below 1", async () => {
    await expect(loadBlockTransactions("ab".repeat(32), 1, devnet.api)).rejects.toMatchObject({ status: 404 });
    await expect(loadBlockTransactions(hash, 1, async () => new Response('[{"txid":"x"}]'))).rejects.toThrow("is not a list of transactions");
    await expect(loadBlockTransactions(hash, 0, devnet.api)).rejects.toThrow(RangeError);
  });
});

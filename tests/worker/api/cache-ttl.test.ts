import { describe, expect, it } from "vitest";
import { CACHE_RULES, cachePolicyFor, devnetCachePolicyFor, NO_CACHE } from "../../../worker/api/cache-ttl.ts";

const HASH = "00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054";
const TXID = "4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b";

describe("cachePolicyFor (research §2.4)", () => {
  it.each<[string, string, number]>([
    ["a block by hash (Esplora)", `/api/block/${HASH}`, 2_592_000],
    ["a block's transactions", `/api/block/${HASH}/txs/25`, 2_592_000],
    ["a block's raw bytes", `/api/block/${HASH}/raw`, 2_592_000],
    ["a block by hash (backend)", `/api/v1/block/${HASH}`, 2_592_000],
    ["a block summary", `/api/v1/block/${HASH}/summary`, 2_592_000],
    ["a block audit", `/api/v1/block/${HASH}/audit-summary`, 2_592_000],
    ["a transaction's audit in a block", `/api/v1/block/${HASH}/tx/${TXID}/audit`, 2_592_000],
    ["a block's status, which changes when the next block comes", `/api/block/${HASH}/status`, 1],
    ["the block list from the tip, which moves", "/api/v1/blocks", 2],
    ["the block list from the tip with a trailing slash", "/api/v1/blocks/", 2],
    ["the block list from a height", "/api/v1/blocks/840000", 60],
    ["recommended fees (hot)", "/api/v1/fees/recommended", 1],
    ["accelerations (hot)", "/api/v1/accelerations", 1],
    ["accelerations of a block (hot)", "/api/v1/accelerations/block/840000", 1],
    ["statistics (warm)", "/api/v1/statistics/2h", 10],
    ["mining (warm)", "/api/v1/mining/pools/1w", 10],
    ["other backend answers", "/api/v1/fees/mempool-blocks", 2],
    ["other backend answers", `/api/v1/cpfp/${TXID}`, 2],
    ["Esplora answers (anti-DoS)", `/api/tx/${TXID}`, 1],
    ["Esplora answers (anti-DoS)", "/api/blocks/tip/height", 1],
  ])("keeps %s (%s) for %i s, and says so to the browser", (_case, path, seconds) => {
    const policy = cachePolicyFor(path);
    expect(policy.edgeSeconds).toBe(seconds);
    expect(policy.cacheControl).toBe(seconds >= 2_592_000 ? `public, max-age=${seconds}, immutable` : `public, max-age=${seconds}`);
  });

  it.each(["/api/v1/services/account", "/api/v1/services/accelerator/estimate", "/healthz", "/tx/ab"])("never keeps %s", (path) => {
    expect(cachePolicyFor(path)).toEqual(NO_CACHE);
  });
});

describe("devnetCachePolicyFor", () => {
  it("keeps in front of the devnet only what a mined block says, which never changes", () => {
    expect(devnetCachePolicyFor(`/api/block/${HASH}/txids`)).toEqual(cachePolicyFor(`/api/block/${HASH}/txids`));
    expect(devnetCachePolicyFor(`/api/v1/block/${HASH}/summary`).edgeSeconds).toBe(2_592_000);
    for (const path of [`/api/block/${HASH}/status`, "/api/v1/blocks/840000", "/api/v1/mining/pools/1w", `/api/address/x/utxo`, "/api/v1/fees/recommended"]) {
      expect(devnetCachePolicyFor(path), path).toEqual(NO_CACHE);
    }
  });

  it("has a rule for every family of research §2.4, the catch-all last", () => {
    expect(CACHE_RULES.at(-1)![0]).toBe("/api/*");
  });
});

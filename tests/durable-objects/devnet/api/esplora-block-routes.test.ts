import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import { sha256d, displayHash } from "../../../../durable-objects/devnet/chain/pow.ts";
import type { BlockExtended } from "../../../../shared/types/block-extended.ts";
import type { EsploraBlock, EsploraTransaction } from "../../../../shared/types/esplora.ts";
import { readFixture, seedApiHarness } from "./api-harness.ts";
import { shapeDifferences } from "./json-shape.ts";

const api = seedApiHarness();
const { chain } = api.network;
const tip = chain.tip!;
/** The block with the most transactions: several pages of 25. */
const busiest = Array.from({ length: chain.blockCount }, (_, i) => chain.blockAt(chain.firstHeight + i)!).reduce((a, b) => (b.txids.length > a.txids.length ? b : a));
const upstreamBlock = (() => {
  const { stale, extras, ...esplora } = readFixture<{ blocks: BlockExtended[] }>("cypress/details_rbf/tx01_ws_blocks_01.json").blocks[0]!;
  return esplora;
})();

describe("Esplora block routes", () => {
  it("answers the tip height and hash as plain text", async () => {
    const height = await api.request("/api/blocks/tip/height");
    expect(height.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(height.body).toBe(String(chain.tipHeight));
    expect(await api.text("/api/blocks/tip/hash")).toBe(tip.hash);
  });

  it("lists 10 blocks newest first, shaped like Esplora's", async () => {
    const blocks = await api.json<EsploraBlock[]>("/api/blocks");
    expect(blocks.map((b) => b.height)).toEqual(Array.from({ length: 10 }, (_, i) => chain.tipHeight - i));
    expect(blocks[0]!.id).toBe(tip.hash);
    expect(shapeDifferences(blocks[0], upstreamBlock)).toEqual([]);
    blocks.slice(1).forEach((block, i) => expect(blocks[i]!.previousblockhash).toBe(block.id));
  });

  it("ignores a trailing slash, as clients append an optional height to /api/blocks/", async () => {
    expect(await api.json("/api/blocks/")).toEqual(await api.json("/api/blocks"));
    expect(await api.json(`/api/block/${tip.hash}/`)).toEqual(await api.json(`/api/block/${tip.hash}`));
  });

  it("lists from a height down to the chain's first block, whose previous hash is null", async () => {
    const first = chain.firstHeight;
    const blocks = await api.json<EsploraBlock[]>(`/api/blocks/${first + 3}`);
    expect(blocks.map((b) => b.height)).toEqual([first + 3, first + 2, first + 1, first]);
    expect(blocks[3]!.previousblockhash).toBeNull();
  });

  it("finds a block by height and by hash", async () => {
    const height = chain.firstHeight + 42;
    const hash = await api.text(`/api/block-height/${height}`);
    expect(hash).toBe(chain.blockAt(height)!.hash);
    const block = await api.json<EsploraBlock>(`/api/block/${hash}`);
    expect(block).toMatchObject({ id: hash, height, tx_count: chain.blockAt(height)!.txids.length, mediantime: chain.medianTimePast(height) });
  });

  it("answers 404 below the chain's first block, as a pruned node does", async () => {
    expect((await api.request(`/api/block-height/${chain.firstHeight - 1}`)).status).toBe(404);
    expect((await api.request("/api/block-height/0")).status).toBe(404);
  });

  it("serves a block's txids, and the same transactions in pages of 25", async () => {
    expect(busiest.txids.length).toBeGreaterThan(50);
    const txids = await api.json<string[]>(`/api/block/${busiest.hash}/txids`);
    expect(txids).toEqual(busiest.txids);
    const paged: string[] = [];
    for (let start = 0; start < txids.length; start += 25) {
      const page = await api.json<EsploraTransaction[]>(`/api/block/${busiest.hash}/txs/${start}`);
      expect(page.length).toBe(Math.min(25, txids.length - start));
      for (const tx of page) expect(tx.status).toEqual({ confirmed: true, block_height: busiest.height, block_hash: busiest.hash, block_time: busiest.header.timestamp });
      paged.push(...page.map((tx) => tx.txid));
    }
    expect(paged).toEqual(txids);
    expect((await api.json<EsploraTransaction[]>(`/api/block/${busiest.hash}/txs`)).map((tx) => tx.txid)).toEqual(txids.slice(0, 25));
    expect(await api.text(`/api/block/${busiest.hash}/txid/7`)).toBe(txids[7]);
  });

  it("serves the header and raw block whose double SHA-256 is the block hash", async () => {
    const header = await api.text(`/api/block/${busiest.hash}/header`);
    expect(header).toHaveLength(160);
    expect(displayHash(sha256d(hex.decode(header)))).toBe(busiest.hash);
    const raw = await api.app.request(`/api/block/${busiest.hash}/raw`);
    expect(raw.headers.get("content-type")).toBe("application/octet-stream");
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect(bytes.length).toBe(busiest.size);
    expect(hex.encode(bytes.subarray(0, 80))).toBe(header);
  });

  it("reports each block on the best chain with its successor", async () => {
    expect(await api.json(`/api/block/${tip.hash}/status`)).toEqual({ in_best_chain: true, height: tip.height, next_best: null });
    const parent = chain.blockAt(tip.height - 1)!;
    expect(await api.json(`/api/block/${parent.hash}/status`)).toEqual({ in_best_chain: true, height: parent.height, next_best: tip.hash });
  });

  it("caches mined blocks for long and the tip for a second", async () => {
    expect((await api.request(`/api/block/${tip.hash}`)).headers.get("cache-control")).toMatch(/max-age=2592000/);
    expect((await api.request("/api/blocks/tip/height")).headers.get("cache-control")).toBe("public, max-age=1");
  });

  it.each([
    ["a hash of odd length", `/api/block/${"a".repeat(63)}`, 400, /Invalid block hash: expected 64 hexadecimal characters, got 63 characters/],
    ["a hash that is not hex", `/api/block/${"z".repeat(64)}`, 400, /Invalid block hash/],
    ["an unknown hash", `/api/block/${"0".repeat(64)}`, 404, /^Block not found$/],
    ["an unknown hash's txs", `/api/block/${"0".repeat(64)}/txs`, 404, /^Block not found$/],
    ["a height with letters", "/api/block-height/12a", 400, /Invalid block height "12a"/],
    ["a negative height", "/api/block-height/-1", 400, /Invalid block height "-1"/],
    ["a height beyond the tip", "/api/block-height/9999999", 404, /^Block not found$/],
    ["a list from beyond the tip", "/api/blocks/9999999", 404, /^Block not found$/],
  ])("answers %s with %i and a plain-text reason", async (_, path, status, message) => {
    const answer = await api.request(path);
    expect(answer.status).toBe(status);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(answer.body).toMatch(message);
  });

  it("reads a list from a word as the tip's, and a start index that is no number as 0, as electrs does", async () => {
    expect(await api.json("/api/blocks/tip")).toEqual(await api.json("/api/blocks"));
    expect(await api.json(`/api/block/${busiest.hash}/txs/undefined`)).toEqual(await api.json(`/api/block/${busiest.hash}/txs/0`));
    expect(await api.json(`/api/block/${busiest.hash}/txs/+25`)).toEqual(await api.json(`/api/block/${busiest.hash}/txs/25`));
  });

  it("refuses a page start past the end, then one that is not a multiple of 25, in Esplora's order", async () => {
    const notMultiple = await api.request(`/api/block/${busiest.hash}/txs/3`);
    expect([notMultiple.status, notMultiple.body]).toEqual([400, "start index must be a multipication of 25"]);
    const pastEnd = await api.request(`/api/block/${busiest.hash}/txs/${Math.ceil(busiest.txids.length / 25) * 25}`);
    expect([pastEnd.status, pastEnd.body]).toEqual([404, "start index out of range"]);
    const pastEndOffPage = await api.request(`/api/block/${busiest.hash}/txs/${busiest.txids.length + 1}`);
    expect([pastEndOffPage.status, pastEndOffPage.body]).toEqual([404, "start index out of range"]);
    const txidPastEnd = await api.request(`/api/block/${busiest.hash}/txid/${busiest.txids.length}`);
    expect(txidPastEnd.status).toBe(404);
  });
});

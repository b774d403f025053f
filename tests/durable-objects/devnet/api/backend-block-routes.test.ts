import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import { DEVNET_POOLS } from "../../../../durable-objects/devnet/chain/pools.ts";
import { displayHash, sha256d } from "../../../../durable-objects/devnet/chain/pow.ts";
import { blockSubsidySats } from "../../../../shared/chain/halvings.ts";
import type { TransactionStripped } from "../../../../shared/types/compressed-tx.ts";
import type { BlockExtended } from "../../../../shared/types/block-extended.ts";
import type { EsploraBlock } from "../../../../shared/types/esplora.ts";
import { blockHeight } from "../../../../shared/types/units.ts";
import { readFixture, seedApiHarness } from "./api-harness.ts";
import { shapeDifferences } from "./json-shape.ts";

const api = seedApiHarness();
const { chain } = api.network;
const upstream = readFixture<{ blocks: BlockExtended[] }>("cypress/details_rbf/tx01_ws_blocks_01.json").blocks[0]!;
const JSON_ACCEPT = { headers: { Accept: "application/json, text/plain, */*" } };

describe("backend block routes", () => {
  it("lists 15 blocks newest first, shaped like the backend's BlockExtended", async () => {
    const blocks = await api.json<BlockExtended[]>("/api/v1/blocks");
    expect(blocks.map((b) => b.height)).toEqual(Array.from({ length: 15 }, (_, i) => chain.tipHeight - i));
    // Audit figures wait for the devnet's audit; `similarity` only exists on audited blocks.
    const options = { nullable: ["extras.matchRate", "extras.expectedFees", "extras.expectedWeight"], absent: ["extras.similarity"] };
    for (const block of blocks) expect(shapeDifferences(block, upstream, options)).toEqual([]);
  });

  it("keeps the Esplora fields of each block", async () => {
    const [extended] = await api.json<BlockExtended[]>("/api/v1/blocks");
    const esplora = await api.json<EsploraBlock>(`/api/block/${extended!.id}`);
    for (const [key, value] of Object.entries(esplora)) expect(extended![key as keyof BlockExtended]).toEqual(value);
  });

  it("computes extras that agree with the block's summary and coinbase", async () => {
    for (const block of await api.json<BlockExtended[]>("/api/v1/blocks")) {
      const summary = await api.json<TransactionStripped[]>(`/api/v1/block/${block.id}/summary`);
      const [coinbase, ...txs] = summary;
      const { extras } = block;
      expect(summary).toHaveLength(block.tx_count);
      expect(coinbase!.fee).toBe(0);
      expect(extras.totalFees).toBe(txs.reduce((sum, tx) => sum + tx.fee, 0));
      expect(extras.reward).toBe(coinbase!.value);
      expect(extras.reward).toBe(blockSubsidySats(blockHeight(block.height)) + extras.totalFees);
      expect(extras.avgFee).toBe(txs.length === 0 ? 0 : Math.floor(extras.totalFees / txs.length));
      expect(extras.totalOutputAmt).toBe(txs.reduce((sum, tx) => sum + tx.value, 0));
      expect(extras.utxoSetChange).toBe(extras.totalOutputs - extras.totalInputs);
      expect(extras.virtualSize).toBe(block.weight / 4);
      expect(extras.segwitTotalTxs).toBeLessThanOrEqual(txs.length);
      expect(extras.feeRange).toHaveLength(7);
      expect(displayHash(sha256d(hex.decode(extras.header)))).toBe(block.id);
      expect(extras.coinbaseAddresses[0]).toBe(extras.coinbaseAddress);
      expect(extras.coinbaseSignatureAscii).toContain(DEVNET_POOLS.find((p) => p.id === extras.pool.id)!.coinbaseTag);
      expect(extras.pool).toMatchObject({ name: expect.any(String), slug: expect.any(String), minerNames: null });
      expect(hex.encode(new Uint8Array([...extras.coinbaseSignatureAscii].map((ch) => ch.charCodeAt(0))))).toBe(extras.coinbaseRaw);
    }
  });

  it("summarises transactions with fee, vsize, value, rate, flags and time, coinbase first", async () => {
    const block = chain.tip!;
    const summary = await api.json<TransactionStripped[]>(`/api/v1/block/${block.hash}/summary`);
    expect(summary.map((tx) => tx.txid)).toEqual(block.txids);
    for (const tx of summary) {
      expect(Object.keys(tx)).toEqual(["txid", "fee", "vsize", "value", "rate", "flags", "time"]);
      expect(tx.vsize).toBe(chain.tx(tx.txid)!.weight / 4);
      expect(tx.rate).toBeCloseTo(tx.fee / tx.vsize, 10);
      expect(Number.isSafeInteger(tx.flags)).toBe(true);
    }
    expect((await api.request(`/api/v1/block/${block.hash}/summary`)).headers.get("cache-control")).toMatch(/immutable/);
  });

  it("serves one block by hash, cached by its age", async () => {
    const block = chain.blockAt(chain.firstHeight + 5)!;
    const extended = await api.json<BlockExtended>(`/api/v1/block/${block.hash}`);
    expect(extended).toEqual((await api.json<BlockExtended[]>(`/api/v1/blocks/${chain.firstHeight + 5}`)).at(0));
    // A day-old block is younger than a month: 600 s, as the backend sets it.
    expect((await api.request(`/api/v1/block/${block.hash}`)).headers.get("cache-control")).toBe("public, max-age=600");
  });

  it("pages down from a height and shortens a page that starts above the tip", async () => {
    const first = chain.firstHeight;
    expect((await api.json<BlockExtended[]>(`/api/v1/blocks/${first + 20}`)).map((b) => b.height)).toEqual(Array.from({ length: 15 }, (_, i) => first + 20 - i));
    // The chain begins late in mainnet's schedule; below its first block there is nothing.
    expect((await api.json<BlockExtended[]>(`/api/v1/blocks/${first + 3}`)).map((b) => b.height)).toEqual([first + 3, first + 2, first + 1, first]);
    expect(await api.json(`/api/v1/blocks/${first - 1}`)).toEqual([]);
    const above = await api.json<BlockExtended[]>(`/api/v1/blocks/${chain.tipHeight + 5}`);
    expect(above.map((b) => b.height)).toEqual(Array.from({ length: 10 }, (_, i) => chain.tipHeight - i));
    expect(await api.json(`/api/v1/blocks/${chain.tipHeight + 15}`)).toEqual([]);
  });

  it("reads a height as the backend's parseInt does: its leading integer, and nothing for no number or below 0", async () => {
    const first = chain.firstHeight;
    expect(await api.json(`/api/v1/blocks/${first + 20}abc`)).toEqual(await api.json(`/api/v1/blocks/${first + 20}`));
    expect(await api.json(`/api/v1/blocks/${first + 20}.9`)).toEqual(await api.json(`/api/v1/blocks/${first + 20}`));
    expect(await api.json("/api/v1/blocks/abc")).toEqual([]);
    expect(await api.json("/api/v1/blocks/-1")).toEqual([]);
  });

  it.each([
    ["an odd-length hash", `/api/v1/block/${"a".repeat(63)}`, 400, /^Invalid block hash/],
    ["an unknown hash", `/api/v1/block/${"0".repeat(64)}`, 404, /^Block not found$/],
    ["an unknown hash's summary", `/api/v1/block/${"0".repeat(64)}/summary`, 404, /^Block not found$/],
  ])("answers %s with %i as {error} JSON to a JSON client and as text otherwise", async (_, path, status, message) => {
    const json = await api.request(path, JSON_ACCEPT);
    expect(json.status).toBe(status);
    expect(json.headers.get("content-type")).toMatch(/^application\/json/);
    expect(JSON.parse(json.body).error).toMatch(message);
    const text = await api.request(path, { headers: { Accept: "text/html" } });
    expect(text.status).toBe(status);
    expect(text.body).toMatch(message);
  });
});

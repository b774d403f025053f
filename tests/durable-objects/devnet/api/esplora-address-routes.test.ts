import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { scriptAddress } from "../../../../durable-objects/devnet/tx/output-script.ts";
import { scriptHash } from "../../../../shared/rules/script-hash.ts";
import type { EsploraOutspend, EsploraTransaction, EsploraTxStatus } from "../../../../shared/types/esplora.ts";
import { harnessFor, seedApiHarness } from "./api-harness.ts";

const api = seedApiHarness();
const { chain, mempool } = api.network;

interface Stats {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
  tx_count: number;
}
interface AddressInfo {
  address?: string;
  scripthash?: string;
  chain_stats: Stats;
  mempool_stats: Stats;
}
interface Utxo {
  txid: string;
  vout: number;
  status: EsploraTxStatus;
  value: number;
}

/** Output scripts with an address, by how many transactions touch them. */
const scripts = (() => {
  const seen = new Set<string>();
  for (let h = chain.firstHeight; h <= chain.tipHeight; h++) {
    for (const txid of chain.blockAt(h)!.txids) for (const output of chain.tx(txid)!.outputs) seen.add(output.script);
  }
  return [...seen]
    .filter((script) => scriptAddress(hex.decode(script)) !== undefined)
    .sort((a, b) => chain.scriptHistory(b).length - chain.scriptHistory(a).length);
})();
const addressOf = (script: string) => scriptAddress(hex.decode(script))!;
/** An address with more than two pages of confirmed transactions. */
const busy = scripts[0]!;
/** An address with confirmed and mempool transactions. */
const mixed = scripts.find((script) => {
  const history = chain.scriptHistory(script);
  return history.some((txid) => mempool.has(txid)) && history.some((txid) => chain.placeOf(txid));
})!;

const confirmedNewestFirst = (script: string) =>
  chain
    .scriptHistory(script)
    .filter((txid) => chain.placeOf(txid))
    .sort((a, b) => chain.placeOf(b)!.height - chain.placeOf(a)!.height || chain.placeOf(b)!.index - chain.placeOf(a)!.index);

describe("Esplora address and script-hash routes", () => {
  it("finds addresses busy enough to page", () => {
    expect(confirmedNewestFirst(busy).length).toBeGreaterThan(25);
    expect(mixed).toBeDefined();
  });

  it("reports stats that add up to the unspent outputs", async () => {
    for (const script of [busy, mixed]) {
      const address = addressOf(script);
      const info = await api.json<AddressInfo>(`/api/address/${address}`);
      expect(info.address).toBe(address);
      const utxos = await api.json<Utxo[]>(`/api/address/${address}/utxo`);
      const balance = (s: Stats) => s.funded_txo_sum - s.spent_txo_sum;
      expect(balance(info.chain_stats) + balance(info.mempool_stats)).toBe(utxos.reduce((sum, u) => sum + u.value, 0));
      const count = (s: Stats) => s.funded_txo_count - s.spent_txo_count;
      expect(count(info.chain_stats) + count(info.mempool_stats)).toBe(utxos.length);
      expect(info.chain_stats.tx_count).toBe(confirmedNewestFirst(script).length);
      expect(info.mempool_stats.tx_count).toBe(chain.scriptHistory(script).filter((txid) => mempool.has(txid)).length);
      for (const utxo of utxos) expect(await api.json<EsploraOutspend>(`/api/tx/${utxo.txid}/outspend/${utxo.vout}`)).toEqual({ spent: false });
    }
  });

  it("lists mempool transactions first, then confirmed ones newest first", async () => {
    const address = addressOf(mixed);
    const txs = await api.json<EsploraTransaction[]>(`/api/address/${address}/txs`);
    const mempoolCount = txs.filter((tx) => !tx.status.confirmed).length;
    expect(mempoolCount).toBeGreaterThan(0);
    expect(txs.slice(0, mempoolCount).every((tx) => !tx.status.confirmed)).toBe(true);
    expect(txs.slice(mempoolCount).map((tx) => tx.txid)).toEqual(confirmedNewestFirst(mixed).slice(0, 25));
    expect((await api.json<EsploraTransaction[]>(`/api/address/${address}/txs/mempool`)).map((tx) => tx.txid)).toEqual(
      txs.slice(0, mempoolCount).map((tx) => tx.txid),
    );
  });

  it("pages confirmed transactions 25 at a time with after_txid and /txs/chain", async () => {
    const address = addressOf(busy);
    const all = confirmedNewestFirst(busy);
    const first = await api.json<EsploraTransaction[]>(`/api/address/${address}/txs`);
    const firstConfirmed = first.filter((tx) => tx.status.confirmed).map((tx) => tx.txid);
    expect(firstConfirmed).toEqual(all.slice(0, 25));
    const paged = [...firstConfirmed];
    while (paged.length < all.length) {
      const next = await api.json<EsploraTransaction[]>(`/api/address/${address}/txs?after_txid=${paged.at(-1)}`);
      expect(next.length).toBe(Math.min(25, all.length - paged.length));
      paged.push(...next.map((tx) => tx.txid));
    }
    expect(paged).toEqual(all);
    expect(await api.json(`/api/address/${address}/txs?after_txid=${all.at(-1)}`)).toEqual([]);
    const chainPages = [
      ...(await api.json<EsploraTransaction[]>(`/api/address/${address}/txs/chain`)),
      ...(await api.json<EsploraTransaction[]>(`/api/address/${address}/txs/chain/${all[24]}`)),
    ].map((tx) => tx.txid);
    expect(chainPages).toEqual(all.slice(0, 50));
  });

  it("continues after a mempool transaction with the rest of the mempool, then confirmed ones", async () => {
    const address = addressOf(mixed);
    const mempoolTxs = await api.json<EsploraTransaction[]>(`/api/address/${address}/txs/mempool`);
    const after = await api.json<EsploraTransaction[]>(`/api/address/${address}/txs?after_txid=${mempoolTxs.at(-1)!.txid}`);
    expect(after.map((tx) => tx.txid)).toEqual(confirmedNewestFirst(mixed).slice(0, 25));
  });

  it("answers the script-hash routes like the address routes", async () => {
    const address = addressOf(mixed);
    const hash = scriptHash(mixed);
    const byAddress = await api.json<AddressInfo>(`/api/address/${address}`);
    const byHash = await api.json<AddressInfo>(`/api/scripthash/${hash}`);
    expect(byHash).toEqual({ scripthash: hash, chain_stats: byAddress.chain_stats, mempool_stats: byAddress.mempool_stats });
    for (const tail of ["/txs", "/txs/chain", "/txs/mempool", "/utxo"]) {
      expect(await api.json(`/api/scripthash/${hash.toUpperCase()}${tail}`)).toEqual(await api.json(`/api/address/${address}${tail}`));
    }
  });

  it("answers an unknown script hash with empty history", async () => {
    const hash = "ab".repeat(32);
    const zero = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 };
    expect(await api.json(`/api/scripthash/${hash}`)).toEqual({ scripthash: hash, chain_stats: zero, mempool_stats: zero });
    expect(await api.json(`/api/scripthash/${hash}/txs`)).toEqual([]);
    expect(await api.json(`/api/scripthash/${hash}/utxo`)).toEqual([]);
  });

  it.each([
    ["an address that does not parse", "/api/address/bc1notanaddress", 400, "Invalid Bitcoin address"],
    ["a base58 address with a bad checksum", "/api/address/1BoatSLRHtKNngkdXEeobR76b53LETtpyX", 400, "Invalid Bitcoin address"],
    ["a testnet address on mainnet", "/api/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", 400, "Address on invalid network"],
    ["a malformed script hash", "/api/scripthash/abc/txs", 400, /^Invalid scripthash/],
  ])("answers %s with %i and a plain-text reason", async (_, path, status, message) => {
    const answer = await api.request(path);
    expect(answer.status).toBe(status);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(answer.body).toMatch(message);
  });

  it("reads a cursor that is no txid as none, so the first page, as electrs does", async () => {
    const address = addressOf(busy);
    expect(await api.json(`/api/address/${address}/txs?after_txid=xyz`)).toEqual(await api.json(`/api/address/${address}/txs`));
    expect(await api.json(`/api/address/${address}/txs/chain/xyz`)).toEqual(await api.json(`/api/address/${address}/txs/chain`));
  });

  it("answers an after_txid outside the address's history with 422, as mempool's electrs does", async () => {
    const address = addressOf(busy);
    for (const path of [`/api/address/${address}/txs?after_txid=${"cd".repeat(32)}`, `/api/address/${address}/txs/chain/${"cd".repeat(32)}`]) {
      const answer = await api.request(path);
      expect([answer.status, answer.body]).toEqual([422, "after_txid not found"]);
    }
  });

  describe("address prefix search", () => {
    it("returns at most 10 sorted confirmed addresses starting with the prefix", async () => {
      const found = await api.json<string[]>("/api/address-prefix/bc1q");
      expect(found).toHaveLength(10);
      expect(found).toEqual([...found].sort());
      for (const address of found) expect(address.startsWith("bc1q")).toBe(true);
    });

    it("finds a known address from a few characters, whatever the case of a bech32 prefix", async () => {
      const address = addressOf(busy);
      const prefix = address.slice(0, 9);
      expect(await api.json<string[]>(`/api/address-prefix/${prefix}`)).toContain(address);
      expect(await api.json(`/api/address-prefix/${prefix.toUpperCase()}`)).toEqual(await api.json(`/api/address-prefix/${prefix}`));
      expect(await api.json(`/api/address-prefix/${address}`)).toEqual([address]);
    });

    it("returns nothing for a prefix no address has", async () => {
      expect(await api.json("/api/address-prefix/1zzzzzzzzz")).toEqual([]);
    });
  });

  describe("with testnet address prefixes", () => {
    const testnet = harnessFor(api.network, createDevnetApi(() => api.network, { addressNetwork: "testnet" }));

    it("prints tb1 addresses and accepts them", async () => {
      const address = scriptAddress(hex.decode(busy), "testnet")!;
      expect(address.startsWith("tb1")).toBe(true);
      const info = await testnet.json<AddressInfo>(`/api/address/${address}`);
      expect(info.chain_stats).toEqual((await api.json<AddressInfo>(`/api/address/${addressOf(busy)}`)).chain_stats);
      const tx = await testnet.json<EsploraTransaction>(`/api/tx/${chain.scriptHistory(busy)[0]}`);
      expect(tx.vout.some((vout) => vout.scriptpubkey_address === address)).toBe(true);
    });

    it("refuses mainnet addresses", async () => {
      const answer = await testnet.request(`/api/address/${addressOf(busy)}`);
      expect([answer.status, answer.body]).toEqual([400, "Address on invalid network"]);
    });

    it("refuses an address network it does not know", () => {
      expect(() => createDevnetApi(() => api.network, { addressNetwork: "liquid" as "testnet" })).toThrow(/addressNetwork/);
    });
  });
});

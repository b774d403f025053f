/**
 * mempool's electrs multi-address lookups (issue 11), through the edge to the devnet:
 * `POST /api/addresses/txs`, `/api/addresses/txs/summary` and the same under `/api/scripthashes`,
 * against what the devnet answers for each address alone, with the edge's checks of the body.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_SCRIPT_KEYS } from "../../../shared/params/api-bodies.ts";
import { scriptHash } from "../../../shared/rules/script-hash.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { MISSING_XSRF_HEADER } from "../../../worker/api/anti-forgery.ts";
import { freezeDevnet } from "../../support/devnet-clock.ts";
import { type SpendingAddress, getJson, postJson, spendingAddresses, touches } from "./devnet-samples.ts";

interface SummaryRow {
  readonly txid: string;
  readonly height: number;
  readonly value: number;
  readonly tx_position: number;
}

const TESTNET_ADDRESS = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx";

/** The group's summary as the single summaries make it: each transaction once, its values added, newest first. */
function merged(...summaries: SummaryRow[][]): SummaryRow[] {
  const byTxid = new Map<string, SummaryRow>();
  for (const row of summaries.flat()) {
    const known = byTxid.get(row.txid);
    byTxid.set(row.txid, known ? { ...known, value: known.value + row.value } : row);
  }
  return [...byTxid.values()].sort((a, b) => b.height - a.height || b.tx_position - a.tx_position);
}

const postOk = async <T>(path: string, body: unknown): Promise<T> => {
  const response = await postJson(path, body);
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return response.json<T>();
};

let a: SpendingAddress;
let b: SpendingAddress;
let group: SummaryRow[];

beforeAll(async () => {
  // Nothing may be mined between the group's answers and each address's own.
  await freezeDevnet();
  [a, b] = (await spendingAddresses()) as [SpendingAddress, SpendingAddress];
  group = await postOk<SummaryRow[]>("/api/addresses/txs/summary", [a.address, b.address]);
});

describe("POST /api/addresses/txs/summary and /api/scripthashes/txs/summary", () => {
  it("nets each transaction over all the addresses, newest first, each once", async () => {
    const single = await Promise.all([a, b].map((sample) => getJson<SummaryRow[]>(`/api/address/${sample.address}/txs/summary`)));
    expect(group).toEqual(merged(...single));
    expect(group.length).toBeGreaterThanOrEqual(Math.max(single[0]!.length, single[1]!.length));
  });

  it("skips a key that is not an address of this network, as electrs does", async () => {
    const single = await getJson<SummaryRow[]>(`/api/address/${a.address}/txs/summary`);
    expect(await postOk("/api/addresses/txs/summary", ["hello", a.address, TESTNET_ADDRESS, a.address])).toEqual(single);
    expect(await postOk("/api/addresses/txs/summary", ["hello"])).toEqual([]);
  });

  it("answers the same for the addresses' script hashes", async () => {
    expect(await postOk("/api/scripthashes/txs/summary", [scriptHash(a.script), scriptHash(b.script), "zz"])).toEqual(group);
  });

  it("shortens to max_txs rows and continues after a path cursor", async () => {
    expect(await postOk("/api/addresses/txs/summary?max_txs=2", [a.address, b.address])).toEqual(group.slice(0, 2));
    expect(await postOk(`/api/addresses/txs/summary/${group[0]!.txid}`, [a.address, b.address])).toEqual(group.slice(1));
  });

  it("reads a cursor that is no txid as none, as electrs does", async () => {
    expect(await postOk("/api/addresses/txs/summary/12", [a.address, b.address])).toEqual(group);
  });
});

describe("POST /api/addresses/txs and /api/scripthashes/txs", () => {
  let page: EsploraTransaction[];

  beforeAll(async () => {
    page = await postOk<EsploraTransaction[]>("/api/addresses/txs", [a.address, b.address]);
  });

  it("lists the group's mempool transactions, then its confirmed ones newest first, 50 in all", async () => {
    const addresses = new Set([a.address, b.address]);
    expect(page.length).toBeLessThanOrEqual(50);
    for (const tx of page) expect(touches(tx, addresses), tx.txid).toBe(true);
    const confirmed = page.filter((tx) => tx.status.confirmed);
    const unconfirmed = page.filter((tx) => !tx.status.confirmed);
    expect(page).toEqual([...unconfirmed, ...confirmed]);
    expect(confirmed.map((tx) => tx.txid)).toEqual(group.slice(0, confirmed.length).map((row) => row.txid));
    expect(confirmed.length).toBe(Math.min(group.length, 50 - unconfirmed.length));
    const mempool = await Promise.all([a, b].map((sample) => getJson<EsploraTransaction[]>(`/api/address/${sample.address}/txs/mempool`)));
    const waiting = new Set(mempool.flat().map((tx) => tx.txid));
    for (const tx of unconfirmed) expect(waiting.has(tx.txid), tx.txid).toBe(true);
    expect(unconfirmed.length).toBe(Math.min(waiting.size, 50));
  });

  it("continues after a confirmed after_txid with the next 50 confirmed", async () => {
    const cursor = group[0]!.txid;
    const next = await postOk<EsploraTransaction[]>(`/api/addresses/txs?after_txid=${cursor}`, [a.address, b.address]);
    expect(next.map((tx) => tx.txid)).toEqual(group.slice(1, 51).map((row) => row.txid));
  });

  it("answers the same for the addresses' script hashes", async () => {
    expect(await postOk("/api/scripthashes/txs", [scriptHash(a.script), scriptHash(b.script)])).toEqual(page);
  });
});

describe("the multi-address lookups' checks at the edge", () => {
  it.each<[string, string, unknown, number, RegExp]>([
    ["a body that is not JSON", "/api/addresses/txs", "bc1q…", 400, /^Invalid body: expected a JSON array of at most 300 addresses or script hashes\.$/],
    ["an object for a list", "/api/addresses/txs/summary", { addresses: [] }, 400, /^Invalid body/],
    ["a list of numbers", "/api/scripthashes/txs", [1, 2], 400, /^Invalid body/],
    ["more than 300 keys", "/api/addresses/txs", Array(MAX_SCRIPT_KEYS + 1).fill("1"), 422, /^body too long$/],
    ["a body over 21,600 bytes", "/api/addresses/txs/summary", ["x".repeat(22_000)], 422, /^body too long$/],
    ["a cursor outside the group's history", `/api/addresses/txs?after_txid=${"ff".repeat(32)}`, [TESTNET_ADDRESS], 422, /^after_txid not found$/],
  ])("refuses %s in Esplora's plain text", async (_, path, body, status, message) => {
    const response = await postJson(path, body);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.text()).toMatch(message);
  });

  it("refuses a lookup that carries the anti-forgery cookie but not its header, and passes one that matches (spec §6)", async () => {
    const forged = await postJson("/api/addresses/txs/summary", [a.address], { cookie: "XSRF-TOKEN=abc" });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: MISSING_XSRF_HEADER });
    const matching = await postJson("/api/addresses/txs/summary", [a.address], { cookie: "XSRF-TOKEN=abc", "x-xsrf-token": "abc" });
    expect(matching.status).toBe(200);
    await matching.body?.cancel();
  });
});

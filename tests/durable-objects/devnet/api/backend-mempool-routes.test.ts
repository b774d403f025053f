import { describe, expect, it } from "vitest";
import type { CachedTransaction } from "../../../../durable-objects/devnet/views/cached-transaction.ts";
import type { MempoolCpfpInfo } from "../../../../shared/tx/cpfp-info.ts";
import type { EsploraTransaction } from "../../../../shared/types/esplora.ts";
import { readFixture, seedApiHarness } from "./api-harness.ts";
import { shapeDifferences } from "./json-shape.ts";

const api = seedApiHarness();
const { chain, mempool } = api.network;
const entries = [...mempool.entries()];
const child = entries.find((e) => mempool.ancestors(e.txid).length > 0)!;
const parent = entries.find((e) => mempool.descendants(e.txid).length > 0)!;
// Not accelerated either: an accelerated transaction's answer carries the acceleration fields too.
const loner = entries.find((e) => mempool.ancestors(e.txid).length === 0 && mempool.descendants(e.txid).length === 0 && !api.network.accelerations.get(e.txid))!;
const confirmed = chain.tip!.txids[1] ?? chain.tip!.txids[0]!;
const upstreamCpfp = readFixture<MempoolCpfpInfo>("cypress/details_rbf/tx02_api_cpfp.json");
const upstreamCached = readFixture<CachedTransaction>("cypress/mainnet_tx_cached.json");
const relatives = (txids: string[]) => txids.map((txid) => ({ txid, fee: mempool.get(txid)!.fee, weight: mempool.get(txid)!.weight }));
const sortByTxid = <T extends { txid: string }>(items: readonly T[]) => [...items].sort((a, b) => a.txid.localeCompare(b.txid));

describe("backend mempool routes", () => {
  it("has transactions with and without in-mempool relatives", () => {
    expect([child, parent, loner].every(Boolean)).toBe(true);
  });

  it("describes a transaction without relatives like upstream's CPFP answer", async () => {
    const cpfp = await api.json<MempoolCpfpInfo>(`/api/v1/cpfp/${loner.txid}`);
    expect(shapeDifferences(cpfp, upstreamCpfp)).toEqual([]);
    expect(cpfp).toMatchObject({ ancestors: [], descendants: [], bestDescendant: null, fee: loner.fee, sigops: loner.sigops });
    expect(cpfp.adjustedVsize).toBe(Math.max(Math.ceil(loner.weight / 4), loner.sigops * 5));
    expect(cpfp.effectiveFeePerVsize).toBeGreaterThan(0);
  });

  it("lists a child's ancestors and a parent's descendants", async () => {
    const ofChild = await api.json<MempoolCpfpInfo>(`/api/v1/cpfp/${child.txid}`);
    expect(sortByTxid(ofChild.ancestors)).toEqual(sortByTxid(relatives(mempool.ancestors(child.txid))));
    const ofParent = await api.json<MempoolCpfpInfo>(`/api/v1/cpfp/${parent.txid}`);
    expect(sortByTxid(ofParent.descendants)).toEqual(sortByTxid(relatives(mempool.descendants(parent.txid))));
    if (ofParent.bestDescendant) expect(mempool.descendants(parent.txid)).toContain(ofParent.bestDescendant.txid);
  });

  it("answers {ancestors: []} for a transaction outside the mempool", async () => {
    expect(await api.json(`/api/v1/cpfp/${confirmed}`)).toEqual({ ancestors: [] });
    expect(await api.json(`/api/v1/cpfp/${"ab".repeat(32)}`)).toEqual({ ancestors: [] });
  });

  it("serves the backend's cached record of a mempool transaction", async () => {
    const cached = await api.json<CachedTransaction>(`/api/v1/tx/${child.txid}/cached`);
    // Esplora's optional keys, and `sigops`, which today's electrs adds and the 2023 capture lacks.
    const optional = ["vin[].witness", "vin[].inner_redeemscript_asm", "vin[].inner_witnessscript_asm", "vin[].prevout.scriptpubkey_address", "vout[].scriptpubkey_address", "sigops"];
    expect(shapeDifferences(cached, upstreamCached, { absent: optional, extra: optional, nullable: ["bestDescendant"] })).toEqual([]);
    const esplora = await api.json<EsploraTransaction>(`/api/tx/${child.txid}`);
    expect(cached).toMatchObject({ ...esplora, firstSeen: child.firstSeen, vsize: Math.round(child.weight / 4) });
    expect(cached.feePerVsize).toBeCloseTo(child.fee / (child.weight / 4), 10);
    expect(cached.ancestors.length).toBe(mempool.ancestors(child.txid).length);
    expect(cached.position.block).toBeGreaterThanOrEqual(0);
  });

  it("answers 404 for a transaction that is not in the mempool", async () => {
    const answer = await api.request(`/api/v1/tx/${confirmed}/cached`, { headers: { Accept: "application/json" } });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([404, { error: "No cached transaction for the provided txid" }]);
  });

  it("answers first-seen times in the order asked, 0 for what the mempool does not hold", async () => {
    const times = await api.json<number[]>(`/api/v1/transaction-times?txId[]=${child.txid}&txId[]=${confirmed}&txId[]=${loner.txid}`);
    expect(times).toEqual([child.firstSeen, 0, loner.firstSeen]);
    expect(await api.json(`/api/v1/transaction-times?txId=${loner.txid}`)).toEqual([loner.firstSeen]);
    expect(await api.json("/api/v1/transaction-times")).toEqual([]);
  });

  it("leaves out a transaction-times value that is no txid, as the backend does", async () => {
    expect(await api.json(`/api/v1/transaction-times?txId[]=nope&txId[]=${loner.txid}`)).toEqual([loner.firstSeen]);
  });

  it.each([
    ["a malformed cpfp txid", "/api/v1/cpfp/xyz", /^Invalid txid/],
    ["a malformed cached txid", `/api/v1/tx/${"a".repeat(65)}/cached`, /^Invalid txid/],
    ["101 transaction-times txids", `/api/v1/transaction-times?${Array(101).fill(`txId[]=${"ab".repeat(32)}`).join("&")}`, /at most 100/],
  ])("answers %s with 400 {error}", async (_, path, message) => {
    const answer = await api.request(path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toMatch(message);
  });
});

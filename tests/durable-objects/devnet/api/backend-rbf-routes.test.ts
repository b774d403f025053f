import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import type { CachedTransaction } from "../../../../durable-objects/devnet/views/cached-transaction.ts";
import type { RbfInfo, RbfTree } from "../../../../shared/tx/rbf-tree.ts";
import type { EsploraTransaction } from "../../../../shared/types/esplora.ts";
import { API_TEST_SETTINGS, NOW, harnessFor, readFixture } from "./api-harness.ts";
import { shapeDifferences } from "./json-shape.ts";

// Users spend matured coinbases, so traffic needs a day of history; half a live minute of it then
// makes several replacements, some of them full-RBF.
const network = DevnetNetwork.seed({ ...API_TEST_SETTINGS, seed: "api-rbf" }, NOW);
network.advanceTo(NOW + 30);
const api = harnessFor(network, createDevnetApi(() => network));

const trees = network.rbf.latest();
const tree = trees[0]!;
const replaced = tree.replaces[0]!.tx.txid;
const fullRbfTree = network.rbf.latest(true)[0];
const upstreamReplaced = readFixture<RbfInfo>("cypress/details_rbf/tx01_api_rbf.json");
const upstreamReplacement = readFixture<RbfInfo>("cypress/details_rbf/tx02_api_rbf.json");
const upstreamLatest = readFixture<{ rbfLatest: RbfTree[] }>("cypress/rbf_page/rbf_01.json").rbfLatest;
const upstreamCached = readFixture<object>("cypress/details_rbf/tx01_api_cached.json");
// The devnet marks `fullRbf` on a tree's transaction only when true, and `mined` once mined.
const TREE_OPTIONAL = ["replacements.tx.fullRbf", "replacements.tx.mined", "replacements.mined"];
const isNewestFirst = (list: readonly RbfTree[]) => list.every((t, i) => i === 0 || t.time <= list[i - 1]!.time);

describe("backend rbf routes", () => {
  it("has replacement trees to serve, some of them full-RBF", () => {
    expect(trees.length).toBeGreaterThan(3);
    expect(fullRbfTree).toBeDefined();
  });

  it("answers a replacement's tree and the txids it replaced, like upstream's capture", async () => {
    const answer = await api.json<RbfInfo>(`/api/v1/tx/${tree.tx.txid}/rbf`);
    expect(shapeDifferences(answer, upstreamReplacement, { absent: TREE_OPTIONAL, extra: TREE_OPTIONAL })).toEqual([]);
    expect(answer).toEqual({ replacements: tree, replaces: tree.replaces.map((sub) => sub.tx.txid) });
  });

  it("answers a replaced transaction's tree with replaces null when it replaced nothing", async () => {
    const answer = await api.json<RbfInfo>(`/api/v1/tx/${replaced}/rbf`);
    expect(shapeDifferences(answer, upstreamReplaced, { absent: TREE_OPTIONAL, extra: TREE_OPTIONAL })).toEqual([]);
    expect(answer.replacements?.tx.txid).toBe(tree.tx.txid);
    if (tree.replaces[0]!.replaces.length === 0) expect(answer.replaces).toBeNull();
  });

  it("answers both fields null for a transaction no tree holds", async () => {
    expect(await api.json(`/api/v1/tx/${"ab".repeat(32)}/rbf`)).toEqual({ replacements: null, replaces: null });
  });

  it.each([
    ["/api/v1/replacements", false],
    ["/api/v1/fullrbf/replacements", true],
  ])("lists %s newest first, at most 25", async (path, fullRbfOnly) => {
    const list = await api.json<RbfTree[]>(path);
    expect(list).toEqual(network.rbf.latest(fullRbfOnly).slice(0, 25));
    expect(list.length).toBeGreaterThan(0);
    expect(isNewestFirst(list)).toBe(true);
    if (fullRbfOnly) expect(list.every((t) => t.fullRbf)).toBe(true);
    const extra = ["[].tx.fullRbf", "[].tx.mined", "[].mined"];
    expect(shapeDifferences(list, upstreamLatest, { absent: extra, extra })).toEqual([]);
  });

  it("pages on from the root txid of the last tree shown", async () => {
    const after = trees[1]!.tx.txid;
    expect(await api.json(`/api/v1/replacements/${after}`)).toEqual(trees.slice(2, 27));
    expect(await api.json(`/api/v1/replacements/${trees.at(-1)!.tx.txid}`)).toEqual([]);
    // A cursor the history does not hold ends the paging rather than starting over.
    expect(await api.json(`/api/v1/replacements/${"cd".repeat(32)}`)).toEqual([]);
  });

  it("serves a replaced transaction's cached record, like upstream's capture of one", async () => {
    const cached = await api.json<CachedTransaction>(`/api/v1/tx/${replaced}/cached`);
    // Upstream's newer record carries GBT bookkeeping the devnet has no use for.
    const upstreamOnly = ["order", "adjustedVsize", "adjustedFeePerVsize", "inputs", "cpfpDirty", "position", "flags"];
    const esploraOptional = ["vin[].witness", "vin[].inner_redeemscript_asm", "vin[].inner_witnessscript_asm", "vout[].scriptpubkey_address", "vin[].scriptsig_asm"];
    const differences = shapeDifferences(cached, upstreamCached, { absent: [...upstreamOnly, ...esploraOptional], extra: esploraOptional, nullable: ["bestDescendant"] });
    expect(differences).toEqual([]);
    const record = network.rbf.replacedTx(replaced)!;
    expect(cached).toMatchObject({ txid: replaced, fee: record.fee, firstSeen: record.firstSeen, status: { confirmed: false }, ancestors: [] });
    expect(cached.feePerVsize).toBeCloseTo(record.fee / (record.weight / 4), 10);
    expect(cached).not.toHaveProperty("uid");
    // The chain forgot it: Esplora no longer knows the transaction, only the backend's cache does.
    expect((await api.request(`/api/tx/${replaced}`)).status).toBe(404);
  });

  it("still serves a mempool transaction's cached record with its position", async () => {
    const [entry] = network.mempool.entries();
    const cached = await api.json<CachedTransaction>(`/api/v1/tx/${entry!.txid}/cached`);
    expect(cached.position.block).toBeGreaterThanOrEqual(0);
    expect(cached).toMatchObject(await api.json<EsploraTransaction>(`/api/tx/${entry!.txid}`));
  });

  it.each([
    ["a malformed rbf txid", "/api/v1/tx/xyz/rbf"],
    ["a malformed replacements cursor", "/api/v1/replacements/xyz"],
    ["a malformed full-RBF cursor", `/api/v1/fullrbf/replacements/${"a".repeat(63)}`],
  ])("answers %s with 400 {error}", async (_, path) => {
    const answer = await api.request(path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toMatch(/^Invalid txid/);
  });
});

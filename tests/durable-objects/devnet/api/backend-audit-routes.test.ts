import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import type { AuditScore, BlockHealthPoint } from "../../../../durable-objects/devnet/views/audit-scores.ts";
import type { AuditSummary, TxAudit } from "../../../../durable-objects/devnet/views/audit-summary.ts";
import type { BlockExtended } from "../../../../shared/types/block-extended.ts";
import { API_TEST_SETTINGS, NOW, harnessFor } from "./api-harness.ts";

// The devnet audits each block as it arrives and keeps the last 64 audits: a day of history has them.
const network = DevnetNetwork.seed({ ...API_TEST_SETTINGS, seed: "api-audit" }, NOW);
const api = harnessFor(network, createDevnetApi(() => network));
const { chain } = network;
const tip = chain.tip!;
const audited = Array.from({ length: chain.blockCount }, (_, i) => chain.blockAt(chain.firstHeight + i)!).filter((b) => network.auditOf(b.height));
const withTemplate = audited.findLast((b) => network.auditOf(b.height)!.template.length > 1)!;
const genesis = chain.blockAt(chain.firstHeight)!;
const JSON_ACCEPT = { headers: { Accept: "application/json" } };

/** research §2.3 `audit-summary`, in upstream's key order. */
const SUMMARY_KEYS = [
  "version", "templateAlgorithm", "height", "id", "timestamp", "template", "unseenTxs", "missingTxs", "addedTxs",
  "prioritizedTxs", "freshTxs", "sigopTxs", "fullrbfTxs", "acceleratedTxs", "matchRate", "expectedFees", "expectedWeight",
];

describe("backend audit routes", () => {
  it("has audited blocks, one with a template of several transactions", () => {
    expect(audited.length).toBe(64);
    expect(withTemplate).toBeDefined();
  });

  it("answers a block's audit summary in upstream's shape, from the devnet's audit", async () => {
    const summary = await api.json<AuditSummary>(`/api/v1/block/${withTemplate.hash}/audit-summary`);
    const audit = network.auditOf(withTemplate.height)!;
    expect(Object.keys(summary)).toEqual(SUMMARY_KEYS);
    expect(summary).toMatchObject({ version: 1, templateAlgorithm: 0, height: audit.height, id: withTemplate.hash, timestamp: withTemplate.header.timestamp });
    expect(summary).toMatchObject({ missingTxs: audit.missingTxs, addedTxs: audit.addedTxs, matchRate: audit.matchRate, expectedFees: audit.expectedFees });
    expect(summary.template.map((tx) => tx.txid)).toEqual(audit.template.map((tx) => tx.txid));
    for (const tx of summary.template) {
      expect(Object.keys(tx)).toEqual(["txid", "fee", "vsize", "value", "rate", "flags", "time"]);
      // Every devnet transaction is at least version 1 or 2 and spends some script type: flags are never 0.
      expect(tx.flags).toBeGreaterThan(0);
    }
  });

  it("caches an audit for 30 days: it never changes", async () => {
    const answer = await api.request(`/api/v1/block/${withTemplate.hash}/audit-summary`);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=2592000, immutable");
  });

  it.each([
    ["an unaudited block", genesis.hash],
    ["an unknown block", "00".repeat(32)],
  ])("answers %s with 404 Audit not available, as JSON or text as the client accepts", async (_, hash) => {
    const json = await api.request(`/api/v1/block/${hash}/audit-summary`, JSON_ACCEPT);
    expect([json.status, JSON.parse(json.body)]).toEqual([404, { error: "Audit not available" }]);
    const text = await api.request(`/api/v1/block/${hash}/audit-summary`, { headers: { Accept: "text/plain" } });
    expect([text.status, text.body]).toEqual([404, "Audit not available"]);
  });

  it("judges one transaction of the block, and one the template expected", async () => {
    const audit = network.auditOf(withTemplate.height)!;
    const expectedTx = audit.template[0]!;
    const verdict = await api.json<TxAudit>(`/api/v1/block/${withTemplate.hash}/tx/${expectedTx.txid}/audit`);
    expect(verdict).toEqual({
      seen: true,
      expected: true,
      added: audit.addedTxs.includes(expectedTx.txid),
      prioritized: false,
      conflict: false,
      accelerated: false,
      firstSeen: expectedTx.time,
    });
    const coinbase = await api.json<TxAudit>(`/api/v1/block/${withTemplate.hash}/tx/${withTemplate.txids[0]}/audit`);
    expect(coinbase).toMatchObject({ expected: false });
    expect(coinbase).not.toHaveProperty("firstSeen");
    const missing = await api.request(`/api/v1/block/${genesis.hash}/tx/${genesis.txids[0]}/audit`, JSON_ACCEPT);
    expect([missing.status, JSON.parse(missing.body)]).toEqual([404, { error: "Transaction audit not available" }]);
  });

  it("fills the audit figures into the block's extras while the audit exists", async () => {
    const block = await api.json<BlockExtended>(`/api/v1/block/${withTemplate.hash}`);
    const audit = network.auditOf(withTemplate.height)!;
    expect(block.extras).toMatchObject({ matchRate: audit.matchRate, expectedFees: audit.expectedFees, expectedWeight: audit.expectedWeight, similarity: audit.similarity });
    const old = await api.json<BlockExtended>(`/api/v1/block/${genesis.hash}`);
    expect(old.extras).toMatchObject({ matchRate: null, expectedFees: null, expectedWeight: null });
    expect(old.extras).not.toHaveProperty("similarity");
  });

  it.each([
    ["the tip", undefined, tip.height],
    ["a height", 100, 100],
  ])("scores the audited blocks from %s down 15 more, newest first", async (_, height, top) => {
    const scores = await api.json<AuditScore[]>(`/api/v1/mining/blocks/audit/scores${height === undefined ? "" : `/${height}`}`);
    const expected = audited.filter((b) => b.height <= top && b.height >= top - 15).reverse();
    expect(scores.map((s) => s.hash)).toEqual(expected.map((b) => b.hash));
    for (const score of scores) {
      const block = await api.json<BlockExtended>(`/api/v1/block/${score.hash}`);
      expect(score).toEqual({ hash: block.id, matchRate: block.extras.matchRate, expectedFees: block.extras.expectedFees, expectedWeight: block.extras.expectedWeight });
    }
  });

  it("scores one block, and answers null for one without an audit", async () => {
    const score = await api.json<AuditScore>(`/api/v1/mining/blocks/audit/score/${tip.hash}`);
    expect(score.hash).toBe(tip.hash);
    expect(await api.json(`/api/v1/mining/blocks/audit/score/${genesis.hash}`)).toBeNull();
  });

  it("draws block health from the audits, oldest first, counting them in X-Total-Count", async () => {
    const answer = await api.request("/api/v1/mining/blocks/predictions/24h");
    const points = JSON.parse(answer.body) as BlockHealthPoint[];
    expect(answer.headers.get("x-total-count")).toBe(String(audited.length));
    expect(points.map(([, height]) => height)).toEqual(audited.map((b) => b.height));
    expect(points.map(([time, , rate]) => [time, rate])).toEqual(audited.map((b) => [b.header.timestamp, network.auditOf(b.height)!.matchRate]));
    const weekly = await api.json<BlockHealthPoint[]>("/api/v1/mining/blocks/predictions/1w");
    expect(weekly.every(([, , rate]) => rate >= 0 && rate <= 100)).toBe(true);
  });

  it.each([
    ["a malformed block hash", "/api/v1/block/xyz/audit-summary", /^Invalid block hash/],
    ["a malformed tx audit txid", `/api/v1/block/${"00".repeat(32)}/tx/xyz/audit`, /^Invalid txid/],
    ["a malformed score hash", "/api/v1/mining/blocks/audit/score/123", /^Invalid block hash/],
    ["a scores height with no number", "/api/v1/mining/blocks/audit/scores/tip", /^Invalid block height/],
  ])("answers %s with 400", async (_, path, message) => {
    const answer = await api.request(path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toMatch(message);
  });

  it("reads a height and a window as the backend does: parseInt's leading integer, an unknown window as all", async () => {
    const tip = network.chain.tipHeight;
    expect(await api.json(`/api/v1/mining/blocks/audit/scores/${tip}.5`)).toEqual(await api.json(`/api/v1/mining/blocks/audit/scores/${tip}`));
    expect(await api.json("/api/v1/mining/blocks/audit/scores/-1")).toEqual([]);
    expect(await api.json("/api/v1/mining/blocks/predictions/2h")).toEqual(await api.json("/api/v1/mining/blocks/predictions/all"));
  });
});

import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../client/api/api-fetch.ts";
import type { ApiGet } from "../../../../client/app/page-data.tsx";
import { loadBlockOverview, readAuditSummary, readBlockSummary } from "../../../../client/pages/block/block-overview.ts";
import { blockDevnet, type BlockDevnet } from "./devnet-api.ts";

let devnet: BlockDevnet;
beforeAll(async () => {
  devnet = await blockDevnet();
}, 120_000);

const TXID = "cd".repeat(32);

describe("loadBlockOverview", () => {
  it("loads the mined block's transactions and its audit together", async () => {
    const audited = await devnet.findAudited((audit) => audit.template!.length > 0);
    if (audited === null) throw new Error("the devnet has no audited block with a template");
    const summary = await devnet.harness.json<{ txid: string }[]>(`/api/v1/block/${audited.hash}/summary`);
    const overview = await loadBlockOverview(audited.hash, devnet.api, { audit: true });
    expect(overview.failed).toBe(false);
    expect(overview.transactions.map((tx) => tx.txid)).toEqual(summary.map((tx) => tx.txid));
    expect(overview.audit?.template.length).toBeGreaterThan(0);
    expect(overview.audit?.matchRate).toBeGreaterThanOrEqual(0);
  });

  it("has no audit for a block the backend never audited (404 Audit not available), and says nothing of it", async () => {
    const log = vi.fn();
    // The devnet keeps the audits of its last 64 blocks.
    const old = await devnet.hashAt(devnet.tip - 80);
    const overview = await loadBlockOverview(old, devnet.api, { audit: true, log });
    expect(overview.audit).toBeNull();
    expect(overview.transactions.length).toBeGreaterThan(0);
    expect(log).not.toHaveBeenCalled();
  });

  it("does not ask for an audit where there is none (Liquid, spec §2.8)", async () => {
    const hash = await devnet.hashAt(devnet.tip);
    devnet.asked.length = 0;
    const overview = await loadBlockOverview(hash, devnet.api, { audit: false });
    expect(overview.audit).toBeNull();
    expect(devnet.asked).toEqual([`/api/v1/block/${hash}/summary`]);
  });

  it("shows an empty graph when the summary fails (spec §4.5, §8), and keeps the audit", async () => {
    const log = vi.fn();
    const api: ApiGet = async (path) => {
      if (path.endsWith("/summary")) throw new ApiError(502, path, "Bad gateway");
      return new Response(JSON.stringify({ template: [{ txid: TXID, fee: 10, vsize: 100, value: 1 }], missingTxs: [TXID], matchRate: 0 }));
    };
    const overview = await loadBlockOverview("ab".repeat(32), api, { audit: true, log });
    expect(overview).toMatchObject({ transactions: [], failed: true });
    expect(overview.audit?.censored.has(TXID)).toBe(true);
    expect(log).toHaveBeenCalledWith("the summary could not be loaded", expect.any(ApiError));
  });

  it("treats a failed audit other than 404 as no audit, and logs it", async () => {
    const log = vi.fn();
    const api: ApiGet = async (path) => {
      if (path.endsWith("/audit-summary")) throw new ApiError(500, path, "boom");
      return new Response("[]");
    };
    const overview = await loadBlockOverview("ab".repeat(32), api, { audit: true, log });
    expect(overview).toEqual({ transactions: [], audit: null, failed: false });
    expect(log).toHaveBeenCalledOnce();
  });
});

describe("the overview readers", () => {
  it("drops malformed summary entries and refuses a body that is not a list", () => {
    expect(readBlockSummary([{ txid: TXID, fee: 1, vsize: 2, value: 3 }, { txid: "x" }, null]).map((tx) => tx.txid)).toEqual([TXID]);
    expect(() => readBlockSummary({ txs: [] })).toThrow(TypeError);
  });

  it("reads the audit lists as sets of lower-case txids, missing lists as empty", () => {
    const audit = readAuditSummary({ template: [], missingTxs: [TXID.toUpperCase(), 7], addedTxs: "nope", matchRate: 92.5, expectedFees: 1200 });
    expect([...audit.censored]).toEqual([TXID]);
    expect(audit.added.size).toBe(0);
    expect(audit.fresh.size).toBe(0);
    expect(audit).toMatchObject({ matchRate: 92.5, expectedFees: 1200, expectedWeight: null });
    expect(() => readAuditSummary({ missingTxs: [] })).toThrow("no template");
  });
});

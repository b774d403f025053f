import { beforeAll, describe, expect, it } from "vitest";
import { auditView } from "../../../../client/pages/block/block-audit.ts";
import { type BlockAuditSummary, loadBlockOverview } from "../../../../client/pages/block/block-overview.ts";
import type { TransactionStripped } from "../../../../shared/types/compressed-tx.ts";
import { blockDevnet, type BlockDevnet } from "./devnet-api.ts";

const tx = (n: number, rate = 10): TransactionStripped => ({ txid: n.toString(16).padStart(64, "0"), fee: rate * 100, vsize: 100, value: 1_000, rate });
const ids = (...txs: TransactionStripped[]): Set<string> => new Set(txs.map((t) => t.txid));

function summary(template: TransactionStripped[], lists: Partial<Omit<BlockAuditSummary, "template">> = {}): BlockAuditSummary {
  return {
    template,
    censored: new Set(),
    added: new Set(),
    prioritized: new Set(),
    fresh: new Set(),
    sigop: new Set(),
    fullRbf: new Set(),
    accelerated: new Set(),
    unseen: new Set(),
    matchRate: 75,
    expectedFees: null,
    expectedWeight: null,
    ...lists,
  };
}

describe("auditView", () => {
  const coinbase = tx(0, 0);

  it("gives the expected block's transactions their status (spec §4.1), mined ones as matches", () => {
    const [found, censored, cheap, fresh, sigop, rbf, marginal] = [tx(1), tx(2), tx(3, 0.5), tx(4), tx(5), tx(6), tx(7)];
    const audit = summary([found, censored, cheap, fresh, sigop, rbf, marginal], {
      censored: ids(censored, cheap),
      fresh: ids(fresh),
      sigop: ids(sigop),
      fullRbf: ids(rbf),
    });
    const view = auditView([coinbase, found], audit);
    expect(view.expected.map((t) => t.status)).toEqual(["found", "censored", "missing", "fresh", "sigop", "rbf", "missing"]);
    expect(view.expected.every((t) => t.context === "projected")).toBe(true);
    // Under 1 sat/vB the backend excuses a transaction: it is marginal, not removed.
    expect(view.counts).toEqual({ found: 1, censored: 1, missing: 2, fresh: 1, sigop: 1, rbf: 1 });
  });

  it("gives the mined block's transactions theirs, the coinbase none", () => {
    const [found, added, prioritized, accelerated, rbf, selected] = [tx(1), tx(2), tx(3), tx(4), tx(5), tx(6)];
    const audit = summary([found, prioritized, accelerated], { added: ids(added), prioritized: ids(prioritized), accelerated: ids(accelerated), fullRbf: ids(rbf) });
    const view = auditView([coinbase, found, added, prioritized, accelerated, rbf, selected], audit);
    expect(view.actual.map((t) => t.status)).toEqual([undefined, "found", "added", "prioritized", "accelerated", "rbf", "selected"]);
    expect(view.actual.every((t) => t.context === "actual")).toBe(true);
    expect(view.expected.map((t) => t.status)).toEqual(["found", "found", "accelerated"]);
    // Mined expected transactions are counted once, on the mined side.
    expect(view.counts).toEqual({ found: 1, added: 1, prioritized: 1, accelerated: 1, rbf: 1, selected: 1 });
  });

  it("calls unseen transactions added when a seen one follows them, the pool's own at the end unseen", () => {
    const [seen, unseenEarly, unseenTail1, unseenTail2] = [tx(1), tx(2), tx(3), tx(4)];
    const audit = summary([seen], { unseen: ids(unseenEarly, unseenTail1, unseenTail2) });
    const view = auditView([coinbase, unseenEarly, seen, unseenTail1, unseenTail2], audit);
    expect(view.actual.map((t) => t.status)).toEqual([undefined, "added", "found", "unseen", "unseen"]);
  });

  it("compares expected with actual fees and counts, with the backend's health", () => {
    const [a, b, c] = [tx(1, 10), tx(2, 20), tx(3, 30)];
    const view = auditView([coinbase, a, c], summary([a, b], { expectedFees: 3_100 }));
    expect(view).toMatchObject({ health: 75, expectedFees: 3_100, actualFees: 4_000, expectedCount: 2, actualCount: 2 });
    expect(auditView([coinbase], summary([a])).expectedFees).toBe(1_000);
  });
});

describe("auditView on a devnet block", () => {
  let devnet: BlockDevnet;
  beforeAll(async () => {
    devnet = await blockDevnet();
  }, 120_000);

  it("counts every transaction once: the mined ones and the expected ones left out", async () => {
    const audited = await devnet.findAudited((audit) => audit.missingTxs!.length > 0);
    if (audited === null) throw new Error("the devnet has no audited block with a removed transaction");
    const overview = await loadBlockOverview(audited.hash, devnet.api, { audit: true });
    const audit = overview.audit!;
    const view = auditView(overview.transactions, audit);
    const minedIds = new Set(overview.transactions.map((t) => t.txid));
    const leftOut = audit.template.filter((t) => !minedIds.has(t.txid)).length;
    const total = Object.values(view.counts).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(overview.transactions.length - 1 + leftOut);
    expect(view.counts.censored ?? 0).toBeGreaterThan(0);
    for (const removed of audit.censored) expect(view.expected.find((t) => t.txid === removed)?.status).toMatch(/^(censored|missing)$/);
    // research §5.6: matchRate = matches / (matches + censored).
    const matches = audit.template.length - leftOut;
    expect(view.health).toBeCloseTo((matches / (matches + audit.censored.size)) * 100, 1);
  });
});

/**
 * A block's audit as the page shows it (research §5.6, spec §4.1): the expected block (the
 * template) and the mined block side by side, each transaction with the status its tooltip names,
 * the count of each status, and the health figures.
 *
 * Each transaction is counted once: a mined one by its mined-side status, an expected one that
 * was not mined by its expected-side status (the ones that were mined are already counted).
 *
 * @example
 * const view = auditView(overview.transactions, overview.audit);
 * view.actual[3].status;   // "found"
 * view.counts.censored;    // 2
 */
import type { GraphTransaction } from "../../../shared/graph/graph-transaction.ts";
import type { AuditStatus } from "../../../shared/tables/audit-status.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import type { BlockAuditSummary } from "./block-overview.ts";

/** research §5.6: the backend excuses transactions under 1 sat/vB, so only those at or above count as removed. */
const CENSORED_MIN_RATE = 1;

export interface AuditView {
  /** The template, in template order, with expected-side statuses. */
  readonly expected: readonly GraphTransaction[];
  /** The mined block, in block order, with mined-side statuses; the coinbase has none. */
  readonly actual: readonly GraphTransaction[];
  /** How many transactions have each status; statuses nobody has are absent. */
  readonly counts: Readonly<Partial<Record<AuditStatus, number>>>;
  /** Percent of expected transactions that were mined (research §5.6 matchRate); null when unknown. */
  readonly health: number | null;
  readonly expectedFees: number;
  readonly actualFees: number;
  /** Transactions of the template (it has no coinbase). */
  readonly expectedCount: number;
  /** Transactions of the mined block besides its coinbase, so the two counts compare. */
  readonly actualCount: number;
}

const rateOf = (tx: TransactionStripped): number => (typeof tx.rate === "number" && Number.isFinite(tx.rate) ? tx.rate : tx.vsize > 0 ? tx.fee / tx.vsize : 0);

function expectedStatus(tx: TransactionStripped, mined: ReadonlySet<string>, audit: BlockAuditSummary): AuditStatus {
  if (mined.has(tx.txid)) return audit.accelerated.has(tx.txid) ? "accelerated" : "found";
  if (audit.censored.has(tx.txid)) return rateOf(tx) >= CENSORED_MIN_RATE ? "censored" : "missing";
  if (audit.fresh.has(tx.txid)) return "fresh";
  if (audit.sigop.has(tx.txid)) return "sigop";
  if (audit.fullRbf.has(tx.txid)) return "rbf";
  return "missing";
}

function minedStatus(tx: TransactionStripped, expected: ReadonlySet<string>, audit: BlockAuditSummary, seenLater: boolean): AuditStatus {
  if (audit.accelerated.has(tx.txid)) return "accelerated";
  if (audit.added.has(tx.txid)) return "added";
  if (audit.prioritized.has(tx.txid)) return "prioritized";
  if (expected.has(tx.txid)) return "found";
  if (audit.fullRbf.has(tx.txid)) return "rbf";
  // An unseen transaction among seen ones was placed by fee like an added one; a tail of unseen
  // ones at the end of the block is the pool's own.
  if (audit.unseen.has(tx.txid)) return seenLater ? "added" : "unseen";
  return "selected";
}

const sumFees = (txs: readonly TransactionStripped[]): number => txs.reduce((total, tx) => total + tx.fee, 0);

/**
 * The audit of a mined block (`mined`, block order, coinbase first) against `audit`.
 *
 * @example
 * auditView([coinbase, a, b], { ...summary, template: [a, c], censored: new Set([c.txid]) }).counts;
 * // { found: 1, selected: 1, censored: 1 }
 */
export function auditView(mined: readonly TransactionStripped[], audit: BlockAuditSummary): AuditView {
  const minedIds = new Set(mined.map((tx) => tx.txid));
  const expectedIds = new Set(audit.template.map((tx) => tx.txid));
  const counts: Partial<Record<AuditStatus, number>> = {};
  const count = (status: AuditStatus): void => {
    counts[status] = (counts[status] ?? 0) + 1;
  };

  const expected = audit.template.map((tx): GraphTransaction => {
    const status = expectedStatus(tx, minedIds, audit);
    if (!minedIds.has(tx.txid)) count(status);
    return { ...tx, status, context: "projected" };
  });

  // Walked from the end: whether a seen transaction comes later decides what an unseen one is.
  const actual: GraphTransaction[] = new Array(mined.length);
  let seenLater = false;
  for (let index = mined.length - 1; index >= 0; index--) {
    const tx = mined[index]!;
    if (index === 0) {
      actual[index] = { ...tx, context: "actual" };
      continue;
    }
    const status = minedStatus(tx, expectedIds, audit, seenLater);
    count(status);
    if (!audit.unseen.has(tx.txid)) seenLater = true;
    actual[index] = { ...tx, status, context: "actual" };
  }

  return {
    expected,
    actual,
    counts,
    health: audit.matchRate,
    expectedFees: audit.expectedFees ?? sumFees(audit.template),
    actualFees: sumFees(mined),
    expectedCount: audit.template.length,
    actualCount: Math.max(0, mined.length - 1),
  };
}

/**
 * A transaction as the block overview graph draws it (spec §3 "Transaction in the graph"): the
 * stripped fields plus the audit status and the side of the audit it belongs to.
 *
 * @example
 * const tx: GraphTransaction = { txid, fee: 1_250, vsize: 141.25, value: 50_000, rate: 8.85, flags: 1_028, status: "found", context: "projected" };
 * ownFeeRate(tx);  // 8.849…  (colour)
 * sortFeeRate(tx); // 8.85    (position)
 */
import { type AuditStatus, isAuditStatus } from "../tables/audit-status.ts";
import { transactionFlag } from "../tables/transaction-flags.ts";
import type { TransactionStripped } from "../types/compressed-tx.ts";
import { isHash64 } from "../types/ids.ts";

/** Which graph of an audit a transaction is drawn in: the expected template or the mined block. */
export type GraphContext = "projected" | "actual";

export interface GraphTransaction extends TransactionStripped {
  /** Audit status (spec §4.1); absent without audit data. */
  readonly status?: AuditStatus;
  readonly context?: GraphContext;
}

/**
 * The fee rate a square is coloured by: the transaction's own fee over its vsize, never the effective
 * (package) rate (research §5.4, gotcha 11).
 *
 * @example
 * ownFeeRate({ txid, fee: 1_000, vsize: 200, value: 0, rate: 25 }); // 5
 */
export function ownFeeRate(tx: Pick<GraphTransaction, "fee" | "vsize">): number {
  return tx.vsize > 0 ? tx.fee / tx.vsize : 0;
}

/**
 * The fee rate a square is placed by: the effective rate when the wire gave one, else fee/vsize
 * (research §5.3).
 *
 * @example
 * sortFeeRate({ txid, fee: 1_000, vsize: 200, value: 0 }); // 5
 */
export function sortFeeRate(tx: Pick<GraphTransaction, "fee" | "vsize" | "rate">): number {
  return typeof tx.rate === "number" && Number.isFinite(tx.rate) && tx.rate > 0 ? tx.rate : ownFeeRate(tx);
}

const ACCELERATION_FLAG = transactionFlag("acceleration").value;

/**
 * The flags the transaction filter tests: the wire's flags with the acceleration bit OR-ed in for an
 * accelerated transaction (research §5.5: the bit is client-side only).
 *
 * @example
 * graphFlags({ flags: 1, acc: true }); // 524289n (rbf | acceleration)
 */
export function graphFlags(tx: Pick<GraphTransaction, "flags" | "acc">): bigint {
  const wire = typeof tx.flags === "number" && Number.isSafeInteger(tx.flags) && tx.flags > 0 ? BigInt(tx.flags) : 0n;
  return tx.acc === true ? wire | ACCELERATION_FLAG : wire;
}

/** Why a transaction was refused, for the one log line a page prints. */
export type GraphTransactionProblem = "txid" | "fee" | "vsize" | "value";

/**
 * What is wrong with a transaction the graph was given, or undefined when it can be drawn. A txid
 * must be 64 hex characters; fee and value whole satoshis from 0; vsize a finite number above 0.
 *
 * @example
 * graphTransactionProblem({ txid: "x", fee: 1, vsize: 1, value: 0 }); // "txid"
 */
export function graphTransactionProblem(tx: unknown): GraphTransactionProblem | undefined {
  if (typeof tx !== "object" || tx === null) return "txid";
  const { txid, fee, vsize, value } = tx as Record<string, unknown>;
  if (!isHash64(txid)) return "txid";
  if (typeof fee !== "number" || !Number.isSafeInteger(fee) || fee < 0) return "fee";
  if (typeof vsize !== "number" || !Number.isFinite(vsize) || vsize <= 0) return "vsize";
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) return "value";
  return undefined;
}

/**
 * The audit status to use, dropping one a newer backend invented (shown as no audit data).
 *
 * @example
 * knownAuditStatus({ status: "censored" }); // "censored"
 */
export function knownAuditStatus(tx: Pick<GraphTransaction, "status">): AuditStatus | undefined {
  return isAuditStatus(tx.status) ? tx.status : undefined;
}

/**
 * The block overview graph's data (research §2.3): the mined block's stripped transactions from
 * `/api/v1/block/:hash/summary`, and the audit from `/api/v1/block/:hash/audit-summary` (404
 * "Audit not available" for a block without one). Spec §8: a failed stripped-transaction fetch is
 * an empty list; spec §4.5: a failed overview load shows an empty graph. Liquid blocks have no
 * audit (spec §2.8).
 *
 * @example
 * const overview = await loadBlockOverview(hash, api, { audit: true });
 * overview.transactions.length; // the block's transactions, coinbase first
 */
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import { isHash64 } from "../../../shared/types/ids.ts";
import { ApiError } from "../../api/api-fetch.ts";
import type { ApiGet } from "../../app/page-data.tsx";
import { isRecord, readStrippedTransaction } from "../../live/live-fields.ts";

/** The audit lists of research §2.3 that name transactions, each as a set of txids. */
export interface BlockAuditSummary {
  /** The block the template expected, in template order (research §2.3 `template`). */
  readonly template: readonly TransactionStripped[];
  /** Expected and not mined, with no excuse (research §5.6: stored as `missingTxs`). */
  readonly censored: ReadonlySet<string>;
  readonly added: ReadonlySet<string>;
  readonly prioritized: ReadonlySet<string>;
  readonly fresh: ReadonlySet<string>;
  readonly sigop: ReadonlySet<string>;
  readonly fullRbf: ReadonlySet<string>;
  readonly accelerated: ReadonlySet<string>;
  readonly unseen: ReadonlySet<string>;
  /** Percent, 0 to 100 (research §5.6). */
  readonly matchRate: number | null;
  readonly expectedFees: number | null;
  readonly expectedWeight: number | null;
}

export interface BlockOverview {
  /** The mined block's transactions in block order, coinbase first; empty when the fetch failed. */
  readonly transactions: readonly TransactionStripped[];
  /** Null without an audit (none made, a Liquid block, or the fetch failed). */
  readonly audit: BlockAuditSummary | null;
  /** The summary could not be loaded: the graph is empty for that reason, not because the block is. */
  readonly failed: boolean;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * The summary's transactions; a malformed entry is dropped (a graph missing one square is better
 * than none), a body that is not a list is refused.
 *
 * @example
 * readBlockSummary([{ txid, fee: 0, vsize: 100, value: 312_500_000 }]).length; // 1
 */
export function readBlockSummary(json: unknown): TransactionStripped[] {
  if (!Array.isArray(json)) throw new TypeError("The block summary is not a list of transactions.");
  const transactions: TransactionStripped[] = [];
  for (const item of json) {
    const tx = readStrippedTransaction(item);
    if (tx) transactions.push(tx);
  }
  return transactions;
}

function txidSet(value: unknown): Set<string> {
  if (!Array.isArray(value)) return new Set();
  return new Set(value.filter(isHash64).map((txid) => txid.toLowerCase()));
}

/**
 * The audit summary, or a TypeError when it has no template (the one part the view cannot do
 * without). A list that is missing reads as empty, as an older backend may omit it.
 *
 * @example
 * readAuditSummary(await (await api(`/api/v1/block/${hash}/audit-summary`)).json()).censored.size;
 */
export function readAuditSummary(json: unknown): BlockAuditSummary {
  if (!isRecord(json) || !Array.isArray(json.template)) throw new TypeError("The audit summary has no template.");
  return {
    template: readBlockSummary(json.template),
    censored: txidSet(json.missingTxs),
    added: txidSet(json.addedTxs),
    prioritized: txidSet(json.prioritizedTxs),
    fresh: txidSet(json.freshTxs),
    sigop: txidSet(json.sigopTxs),
    fullRbf: txidSet(json.fullrbfTxs),
    accelerated: txidSet(json.acceleratedTxs),
    unseen: txidSet(json.unseenTxs),
    matchRate: isFiniteNumber(json.matchRate) ? json.matchRate : null,
    expectedFees: isFiniteNumber(json.expectedFees) ? json.expectedFees : null,
    expectedWeight: isFiniteNumber(json.expectedWeight) ? json.expectedWeight : null,
  };
}

export interface OverviewOptions {
  /** Ask for the audit: Bitcoin networks only (spec §2.8: Liquid has no audit part). */
  readonly audit: boolean;
  readonly log?: (message: string, detail?: unknown) => void;
}

const warn = (message: string, detail?: unknown): void => console.warn(`block overview: ${message}`, detail ?? "");

/**
 * The summary and the audit of block `hash`, fetched together. Never rejects: a failed summary is
 * an empty, `failed` overview; a missing audit (404) or a failed one is no audit.
 */
export async function loadBlockOverview(hash: string, api: ApiGet, { audit, log = warn }: OverviewOptions): Promise<BlockOverview> {
  const [summary, auditSummary] = await Promise.all([
    api(`/api/v1/block/${hash}/summary`)
      .then(async (response) => readBlockSummary(await response.json()))
      .catch((error: unknown) => {
        log("the summary could not be loaded", error);
        return null;
      }),
    audit
      ? api(`/api/v1/block/${hash}/audit-summary`)
          .then(async (response) => readAuditSummary(await response.json()))
          .catch((error: unknown) => {
            // research §2.3: 404 "Audit not available" is the normal answer for an unaudited block.
            if (!(error instanceof ApiError && error.status === 404)) log("the audit could not be loaded", error);
            return null;
          })
      : Promise.resolve(null),
  ]);
  return { transactions: summary ?? [], audit: auditSummary, failed: summary === null };
}

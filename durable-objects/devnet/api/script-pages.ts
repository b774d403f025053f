/**
 * How Esplora pages a script's history (research §2.2, mempool's electrs), shared by the single
 * and the multi-address routes: `/txs` gives up to 50 mempool transactions (newest first) and then
 * confirmed ones up to a page of its own and 50 in all; `after_txid` continues after a mempool
 * transaction (rest of the mempool, then confirmed) or after a confirmed one (the next page of
 * confirmed); a cursor outside the history is 422 "after_txid not found". The summary pages the
 * same way by a confirmed cursor.
 *
 * @example
 * firstPage(history, undefined, CHAIN_TXS_PAGE); // what `/api/address/:address/txs` lists
 */
import type { TxRecord } from "../state/chain-state.ts";
import type { ScriptHistory } from "../views/script-activity.ts";
import type { TxSummary } from "../views/script-summary.ts";
import { afterTxidNotFound } from "./api-errors.ts";

/** mempool's electrs: mempool transactions per `/txs` page, and the page's total. */
export const MEMPOOL_TXS_PAGE = 50;
/** Confirmed transactions per page of one script (research §2.2). */
export const CHAIN_TXS_PAGE = 25;
/** electrs' `rest_default_max_address_summary_txs`: rows per summary, and the most `max_txs` may ask. */
export const MAX_SUMMARY_TXS = 5_000;

/** `/txs`: mempool then confirmed (at most `confirmedPage` of them), continuing after `after` wherever it is. */
export function firstPage(history: ScriptHistory, after: string | undefined, confirmedPage: number): TxRecord[] {
  let mempoolStart = 0;
  if (after !== undefined) {
    const inMempool = history.mempool.findIndex((record) => record.txid === after);
    if (inMempool < 0) return confirmedAfter(history, after, confirmedPage);
    mempoolStart = inMempool + 1;
  }
  const mempool = history.mempool.slice(mempoolStart, mempoolStart + MEMPOOL_TXS_PAGE);
  const confirmed = history.confirmed.slice(0, Math.min(confirmedPage, MEMPOOL_TXS_PAGE - mempool.length));
  return [...mempool, ...confirmed];
}

/** The next `page` confirmed transactions after `after` (from the newest when absent). */
export function confirmedAfter(history: ScriptHistory, after: string | undefined, page: number): TxRecord[] {
  const start = startAfter(history.confirmed, after);
  return history.confirmed.slice(start, start + page);
}

/** Up to `limit` summary rows after the confirmed transaction `after` (from the newest when absent). */
export function summaryAfter(rows: readonly TxSummary[], after: string | undefined, limit: number): TxSummary[] {
  const start = startAfter(rows, after);
  return rows.slice(start, start + limit);
}

function startAfter(items: readonly { readonly txid: string }[], after: string | undefined): number {
  if (after === undefined) return 0;
  const at = items.findIndex((item) => item.txid === after);
  if (at < 0) throw afterTxidNotFound();
  return at + 1;
}

/**
 * The block page's transaction list (spec §7.4, research §2.2): pages of 25 full transactions from
 * `/api/block/:hash/txs/:start`, with the outspends of their outputs from one
 * `/api/txs/outspends?txids=` call. The page number travels in the address (`?page=2`), read as
 * spec §5 reads numeric query parameters: an integer, else the default.
 *
 * @example
 * const page = blockTxPage(new URLSearchParams("page=3"), 2_500); // 3
 * const { transactions, outspends } = await loadBlockTransactions(hash, page, api);
 */
import { BLOCK_TXS_PAGE } from "../../../shared/params/esplora-params.ts";
import { integerParam, type QueryParams } from "../../../shared/params/query-integer.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import type { ApiGet } from "../../app/page-data.tsx";
import { readEsploraTransactions } from "../tx/esplora-readers.ts";
import { loadOutspends, type OutspendsByTxid } from "../tx/load-outspends.ts";

/** The query parameter holding the 1-based page of the list. */
export const BLOCK_TX_PAGE_PARAM = "page";

export interface BlockTransactionsPage {
  readonly transactions: readonly EsploraTransaction[];
  /** Outspends by txid; empty when they could not be loaded (the cards then show no spent state). */
  readonly outspends: OutspendsByTxid;
}

/**
 * How many pages a block of `txCount` transactions has (at least one, so an empty list still has a page).
 *
 * @example
 * blockTxPageCount(51); // 3
 */
export function blockTxPageCount(txCount: number): number {
  return Math.max(1, Math.ceil(txCount / BLOCK_TXS_PAGE));
}

/**
 * The 1-based page the address asks for: a whole number from 1 to the last page, else 1.
 *
 * @example
 * blockTxPage(new URLSearchParams("page=2.5"), 100); // 1
 * blockTxPage(new URLSearchParams("page=9"), 100);   // 1 (100 transactions have 4 pages)
 */
export function blockTxPage(query: QueryParams, txCount: number): number {
  return integerParam(query.get(BLOCK_TX_PAGE_PARAM), 1, { min: 1, max: blockTxPageCount(txCount) });
}

/** The first transaction's index on 1-based `page`. */
export const blockTxStart = (page: number): number => (page - 1) * BLOCK_TXS_PAGE;

const warn = (message: string, detail?: unknown): void => console.warn(`block transactions: ${message}`, detail ?? "");

/**
 * Page `page` (1-based) of block `hash`'s transactions and their outspends. Rejects when the
 * transactions cannot be loaded or read; missing outspends only leave the spent state out.
 */
export async function loadBlockTransactions(hash: string, page: number, api: ApiGet, log = warn): Promise<BlockTransactionsPage> {
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`The transaction page must be a whole number from 1, got ${String(page)}.`);
  const path = `/api/block/${hash}/txs/${blockTxStart(page)}`;
  const transactions = readEsploraTransactions(await (await api(path)).json());
  if (transactions === undefined) throw new TypeError(`The answer to ${path} is not a list of transactions.`);
  // One call covers a page: MAX_OUTSPENDS_TXIDS (50) is above BLOCK_TXS_PAGE (25).
  const outspends = await loadOutspends(
    transactions.map((tx) => tx.txid),
    api,
    log,
  );
  return { transactions, outspends };
}

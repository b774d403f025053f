/**
 * What /address/{address} is about, loaded before the page renders (client/app/page-data.tsx): the
 * address's totals (`/api/address/:address`: chain_stats and mempool_stats) and, in parallel, the
 * first page of its history (`/api/address/:address/txs`: its mempool transactions, then its 25
 * newest confirmed ones) with where their outputs went (`/api/txs/outspends`), so the server's
 * render shows the spent state. Later pages come from loadAddressHistoryPage when the visitor asks
 * (use-address-pages.ts).
 *
 * A malformed address, or one of another network, is refused by the edge with 400 and the reason
 * (worker/api/api-param-table.ts), which the page shows.
 *
 * @example
 * const entry = await loadPageDataEntry(addressPageData, { address }, api);
 * // { key: "address:bc1q…", data: { address: { address, chain_stats, mempool_stats }, transactions: [...], outspends: { [txid]: [...] } } }
 */
import type { RouteParams } from "../../../shared/network/route-table.ts";
import type { EsploraAddress, EsploraTransaction } from "../../../shared/types/esplora.ts";
import { ApiError } from "../../api/api-fetch.ts";
import { type ApiGet, definePageData, readApiAnswer } from "../../app/page-data.tsx";
import { readEsploraAddress, readEsploraTransactions } from "../tx/esplora-readers.ts";
import { loadOutspends, type OutspendsByTxid, type OutspendsLog, readOutspendsByTxid } from "../tx/load-outspends.ts";
import { addressPageHead } from "./address-head.ts";

export interface AddressPageData {
  readonly address: EsploraAddress;
  /** The first page of its history: mempool transactions first, then confirmed ones, newest first. */
  readonly transactions: readonly EsploraTransaction[];
  /** Outspends of those transactions by txid; empty when they could not be loaded (no spent state shown). */
  readonly outspends: OutspendsByTxid;
}

/** The path segment of an address in API paths. */
export const addressPath = (address: string): string => `/api/address/${encodeURIComponent(address)}`;


/** Where the address page reports outspends it could not load. */
export const warnAddressPage: OutspendsLog = (message, detail) => console.warn(`address page: ${message}`, detail ?? "");

/** A page of an address's history with the outspends of its transactions. */
export type AddressHistoryPage = Pick<AddressPageData, "transactions" | "outspends">;

async function loadHistoryPage(path: string, api: ApiGet, log: OutspendsLog): Promise<AddressHistoryPage> {
  const transactions = await readApiAnswer(api, path, readEsploraTransactions, "this address's transactions");
  return { transactions, outspends: await loadOutspends(transactions.map((tx) => tx.txid), api, log) };
}

/**
 * Loads the address page's data; rejects with ApiError (the edge's 400 for a bad address, the
 * API's status otherwise). Outspends that cannot be loaded are logged and left out.
 */
export async function loadAddressPage(address: string | undefined, api: ApiGet, log: OutspendsLog = warnAddressPage): Promise<AddressPageData> {
  if (address === undefined || address === "") throw new ApiError(400, "/address/", "The address is missing from the page's path.");
  const path = addressPath(address);
  const [summary, history] = await Promise.all([readApiAnswer(api, path, readEsploraAddress, "this address's totals"), loadHistoryPage(`${path}/txs`, api, log)]);
  return { address: summary, ...history };
}

/**
 * The page of `address`'s history after transaction `afterTxid` (research §2.2 `after_txid`), with
 * its outspends; rejects like loadAddressPage when the transactions cannot be loaded or read.
 *
 * @example
 * const more = await loadAddressHistoryPage(address, nextPageCursor(loaded, confirmedCount), api);
 */
export function loadAddressHistoryPage(address: string, afterTxid: string, api: ApiGet, log: OutspendsLog = warnAddressPage): Promise<AddressHistoryPage> {
  return loadHistoryPage(`${addressPath(address)}/txs?after_txid=${afterTxid}`, api, log);
}

/**
 * Checks page data read back from the document; throws a TypeError naming what is wrong.
 */
export function parseAddressPageData(json: unknown): AddressPageData {
  if (typeof json !== "object" || json === null) throw new TypeError("Address page data must be an object.");
  const data = json as Record<string, unknown>;
  const address = readEsploraAddress(data.address);
  if (address === undefined) throw new TypeError("Address page data holds no readable address totals.");
  const transactions = readEsploraTransactions(data.transactions);
  if (transactions === undefined) throw new TypeError("Address page data holds no readable transaction list.");
  const outspends = readOutspendsByTxid(data.outspends, transactions.map((tx) => tx.txid));
  if (outspends === undefined) throw new TypeError("Address page data holds no readable outspends of its transactions.");
  return { address, transactions, outspends };
}

/** The address page's data, registered in client/app/routes.tsx under "address". */
export const addressPageData = definePageData<AddressPageData>({
  key: (params: RouteParams) => `address:${params.address ?? ""}`,
  load: (params, api) => loadAddressPage(params.address, api),
  parse: parseAddressPageData,
  head: addressPageHead,
});

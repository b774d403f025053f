/**
 * What /address/{address} is about, loaded before the page renders (client/app/page-data.tsx): the
 * address's totals (`/api/address/:address`: chain_stats and mempool_stats) and, in parallel, the
 * first page of its history (`/api/address/:address/txs`: its mempool transactions, then its 25
 * newest confirmed ones). Later pages are loaded by the page itself (address-history-pages.ts).
 *
 * A malformed address, or one of another network, is refused by the edge with 400 and the reason
 * (worker/api/api-param-table.ts), which the page shows.
 *
 * @example
 * const entry = await loadPageDataEntry(addressPageData, { address }, api);
 * // { key: "address:bc1q…", data: { address: { address, chain_stats, mempool_stats }, transactions: [...] } }
 */
import type { RouteParams } from "../../../shared/network/route-table.ts";
import type { EsploraAddress, EsploraTransaction } from "../../../shared/types/esplora.ts";
import { ApiError } from "../../api/api-fetch.ts";
import { type ApiGet, definePageData } from "../../app/page-data.tsx";
import { readEsploraAddress, readEsploraTransactions } from "../tx/esplora-readers.ts";

export interface AddressPageData {
  readonly address: EsploraAddress;
  /** The first page of its history: mempool transactions first, then confirmed ones, newest first. */
  readonly transactions: readonly EsploraTransaction[];
}

/** The path segment of an address in API paths. */
export const addressPath = (address: string): string => `/api/address/${encodeURIComponent(address)}`;

async function readAnswer<T>(api: ApiGet, path: string, read: (json: unknown) => T | undefined, what: string): Promise<T> {
  const value = read(await (await api(path)).json());
  if (value === undefined) throw new ApiError(502, path, `The backend's answer for this address's ${what} is not one the explorer can read.`);
  return value;
}

/**
 * Loads the address page's data; rejects with ApiError (the edge's 400 for a bad address, the
 * API's status otherwise).
 */
export async function loadAddressPage(address: string | undefined, api: ApiGet): Promise<AddressPageData> {
  if (address === undefined || address === "") throw new ApiError(400, "/address/", "The address is missing from the page's path.");
  const path = addressPath(address);
  const [summary, transactions] = await Promise.all([
    readAnswer(api, path, readEsploraAddress, "totals"),
    readAnswer(api, `${path}/txs`, readEsploraTransactions, "transactions"),
  ]);
  return { address: summary, transactions };
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
  return { address, transactions };
}

/** The address page's data, registered in client/app/routes.tsx under "address". */
export const addressPageData = definePageData<AddressPageData>({
  key: (params: RouteParams) => `address:${params.address ?? ""}`,
  load: (params, api) => loadAddressPage(params.address, api),
  parse: parseAddressPageData,
});

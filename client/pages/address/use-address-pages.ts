import { useCallback, useState } from "react";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { apiGetJson } from "../../api/api-fetch.ts";
import { readEsploraTransactions } from "../tx/esplora-readers.ts";
import { addressPath } from "./address-page-data.ts";
import { nextPageCursor } from "./address-history.ts";

export interface AddressPages {
  /** The first page and every page loaded since, in the server's order. */
  readonly transactions: readonly EsploraTransaction[];
  /** More confirmed transactions exist than are loaded. */
  readonly hasMore: boolean;
  readonly loading: boolean;
  /** Why the last "load more" failed; cleared by the next attempt. */
  readonly error: string | null;
  readonly loadMore: () => void;
}

interface PagesState {
  readonly address: string;
  readonly pages: readonly EsploraTransaction[];
  readonly loading: boolean;
  readonly error: string | null;
  /** A page came back with nothing new: the totals promised more than the backend lists. */
  readonly exhausted: boolean;
}

const fresh = (address: string): PagesState => ({ address, pages: [], loading: false, error: null, exhausted: false });

const readPage = (json: unknown): EsploraTransaction[] => {
  const txs = readEsploraTransactions(json);
  if (txs === undefined) throw new TypeError("The backend's page of transactions is not one the explorer can read.");
  return txs;
};

/**
 * The address's history beyond the first page (research §2.2 `after_txid` paging), loaded in the
 * browser when the visitor asks for more.
 *
 * @example
 * const pages = useAddressPages(address, data.transactions, data.address.chain_stats.tx_count);
 * <button onClick={pages.loadMore} disabled={pages.loading}>…</button>
 */
export function useAddressPages(address: string, first: readonly EsploraTransaction[], confirmedCount: number): AddressPages {
  const [stored, setState] = useState<PagesState>(() => fresh(address));
  const state = stored.address === address ? stored : fresh(address);
  const transactions = state.pages.length === 0 ? first : [...first, ...state.pages];
  const cursor = state.exhausted ? null : nextPageCursor(transactions, confirmedCount);

  const loadMore = useCallback(() => {
    if (cursor === null || state.loading) return;
    const ours = (previous: PagesState) => (previous.address === address ? previous : fresh(address));
    setState((previous) => ({ ...ours(previous), loading: true, error: null }));
    apiGetJson(`${addressPath(address)}/txs?after_txid=${cursor}`, readPage).then(
      (page) =>
        setState((previous) => {
          if (previous.address !== address) return previous;
          const seen = new Set([...first, ...previous.pages].map((tx) => tx.txid));
          const added = page.filter((tx) => !seen.has(tx.txid));
          return { ...previous, pages: [...previous.pages, ...added], loading: false, exhausted: added.length === 0 };
        }),
      (error: unknown) =>
        setState((previous) =>
          previous.address !== address ? previous : { ...previous, loading: false, error: error instanceof Error ? error.message : String(error) },
        ),
    );
  }, [address, cursor, first, state.loading]);

  return { transactions, hasMore: cursor !== null, loading: state.loading, error: state.error, loadMore };
}

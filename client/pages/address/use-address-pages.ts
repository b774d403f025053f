import { useCallback, useState } from "react";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { browserApi } from "../../app/page-data.tsx";
import type { OutspendsByTxid } from "../tx/load-outspends.ts";
import { type AddressHistoryPage, loadAddressHistoryPage } from "./address-page-data.ts";
import { nextPageCursor } from "./address-history.ts";

export interface AddressPages {
  /** The first page and every page loaded since, in the server's order. */
  readonly transactions: readonly EsploraTransaction[];
  /** The outspends of those transactions by txid: the first page's, then each loaded page's. */
  readonly outspends: OutspendsByTxid;
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
  readonly outspends: OutspendsByTxid;
  readonly loading: boolean;
  readonly error: string | null;
  /** A page came back with nothing new: the totals promised more than the backend lists. */
  readonly exhausted: boolean;
}

const fresh = (address: string): PagesState => ({ address, pages: [], outspends: {}, loading: false, error: null, exhausted: false });

/**
 * The address's history beyond the first page (research §2.2 `after_txid` paging), loaded in the
 * browser when the visitor asks for more, each page with its outspends (a page whose outspends fail
 * still shows, without the spent state).
 *
 * @example
 * const pages = useAddressPages(address, data, data.address.chain_stats.tx_count);
 * <button onClick={pages.loadMore} disabled={pages.loading}>…</button>
 */
export function useAddressPages(address: string, firstPage: AddressHistoryPage, confirmedCount: number): AddressPages {
  const { transactions: first, outspends: firstOutspends } = firstPage;
  const [stored, setState] = useState<PagesState>(() => fresh(address));
  const state = stored.address === address ? stored : fresh(address);
  const transactions = state.pages.length === 0 ? first : [...first, ...state.pages];
  const outspends = state.pages.length === 0 ? firstOutspends : { ...firstOutspends, ...state.outspends };
  const cursor = state.exhausted ? null : nextPageCursor(transactions, confirmedCount);

  const loadMore = useCallback(() => {
    if (cursor === null || state.loading) return;
    const ours = (previous: PagesState) => (previous.address === address ? previous : fresh(address));
    setState((previous) => ({ ...ours(previous), loading: true, error: null }));
    loadAddressHistoryPage(address, cursor, browserApi).then(
      (page) =>
        setState((previous) => {
          if (previous.address !== address) return previous;
          const seen = new Set([...first, ...previous.pages].map((tx) => tx.txid));
          const added = page.transactions.filter((tx) => !seen.has(tx.txid));
          const outspends = { ...previous.outspends, ...page.outspends };
          return { ...previous, pages: [...previous.pages, ...added], outspends, loading: false, exhausted: added.length === 0 };
        }),
      (error: unknown) =>
        setState((previous) =>
          previous.address !== address ? previous : { ...previous, loading: false, error: error instanceof Error ? error.message : String(error) },
        ),
    );
  }, [address, cursor, first, state.loading]);

  return { transactions, outspends, hasMore: cursor !== null, loading: state.loading, error: state.error, loadMore };
}

import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { Network } from "../../../shared/network/networks.ts";
import type { EsploraAddress, EsploraTransaction } from "../../../shared/types/esplora.ts";
import { useT } from "../../i18n/i18n.tsx";
import { AddressSummary, TransactionList } from "../../components/transaction/index.ts";
import { countText } from "../../components/transaction/transaction-texts.ts";
import type { OutspendsByTxid } from "../tx/load-outspends.ts";
import "../../i18n/page-texts/tx-page.ts";

export interface AddressViewProps {
  /** The totals to show (live: client/pages/address/address-history.ts). */
  readonly address: EsploraAddress;
  /** Unconfirmed first, then confirmed, newest first. */
  readonly transactions: readonly EsploraTransaction[];
  /** Where their outputs went, by txid; a transaction without an entry shows no spent state. */
  readonly outspends: OutspendsByTxid;
  readonly network: Network;
  readonly linkBase: string;
  readonly rateUnit: RateUnit;
  readonly now: number;
  /** More confirmed transactions exist than are shown. */
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** Why the last "Load more" failed. */
  readonly moreError: string | null;
  readonly onLoadMore: () => void;
}

/**
 * The address page's body (issue 6): balance and counts, then the transactions with each one's
 * change to the address, and "Load more" for older ones. A function of its props.
 *
 * @example
 * <AddressView address={shown.address} transactions={shown.transactions} outspends={shown.outspends} network="mainnet" linkBase="" rateUnit="vb" now={now} hasMore loadingMore={false} moreError={null} onLoadMore={loadMore} />
 */
export function AddressView({ address, transactions, outspends, network, linkBase, rateUnit, now, hasMore, loadingMore, moreError, onLoadMore }: AddressViewProps) {
  const t = useT();
  const total = address.chain_stats.tx_count + address.mempool_stats.tx_count;
  return (
    <article className="address-page" aria-labelledby="address-page-title">
      <h1 id="address-page-title" className="tx-page-title">
        {t("address-page.heading")}
      </h1>
      <AddressSummary address={address.address} stats={address} network={network} />
      <section className="tx-page-section" aria-labelledby="address-page-transactions">
        <h2 id="address-page-transactions" className="tx-section-title address-page-history-title">
          {t("address-page.transactions")}
          <span className="address-page-count">{t("address-page.transactions-shown", { shown: countText(transactions.length), total: countText(total) })}</span>
        </h2>
        <TransactionList transactions={transactions} outspends={outspends} network={network} linkBase={linkBase} highlightAddress={address.address} now={now} rateUnit={rateUnit} />
        {moreError !== null && (
          <p className="address-page-more-error" role="alert">
            {t("address-page.load-more-failed", { message: moreError })}
          </p>
        )}
        {hasMore && (
          <button type="button" className="address-page-more" onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? t("address-page.loading-more") : t("address-page.load-more")}
          </button>
        )}
      </section>
    </article>
  );
}

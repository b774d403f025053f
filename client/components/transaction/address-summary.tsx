/**
 * The head of an address page (`/api/address/:address`): the address, its confirmed balance and
 * what the mempool is about to change, total received and sent, and transaction and output counts.
 */
import type { Network } from "../../../shared/network/networks.ts";
import { addressTotals } from "../../../shared/tx/address-totals.ts";
import type { EsploraAddress } from "../../../shared/types/esplora.ts";
import { useT } from "../../i18n/i18n.tsx";
import { amountText, countText, signedAmountText } from "./transaction-texts.ts";
import "../../i18n/page-texts/transaction.ts";

export interface AddressSummaryProps {
  readonly address: string;
  readonly stats: Pick<EsploraAddress, "chain_stats" | "mempool_stats">;
  readonly network: Network;
}

/**
 * @example
 * <AddressSummary address={address} stats={await apiGetJson(`/api/address/${address}`, readEsploraAddress)} network="mainnet" />
 */
export function AddressSummary({ address, stats, network }: AddressSummaryProps) {
  const t = useT();
  const totals = addressTotals(stats);
  return (
    <section className="address-summary" aria-label={t("transaction.address.label")}>
      <p className="address-summary-address tx-hex">{address}</p>
      <dl className="tx-facts">
        <div className="tx-fact">
          <dt>{t("transaction.address.balance")}</dt>
          <dd className="address-summary-balance">{amountText(totals.confirmedBalance, network)}</dd>
        </div>
        {(totals.unconfirmedChange !== 0 || totals.unconfirmedTxCount > 0) && (
          <div className="tx-fact">
            <dt>{t("transaction.address.unconfirmed")}</dt>
            <dd className={totals.unconfirmedChange > 0 ? "tx-net-gain" : totals.unconfirmedChange < 0 ? "tx-net-loss" : undefined}>
              {signedAmountText(totals.unconfirmedChange, network)}
            </dd>
          </div>
        )}
        <div className="tx-fact">
          <dt>{t("transaction.address.received")}</dt>
          <dd>{amountText(totals.totalReceived, network)}</dd>
        </div>
        <div className="tx-fact">
          <dt>{t("transaction.address.sent")}</dt>
          <dd>{amountText(totals.totalSent, network)}</dd>
        </div>
        <div className="tx-fact">
          <dt>{t("transaction.address.transactions")}</dt>
          <dd>
            {countText(totals.confirmedTxCount + totals.unconfirmedTxCount)}
            {totals.unconfirmedTxCount > 0 && (
              <span className="tx-fact-note"> {t("transaction.address.unconfirmed-count", { count: countText(totals.unconfirmedTxCount) })}</span>
            )}
          </dd>
        </div>
        <div className="tx-fact">
          <dt>{t("transaction.address.unspent-outputs")}</dt>
          <dd>{countText(totals.unspentOutputCount)}</dd>
        </div>
      </dl>
    </section>
  );
}

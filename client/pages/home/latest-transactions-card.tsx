/**
 * The latest mempool arrivals of the home dashboard, from the live `transactions` (newest first):
 * the transaction, the amount it moves and its fee rate.
 *
 * @example
 * <LatestTransactionsCard transactions={live.transactions} links="" network="mainnet" rateUnit="vb" />
 */
import type { Snapshot } from "valtio";
import { formatAmount } from "../../../shared/format/amount.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import { useT } from "../../i18n/i18n.tsx";
import { DashboardCard, DashboardTable } from "./dashboard-card.tsx";
import { DASHBOARD_ROWS } from "./dashboard-rows.ts";
import { feeRateText } from "./fee-rate-text.ts";

const AMOUNT_DIGITS = "1.2-8";

export interface LatestTransactionsCardProps {
  readonly transactions: readonly Snapshot<TransactionStripped>[];
  readonly links: string;
  readonly network: Network;
  readonly rateUnit: RateUnit;
}

export function LatestTransactionsCard({ transactions, links, network, rateUnit }: LatestTransactionsCardProps) {
  const t = useT();
  const shown = transactions.slice(0, DASHBOARD_ROWS);
  return (
    <DashboardCard id="home-transactions-title" title={t("home.transactions.title")} empty={shown.length === 0 ? t("home.transactions.empty") : null} className="dash-transactions">
      <DashboardTable columns={[{ label: t("home.transactions.txid") }, { label: t("home.transactions.amount"), numeric: true }, { label: t("home.transactions.fee-rate"), numeric: true }]}>
        {shown.map((tx) => (
          <tr key={tx.txid}>
            <td className="dash-id">
              <a href={`${links}/tx/${tx.txid}`}>{tx.txid}</a>
            </td>
            <td className="dash-num">{formatAmount(tx.value, NETWORKS[network].amountPrefix, AMOUNT_DIGITS)}</td>
            <td className="dash-num">{tx.rate === undefined ? feeRateText(tx.fee, tx.vsize, network, rateUnit) : feeRateText(tx.rate, 1, network, rateUnit)}</td>
          </tr>
        ))}
      </DashboardTable>
    </DashboardCard>
  );
}

/**
 * The latest replacements of the home dashboard, from the live summary (`rbfLatestSummary`, which
 * the page asks for while it is open): the replacing transaction, the fee rate it replaced and its
 * own, and whether it was mined and signalled (RBF) or not (full RBF).
 *
 * @example
 * <LatestReplacementsCard replacements={live.rbfSummary} links="" network="mainnet" rateUnit="vb" />
 */
import type { Snapshot } from "valtio";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { Network } from "../../../shared/network/networks.ts";
import type { ReplacementSummary } from "../../../shared/types/replacement-summary.ts";
import { useT } from "../../i18n/i18n.tsx";
import { DashboardCard, DashboardTable } from "./dashboard-card.tsx";
import { DASHBOARD_ROWS } from "./dashboard-rows.ts";
import { feeRateText } from "./fee-rate-text.ts";

export interface LatestReplacementsCardProps {
  readonly replacements: readonly Snapshot<ReplacementSummary>[];
  readonly links: string;
  readonly network: Network;
  readonly rateUnit: RateUnit;
}

export function LatestReplacementsCard({ replacements, links, network, rateUnit }: LatestReplacementsCardProps) {
  const t = useT();
  const shown = replacements.slice(0, DASHBOARD_ROWS);
  return (
    <DashboardCard
      id="home-replacements-title"
      title={t("home.replacements.title")}
      href={`${links}/rbf`}
      empty={shown.length === 0 ? t("home.replacements.empty") : null}
      className="dash-replacements"
    >
      <DashboardTable
        columns={[
          { label: t("home.replacements.txid") },
          { label: t("home.replacements.previous"), numeric: true },
          { label: t("home.replacements.new"), numeric: true },
          { label: t("home.replacements.status") },
        ]}
      >
        {shown.map((row) => (
          <tr key={row.txid}>
            <td className="dash-id">
              <a href={`${links}/tx/${row.txid}`}>{row.txid}</a>
            </td>
            <td className="dash-num dash-muted">{feeRateText(row.oldFee, row.oldVsize, network, rateUnit)}</td>
            <td className="dash-num">{feeRateText(row.newFee, row.newVsize, network, rateUnit)}</td>
            <td className="dash-badges">
              {row.mined && <span className="dash-badge dash-badge-mined">{t("home.replacements.mined")}</span>}
              <span className={row.fullRbf ? "dash-badge dash-badge-full-rbf" : "dash-badge"}>{t(row.fullRbf ? "home.replacements.full-rbf" : "home.replacements.rbf")}</span>
            </td>
          </tr>
        ))}
      </DashboardTable>
    </DashboardCard>
  );
}

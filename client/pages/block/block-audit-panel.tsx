/**
 * The figures of a block's audit (research §5.6): health, expected against actual fees and
 * transaction counts, and how many transactions have each audit status (spec §4.1).
 *
 * @example
 * <BlockAuditPanel view={auditView(mined, audit)} network="mainnet" />
 */
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import type { AuditStatus } from "../../../shared/tables/audit-status.ts";
import { useT } from "../../i18n/i18n.tsx";
import type { AuditView } from "./block-audit.ts";
import "../../i18n/page-texts/block.ts";

/** Mined-side statuses first (what the block holds), then what it left out. */
export const AUDIT_STATUS_ORDER: readonly AuditStatus[] = [
  "found",
  "added",
  "prioritized",
  "deprioritized",
  "accelerated",
  "selected",
  "unseen",
  "rbf",
  "censored",
  "missing",
  "sigop",
  "fresh",
  "freshcpfp",
];

export interface BlockAuditPanelProps {
  readonly view: AuditView;
  readonly network: Network;
}

export function BlockAuditPanel({ view, network }: BlockAuditPanelProps) {
  const t = useT();
  const prefix = NETWORKS[network].amountPrefix;
  const statuses = AUDIT_STATUS_ORDER.filter((status) => (view.counts[status] ?? 0) > 0);
  return (
    <section className="block-audit" aria-label={t("block.audit")}>
      <dl className="block-audit-figures">
        {view.health !== null && (
          <div className="block-audit-figure block-audit-health">
            <dt>{t("block.audit.health")}</dt>
            <dd>{t("block.audit.health-value", { percent: formatNumber(view.health, "1.0-2") })}</dd>
          </div>
        )}
        <div className="block-audit-figure">
          <dt>{t("block.audit.expected-fees")}</dt>
          <dd>{formatAmount(view.expectedFees, prefix)}</dd>
        </div>
        <div className="block-audit-figure">
          <dt>{t("block.audit.actual-fees")}</dt>
          <dd>{formatAmount(view.actualFees, prefix)}</dd>
        </div>
        <div className="block-audit-figure">
          <dt>{t("block.audit.expected-txs")}</dt>
          <dd>{formatNumber(view.expectedCount, "1.0-0")}</dd>
        </div>
        <div className="block-audit-figure">
          <dt>{t("block.audit.actual-txs")}</dt>
          <dd>{formatNumber(view.actualCount, "1.0-0")}</dd>
        </div>
      </dl>
      <ul className="block-audit-statuses" aria-label={t("block.audit.statuses")}>
        {statuses.map((status) => (
          <li key={status} className={`block-audit-status block-audit-status-${status}`}>
            <span className="block-audit-swatch" aria-hidden="true" />
            <span className="block-audit-status-name">{t(`block.audit.status.${status}`)}</span>
            <span className="block-audit-status-count">{formatNumber(view.counts[status] ?? 0, "1.0-0")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { CSSProperties } from "react";
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { type RateUnit, formatFeeRate } from "../../../shared/format/fee-rate.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { shortenMiddle } from "../../../shared/format/shorten.ts";
import { GRAPH_TOOLTIP_MIN_WIDTH_PX } from "../../../shared/graph/graph-constants.ts";
import { type GraphTransaction, graphFlags, knownAuditStatus, ownFeeRate } from "../../../shared/graph/graph-transaction.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import { auditBadge } from "../../../shared/tables/audit-status.ts";
import { keysFromFlags } from "../../../shared/tables/transaction-flags.ts";
import { useT } from "../../i18n/i18n.tsx";
import type { TooltipPlacement } from "./graph-pointer.ts";
import "../../i18n/page-texts/graph.ts";

export interface GraphTooltipProps {
  readonly id: string;
  readonly tx: GraphTransaction;
  readonly placement: TooltipPlacement;
  readonly href: string;
  readonly network: Network;
  readonly rateUnit: RateUnit;
  /** Kept open by a click or tap (it then offers a link, and on touch the hint to tap again). */
  readonly pinned: boolean;
  readonly touch: boolean;
}

/** Characters of a txid shown, with an ellipsis in the middle. */
const TXID_SHOWN_CHARACTERS = 24;

/**
 * The hover and click tooltip (spec §2.6, §4.1): txid, fee, own and effective fee rate, vsize,
 * value, flags as badges and the audit badge.
 */
export function GraphTooltip({ id, tx, placement, href, network, rateUnit, pinned, touch }: GraphTooltipProps) {
  const t = useT();
  const badge = auditBadge(knownAuditStatus(tx), tx.acc === true);
  const flags = keysFromFlags(graphFlags(tx));
  const style: CSSProperties = { minWidth: `${GRAPH_TOOLTIP_MIN_WIDTH_PX}px`, left: `${placement.left}px` };
  if (placement.top !== undefined) style.top = `${placement.top}px`;
  if (placement.bottom !== undefined) style.bottom = `${placement.bottom}px`;
  return (
    <div id={id} className={pinned ? "block-graph-tooltip is-pinned" : "block-graph-tooltip"} role="tooltip" style={style} aria-label={t("graph.tooltip.label")}>
      <dl>
        <dt>{t("graph.tooltip.transaction")}</dt>
        <dd className="block-graph-txid" title={tx.txid}>
          {pinned ? <a href={href}>{shortenMiddle(tx.txid, TXID_SHOWN_CHARACTERS)}</a> : shortenMiddle(tx.txid, TXID_SHOWN_CHARACTERS)}
        </dd>
        <dt>{t("graph.tooltip.fee")}</dt>
        <dd>{t("graph.tooltip.fee-sats", { fee: formatNumber(tx.fee, "1.0-0") })}</dd>
        <dt>{t("graph.tooltip.fee-rate")}</dt>
        <dd>{formatFeeRate(ownFeeRate(tx), rateUnit)}</dd>
        {typeof tx.rate === "number" && Number.isFinite(tx.rate) && tx.rate >= 0 ? (
          <>
            <dt>{t("graph.tooltip.effective-rate")}</dt>
            <dd>{formatFeeRate(tx.rate, rateUnit)}</dd>
          </>
        ) : null}
        <dt>{t("graph.tooltip.vsize")}</dt>
        <dd>{formatBytes(tx.vsize, "vB")}</dd>
        <dt>{t("graph.tooltip.value")}</dt>
        <dd>{formatAmount(tx.value, NETWORKS[network].amountPrefix)}</dd>
      </dl>
      {flags.length > 0 || badge !== undefined ? (
        <ul className="block-graph-badges" aria-label={t("graph.tooltip.flags")}>
          {badge !== undefined ? <li className={`block-graph-badge is-audit is-${badge.status}`}>{t(`graph.audit.${badge.status}`)}</li> : null}
          {flags.map((key) => (
            <li key={key} className="block-graph-badge">
              {t(`graph.flag.${key}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {pinned && touch ? <p className="block-graph-hint">{t("graph.tooltip.tap-again")}</p> : null}
    </div>
  );
}

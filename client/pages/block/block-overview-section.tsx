/**
 * The block's overview graph (spec §2.6) and, when the block was audited, the expected block beside
 * the actual one with the audit's figures (research §5.6); each square's tooltip names its audit
 * status (spec §4.1). The visitor may hide the audit (spec §3 audit-preference). A failed summary
 * shows an empty graph (spec §4.5); a block without an audit shows only the actual graph.
 *
 * @example
 * <BlockOverviewSection block={block} network="mainnet" links="" />
 */
import { useMemo, useState } from "react";
import { type GraphFilter, NO_GRAPH_FILTER } from "../../../shared/graph/graph-colours.ts";
import type { GraphTransaction } from "../../../shared/graph/graph-transaction.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import { BLOCK_VIEW_RESOLUTION_CELLS } from "../../../shared/params/autofit.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import { BlockGraph, GraphFilterMenu } from "../../components/block-graph/index.ts";
import { useT } from "../../i18n/i18n.tsx";
import { usePreferences, useSetPreference } from "../../live/live-provider.tsx";
import { auditView } from "./block-audit.ts";
import { BlockAuditPanel } from "./block-audit-panel.tsx";
import { useBlockOverview } from "./use-block-overview.ts";
import { useOpenTransaction } from "./use-open-transaction.ts";
import "../../i18n/page-texts/block.ts";

export interface BlockOverviewSectionProps {
  readonly block: Pick<BlockExtended, "id" | "height">;
  readonly network: Network;
  readonly links: string;
}

export function BlockOverviewSection({ block, network, links }: BlockOverviewSectionProps) {
  const t = useT();
  const overview = useBlockOverview(block.id, network);
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  const openTransaction = useOpenTransaction();
  const [filter, setFilter] = useState<GraphFilter>(NO_GRAPH_FILTER);
  // A square hovered in one graph is shown hovered in the other.
  const [hovered, setHovered] = useState<string | null>(null);

  const loaded = overview.status === "ready" ? overview.data : null;
  const view = useMemo(() => (loaded?.audit ? auditView(loaded.transactions, loaded.audit) : null), [loaded]);
  const showAudit = view !== null && preferences.audit === "show";
  const actual: readonly GraphTransaction[] | null = showAudit ? view.actual : (loaded?.transactions ?? null);

  const graph = {
    resolution: BLOCK_VIEW_RESOLUTION_CELLS,
    blockLimit: NETWORKS[network].blockWeightUnits / WITNESS_SCALE_FACTOR,
    // research §5.3: block pages draw top-down without a mirror.
    orientation: "top" as const,
    flip: false,
    auditMode: showAudit,
    filter,
    linkBase: links,
    network,
    rateUnit: preferences.rateUnit,
    resetKey: block.id,
    onTxClick: openTransaction,
    onTxHover: setHovered,
    mirrorTxid: hovered,
  };

  return (
    <section className={showAudit ? "block-overview block-overview-audit" : "block-overview"} aria-labelledby="block-overview-title">
      <div className="block-overview-head">
        <h2 className="block-overview-title" id="block-overview-title">
          {t("block.overview")}
        </h2>
        {view !== null && (
          <button type="button" className="block-audit-toggle" aria-pressed={showAudit} onClick={() => setPreference("audit", showAudit ? "hide" : "show")}>
            {showAudit ? t("block.audit.hide") : t("block.audit.show")}
          </button>
        )}
      </div>
      <GraphFilterMenu filter={filter} onChange={setFilter} linkBase={links} />
      <div className="block-overview-graphs">
        {showAudit && (
          <div className="block-overview-graph">
            <h3 className="block-overview-caption">{t("block.overview.expected")}</h3>
            <BlockGraph {...graph} transactions={view.expected} label={t("block.overview.expected")} />
          </div>
        )}
        <div className="block-overview-graph">
          {showAudit && <h3 className="block-overview-caption">{t("block.overview.actual")}</h3>}
          <BlockGraph {...graph} transactions={actual} loading={overview.status === "loading"} label={t("block.overview.actual")} />
        </div>
      </div>
      {loaded?.failed === true && <p className="block-overview-note">{t("block.overview.failed")}</p>}
      {showAudit && <BlockAuditPanel view={view} network={network} />}
    </section>
  );
}

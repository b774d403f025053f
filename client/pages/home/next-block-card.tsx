/**
 * The next block on the home dashboard: its figures from the live projected blocks (in the server's
 * HTML too), and once the page is hydrated its live graph with the preset filters, from a chunk
 * loaded then (next-block-graph.tsx). The title leads to /mempool-block/0.
 *
 * @example
 * <NextBlockCard block={live.mempoolBlocks[0]} loading={false} network="mainnet" rateUnit="vb" links="" />
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type { Snapshot } from "valtio";
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { feeNumber, feeSpanText, feeUnitLabel } from "../../components/blockchain-strip/block-texts.ts";
import { useT } from "../../i18n/i18n.tsx";
import { MiningFigure } from "../mining/mining-figure.tsx";
import { DashboardCard } from "./dashboard-card.tsx";

const NextBlockGraph = lazy(() => import("./next-block-graph.tsx").then((module) => ({ default: module.NextBlockGraph })));

export interface NextBlockCardProps {
  readonly block: Snapshot<MempoolBlock> | undefined;
  /** The mempool is still loading on the server (its figures are not final). */
  readonly loading: boolean;
  readonly network: Network;
  readonly rateUnit: RateUnit;
  readonly links: string;
}

export function NextBlockCard({ block, loading, network, rateUnit, links }: NextBlockCardProps) {
  const t = useT();
  // The graph is the browser's: its chunk loads after hydration, never with the first load.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const title = t("home.next-block.title");
  const empty = block === undefined ? t(loading ? "home.next-block.loading" : "home.next-block.empty") : null;
  return (
    <DashboardCard id="home-next-block-title" title={title} href={`${links}/mempool-block/0`} empty={empty} className="dash-next-block">
      {block !== undefined && (
        <>
          <dl className="mining-figures dash-next-figures" aria-label={t("home.next-block.figures")}>
            <MiningFigure label={t("home.next-block.median-fee")}>
              ~{feeNumber(block.medianFee, network, rateUnit)} {feeUnitLabel(rateUnit)}
            </MiningFigure>
            <MiningFigure label={t("home.next-block.fee-span")}>{feeSpanText(block, network, rateUnit) ?? t("figure.missing")}</MiningFigure>
            <MiningFigure label={t("home.next-block.txs")}>{formatNumber(block.nTx, "1.0-0")}</MiningFigure>
            <MiningFigure label={t("home.next-block.size")}>{formatBytes(block.blockVSize, "vB")}</MiningFigure>
            <MiningFigure label={t("home.next-block.total-fees")} wide>
              {formatAmount(block.totalFees, NETWORKS[network].amountPrefix)}
            </MiningFigure>
          </dl>
          {hydrated && (
            <Suspense fallback={<p className="dash-graph-loading" role="status" aria-busy="true">{t("home.next-block.graph-loading")}</p>}>
              <NextBlockGraph network={network} links={links} label={title} />
            </Suspense>
          )}
        </>
      )}
    </DashboardCard>
  );
}

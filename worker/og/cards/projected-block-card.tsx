/**
 * A projected block's card (issue 13): which block it is ("Next block", "Mempool block 3"), its
 * transactions, virtual size, fee span and total fees, and its transactions as its graph draws them.
 * The mempool block page and the pending block view share it, with their loader's list; without a
 * list (the backend did not answer) its head describes nothing, and the default card stands in.
 */
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatFeeRate, formatFeeRateNumber } from "../../../shared/format/fee-rate.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { graphBlockLimit } from "../../../shared/graph/square-size.ts";
import { sortFeeRate } from "../../../shared/graph/graph-transaction.ts";
import { NETWORKS } from "../../../shared/network/networks.ts";
import { projectedBlockPageData, type ProjectedBlockData } from "../../../client/pages/mempool-block/projected-block-data.ts";
import { mempoolBlockHeading } from "../../../client/pages/mempool-block/mempool-block-figures.tsx";
import { chainName } from "../../../client/app/meta-texts.ts";
import { cardFrame, pictureBox, type CardFigure } from "../card-frame.tsx";
import { definePageCard, type CardContext, type DrawnCard } from "../page-card.ts";
import { treemapSvg } from "../treemap-svg.ts";

function projectedFigures(transactions: NonNullable<ProjectedBlockData["transactions"]>, { network, t }: CardContext): CardFigure[] {
  const rates = transactions.map(sortFeeRate).sort((a, b) => a - b);
  const figures: CardFigure[] = [
    { label: t("mempool-block.tx-count"), value: formatNumber(transactions.length, "1.0-0") },
    { label: t("mempool-block.virtual-size"), value: formatBytes(transactions.reduce((sum, tx) => sum + tx.vsize, 0), "vB") },
  ];
  if (rates.length > 0) {
    figures.push(
      { label: t("mempool-block.median-fee"), value: `~${formatFeeRate(rates[Math.floor(rates.length / 2)] as number)}` },
      { label: t("mempool-block.fee-span"), value: `${formatFeeRateNumber(rates[0] as number)} - ${formatFeeRate(rates.at(-1) as number)}` },
    );
  }
  figures.push({ label: t("mempool-block.total-fees"), value: formatAmount(transactions.reduce((sum, tx) => sum + tx.fee, 0), NETWORKS[network].amountPrefix) });
  return figures;
}

export function drawProjectedBlockCard({ index, transactions }: ProjectedBlockData, context: CardContext): DrawnCard {
  const listed = transactions ?? [];
  const vsize = listed.reduce((sum, tx) => sum + tx.vsize, 0);
  return {
    element: cardFrame({
      network: context.network,
      direction: context.direction,
      kind: context.t("og.kind.projected-block", { chain: chainName(context.network, context.t) }),
      title: mempoolBlockHeading(context.t, index, vsize, context.network),
      figures: projectedFigures(listed, context),
      picture: null,
    }),
    overlay: treemapSvg(listed, pictureBox(context.direction), graphBlockLimit(context.network)),
  };
}

export const projectedBlockCard = definePageCard<ProjectedBlockData>({
  source: { pageData: projectedBlockPageData },
  draw: drawProjectedBlockCard,
});

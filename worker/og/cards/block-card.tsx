/**
 * A block's card (issue 13): its height and hash, when it was mined, how many transactions, its size,
 * fee range and miner, its audit's health where Bitcoin blocks have one (else its total fees), and
 * its transactions as the block graph draws them, in their fee colours. The block page and the block
 * view (/view/block) share it, with the view's loader, which brings the transactions and the audit.
 */
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { NETWORKS } from "../../../shared/network/networks.ts";
import { graphBlockLimit } from "../../../shared/graph/square-size.ts";
import { viewBlockData, type ViewBlockData } from "../../../client/pages/view/view-block-data.ts";
import { feeSpanText } from "../../../client/components/blockchain-strip/block-texts.ts";
import { chainName } from "../../../client/app/meta-texts.ts";
import { cardFrame, pictureBox, type CardFigure } from "../card-frame.tsx";
import { definePageCard, type CardContext, type DrawnCard } from "../page-card.ts";
import { treemapSvg } from "../treemap-svg.ts";
import { cardTimeText } from "../card-texts.ts";

function blockFigures({ block, audit }: ViewBlockData, { network, t }: CardContext): CardFigure[] {
  const prefix = NETWORKS[network].amountPrefix;
  const feeSpan = feeSpanText(block.extras, network, "vb");
  const figures: (CardFigure | null)[] = [
    { label: t("block.timestamp"), value: cardTimeText(t, block.timestamp) },
    { label: t("block.tx-count"), value: formatNumber(block.tx_count, "1.0-0") },
    { label: t("block.size"), value: formatBytes(block.size, "B") },
    feeSpan === null ? null : { label: t("block.fee-span"), value: feeSpan },
    { label: t("block.pool"), value: block.extras.pool.name },
    audit?.health != null
      ? { label: t("block.audit.health"), value: t("block.audit.health-value", { percent: formatNumber(audit.health, "1.0-1") }) }
      : { label: t("block.total-fees"), value: formatAmount(block.extras.totalFees, prefix) },
  ];
  return figures.filter((figure): figure is CardFigure => figure !== null);
}

export function drawBlockCard(data: ViewBlockData, context: CardContext): DrawnCard {
  const { block } = data;
  return {
    element: cardFrame({
      network: context.network,
      direction: context.direction,
      kind: context.t("og.kind.block", { chain: chainName(context.network, context.t) }),
      title: context.t("block.heading", { height: formatNumber(block.height, "1.0-0") }),
      id: block.id,
      figures: blockFigures(data, context),
      picture: null,
    }),
    overlay: treemapSvg(data.transactions, pictureBox(context.direction), graphBlockLimit(context.network)),
  };
}

export const blockCard = definePageCard<ViewBlockData>({ source: { pageData: viewBlockData }, draw: drawBlockCard });

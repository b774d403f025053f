/**
 * A transaction's card (issue 13): its txid, what it pays out, its fee and effective rate (the
 * package's under CPFP, as the page's description gives it), whether it is confirmed, its size, how
 * many inputs and outputs, and when; across the card's width its inputs flowing through it to its
 * outputs and fee (flow-layout.ts). A coinbase says so and has no fee. A txid that names a block
 * gets the default card: the page sends the visitor on to the block.
 */
import type { ReactElement } from "react";
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatFeeRate } from "../../../shared/format/fee-rate.ts";
import { NETWORKS } from "../../../shared/network/networks.ts";
import { feeColour } from "../../../shared/tables/fee-colours.ts";
import { PALETTE, TX_STATUS_COLOURS } from "../../../shared/theme/palette.ts";
import { outputTotal } from "../../../shared/tx/output-total.ts";
import { effectiveFeeRate, virtualSize } from "../../../shared/tx/transaction-rates.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { txPageData, type TxDetails, type TxPageData } from "../../../client/pages/tx/tx-page-data.ts";
import { chainName } from "../../../client/app/meta-texts.ts";
import { isSats, satsText } from "../../../client/components/transaction/transaction-texts.ts";
import { cardFrame, WIDE_PICTURE_BOX, type CardFigure } from "../card-frame.tsx";
import { cardText } from "../card-text.tsx";
import type { Direction } from "../direction.ts";
import { cardTimeText } from "../card-texts.ts";
import { feeBand, groupBands, isLabelled, layoutFlow, type FlowBand, type FlowBands, type FlowLayout } from "../flow-layout.ts";
import { flowSvg } from "../flow-svg.ts";
import { definePageCard, type CardContext, type DrawnCard } from "../page-card.ts";

/** Bands a side shows before the rest is merged: more would be slivers at a thumbnail's size. */
const SIDE_LIMIT = 6;
/** The flow's margins inside its panel. */
const INSET = { x: 24, y: 16 } as const;
const LABEL_SIZE = 18;
/** A band label's box, from its side of the picture inwards. */
const FLOW_LABEL_WIDTH = 300;

const isCoinbase = (tx: EsploraTransaction): boolean => tx.vin.some((input) => input.is_coinbase);
const satsOf = (value: unknown): number => (isSats(value) ? value : 0);

/** The flow's bands: a coinbase's one input is the new coins and fees it pays out. */
function txFlowBands(tx: EsploraTransaction): FlowBands {
  const outputs = groupBands(tx.vout.map((output) => satsOf(output.value)), SIDE_LIMIT);
  if (isCoinbase(tx)) return { inputs: [{ kind: "coinbase", value: outputTotal(tx), count: 1 }], outputs };
  const inputs = groupBands(tx.vin.map((input) => satsOf(input.prevout?.value)), SIDE_LIMIT);
  return { inputs, outputs: tx.fee > 0 ? [...outputs, feeBand(tx.fee)] : outputs };
}

function statusFigure(tx: EsploraTransaction, t: CardContext["t"]): CardFigure {
  const { status } = tx;
  const label = t("tx-page.output.status");
  if (status.confirmed && status.block_height !== undefined) {
    return { label, value: t("og.tx.confirmed", { height: formatNumber(status.block_height, "1.0-0") }), colour: TX_STATUS_COLOURS.confirmed };
  }
  return { label, value: t("transaction.status.unconfirmed"), colour: TX_STATUS_COLOURS.unconfirmed };
}

/** When it was mined, else when the mempool first saw it; null when neither is known. */
function timeFigure({ tx, firstSeen }: TxDetails, t: CardContext["t"]): CardFigure | null {
  if (tx.status.block_time !== undefined) return { label: t("block.timestamp"), value: cardTimeText(t, tx.status.block_time) };
  return firstSeen === null ? null : { label: t("transaction.status.first-seen"), value: cardTimeText(t, firstSeen) };
}

function txFigures(data: TxDetails, { network, t }: CardContext): CardFigure[] {
  const { tx, cpfp } = data;
  const coinbase = isCoinbase(tx);
  const amount = formatAmount(outputTotal(tx), NETWORKS[network].amountPrefix);
  const figures: (CardFigure | null)[] = [
    { label: t(coinbase ? "transaction.card.coinbase-fee" : "tx-page.output.amount"), value: amount },
    coinbase || tx.weight === 0 ? null : feeFigure(tx, cpfp, t),
    statusFigure(tx, t),
    { label: t("transaction.facts.vsize"), value: t("transaction.facts.vbytes", { count: formatNumber(virtualSize(tx.weight), "1.0-2") }) },
    {
      label: t("tx-page.section.inputs-outputs"),
      value: t("og.tx.in-out", { inputs: formatNumber(tx.vin.length, "1.0-0"), outputs: formatNumber(tx.vout.length, "1.0-0") }),
    },
    timeFigure(data, t),
  ];
  return figures.filter((figure): figure is CardFigure => figure !== null);
}

/**
 * The fee in sats with the rate a miner ranks it by. In the text colour: the low rates' fee colours
 * are too dark to read at a thumbnail's size, so only the fee's band wears it.
 */
function feeFigure(tx: EsploraTransaction, cpfp: TxDetails["cpfp"], t: CardContext["t"]): CardFigure {
  const { rate, source } = effectiveFeeRate(tx, cpfp);
  return {
    label: t(source === "cpfp" ? "og.tx.effective-fee" : "transaction.facts.fee"),
    value: t("og.tx.fee", { fee: satsText(t, tx.fee), rate: formatFeeRate(rate) }),
  };
}

function bandLabel(band: FlowBand, t: CardContext["t"]): string {
  if (band.kind === "fee") return t("transaction.facts.fee");
  if (band.kind === "coinbase") return t("transaction.script.coinbase");
  return t("og.tx.more", { count: formatNumber(band.count, "1.0-0") });
}

/** Labels under the bands that say what they are, as card text (any script), each against its side. */
function flowLabels(layout: FlowLayout, t: CardContext["t"], direction: Direction): ReactElement[] {
  const box = WIDE_PICTURE_BOX;
  const label = (band: FlowBand, top: number, side: { left: number } | { right: number }, key: string): ReactElement => (
    <div key={key} style={{ display: "flex", flexDirection: "column", position: "absolute", top: top - box.y + 2, ...side, width: FLOW_LABEL_WIDTH }}>
      {cardText(bandLabel(band, t), { fontSize: LABEL_SIZE, color: PALETTE.textMuted }, { direction, align: ("left" in side) === (direction === "ltr") ? "start" : "end" })}
    </div>
  );
  return [
    ...layout.inputs.filter(({ band }) => isLabelled(band)).map(({ band, end }, i) => label(band, end.y1, { left: layout.left - box.x }, `in-${i}`)),
    ...layout.outputs.filter(({ band }) => isLabelled(band)).map(({ band, end }, i) => label(band, end.y1, { right: box.x + box.width - layout.right }, `out-${i}`)),
  ];
}

export function drawTxCard(data: TxDetails, context: CardContext): DrawnCard {
  const { tx, cpfp } = data;
  const { network, t } = context;
  const box = WIDE_PICTURE_BOX;
  const layout = layoutFlow(txFlowBands(tx), { x: box.x + INSET.x, y: box.y + INSET.y, width: box.width - 2 * INSET.x, height: box.height - 2 * INSET.y });
  const feeRate = isCoinbase(tx) || tx.weight === 0 ? 0 : effectiveFeeRate(tx, cpfp).rate;
  return {
    element: cardFrame({
      network,
      direction: context.direction,
      kind: t("og.kind.tx", { chain: chainName(network, t) }),
      title: t(isCoinbase(tx) ? "og.tx.coinbase-title" : "tx-page.heading"),
      id: tx.txid,
      figures: txFigures(data, context),
      picture: flowLabels(layout, t, context.direction),
      layout: "wide",
    }),
    overlay: flowSvg(layout, { fee: feeColour(feeRate) }),
  };
}

export const txCard = definePageCard<TxPageData, TxDetails>({
  source: { pageData: txPageData },
  // A txid that names a block: the page goes on to the block, so its preview is the default card.
  select: (data) => (data.kind === "tx" ? data : null),
  draw: drawTxCard,
});

/**
 * What each block of the strip shows, worked out from the wire data before rendering, so a block
 * component only lays out strings. A field the data cannot support (a missing range, a negative size)
 * comes out as null and its line is left out; one bad block never breaks the strip.
 *
 * @example
 * const view = mempoolBlockView(block, 0, 8, context);
 * view.medianFee;  // "~7 sat/vB"
 * view.footer;     // "In ~9 minutes"
 */
import { mempoolBlockEtaMs, type BlockTiming } from "../../../shared/chain/mempool-block-eta.ts";
import { blocksInStack, isStackBlock } from "../../../shared/chain/stack-block.ts";
import { isLowSimilarity } from "../../../shared/chain/block-similarity.ts";
import { formatAmount } from "../../../shared/format/amount.ts";
import { blockFill } from "../../../shared/format/block-fill.ts";
import { feeRangeBounds } from "../../../shared/format/fee-range.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import { ageText, etaText, feeNumber, feeUnitLabel, isUsableNumber, txCountText } from "./block-texts.ts";
import { feeFillGradient, type FeeFill } from "./fee-fill-gradient.ts";

/** spec §2.3 mining view: total fees as bitcoin with two to three decimals. */
export const TOTAL_FEES_DIGITS_INFO = "1.2-3";

export interface BlockViewContext {
  readonly t: Translate;
  readonly network: Network;
  readonly rateUnit: RateUnit;
  readonly miningView: boolean;
  readonly nowMs: number;
  readonly timing: BlockTiming | null;
}

export interface BlockFaceView {
  readonly medianFee: string | null;
  readonly feeSpan: string | null;
  /** Total fees in the mining view, else the size. */
  readonly amount: string | null;
  readonly txCount: string | null;
  /** Age, time estimate or the stack's block count. */
  readonly footer: string | null;
  /** 0 … 1 of the block's height that is filled. */
  readonly fill: number;
  readonly feeFill: FeeFill | null;
}

/** The face's lines in reading order, for a link's accessible name. */
export function faceLines(view: BlockFaceView): string[] {
  return [view.medianFee, view.feeSpan, view.amount, view.txCount, view.footer].filter((line): line is string => line !== null);
}

export interface MempoolBlockView extends BlockFaceView {
  readonly isStack: boolean;
}

export interface ConfirmedBlockView extends BlockFaceView {
  readonly poolName: string | null;
  readonly poolSlug: string | null;
  readonly lowSimilarity: boolean;
}

/** A projected block's face: the ETA, or for the overflow stack the number of blocks it holds. */
export function mempoolBlockView(block: MempoolBlock, index: number, count: number, context: BlockViewContext): MempoolBlockView {
  const blockVsize = NETWORKS[context.network].blockWeightUnits / WITNESS_SCALE_FACTOR;
  const vsize = isUsableNumber(block.blockVSize) ? block.blockVSize : null;
  const isStack = vsize !== null && index === count - 1 && isStackBlock(vsize, blockVsize);
  let footer: string | null = null;
  if (isStack && vsize !== null) {
    footer = context.t("strip.stack-blocks", { count: blocksInStack(vsize, blockVsize) });
  } else {
    const eta = mempoolBlockEtaMs(index, context.network, context.timing ?? undefined);
    if (eta !== null) footer = etaText(context.t, eta);
    else footer = index === 0 ? context.t("strip.eta-next") : context.t("strip.eta-blocks", { count: index + 1 });
  }
  return {
    ...faceNumbers(context, block.medianFee, block.feeRange, context.miningView ? block.totalFees : null, block.blockSize, block.nTx),
    footer,
    fill: vsize === null ? 0 : blockFill(vsize * WITNESS_SCALE_FACTOR, NETWORKS[context.network].blockWeightUnits),
    feeFill: feeFillGradient(block.feeRange),
    isStack,
  };
}

/** A confirmed block's face: its age, and in the mining view its pool. */
export function confirmedBlockView(block: BlockExtended, context: BlockViewContext): ConfirmedBlockView {
  const extras = block.extras ?? null;
  const pool = extras?.pool ?? null;
  const poolName = context.miningView && typeof pool?.name === "string" && pool.name !== "" ? pool.name : null;
  return {
    ...faceNumbers(context, extras?.medianFee, extras?.feeRange, context.miningView ? extras?.totalFees : null, block.size, block.tx_count),
    footer: isUsableNumber(block.timestamp) && Number.isFinite(context.nowMs) ? ageText(context.t, block.timestamp, context.nowMs) : null,
    fill: isUsableNumber(block.weight) ? blockFill(block.weight, NETWORKS[context.network].blockWeightUnits) : 0,
    feeFill: extras === null ? null : feeFillGradient(extras.feeRange),
    poolName,
    poolSlug: poolName !== null && typeof pool?.slug === "string" && pool.slug !== "" ? pool.slug : null,
    lowSimilarity: isLowSimilarity(extras?.similarity),
  };
}

function faceNumbers(
  context: BlockViewContext,
  medianFee: unknown,
  feeRange: unknown,
  totalFees: unknown,
  sizeBytes: unknown,
  txCount: unknown,
): Pick<BlockFaceView, "medianFee" | "feeSpan" | "amount" | "txCount"> {
  const { t, network, rateUnit } = context;
  const unit = feeUnitLabel(rateUnit);
  const median = isUsableNumber(medianFee) ? t("strip.median-fee", { fee: feeNumber(medianFee, network, rateUnit), unit }) : null;
  let feeSpan: string | null = null;
  if (Array.isArray(feeRange) && feeRange.length > 0 && feeRange.every(isUsableNumber)) {
    const { min, max } = feeRangeBounds(feeRange, isUsableNumber(medianFee) ? medianFee : Number.NaN);
    feeSpan = t("strip.fee-span", { min: feeNumber(min, network, rateUnit), max: feeNumber(max, network, rateUnit), unit });
  }
  let amount: string | null = null;
  if (context.miningView) {
    if (typeof totalFees === "number" && Number.isSafeInteger(totalFees) && totalFees >= 0) {
      amount = formatAmount(totalFees, NETWORKS[network].amountPrefix, TOTAL_FEES_DIGITS_INFO);
    }
  } else if (isUsableNumber(sizeBytes)) {
    amount = formatBytes(sizeBytes, "B", 2);
  }
  const count = typeof txCount === "number" && Number.isSafeInteger(txCount) && txCount >= 0 ? txCountText(t, txCount) : null;
  return { medianFee: median, feeSpan, amount, txCount: count };
}

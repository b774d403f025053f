/**
 * The figures of projected block `index` (spec §2.3, §3 "Mempool block"): median fee, fee span,
 * sizes, transaction count, total fees, and when it is expected (spec §9), or for the merged
 * overflow block how many blocks it holds.
 *
 * @example
 * <MempoolBlockFigures block={live.mempoolBlocks[0]} index={0} network="mainnet" rateUnit="vb" da={live.da} />
 */
import type { ReactNode } from "react";
import { type BlockTiming, mempoolBlockEtaMs } from "../../../shared/chain/mempool-block-eta.ts";
import { blocksInStack, isStackBlock } from "../../../shared/chain/stack-block.ts";
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import { etaText, feeNumber, feeSpanText, feeUnitLabel, isUsableNumber } from "../../components/blockchain-strip/block-texts.ts";
import { type Translate, useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/block.ts";

export interface MempoolBlockFiguresProps {
  readonly block: MempoolBlock;
  readonly index: number;
  readonly network: Network;
  readonly rateUnit: RateUnit;
  /** The `da` frame, for the time estimate (Liquid needs none). */
  readonly da: BlockTiming | null;
}

/** The block vsize of `network`: what a projected block holds before it counts as a stack. */
export const networkBlockVsize = (network: Network): number => NETWORKS[network].blockWeightUnits / WITNESS_SCALE_FACTOR;

/**
 * The page's heading: "Next block", "Mempool block 3", or the stack's block count.
 *
 * @example
 * mempoolBlockHeading(t, 0, 997_000, "mainnet"); // "Next block"
 */
export function mempoolBlockHeading(t: Translate, index: number, blockVsize: number, network: Network): string {
  const limit = networkBlockVsize(network);
  if (isStackBlock(blockVsize, limit)) return t("mempool-block.heading.stack", { count: formatNumber(blocksInStack(blockVsize, limit), "1.0-0") });
  return index === 0 ? t("mempool-block.heading.next") : t("mempool-block.heading", { number: formatNumber(index + 1, "1.0-0") });
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="block-detail">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function etaFigure(t: Translate, block: MempoolBlock, index: number, network: Network, da: BlockTiming | null): string {
  const limit = networkBlockVsize(network);
  if (isStackBlock(block.blockVSize, limit)) return t("mempool-block.stack-blocks", { count: formatNumber(blocksInStack(block.blockVSize, limit), "1.0-0") });
  const eta = mempoolBlockEtaMs(index, network, da ?? undefined);
  return eta === null ? t("mempool-block.eta-unknown") : etaText(t, eta);
}

export function MempoolBlockFigures({ block, index, network, rateUnit, da }: MempoolBlockFiguresProps) {
  const t = useT();
  const unit = feeUnitLabel(rateUnit);
  const span = feeSpanText(block, network, rateUnit);
  return (
    <dl className="block-details mempool-block-figures" aria-label={t("mempool-block.details")}>
      {isUsableNumber(block.medianFee) && (
        <Figure label={t("mempool-block.median-fee")}>
          ~{feeNumber(block.medianFee, network, rateUnit)} {unit}
        </Figure>
      )}
      {span !== null && <Figure label={t("mempool-block.fee-span")}>{span}</Figure>}
      {isUsableNumber(block.blockSize) && <Figure label={t("mempool-block.size")}>{formatBytes(block.blockSize, "B")}</Figure>}
      {isUsableNumber(block.blockVSize) && <Figure label={t("mempool-block.virtual-size")}>{formatBytes(block.blockVSize, "vB")}</Figure>}
      {isUsableNumber(block.nTx) && <Figure label={t("mempool-block.tx-count")}>{formatNumber(block.nTx, "1.0-0")}</Figure>}
      {Number.isSafeInteger(block.totalFees) && block.totalFees >= 0 && (
        <Figure label={t("mempool-block.total-fees")}>{formatAmount(block.totalFees, NETWORKS[network].amountPrefix)}</Figure>
      )}
      <Figure label={t("mempool-block.eta")}>{etaFigure(t, block, index, network, da)}</Figure>
    </dl>
  );
}

/**
 * The description of a page about one projected block (PageDataDefinition.head): how many
 * transactions it holds, their virtual size and their fee range. Only the server loads the list
 * (the browser's socket brings it), so only its documents carry this description.
 *
 * @example
 * projectedBlockHead({ index: 0, transactions }, { network: "mainnet", t }).description;
 * // "Bitcoin projected block 1: 3,012 transactions, 998.2 kvB, fee range 2.10 - 310 sat/vB."
 */
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatFeeRate, formatFeeRateNumber } from "../../../shared/format/fee-rate.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { sortFeeRate } from "../../../shared/graph/graph-transaction.ts";
import { chainName } from "../../app/meta-texts.ts";
import type { PageHead, PageHeadContext } from "../../app/page-data.tsx";
import { txCountText } from "../../components/blockchain-strip/block-texts.ts";
import type { ProjectedBlockData } from "./projected-block-data.ts";

export function projectedBlockHead({ index, transactions }: ProjectedBlockData, { network, t }: PageHeadContext): PageHead {
  if (transactions === null) return {};
  const figures = { network: chainName(network, t), position: formatNumber(index + 1, "1.0-0") };
  if (transactions.length === 0) return { description: t("meta.mempool-block.empty", figures) };
  const rates = transactions.map(sortFeeRate);
  return {
    description: t("meta.mempool-block", {
      ...figures,
      transactions: txCountText(t, transactions.length),
      size: formatBytes(transactions.reduce((sum, tx) => sum + tx.vsize, 0), "vB"),
      feeRange: `${formatFeeRateNumber(Math.min(...rates))} - ${formatFeeRate(Math.max(...rates))}`,
    }),
  };
}

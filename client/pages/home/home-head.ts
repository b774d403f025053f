/**
 * The home page's description: its facts are the live data, so it is written from the hub's bundle
 * when the document is rendered with it (always for crawlers): the transactions waiting and their
 * size, the fee the next block takes and an hour's wait, and the newest block.
 *
 * @example
 * homePageHead(snapshot, { network: "mainnet", t }).description;
 * // "Bitcoin right now: 41,200 transactions waiting (112.50 MvB); the next block takes 12.0 sat/vB, an hour's wait 8.00 sat/vB. Newest block: 870,001."
 */
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatFeeRate } from "../../../shared/format/fee-rate.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { chainName } from "../../app/meta-texts.ts";
import type { PageHead, PageHeadContext } from "../../app/page-data.tsx";
import { txCountText } from "../../components/blockchain-strip/block-texts.ts";
import type { LiveSnapshot } from "../../live/live-state.ts";
import { UNKNOWN_TIP } from "../../live/live-state.ts";

export function homePageHead({ tip, fees, mempoolInfo }: Pick<LiveSnapshot, "tip" | "fees" | "mempoolInfo">, { network, t }: PageHeadContext): PageHead {
  if (fees === null || mempoolInfo === null || tip === UNKNOWN_TIP) return {};
  return {
    description: t("meta.home", {
      network: chainName(network, t),
      waiting: txCountText(t, mempoolInfo.size),
      size: formatBytes(mempoolInfo.bytes, "vB"),
      fastest: formatFeeRate(fees.fastestFee),
      hour: formatFeeRate(fees.hourFee),
      height: formatNumber(tip, "1.0-0"),
    }),
  };
}

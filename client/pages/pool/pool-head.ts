/**
 * The pool page's head (PageDataDefinition.head): the title the page sets once loaded ("Mining pool
 * Foundry USA") and a description with its blocks of the last week and their share, its blocks in
 * all and its estimated hashrate.
 *
 * @example
 * poolPageHead(data, { network: "mainnet", t }).description;
 * // "Foundry USA, a Bitcoin mining pool: 301 blocks found in the last week (29.9% of all), 71,210 blocks in all, estimated hashrate 280.10 EH/s."
 */
import { formatHashrate } from "../../../shared/format/hashrate.ts";
import { chainName, countedText, shareText } from "../../app/meta-texts.ts";
import type { PageHead, PageHeadContext } from "../../app/page-data.tsx";
import type { PoolPageData } from "./pool-page-data.ts";

export function poolPageHead({ stats }: PoolPageData, { network, t }: PageHeadContext): PageHead {
  return {
    title: t("pages.pool", { slug: stats.pool.name }),
    description: t("meta.pool", {
      pool: stats.pool.name,
      network: chainName(network, t),
      week: countedText(t, stats.blockCount["1w"], "meta.blocks"),
      share: shareText(stats.blockShare["1w"]),
      total: countedText(t, stats.blockCount.all, "meta.blocks"),
      hashrate: formatHashrate(stats.estimatedHashrate),
    }),
  };
}

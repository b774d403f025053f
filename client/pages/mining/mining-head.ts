/**
 * The mining dashboard's description (PageDataDefinition.head): the network's hashrate and
 * difficulty, and the pool that found the most blocks in the ranking's window with its share.
 *
 * @example
 * miningPageHead(data, { network: "mainnet", t }).description;
 * // "Bitcoin mining: hashrate 812.40 EH/s, difficulty 110.45 T. Foundry USA leads with 29.9% of the last 1,008 blocks."
 */
import { formatDifficulty } from "../../../shared/format/difficulty.ts";
import { formatHashrate } from "../../../shared/format/hashrate.ts";
import { chainName, countedText, shareText } from "../../app/meta-texts.ts";
import type { PageHead, PageHeadContext } from "../../app/page-data.tsx";
import type { MiningPageData } from "./mining-page-data.ts";

export function miningPageHead({ hashrate, ranking }: MiningPageData, { network, t }: PageHeadContext): PageHead {
  const top = ranking.pools.reduce<(typeof ranking.pools)[number] | undefined>((best, pool) => (best === undefined || pool.blockCount > best.blockCount ? pool : best), undefined);
  if (top === undefined || ranking.blockCount === 0) return {};
  return {
    description: t("meta.mining", {
      network: chainName(network, t),
      hashrate: formatHashrate(hashrate.currentHashrate),
      difficulty: formatDifficulty(hashrate.currentDifficulty),
      top: top.name,
      share: shareText(top.blockCount / ranking.blockCount),
      blocks: countedText(t, ranking.blockCount, "meta.blocks"),
    }),
  };
}

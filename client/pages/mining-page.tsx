import { useState } from "react";
import { useSearchParams } from "react-router";
import { NETWORKS } from "../../shared/network/networks.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import { usePage } from "../app/page-context.tsx";
import { pageDataParams, usePageData } from "../app/page-data.tsx";
import { useNow } from "../app/use-now.ts";
import { LiveStrip } from "../components/live-strip.tsx";
import { useT } from "../i18n/i18n.tsx";
import { useLive } from "../live/live-provider.tsx";
import { useWants } from "../live/use-wants.ts";
import { DifficultyPanel } from "../components/difficulty/difficulty-panel.tsx";
import { LatestBlocksSection } from "./mining/latest-blocks-section.tsx";
import { type MiningPageData, miningPageData, miningPeriodOf } from "./mining/mining-page-data.ts";
import { MiningLoadError, MiningLoading } from "./mining/mining-states.tsx";
import { NetworkPanel } from "./mining/network-panel.tsx";
import { PoolRankingSection } from "./mining/pool-ranking-section.tsx";
import { RewardStatsPanel } from "./mining/reward-stats-panel.tsx";
import "../i18n/page-texts/mining.ts";

/** The strip's blocks and projected blocks, and `stats`, which carries the difficulty adjustment (`da`). */
const MINING_WANTS: readonly Wantable[] = ["blocks", "mempool-blocks", "stats"];

/**
 * /mining (spec §2.2, §2.3, §7.2): the blockchain strip in its mining view, the difficulty
 * adjustment, the hashrate and difficulty, the rewards of the last 144 blocks, the pool ranking of
 * the period in the address (`?period=`), and the latest blocks with their pools, live.
 */
export function MiningPage() {
  const t = useT();
  const { state, route } = usePage();
  const live = useLive();
  const now = useNow(state.renderedAt);
  const [query] = useSearchParams();
  const params = pageDataParams(miningPageData, {}, query);
  const result = usePageData(miningPageData, params);
  useWants(MINING_WANTS);
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  const amountPrefix = NETWORKS[route.network].amountPrefix;

  // A period switch loads a new ranking: the figures shown stay until it arrives.
  const [shown, setShown] = useState<MiningPageData | null>(null);
  if (result.status === "ready" && result.data !== shown) setShown(result.data);
  const data = result.status === "ready" ? result.data : result.status === "loading" ? shown : null;

  return (
    <>
      <LiveStrip />
      <div className="mining-page">
        <h1 className="mining-title">{t("mining.heading")}</h1>
        <div className="mining-panels">
          <DifficultyPanel da={live.da} tip={live.tip} />
          {data !== null && <NetworkPanel hashrate={data.hashrate} ranking={data.ranking} />}
          {data !== null && <RewardStatsPanel rewards={data.rewards} amountPrefix={amountPrefix} />}
        </div>
        {result.status === "error" && <MiningLoadError message={result.message} onRetry={result.reload} />}
        {data === null && result.status === "loading" && <MiningLoading />}
        <div className="mining-tables">
          {data !== null && <PoolRankingSection ranking={data.ranking} period={miningPeriodOf(params)} links={links} updating={result.status === "loading"} />}
          <LatestBlocksSection blocks={live.blocks} amountPrefix={amountPrefix} links={links} now={now} />
        </div>
      </div>
    </>
  );
}

/**
 * The home page's dashboard below the strip (issue 15): one column on phones, two from 768 px. The
 * cards are server-rendered from the hub's snapshot (the charts from the page's statistics), so the page is complete without JavaScript,
 * and follow the live store once hydrated. The fee cards come first, as `children`.
 *
 * @example
 * <HomeDashboard><FeeRecommendations … /></HomeDashboard>
 */
import { useEffect, type ReactNode } from "react";
import { linkBasePath } from "../../../shared/network/route-prefix.ts";
import { usePage } from "../../app/page-context.tsx";
import { useNow } from "../../app/use-now.ts";
import { DifficultyPanel } from "../../components/difficulty/difficulty-panel.tsx";
import { useLive, useLiveConnection, usePreferences } from "../../live/live-provider.tsx";
import { HomeCharts } from "./home-charts.tsx";
import { LatestBlocksCard } from "./latest-blocks-card.tsx";
import { LatestReplacementsCard } from "./latest-replacements-card.tsx";
import { LatestTransactionsCard } from "./latest-transactions-card.tsx";
import { NextBlockCard } from "./next-block-card.tsx";
import { isMempoolLoading } from "../../live/live-state.ts";

/** Asks for the latest replacements while the dashboard is shown (`track-rbf-summary`). */
function useReplacementSummary(): void {
  const connection = useLiveConnection();
  useEffect(() => {
    if (connection === null) return;
    connection.trackRbfSummary(true);
    return () => connection.trackRbfSummary(false);
  }, [connection]);
}

export function HomeDashboard({ children }: { readonly children: ReactNode }) {
  const { state, route } = usePage();
  const live = useLive();
  const preferences = usePreferences();
  const now = useNow(state.renderedAt);
  useReplacementSummary();
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  return (
    <div className="home-dashboard">
      <div className="dash-fees">{children}</div>
      <DifficultyPanel da={live.da} tip={live.tip} />
      <NextBlockCard block={live.mempoolBlocks[0]} loading={isMempoolLoading(live.loadingIndicators)} network={route.network} rateUnit={preferences.rateUnit} links={links} />
      <HomeCharts />
      <LatestBlocksCard blocks={live.blocks} links={links} now={now} />
      <LatestTransactionsCard transactions={live.transactions} links={links} network={route.network} rateUnit={preferences.rateUnit} />
      <LatestReplacementsCard replacements={live.rbfSummary} links={links} network={route.network} rateUnit={preferences.rateUnit} />
    </div>
  );
}

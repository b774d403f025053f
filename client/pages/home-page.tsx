import type { Wantable } from "../../shared/protocol/client-message.ts";
import { useT } from "../i18n/i18n.tsx";
import { usePage } from "../app/page-context.tsx";
import { useLive, usePreferences } from "../live/live-provider.tsx";
import { useWants } from "../live/use-wants.ts";
import { FeeRecommendations } from "../components/fees/fee-recommendations.tsx";
import { StatusFooter } from "../components/status-footer/status-footer.tsx";
import { LiveStrip } from "../components/live-strip.tsx";
import { HomeDashboard } from "./home/home-dashboard.tsx";

/** research §1.8: the dashboard's streams. */
const HOME_WANTS: readonly Wantable[] = ["blocks", "stats", "mempool-blocks", "live-2h-chart"];

/**
 * The home page (spec §2.2 "(empty)"): the blockchain strip, the dashboard (fee recommendations,
 * difficulty, the next block, the mempool and incoming charts, the latest blocks, transactions and
 * replacements) and the status footer, live from the first render (the worker's snapshot and the
 * page's statistics) and kept live by the socket.
 */
export function HomePage() {
  const t = useT();
  const { route } = usePage();
  const live = useLive();
  const preferences = usePreferences();
  useWants(HOME_WANTS);
  return (
    <>
      <h1 className="visually-hidden">{t("home.heading")}</h1>
      <LiveStrip />
      <HomeDashboard>
        <FeeRecommendations
          fees={live.fees}
          network={route.network}
          rateUnit={preferences.rateUnit}
          conversions={live.conversions}
          fiat={preferences.fiat}
        />
      </HomeDashboard>
      <StatusFooter
        network={route.network}
        mempoolInfo={live.mempoolInfo}
        vBytesPerSecond={live.vBytesPerSecond}
        loadingIndicators={live.loadingIndicators}
        rateUnit={preferences.rateUnit}
        mempoolBlocks={live.mempoolBlocks}
        connection={live.connection}
      />
    </>
  );
}

import type { Wantable } from "../../shared/protocol/client-message.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { usePage } from "../app/page-context.tsx";
import { useNow } from "../app/use-now.ts";
import { coinPrice } from "../components/fees/coin-price.ts";
import { LiveStrip } from "../components/live-strip.tsx";
import { useAcceleratorT } from "../i18n/locales/accelerator-area.ts";
import { useLive, usePreferences } from "../live/live-provider.tsx";
import { useWants } from "../live/use-wants.ts";
import { ActivePanel } from "./acceleration/active-panel.tsx";
import { FeesChart } from "./acceleration/fees-chart.tsx";
import { RecentPanel } from "./acceleration/recent-panel.tsx";
import { StatsPanel } from "./acceleration/stats-panel.tsx";
import { useLiveAccelerations } from "./acceleration/use-live-accelerations.ts";

/** research §3.8: the strip's blocks and projected blocks, and `stats`. */
const ACCELERATION_WANTS: readonly Wantable[] = ["blocks", "mempool-blocks", "stats"];

/**
 * /acceleration (spec §2.2, research §3.8): the blockchain strip in its mining view, the
 * accelerations under way from the live feed, and, from the services on mainnet (the accelerator's
 * own network), the stats over a chosen timeframe, the latest completed accelerations and the
 * month's trend.
 */
export function AccelerationPage() {
  const t = useAcceleratorT();
  const { state, route } = usePage();
  const live = useLive();
  const preferences = usePreferences();
  const now = useNow(state.renderedAt);
  useWants(ACCELERATION_WANTS);
  const accelerations = useLiveAccelerations();
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  const fiat = coinPrice(live.conversions, preferences.fiat, route.network);
  const price = fiat === null ? null : { price: fiat, fiat: preferences.fiat };
  const mainnet = route.network === "mainnet";
  return (
    <>
      <LiveStrip />
      <div className="services-page dashboard-page">
        <h1 className="services-title">{t("accelerator.dashboard.title")}</h1>
        <div className="dashboard-grid">
          <ActivePanel accelerations={accelerations} links={links} price={price} rateUnit={preferences.rateUnit} now={now} />
          {mainnet && <StatsPanel tip={live.tip} price={price} />}
          {mainnet && <RecentPanel tip={live.tip} links={links} />}
          {mainnet && <FeesChart tip={live.tip} />}
        </div>
      </div>
    </>
  );
}

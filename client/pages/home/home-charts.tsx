/**
 * The dashboard's two charts (issue 15, research §1.2): the mempool by fee level and the incoming
 * rate over the last two hours, the cards of /graphs/mempool fixed to its live window. The worker
 * loads the window with the page (home-page-data.ts), so the server HTML holds both as SVG; the
 * socket's `live-2h-chart` rows (the home page wants them) keep them moving, two hours deep.
 */
import { useMemo } from "react";
import { chronological } from "../../../shared/charts/statistics-row.ts";
import { routeSetOf } from "../../../shared/network/route-table.ts";
import { usePage } from "../../app/page-context.tsx";
import { usePageData } from "../../app/page-data.tsx";
import { ChartLoadProblem } from "../../charts/chart-load-problem.tsx";
import { useChartsT } from "../../i18n/locales/charts-area.ts";
import { FeeLevelsCard } from "../graphs/fee-levels-card.tsx";
import { IncomingCard } from "../graphs/incoming-card.tsx";
import { LIVE_WINDOW, LIVE_WINDOW_SECONDS, useLiveStatisticsRows } from "../graphs/use-live-statistics.ts";
import { homePageData } from "./home-page-data.ts";

const NO_PARAMS = {};

export function HomeCharts() {
  const t = useChartsT();
  const { route } = usePage();
  const result = usePageData(homePageData, NO_PARAMS);
  const ready = result.status === "ready" ? result.data.statistics : null;
  const loaded = useMemo(() => (ready === null ? [] : chronological(ready.rows)), [ready]);
  const rows = useLiveStatisticsRows(true, loaded, LIVE_WINDOW_SECONDS);
  const scale = routeSetOf(route.network) === "liquid" ? 10 : 1;

  if (result.status === "error") {
    const text = t("graphs.load-error", { code: result.code, message: result.message });
    return <ChartLoadProblem className="dash-card" text={text} retry={t("graphs.retry")} onRetry={result.reload} />;
  }
  if (result.status === "ready" && ready === null) {
    return <ChartLoadProblem className="dash-card" text={t("graphs.unavailable")} retry={t("graphs.retry")} onRetry={result.reload} />;
  }
  if (ready === null) {
    return (
      <p className="dash-card graphs-loading" role="status">
        {t("graphs.loading", { window: t(`graphs.window.${LIVE_WINDOW}`) })}
      </p>
    );
  }
  return (
    <>
      <FeeLevelsCard rows={rows} window={LIVE_WINDOW} scale={scale} />
      <IncomingCard rows={rows} window={LIVE_WINDOW} />
    </>
  );
}

/**
 * /graphs/mempool (issue 15, research §2): the mempool by fee level and the incoming rate over a
 * chosen window, 2h (live) … all. The worker renders the default window with its charts as static
 * SVG; in the browser the window follows the fragment or the stored preference, the canvas charts
 * take over, and the 2h window grows by each row the socket pushes.
 */
import { useMemo, useRef } from "react";
import { chronological } from "../../shared/charts/statistics-row.ts";
import { routeSetOf } from "../../shared/network/route-table.ts";
import { usePage } from "../app/page-context.tsx";
import { usePageData } from "../app/page-data.tsx";
import { ChartLoadProblem } from "../charts/chart-load-problem.tsx";
import { useChartsT } from "../i18n/locales/charts-area.ts";
import { FeeLevelsCard } from "./graphs/fee-levels-card.tsx";
import { GRAPH_WINDOW_PARAM, type GraphsPageData, graphsPageData } from "./graphs/graphs-page-data.ts";
import { IncomingCard } from "./graphs/incoming-card.tsx";
import { useGraphWindow } from "./graphs/use-graph-window.ts";
import { useLiveStatistics } from "./graphs/use-live-statistics.ts";
import { WindowPicker } from "./graphs/window-picker.tsx";

export function GraphsMempoolPage() {
  const t = useChartsT();
  const { route } = usePage();
  const [window, choose] = useGraphWindow();
  const result = usePageData(graphsPageData, { [GRAPH_WINDOW_PARAM]: window });
  // While another window loads, the last one stays (dimmed) rather than the cards collapsing.
  const lastReady = useRef<GraphsPageData | null>(null);
  if (result.status === "ready") lastReady.current = result.data;
  const shown = lastReady.current;
  const loaded = useMemo(() => (shown === null ? [] : chronological(shown.rows)), [shown]);
  const rows = useLiveStatistics(shown?.window ?? window, loaded);
  const scale = routeSetOf(route.network) === "liquid" ? 10 : 1;
  const busy = result.status === "loading";

  return (
    <div className="graphs-page">
      <header className="graphs-head">
        <h1>{t("graphs.heading")}</h1>
        <WindowPicker window={window} onChoose={choose} />
      </header>
      {result.status === "error" && (
        <ChartLoadProblem text={t("graphs.load-error", { code: result.code, message: result.message })} retry={t("graphs.retry")} onRetry={result.reload} />
      )}
      {busy && (
        <p className="graphs-loading" role="status">
          {t("graphs.loading", { window: t(`graphs.window.${window}`) })}
        </p>
      )}
      {shown !== null && (
        <div className="graphs-cards" aria-busy={busy} data-window={shown.window}>
          <FeeLevelsCard rows={rows} window={shown.window} scale={scale} />
          <IncomingCard rows={rows} window={shown.window} />
        </div>
      )}
    </div>
  );
}

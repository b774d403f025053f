/**
 * /graphs/mining/:graph (issue 15, research §3): one mining graph over a chosen window, with the menu
 * of every graph. The worker renders the graph's default window with its chart as static SVG (the
 * pools pie is SVG throughout); in the browser the window follows the fragment or the stored
 * preference, the canvas chart takes over, and a new block re-fetches the graph's data.
 */
import { useMemo, useRef } from "react";
import { useParams } from "react-router";
import { isMiningGraph, type MiningGraph, MINING_GRAPHS, offeredMiningWindows } from "../../shared/charts/mining-graphs.ts";
import { NETWORKS } from "../../shared/network/networks.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import { usePage } from "../app/page-context.tsx";
import { usePageData } from "../app/page-data.tsx";
import { ChartLoadProblem } from "../charts/chart-load-problem.tsx";
import { useMiningGraphsT } from "../i18n/locales/mining-graphs-area.ts";
import { useLive } from "../live/live-provider.tsx";
import { UNKNOWN_TIP } from "../live/live-state.ts";
import { useWants } from "../live/use-wants.ts";
import { MiningChartCard } from "./graphs-mining/mining-chart-card.tsx";
import { readGraphAnswer } from "./graphs-mining/mining-graph-answer.ts";
import { MINING_TIP_PARAM, MINING_WINDOW_PARAM, type MiningGraphData, miningGraphData } from "./graphs-mining/mining-graph-data.ts";
import { IndexingBadges, MiningGraphMenu, MiningWindowPicker, miningGraphHref } from "./graphs-mining/mining-graph-nav.tsx";
import { PoolsCard } from "./graphs-mining/pools-card.tsx";
import { useMiningWindow } from "./graphs-mining/use-mining-window.ts";

const WANTS: readonly Wantable[] = ["blocks"];

export function GraphsMiningPage() {
  const { route, state } = usePage();
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  const name = useParams().graph ?? "";
  const graph: MiningGraph | null = isMiningGraph(name) ? name : null;

  return (
    <div className="graphs-page mining-graphs-page">
      <MiningGraphMenu links={links} current={graph} />
      {graph === null ? <UnknownGraph name={name} links={links} /> : <MiningGraphView key={graph} graph={graph} links={links} amountPrefix={NETWORKS[route.network].amountPrefix} />}
    </div>
  );
}

function UnknownGraph({ name, links }: { readonly name: string; readonly links: string }) {
  const t = useMiningGraphsT();
  return (
    <section className="mining-graphs-missing">
      <h1>{t("mining-graphs.not-found")}</h1>
      <p>{t("mining-graphs.not-found-text", { graph: name })}</p>
      <ul>
        {MINING_GRAPHS.map((graph) => (
          <li key={graph}>
            <a href={miningGraphHref(links, graph)}>{t(`mining-graphs.graph.${graph}`)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MiningGraphView({ graph, links, amountPrefix }: { readonly graph: MiningGraph; readonly links: string; readonly amountPrefix: string }) {
  const t = useMiningGraphsT();
  const [window, choose] = useMiningWindow(graph);
  useWants(WANTS);
  // Once a block arrives after the page's data, the data are asked again for the new tip.
  const tip = useLive().tip;
  const firstTip = useRef(tip);
  // The tip the socket first reports is the one the page's data are for, not a new block.
  if (firstTip.current === UNKNOWN_TIP) firstTip.current = tip;
  const params: Record<string, string> = { graph, [MINING_WINDOW_PARAM]: window };
  if (tip !== firstTip.current) params[MINING_TIP_PARAM] = String(tip);
  const result = usePageData(miningGraphData, params);
  // While another window or tip loads, the last data stay rather than the card collapsing.
  const lastReady = useRef<MiningGraphData | null>(null);
  if (result.status === "ready") lastReady.current = result.data;
  const shown = lastReady.current;
  // Dimmed only while another window loads; a new tip's data replace the shown ones quietly.
  const busy = result.status === "loading" && (shown === null || shown.window !== window);
  const answer = useMemo(() => (shown === null ? undefined : readGraphAnswer(graph, shown.answer)), [graph, shown]);

  return (
    <>
      <header className="graphs-head">
        <h1>{t(`mining-graphs.graph.${graph}`)}</h1>
        <MiningWindowPicker windows={offeredMiningWindows(graph, shown?.indexed ?? null, window)} window={window} onChoose={choose} />
      </header>
      <IndexingBadges />
      {result.status === "error" && (
        <ChartLoadProblem text={t("mining-graphs.load-error", { code: result.code, message: result.message })} retry={t("mining-graphs.retry")} onRetry={result.reload} />
      )}
      {busy && (
        <p className="graphs-loading" role="status">
          {t("mining-graphs.loading", { window: t(`mining.period.${window}`) })}
        </p>
      )}
      {shown !== null && answer === undefined && (
        <p className="graphs-error" role="alert">
          {t("mining-graphs.unreadable")}
        </p>
      )}
      {shown !== null && answer !== undefined && (
        <div className="graphs-cards" aria-busy={busy} data-window={shown.window} data-graph={graph}>
          {answer.graph === "pools" ? (
            <PoolsCard ranking={answer.ranking} window={shown.window} links={links} />
          ) : (
            <MiningChartCard answer={answer} window={shown.window} amountPrefix={amountPrefix} />
          )}
        </div>
      )}
    </>
  );
}

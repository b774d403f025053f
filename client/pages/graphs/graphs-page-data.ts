/**
 * What /graphs/mempool shows from the backend: the statistics rows of one window
 * (`/api/v1/statistics/:window`, newest first, as the API sends them). The window travels in the
 * address's fragment, which a server never sees, so the worker renders the default window and the
 * browser loads another one when the fragment or the stored preference names it.
 *
 * @example
 * const entry = await loadPageDataEntry(graphsPageData, { window: "24h" }, api, site);
 * // { key: "graphs-mempool:24h", data: { window: "24h", rows: [{ added, count, vbytes_per_second, …, vsizes: [39] }, …] } }
 */
import { type StatisticsRow, readStatisticsRows } from "../../../shared/charts/statistics-row.ts";
import { DEFAULT_GRAPH_WINDOW, type GraphWindow, isGraphWindow } from "../../../shared/preferences/chart-windows.ts";
import type { RouteParams } from "../../../shared/network/route-table.ts";
import { type ApiGet, definePageData, readApiAnswer } from "../../app/page-data.tsx";

/** The loader's parameter naming the window; the page passes it, a route never does. */
export const GRAPH_WINDOW_PARAM = "window";

export interface GraphsPageData {
  readonly window: GraphWindow;
  /** Newest first, as the API answers. */
  readonly rows: readonly StatisticsRow[];
}

export const graphWindowOf = (params: RouteParams): GraphWindow => {
  const window = params[GRAPH_WINDOW_PARAM];
  return isGraphWindow(window) ? window : DEFAULT_GRAPH_WINDOW;
};

export async function loadGraphsPage(window: GraphWindow, api: ApiGet): Promise<GraphsPageData> {
  const rows = await readApiAnswer(api, `/api/v1/statistics/${window}`, readStatisticsRows, "the mempool statistics");
  return { window, rows };
}

/** Checks page data read back from the document; throws a TypeError naming what is wrong. */
export function parseGraphsPageData(json: unknown): GraphsPageData {
  if (typeof json !== "object" || json === null) throw new TypeError("Graphs page data must be an object.");
  const { window, rows } = json as { window?: unknown; rows?: unknown };
  if (!isGraphWindow(window)) throw new TypeError("Graphs page data names no graph window.");
  const read = readStatisticsRows(rows);
  if (read === undefined) throw new TypeError("Graphs page data holds no readable statistics rows.");
  return { window, rows: read };
}

/** The statistics page's data, registered in client/app/routes.tsx under "graphs-mempool". */
export const graphsPageData = definePageData<GraphsPageData>({
  key: (params) => `graphs-mempool:${graphWindowOf(params)}`,
  load: (params, api) => loadGraphsPage(graphWindowOf(params), api),
  parse: parseGraphsPageData,
});

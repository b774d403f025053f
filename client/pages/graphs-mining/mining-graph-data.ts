/**
 * What /graphs/mining/:graph shows from the backend: the graph's answer for one window (research §3's
 * table) and the index's size from its `X-Total-Count`, which decides the windows offered. The
 * window travels in the fragment, which a server never sees: the worker renders the graph's default
 * window (the default preference raised to its minimum) and the browser loads the one the fragment
 * or the stored preference names. A name that is no mining graph is a 404.
 *
 * This module is in every page's first script (client/app/routes.tsx), so it holds only the
 * envelope: the answer travels as the API sent it, and its readers (mining-graph-answer.ts) come
 * with the loader and the page's chunk.
 *
 * @example
 * const entry = await loadPageDataEntry(miningGraphData, { graph: "block-health", window: "24h" }, api, site);
 * // { key: "graphs-mining:block-health:24h", data: { graph: "block-health", window: "24h", indexed: 64, answer: [[…], …] } }
 */
import { isMiningGraph, type MiningGraph, resolveMiningWindow } from "../../../shared/charts/mining-graphs.ts";
import { DEFAULT_MINING_WINDOW, isMiningWindow, type MiningWindow } from "../../../shared/preferences/chart-windows.ts";
import type { RouteParams } from "../../../shared/network/route-table.ts";
import { ApiError } from "../../api/api-fetch.ts";
import { definePageData } from "../../app/page-data.tsx";
import { isCount, isRecord } from "../../live/live-fields.ts";

/** The loader's parameter naming the window; the page passes it, a route never does. */
export const MINING_WINDOW_PARAM = "window";
/**
 * The chain tip a re-fetch is for, passed by the page once a block arrives: it is part of the key
 * and of the address asked, since the answers are cached for a minute and a plain reload would get
 * the one from before the block.
 */
export const MINING_TIP_PARAM = "tip";

const tipOf = (params: RouteParams): string | null => {
  const tip = params[MINING_TIP_PARAM];
  return tip !== undefined && /^[0-9]{1,10}$/.test(tip) ? tip : null;
};

export interface MiningGraphData {
  readonly graph: MiningGraph;
  readonly window: MiningWindow;
  /** Indexed blocks (audited ones for block health) by `X-Total-Count`; null when the backend sent none. */
  readonly indexed: number | null;
  /** The API's answer as sent, checked by readGraphAnswer when loaded. */
  readonly answer: unknown;
}

/** The graph an address names; a 404 for any other name. */
export function miningGraphOf(params: RouteParams): MiningGraph {
  const graph = params.graph;
  if (!isMiningGraph(graph)) throw new ApiError(404, "/graphs/mining", `There is no mining graph called "${graph ?? ""}".`);
  return graph;
}

/** The window to load: the page's, raised to the graph's minimum; the default one for the server. */
export const miningWindowOf = (graph: MiningGraph, params: RouteParams): MiningWindow => {
  const wish = params[MINING_WINDOW_PARAM];
  return resolveMiningWindow(graph, isMiningWindow(wish) ? wish : DEFAULT_MINING_WINDOW);
};

/** Checks the envelope read back from the document (the page reads the answer itself); throws a TypeError naming what is wrong. */
export function parseMiningGraphData(json: unknown): MiningGraphData {
  if (!isRecord(json)) throw new TypeError("Mining graph data must be an object.");
  const { graph, window, indexed, answer } = json;
  if (!isMiningGraph(graph)) throw new TypeError("Mining graph data names no mining graph.");
  if (!isMiningWindow(window)) throw new TypeError("Mining graph data names no mining window.");
  if (indexed !== null && !isCount(indexed)) throw new TypeError("Mining graph data has an unreadable block count.");
  if (answer === undefined) throw new TypeError("Mining graph data holds no answer.");
  return { graph, window, indexed, answer };
}

/** The mining graphs' data, registered in client/app/routes.tsx under "graphs-mining". */
export const miningGraphData = definePageData<MiningGraphData>({
  key: (params) => {
    const graph = isMiningGraph(params.graph) ? params.graph : null;
    if (graph === null) return `graphs-mining:?${params.graph ?? ""}`;
    const tip = tipOf(params);
    return `graphs-mining:${graph}:${miningWindowOf(graph, params)}${tip === null ? "" : `@${tip}`}`;
  },
  load: async (params, api) => {
    const graph = miningGraphOf(params);
    const { loadMiningGraph } = await import("./mining-graph-answer.ts");
    return loadMiningGraph(graph, miningWindowOf(graph, params), api, tipOf(params));
  },
  parse: parseMiningGraphData,
});

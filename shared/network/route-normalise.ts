/**
 * Route parameters with one accepted form (spec §5): the clock's mode and index and a mempool
 * block's index. Each function answers the normalised route when the parameters are not in that
 * form, and null when they are; the rules themselves live in shared/params.
 *
 * @example
 * clockIndexRoute({ mode: "blocks", index: "2" });          // "/clock/mined/2"
 * mempoolBlockIndexRoute("/mempool-block")({ index: "x" }); // "/mempool-block/0"
 */
import { normaliseClockRoute } from "../params/clock.ts";
import { parseMempoolBlockIndex } from "../params/mempool-block-index.ts";
import type { RouteNormaliser, RouteParams } from "./route-table.ts";

const NON_NEGATIVE_INTEGER = /^[0-9]+$/;

/**
 * Where /clock and /clock/{mode} go (spec §2.2): the mode's index 0, with an unknown mode read as
 * mined (spec §5). `mode` undefined is /clock itself.
 *
 * @example
 * clockModeRoute(undefined);  // "/clock/mempool/0"
 * clockModeRoute("mined");    // "/clock/mined/0"
 * clockModeRoute("x");        // "/clock/mined/0"
 */
export function clockModeRoute(mode: string | undefined): string {
  const route = normaliseClockRoute(mode, undefined);
  // normaliseClockRoute never accepts a missing index, so this is always a redirect.
  return route.ok ? `/clock/${route.mode}/${route.index}` : route.redirect;
}

/**
 * The normalised /clock/{mode}/{index}, or null when both are valid (spec §5).
 *
 * @example
 * clockIndexRoute({ mode: "mempool", index: "3" });  // null
 * clockIndexRoute({ mode: "mined", index: "-1" });   // "/clock/mined/0"
 */
export function clockIndexRoute(params: RouteParams): string | null {
  const route = normaliseClockRoute(params.mode, params.index);
  return route.ok ? null : route.redirect;
}

/**
 * A normaliser for a route ending in a mempool block index (spec §5: a non-negative integer,
 * else 0). Leading zeros are an integer too ("007" stays); "-1", "1.5", "x" and indexes beyond
 * Number.MAX_SAFE_INTEGER go to 0. Lowering the index until a block exists is the page's job: it
 * depends on live data.
 *
 * @example
 * mempoolBlockIndexRoute("/view/mempool-block")({ index: "-3" });  // "/view/mempool-block/0"
 * mempoolBlockIndexRoute("/mempool-block")({ index: "4" });         // null
 */
export function mempoolBlockIndexRoute(routeBase: string): RouteNormaliser {
  return (params) => {
    const raw = params.index;
    if (raw !== undefined && NON_NEGATIVE_INTEGER.test(raw) && Number.isSafeInteger(Number(raw))) return null;
    return `${routeBase}/${parseMempoolBlockIndex(raw)}`;
  };
}

/** The tabs of /docs/api/:tab, the first one where /docs/api and an unknown tab lead. */
export const API_DOCS_TABS = ["rest", "websocket"] as const;
export type ApiDocsTab = (typeof API_DOCS_TABS)[number];

export const isApiDocsTab = (tab: unknown): tab is ApiDocsTab => (API_DOCS_TABS as readonly unknown[]).includes(tab);

/**
 * The normalised /docs/api/{tab}, or null when the tab is one of {@link API_DOCS_TABS}.
 *
 * @example
 * apiDocsTabRoute({ tab: "websocket" });  // null
 * apiDocsTabRoute({ tab: "electrum" });   // "/docs/api/rest"
 */
export function apiDocsTabRoute(params: RouteParams): string | null {
  return isApiDocsTab(params.tab) ? null : `/docs/api/${API_DOCS_TABS[0]}`;
}

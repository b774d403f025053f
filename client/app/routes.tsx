import type { ComponentType } from "react";
import type { PageId } from "../../shared/network/route-table.ts";
import { type RouteContext, type RouteResolution, resolveRoute } from "../../shared/network/resolve-route.ts";
import { InvalidPathError } from "../../shared/network/errors.ts";
import type { PageState } from "./page-state.ts";
import type { PageDataDefinition } from "./page-data.tsx";
import { HomePage } from "../pages/home-page.tsx";
import { StatusPage } from "../pages/status-page.tsx";
import { blockPageData } from "../pages/block/block-page-data.ts";
import { txPageData } from "../pages/tx/tx-page-data.ts";
import { addressPageData } from "../pages/address/address-page-data.ts";
import { poolPageData } from "../pages/pool/pool-page-data.ts";
import { miningPageData } from "../pages/mining/mining-page-data.ts";
import { viewBlockData } from "../pages/view/view-block-data.ts";
import { viewBlocksPageData } from "../pages/view-blocks/view-blocks-page-data.ts";
import { clockPageData } from "../pages/clock/clock-page-data.ts";
import { projectedBlockPageData } from "../pages/mempool-block/projected-block-data.ts";
import { previewGalleryData } from "../pages/preview/preview-gallery-data.ts";
import { graphsPageData } from "../pages/graphs/graphs-page-data.ts";
import { miningGraphData } from "../pages/graphs-mining/mining-graph-data.ts";
import { lazyPage, type LazyPage } from "./lazy-page.tsx";

/**
 * Pages in chunks of their own (lazy-page.tsx): the home page's first load carries none of them. The
 * source paths name their chunks in the client bundle's manifest (worker/ssr/client-assets.ts).
 */
const LAZY_PAGES = {
  block: { ...lazyPage(() => import("../pages/block-page.tsx").then((m) => m.BlockPage)), source: "pages/block-page.tsx" },
  "mempool-block": { ...lazyPage(() => import("../pages/mempool-block-page.tsx").then((m) => m.MempoolBlockPage)), source: "pages/mempool-block-page.tsx" },
  tx: { ...lazyPage(() => import("../pages/tx-page.tsx").then((m) => m.TxPage)), source: "pages/tx-page.tsx" },
  address: { ...lazyPage(() => import("../pages/address-page.tsx").then((m) => m.AddressPage)), source: "pages/address-page.tsx" },
  pool: { ...lazyPage(() => import("../pages/pool-page.tsx").then((m) => m.PoolPage)), source: "pages/pool-page.tsx" },
  mining: { ...lazyPage(() => import("../pages/mining-page.tsx").then((m) => m.MiningPage)), source: "pages/mining-page.tsx" },
  "view-block": { ...lazyPage(() => import("../pages/view-block-page.tsx").then((m) => m.ViewBlockPage)), source: "pages/view-block-page.tsx" },
  "view-mempool-block": {
    ...lazyPage(() => import("../pages/view-mempool-block-page.tsx").then((m) => m.ViewMempoolBlockPage)),
    source: "pages/view-mempool-block-page.tsx",
  },
  "view-blocks": { ...lazyPage(() => import("../pages/view-blocks-page.tsx").then((m) => m.ViewBlocksPage)), source: "pages/view-blocks-page.tsx" },
  clock: { ...lazyPage(() => import("../pages/clock-page.tsx").then((m) => m.ClockPage)), source: "pages/clock-page.tsx" },
  "graphs-mempool": {
    ...lazyPage(() => import("../pages/graphs-mempool-page.tsx").then((m) => m.GraphsMempoolPage)),
    source: "pages/graphs-mempool-page.tsx",
  },
  "graphs-mining": {
    ...lazyPage(() => import("../pages/graphs-mining-page.tsx").then((m) => m.GraphsMiningPage)),
    source: "pages/graphs-mining-page.tsx",
  },
  preview: { ...lazyPage(() => import("../pages/preview-page.tsx").then((m) => m.PreviewPage)), source: "pages/preview-page.tsx" },
  acceleration: { ...lazyPage(() => import("../pages/acceleration-page.tsx").then((m) => m.AccelerationPage)), source: "pages/acceleration-page.tsx" },
  login: { ...lazyPage(() => import("../pages/auth-page.tsx").then((m) => m.LoginPage)), source: "pages/auth-page.tsx" },
  signup: { ...lazyPage(() => import("../pages/auth-page.tsx").then((m) => m.SignupPage)), source: "pages/auth-page.tsx" },
  "accelerator-account": {
    ...lazyPage(() => import("../pages/accelerator-account-page.tsx").then((m) => m.AcceleratorAccountPage)),
    source: "pages/accelerator-account-page.tsx",
  },
  "accelerator-history": {
    ...lazyPage(() => import("../pages/accelerator-history-page.tsx").then((m) => m.AcceleratorHistoryPage)),
    source: "pages/accelerator-history-page.tsx",
  },
} satisfies Partial<Record<PageId, LazyPage & { readonly source: string }>>;

const lazyEntry = (page: PageId): (LazyPage & { readonly source: string }) | undefined =>
  Object.hasOwn(LAZY_PAGES, page) ? LAZY_PAGES[page as keyof typeof LAZY_PAGES] : undefined;

/** Loads a page's chunk if it has one; call before rendering or hydrating it. */
export const preloadPage = async (page: PageId): Promise<void> => lazyEntry(page)?.preload();

/** The client-bundle source of a page's own chunk (a key of the vite manifest), if it has one. */
export const pageChunkSource = (page: PageId): string | undefined => lazyEntry(page)?.source;

/**
 * The component of each page of the route table (shared/network/route-table.ts), by page id.
 * Patterns, networks, feature flags and redirects live in the table; this object only says which
 * pages the client has built. Register a page here to make its routes live.
 *
 * @example
 * PAGE_COMPONENTS.home;  // HomePage
 */
export const PAGE_COMPONENTS: Readonly<Partial<Record<PageId, ComponentType>>> = {
  home: HomePage,
  status: StatusPage,
  block: LAZY_PAGES.block.Component,
  "mempool-block": LAZY_PAGES["mempool-block"].Component,
  tx: LAZY_PAGES.tx.Component,
  address: LAZY_PAGES.address.Component,
  pool: LAZY_PAGES.pool.Component,
  mining: LAZY_PAGES.mining.Component,
  "view-block": LAZY_PAGES["view-block"].Component,
  "view-mempool-block": LAZY_PAGES["view-mempool-block"].Component,
  "view-blocks": LAZY_PAGES["view-blocks"].Component,
  clock: LAZY_PAGES.clock.Component,
  "graphs-mempool": LAZY_PAGES["graphs-mempool"].Component,
  "graphs-mining": LAZY_PAGES["graphs-mining"].Component,
  preview: LAZY_PAGES.preview.Component,
  acceleration: LAZY_PAGES.acceleration.Component,
  login: LAZY_PAGES.login.Component,
  signup: LAZY_PAGES.signup.Component,
  "accelerator-account": LAZY_PAGES["accelerator-account"].Component,
  "accelerator-history": LAZY_PAGES["accelerator-history"].Component,
};

/**
 * The data each page is about, by page id (page-data.tsx): the worker loads it before rendering, the
 * browser on navigation. Pages without an entry need only the live data.
 */
export const PAGE_DATA: Readonly<Partial<Record<PageId, PageDataDefinition<unknown>>>> = {
  block: blockPageData,
  "mempool-block": projectedBlockPageData,
  "view-mempool-block": projectedBlockPageData,
  tx: txPageData,
  address: addressPageData,
  pool: poolPageData,
  mining: miningPageData,
  "view-block": viewBlockData,
  "view-blocks": viewBlocksPageData,
  clock: clockPageData,
  "graphs-mempool": graphsPageData,
  "graphs-mining": miningGraphData,
  // The area's root; a card page loads the data of the page it previews (describedPage).
  preview: previewGalleryData,
};

/**
 * The one switch between "the route table has this page" and "this page is served": true when the
 * client has a component for `page`. The worker and the client both route through it, so a table
 * route without a component is an unknown path (a redirect to the network root), never a blank page.
 *
 * @example
 * isKnownPage("home");  // true
 */
export function isKnownPage(page: PageId): boolean {
  return Object.hasOwn(PAGE_COMPONENTS, page) && PAGE_COMPONENTS[page] !== undefined;
}

/**
 * What routing needs from the page state: the build, its feature flags and the served pages.
 *
 * @example
 * resolveRoute(location, pageRouteContext(state));
 */
export function pageRouteContext(state: Pick<PageState, "base" | "features">): RouteContext {
  return { base: state.base, features: state.features, isPageServed: isKnownPage };
}

/** A path the table cannot read (a hand-typed bad link on client navigation) is "not found". */
export function resolveLocation(location: { pathname: string; search: string }, state: Pick<PageState, "base" | "features">): RouteResolution | null {
  try {
    return resolveRoute(location, pageRouteContext(state));
  } catch (error) {
    if (error instanceof InvalidPathError) return null;
    throw error;
  }
}

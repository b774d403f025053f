import type { ComponentType } from "react";
import type { PageId } from "../../shared/network/route-table.ts";
import { type RouteContext, type RouteResolution, resolveRoute } from "../../shared/network/resolve-route.ts";
import { InvalidPathError } from "../../shared/network/errors.ts";
import type { PageState } from "./page-state.ts";
import type { PageDataDefinition } from "./page-data.tsx";
import { HomePage } from "../pages/home-page.tsx";
import { StatusPage } from "../pages/status-page.tsx";
import { lazyPage, type LazyPage, trackedLoad } from "./lazy-page.tsx";

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
  blocks: { ...lazyPage(() => import("../pages/blocks-page.tsx").then((m) => m.BlocksPage)), source: "pages/blocks-page.tsx" },
  rbf: { ...lazyPage(() => import("../pages/rbf-page.tsx").then((m) => m.RbfPage)), source: "pages/rbf-page.tsx" },
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
  faq: { ...lazyPage(() => import("../pages/faq-page.tsx").then((m) => m.FaqPage)), source: "pages/faq-page.tsx" },
  "docs-api": { ...lazyPage(() => import("../pages/docs-api-page.tsx").then((m) => m.DocsApiPage)), source: "pages/docs-api-page.tsx" },
  "push-tx": { ...lazyPage(() => import("../pages/push-tx-page.tsx").then((m) => m.PushTxPage)), source: "pages/push-tx-page.tsx" },
} satisfies Partial<Record<PageId, LazyPage & { readonly source: string }>>;

const lazyEntry = (page: PageId): (LazyPage & { readonly source: string }) | undefined =>
  Object.hasOwn(LAZY_PAGES, page) ? LAZY_PAGES[page as keyof typeof LAZY_PAGES] : undefined;

/**
 * Loads a page's chunk if it has one, and the data definition of the page it describes (itself, or
 * the page a preview card shows); call before rendering or hydrating it.
 */
export async function preloadPage(page: PageId, described: PageId = page): Promise<void> {
  await Promise.all([lazyEntry(page)?.preload(), loadPageData(described)]);
}

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
  blocks: LAZY_PAGES.blocks.Component,
  rbf: LAZY_PAGES.rbf.Component,
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
  faq: LAZY_PAGES.faq.Component,
  "docs-api": LAZY_PAGES["docs-api"].Component,
  "push-tx": LAZY_PAGES["push-tx"].Component,
};

type PageDataModule = () => Promise<PageDataDefinition<unknown>>;

/**
 * The data each page is about, by page id (page-data.tsx): the worker loads it before rendering, the
 * browser on navigation. Pages without an entry need only the live data. Each definition (its
 * loader, readers and head) lives in the page's own chunk, not in the entry the home page loads.
 */
const PAGE_DATA_MODULES: Readonly<Partial<Record<PageId, PageDataModule>>> = {
  // The dashboard's charts: the statistics of the live window.
  home: () => import("../pages/home/home-page-data.ts").then((m) => m.homePageData),
  block: () => import("../pages/block/block-page-data.ts").then((m) => m.blockPageData),
  "mempool-block": () => import("../pages/mempool-block/projected-block-data.ts").then((m) => m.projectedBlockPageData),
  "view-mempool-block": () => import("../pages/mempool-block/projected-block-data.ts").then((m) => m.projectedBlockPageData),
  tx: () => import("../pages/tx/tx-page-data.ts").then((m) => m.txPageData),
  address: () => import("../pages/address/address-page-data.ts").then((m) => m.addressPageData),
  pool: () => import("../pages/pool/pool-page-data.ts").then((m) => m.poolPageData),
  mining: () => import("../pages/mining/mining-page-data.ts").then((m) => m.miningPageData),
  blocks: () => import("../pages/blocks/blocks-page-data.ts").then((m) => m.blocksPageData),
  rbf: () => import("../pages/rbf/rbf-page-data.ts").then((m) => m.rbfPageData),
  "view-block": () => import("../pages/view/view-block-data.ts").then((m) => m.viewBlockData),
  "view-blocks": () => import("../pages/view-blocks/view-blocks-page-data.ts").then((m) => m.viewBlocksPageData),
  clock: () => import("../pages/clock/clock-page-data.ts").then((m) => m.clockPageData),
  "graphs-mempool": () => import("../pages/graphs/graphs-page-data.ts").then((m) => m.graphsPageData),
  "graphs-mining": () => import("../pages/graphs-mining/mining-graph-data.ts").then((m) => m.miningGraphData),
  // The area's root; a card page loads the data of the page it previews (describedPage).
  preview: () => import("../pages/preview/preview-gallery-data.ts").then((m) => m.previewGalleryData),
  "docs-api": () => import("../pages/docs/api-examples-data.ts").then((m) => m.apiExamplesData),
};

const pageDataLoads = new Map<PageId, ReturnType<typeof trackedLoad<PageDataDefinition<unknown> | undefined>>>();

/**
 * The data definition of `page` (undefined for a page without one), loaded once. The promise is one
 * React's `use()` reads without suspending once it settled.
 */
export function loadPageData(page: PageId): Promise<PageDataDefinition<unknown> | undefined> {
  let load = pageDataLoads.get(page);
  if (load === undefined) {
    const module = Object.hasOwn(PAGE_DATA_MODULES, page) ? PAGE_DATA_MODULES[page] : undefined;
    load = trackedLoad(module ?? (async () => undefined));
    pageDataLoads.set(page, load);
  }
  return load.promise;
}

/**
 * The data definition of `page` if it is loaded (loadPageData): the worker and the browser's entry
 * load the shown page's before rendering it, so its first render and hydration find it here.
 */
export function loadedPageData(page: PageId): PageDataDefinition<unknown> | undefined {
  return pageDataLoads.get(page)?.value();
}

/** Whether `page` has data of its own to load (without loading it). */
export const hasPageData = (page: PageId): boolean => Object.hasOwn(PAGE_DATA_MODULES, page);

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

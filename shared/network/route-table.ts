/**
 * The route table of spec §2.2, as data: every page and redirect with its pattern, the route sets
 * (and networks) it belongs to, the area it lives in (the site or the /preview area) and the
 * feature flag it needs. resolve-route.ts reads it; nothing else decides whether a route exists.
 *
 * @example
 * ROUTE_TABLE.find((r) => r.kind === "page" && r.page === "status")?.sets;  // ["bitcoin", "liquid"]
 * routeSetOf("liquidtestnet");                                                // "liquid"
 */
import type { FeatureFlags } from "./feature-flags.ts";
import type { BaseModule, Network } from "./networks.ts";
import { API_DOCS_TABS, apiDocsTabRoute, mempoolBlockIndexRoute, clockIndexRoute, clockModeRoute } from "./route-normalise.ts";

/**
 * The three route sets of spec §2.2. A network uses the set of its chain: the bitcoin set for
 * mainnet, testnet and signet; the liquid set replaces it for the liquid networks; the markets set
 * (the markets module at the root, nothing else) serves bisq.
 */
export type RouteSet = "bitcoin" | "liquid" | "markets";

/** "site" is every page; "preview" is the /preview area of spec §2.2. */
export type RouteArea = "site" | "preview";

/** Every page of the table. The client maps these to components (client/app/routes.tsx). */
export type PageId =
  | "home"
  | "markets"
  | "preview"
  | "status"
  | "tx"
  | "address"
  | "block"
  | "blocks"
  | "rbf"
  | "mempool-block"
  | "pool"
  | "mining"
  | "acceleration"
  | "login"
  | "signup"
  | "accelerator-account"
  | "accelerator-history"
  | "faq"
  | "docs-api"
  | "push-tx"
  | "graphs-mempool"
  | "graphs-mining"
  | "clock"
  | "view-block"
  | "view-mempool-block"
  | "view-blocks";

/** Pages whose title is the product and network only: spec §9's pattern without its {page} part. */
export type UntitledPageId = "home" | "markets";
/** Pages whose title starts with a page name (client/i18n/locales/en/pages.ts has one per id). */
export type TitledPageId = Exclude<PageId, UntitledPageId>;

/** Route parameters by name, decoded (":txid" in "/tx/:txid" → params.txid). */
export type RouteParams = Readonly<Record<string, string>>;

/**
 * Returns the normalised route (after all prefixes) when `params` are not in their one accepted
 * form, or null when they are; the resolver then redirects permanently (spec §5).
 */
export type RouteNormaliser = (params: RouteParams) => string | null;

interface RouteScope {
  /** Route sets the route exists in. */
  readonly sets: readonly RouteSet[];
  /** A narrower list of networks inside those sets; absent: every network of the sets. */
  readonly networks?: readonly Network[];
  readonly area: RouteArea;
  /** The route exists only when this feature flag is on (spec §1). */
  readonly feature?: keyof FeatureFlags;
}

export interface PageRoute extends RouteScope {
  readonly kind: "page";
  readonly page: PageId;
  /** Segments after all prefixes: "/tx/:txid"; ":name" matches one non-empty segment. */
  readonly pattern: string;
  readonly normalise?: RouteNormaliser;
  /**
   * In the preview area: the site page whose link preview this page shows. Its pattern, scope and
   * normaliser are that page's own, so both check their parameters alike (issue 13).
   */
  readonly previews?: PageId;
}

export interface RedirectRoute extends RouteScope {
  readonly kind: "redirect";
  readonly pattern: string;
  /** The route (after all prefixes) to go to; the prefixes of the request are kept. */
  readonly to: (params: RouteParams) => string;
  /** 301 only for rules of the spec that never change; a cached 301 cannot be taken back. */
  readonly status: 301 | 302;
}

export type RouteEntry = PageRoute | RedirectRoute;

const EXPLORER_SETS: readonly RouteSet[] = ["bitcoin", "liquid"];
// spec §2.2: "/mining, /acceleration … Only on mainnet, testnet and signet": the bitcoin set.
const BITCOIN_SET: readonly RouteSet[] = ["bitcoin"];

const page = (page: PageId, pattern: string, scope: Partial<RouteScope> & { normalise?: RouteNormaliser } = {}): PageRoute => ({
  kind: "page",
  page,
  pattern,
  sets: EXPLORER_SETS,
  area: "site",
  ...scope,
});

const redirect = (pattern: string, to: (params: RouteParams) => string, scope: Partial<RouteScope> = {}): RedirectRoute => ({
  kind: "redirect",
  pattern,
  to,
  status: 301,
  sets: EXPLORER_SETS,
  area: "site",
  ...scope,
});

/** spec §2.2, row by row, for the site area. */
const SITE_ROUTES: readonly RouteEntry[] = [
  page("home", "/"),
  // "With the markets base, the only route is the markets module at the root."
  page("markets", "/", { sets: ["markets"] }),
  // "Bitcoin and liquid only."
  page("status", "/status"),
  // A literal before the parameter route it would otherwise fall under: "push" is no txid.
  page("push-tx", "/tx/push"),
  redirect("/pushtx", () => "/tx/push"),
  page("tx", "/tx/:txid"),
  // Not in spec §2.2's table, but the issue's address page, linked from transactions and the search.
  page("address", "/address/:address"),
  page("block", "/block/:id"),
  // Not a row of its own, but the target of "mining/blocks redirects to blocks"; pages are ?page=N.
  page("blocks", "/blocks"),
  page("mempool-block", "/mempool-block/:index", { normalise: mempoolBlockIndexRoute("/mempool-block") }),
  page("pool", "/mining/pool/:slug", { sets: BITCOIN_SET }),
  page("mining", "/mining", { sets: BITCOIN_SET, feature: "miningDashboard" }),
  page("acceleration", "/acceleration", { sets: BITCOIN_SET, feature: "accelerator" }),
  // These exist only for the accelerator: login for anonymous users who try to accelerate (and
  // sign-up beside it), the account with its deposit address (not_enough_balance links there,
  // spec §8), history after an acceleration (spec §2.2, §2.5).
  page("login", "/login", { sets: BITCOIN_SET, feature: "accelerator" }),
  page("signup", "/signup", { sets: BITCOIN_SET, feature: "accelerator" }),
  page("accelerator-account", "/services/accelerator", { sets: BITCOIN_SET, feature: "accelerator" }),
  page("accelerator-history", "/services/accelerator/history", { sets: BITCOIN_SET, feature: "accelerator" }),
  // research §4 "/rbf": the latest replacement trees (Bitcoin networks only: Liquid has no RBF list).
  page("rbf", "/rbf", { sets: BITCOIN_SET }),
  redirect("/docs", () => "/docs/faq"),
  page("faq", "/docs/faq"),
  redirect("/docs/api", () => `/docs/api/${API_DOCS_TABS[0]}`),
  page("docs-api", "/docs/api/:tab", { normalise: apiDocsTabRoute }),
  // Issue 15: the mempool statistics; /graphs has no page of its own yet, so it lands here. A 302:
  // a graphs home may take the path later, and browsers keep a 301 for good.
  page("graphs-mempool", "/graphs/mempool"),
  { ...redirect("/graphs", () => "/graphs/mempool"), status: 302 },
  // Issue 15: the mining graphs (research §3), the graph named in the path; the health graph's old name still leads to it.
  redirect("/graphs/mining", () => "/graphs/mining/pools", { sets: BITCOIN_SET }),
  page("graphs-mining", "/graphs/mining/:graph", {
    sets: BITCOIN_SET,
    normalise: (params) => (params.graph === "block-predictions" ? "/graphs/mining/block-health" : null),
  }),
  redirect("/clock", () => clockModeRoute(undefined)),
  redirect("/clock/:mode", (params) => clockModeRoute(params.mode)),
  page("clock", "/clock/:mode/:index", { normalise: clockIndexRoute }),
  page("view-block", "/view/block/:id"),
  page("view-mempool-block", "/view/mempool-block/:index", { normalise: mempoolBlockIndexRoute("/view/mempool-block") }),
  page("view-blocks", "/view/blocks"),
  // "On the signet set of routes, mining/blocks redirects to blocks"; the original does so on every
  // Bitcoin network (research §4), and a link that works on signet should work on mainnet too.
  redirect("/mining/blocks", () => "/blocks", { sets: BITCOIN_SET }),
];

/**
 * The site pages that unfurl with an image of their own, each mirrored under /preview as the same
 * card shown as a page (issue 13). The home page's card is on the area's root, among the others.
 */
export const PREVIEWED_PAGES: readonly PageId[] = [
  "block", "tx", "address", "pool", "mining", "mempool-block", "view-blocks", "view-block", "view-mempool-block", "clock",
];

/** The preview twin of a site page: its route under /preview, showing its card. */
function previewTwin(previewed: PageId): PageRoute {
  const site = SITE_ROUTES.find((entry): entry is PageRoute => entry.kind === "page" && entry.page === previewed);
  if (site === undefined) throw new Error(`route table: ${previewed} is previewed but has no page of its own.`);
  return { ...site, page: "preview", area: "preview", previews: previewed };
}

/**
 * spec §2.2 and issue 13's preview area. Patterns within one area and set never overlap, except a
 * literal route listed before the parameter route it would fall under (the first match wins; tested).
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...SITE_ROUTES,
  // "/preview, /preview/testnet, /preview/signet (liquid: preview and preview/testnet only)":
  // the area itself is limited by previewAreaExists. Its root is the gallery of every card.
  page("preview", "/", { area: "preview" }),
  ...PREVIEWED_PAGES.map(previewTwin),
];

const ROUTE_SET_OF_NETWORK: Readonly<Record<Network, RouteSet>> = {
  mainnet: "bitcoin",
  testnet: "bitcoin",
  signet: "bitcoin",
  liquid: "liquid",
  liquidtestnet: "liquid",
  bisq: "markets",
};

const ROUTE_SET_OF_BASE: Readonly<Record<BaseModule, RouteSet>> = {
  bitcoin: "bitcoin",
  liquid: "liquid",
  markets: "markets",
};

/**
 * The route set a network's pages come from (spec §2.2).
 *
 * @example
 * routeSetOf("signet");  // "bitcoin"
 * routeSetOf("bisq");    // "markets"
 */
export function routeSetOf(network: Network): RouteSet {
  return ROUTE_SET_OF_NETWORK[network];
}

/**
 * Whether /preview exists for `network` on the build `base`: spec §2.2 lists /preview,
 * /preview/testnet and /preview/signet, and on a liquid build /preview and /preview/testnet, so
 * the area exists for the networks of the build's own route set and never for markets.
 *
 * @example
 * previewAreaExists("signet", "bitcoin");         // true
 * previewAreaExists("liquid", "bitcoin");         // false
 * previewAreaExists("liquidtestnet", "liquid");   // true
 */
export function previewAreaExists(network: Network, base: BaseModule): boolean {
  const own = ROUTE_SET_OF_BASE[base];
  return own !== "markets" && routeSetOf(network) === own;
}

/**
 * Whether a table entry applies to `network` in `area` with the build's `features`.
 *
 * @example
 * const mining = ROUTE_TABLE.find((r) => r.kind === "page" && r.page === "mining")!;
 * routeApplies(mining, "testnet", "site", { ...FEATURE_FLAG_DEFAULTS });  // true
 * routeApplies(mining, "liquid", "site", { ...FEATURE_FLAG_DEFAULTS });   // false
 */
export function routeApplies(entry: RouteEntry, network: Network, area: RouteArea, features: FeatureFlags): boolean {
  if (entry.area !== area) return false;
  if (!entry.sets.includes(routeSetOf(network))) return false;
  if (entry.networks !== undefined && !entry.networks.includes(network)) return false;
  return entry.feature === undefined || features[entry.feature];
}

/**
 * True for pages whose title has a page name.
 *
 * @example
 * isTitledPage("status");  // true
 * isTitledPage("home");    // false
 */
export function isTitledPage(page: PageId): page is TitledPageId {
  return page !== "home" && page !== "markets";
}

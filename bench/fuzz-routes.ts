/**
 * Every route the HTTP fuzz aims at, read from where each is declared, so a route added later is
 * fuzzed without editing this file:
 * - the devnet's REST API: the routes of its Hono app (durable-objects/devnet/api/devnet-api.ts),
 *   which the worker's `/api/*` and `/{network}/api/*` pass on after the edge's checks; and its
 *   manual clock (`/api/v1/devnet/clock`, only ever sent bodies it must refuse: see fuzz-requests.ts);
 * - the hub's HTTP routes (`/api/v1/init-data`, `/api/v1/projected-block/:index`, the socket path
 *   without an upgrade), worker/app.ts;
 * - the accelerator's services (`/api/v1/services/*`), read from worker/services/services-routes.ts
 *   (that module imports `cloudflare:workers`, so its app cannot be built here);
 * - every page and redirect of the route table (shared/network/route-table.ts), in the site and the
 *   /preview area, and their link-preview images (`/og-image{page path}`);
 * - the rest of the worker: `/healthz`, static asset paths, unknown paths.
 *
 * @example
 * const routes = fuzzRoutes();
 * routes.filter((r) => r.area === "services").length; // 21
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DEVNET_CLOCK_PATH } from "../durable-objects/devnet/api/clock-routes.ts";
import { createDevnetApi } from "../durable-objects/devnet/api/devnet-api.ts";
import { OG_IMAGE_PATH_PREFIX } from "../shared/og/og-image-route.ts";
import { ROUTE_TABLE } from "../shared/network/route-table.ts";
import { SERVICES_PREFIX } from "../shared/services/services-wire.ts";

export type RouteArea = "api" | "clock" | "hub" | "services" | "page" | "og" | "misc";

export interface FuzzRoute {
  readonly area: RouteArea;
  /** The method the route is declared for ("GET", "POST", "DELETE"). */
  readonly method: string;
  /** With Hono's `:name` and `:name?` parameters, after any prefix. */
  readonly pattern: string;
  /** Takes a network prefix (`/testnet/api/…`, `/signet/block/…`). */
  readonly networked: boolean;
  /** A page: may also take a language prefix. */
  readonly localized: boolean;
}

const SERVICES_SOURCE = fileURLToPath(new URL("../worker/services/services-routes.ts", import.meta.url));
const SERVICE_ROUTE = /app\.(get|post|put|delete|patch)\("([^"]+)"/g;

/** Paths the worker answers that no table lists. */
const MISC_PATHS = ["/healthz", "/", "/favicon.svg", "/favicon.ico", "/manifest.json", "/assets/:file", "/robots.txt", "/.well-known/:file", "/:anything", "/api", "/api/", "/api/v2/:anything", "/index.html", "/preview"];

/** The routes of the devnet's Hono app, as the app itself lists them (the CORS middleware's `ALL *` left out). */
function devnetApiRoutes(): FuzzRoute[] {
  const app = createDevnetApi(() => {
    throw new Error("The fuzz only lists the devnet API's routes.");
  });
  const seen = new Set<string>();
  return app.routes.flatMap((route) => {
    const key = `${route.method} ${route.path}`;
    if (route.method === "ALL" || seen.has(key)) return [];
    seen.add(key);
    return [{ area: "api" as const, method: route.method, pattern: route.path, networked: true, localized: false }];
  });
}

function serviceRoutes(): FuzzRoute[] {
  const source = readFileSync(SERVICES_SOURCE, "utf8");
  const routes = [...source.matchAll(SERVICE_ROUTE)].map((match) => ({
    area: "services" as const,
    method: match[1]!.toUpperCase(),
    pattern: `${SERVICES_PREFIX}${match[2]}`,
    networked: false,
    localized: false,
  }));
  if (routes.length < 10) throw new Error(`Read only ${routes.length} routes from ${SERVICES_SOURCE}: has its form changed?`);
  return routes;
}

function pageRoutes(): FuzzRoute[] {
  return ROUTE_TABLE.flatMap((entry) => {
    const pattern = entry.area === "preview" ? `/preview${entry.pattern === "/" ? "" : entry.pattern}` : entry.pattern;
    const page: FuzzRoute = { area: "page", method: "GET", pattern, networked: true, localized: true };
    // Link previews exist for every page path; the worker answers a card or a default one.
    const og: FuzzRoute = { area: "og", method: "GET", pattern: `${OG_IMAGE_PATH_PREFIX}${entry.pattern === "/" ? "" : entry.pattern}`, networked: false, localized: false };
    return entry.area === "site" ? [page, og] : [page];
  });
}

const HUB_ROUTES: readonly FuzzRoute[] = [
  { area: "hub", method: "GET", pattern: "/api/v1/init-data", networked: true, localized: false },
  { area: "hub", method: "GET", pattern: "/api/v1/projected-block/:index", networked: true, localized: false },
  { area: "hub", method: "GET", pattern: "/api/v1/ws", networked: true, localized: false },
];

const CLOCK_ROUTES: readonly FuzzRoute[] = [
  { area: "clock", method: "GET", pattern: DEVNET_CLOCK_PATH, networked: true, localized: false },
  { area: "clock", method: "POST", pattern: DEVNET_CLOCK_PATH, networked: true, localized: false },
];

/** Every route, each once. */
export function fuzzRoutes(): FuzzRoute[] {
  const misc = MISC_PATHS.map((pattern): FuzzRoute => ({ area: "misc", method: "GET", pattern, networked: pattern.startsWith("/:") || pattern.startsWith("/api"), localized: false }));
  return [...devnetApiRoutes(), ...CLOCK_ROUTES, ...HUB_ROUTES, ...serviceRoutes(), ...pageRoutes(), ...misc];
}

/** How often each area is drawn: the API and the pages are most of what a visitor (or a scanner) sends. */
export const AREA_WEIGHTS: Readonly<Record<RouteArea, number>> = { api: 45, clock: 2, hub: 6, services: 15, page: 20, og: 5, misc: 7 };

/** The parameters of a pattern: `name` and whether it may be left out. */
export function patternParams(pattern: string): { name: string; optional: boolean }[] {
  return [...pattern.matchAll(/:([A-Za-z_]+)(\?)?/g)].map((match) => ({ name: match[1]!, optional: match[2] === "?" }));
}

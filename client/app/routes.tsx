import type { ComponentType } from "react";
import type { PageId } from "../../shared/network/route-table.ts";
import type { RouteContext } from "../../shared/network/resolve-route.ts";
import type { PageState } from "./page-state.ts";
import type { PageDataDefinition } from "./page-data.tsx";
import { HomePage } from "../pages/home-page.tsx";
import { StatusPage } from "../pages/status-page.tsx";

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
};

/**
 * The data each page is about, by page id (page-data.tsx): the worker loads it before rendering, the
 * browser on navigation. Pages without an entry need only the live data.
 */
export const PAGE_DATA: Readonly<Partial<Record<PageId, PageDataDefinition<unknown>>>> = {};

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

/**
 * The header's sections (issue 15): each links to the page that opens it, under the visitor's
 * language and network, and shows only where that page is served, as the route table and the
 * client's pages decide (a section whose page is not built, or whose feature is off, is left out).
 *
 * @example
 * siteNavItems({ language: null, network: "testnet", base: "bitcoin" }, "/docs/api/rest", isServed);
 * // [{ key: "dashboard", href: "/testnet", current: false }, …, { key: "docs", href: "/testnet/docs/faq", current: true }]
 */
import type { BaseModule, Network } from "../../shared/network/networks.ts";
import { buildPath } from "../../shared/network/route-prefix.ts";

export type SiteNavKey = "dashboard" | "blocks" | "graphs" | "mining" | "replacements" | "acceleration" | "docs";

interface SiteSection {
  readonly key: SiteNavKey;
  /** The page the link opens. */
  readonly path: string;
  /** Routes that belong to the section (the link is the current page on them): exact, or this and below. */
  readonly owns: (route: string) => boolean;
}

const under = (root: string) => (route: string) => route === root || route.startsWith(`${root}/`);

/** In the order the header shows them. */
export const SITE_SECTIONS: readonly SiteSection[] = [
  { key: "dashboard", path: "/", owns: (route) => route === "/" },
  { key: "blocks", path: "/blocks", owns: under("/blocks") },
  { key: "graphs", path: "/graphs/mempool", owns: under("/graphs") },
  // /mining/pool/{slug} is a page of the mining section.
  { key: "mining", path: "/mining", owns: under("/mining") },
  { key: "replacements", path: "/rbf", owns: under("/rbf") },
  { key: "acceleration", path: "/acceleration", owns: under("/acceleration") },
  { key: "docs", path: "/docs/faq", owns: under("/docs") },
];

export interface SiteNavItem {
  readonly key: SiteNavKey;
  readonly href: string;
  readonly current: boolean;
}

export interface SiteNavPlace {
  readonly language: string | null;
  readonly network: Network;
  readonly base: BaseModule;
}

/**
 * The sections served on `place`'s network, each with its link; `currentRoute` is the shown page's
 * route after its prefixes (null: no page). `isServed` says whether a path opens a page.
 */
export function siteNavItems(place: SiteNavPlace, currentRoute: string | null, isServed: (pathname: string) => boolean): SiteNavItem[] {
  const items: SiteNavItem[] = [];
  for (const section of SITE_SECTIONS) {
    // The site area, also from a preview page: sections are pages of the site.
    const href = buildPath({ language: place.language, preview: false, network: place.network, base: place.base }, section.path);
    if (!isServed(href)) continue;
    items.push({ key: section.key, href, current: currentRoute !== null && section.owns(currentRoute) });
  }
  return items;
}

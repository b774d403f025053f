/**
 * The preview area's two directions (issue 13): a card page under /preview describes the site page
 * it previews, and a site page has its card page under /preview. Both keep the language and network
 * prefixes, so /de/preview/testnet/block/00ab previews /de/testnet/block/00ab.
 *
 * @example
 * describedPage({ page: "preview", previews: "block", params: { id: "5" } });  // { page: "block", params: { id: "5" } }
 * previewedPagePath({ prefix, route: "/block/5" }, "bitcoin");                  // "/de/testnet/block/5"
 * previewPagePath({ language: "de", network: "testnet", base: "bitcoin" }, "/block/5"); // "/de/preview/testnet/block/5"
 */
import type { BaseModule } from "./networks.ts";
import type { PageMatch } from "./resolve-route.ts";
import { type RoutePrefixInput, buildPath } from "./route-prefix.ts";
import type { PageId, RouteParams } from "./route-table.ts";

/** A page with its parameters: what a title, a head and a loader are written for. */
export interface DescribedPage {
  readonly page: PageId;
  readonly params: RouteParams;
}

/** The page whose title, head, data and image `match` stands for: a preview card's previewed page. */
export function describedPage(match: Pick<PageMatch, "page" | "params" | "previews">): DescribedPage {
  return { page: match.previews ?? match.page, params: match.params };
}

/** The path of the page a preview card shows: the card's own path without /preview. */
export function previewedPagePath(match: Pick<PageMatch, "prefix" | "route">, base: BaseModule): string {
  return buildPath({ language: match.prefix.language, network: match.prefix.network, base }, match.route);
}

/** The preview card page of the site page at `route` (the route after all prefixes). */
export function previewPagePath(prefix: Omit<RoutePrefixInput, "preview">, route: string): string {
  return buildPath({ ...prefix, preview: true }, route);
}

/**
 * The one routing decision, shared by the worker (which answers with it) and the client (which
 * renders with it): a path is a page, a redirect, or nothing at all (spec §2.1, §2.2, §5).
 *
 * @example
 * const context = { base: "bitcoin", features: resolveFeatureFlags("bitcoin"), isPageServed: () => true };
 * resolveRoute({ pathname: "/de/testnet/clock" }, context);
 * // { kind: "redirect", location: "/de/testnet/clock/mempool/0", status: 301, reason: "rule" }
 * resolveRoute({ pathname: "/signet/no-such-page" }, context);
 * // { kind: "redirect", location: "/signet", status: 302, reason: "unknown-path" }
 */
import type { FeatureFlags } from "./feature-flags.ts";
import type { BaseModule } from "./networks.ts";
import { checkPagePath } from "./page-path.ts";
import { type RoutePrefix, buildPath, networkRootPath, parseRoutePrefix } from "./route-prefix.ts";
import { matchRoutePattern, withoutTrailingSlash } from "./route-match.ts";
import {
  type PageId,
  type RouteParams,
  ROUTE_TABLE,
  previewAreaExists,
  routeApplies,
} from "./route-table.ts";

export interface RouteContext {
  readonly base: BaseModule;
  readonly features: FeatureFlags;
  /**
   * Whether the client has a page for `page` (client/app/routes.tsx `isKnownPage`). A route of the
   * table whose page is not built yet is treated as an unknown path, so it is never a blank page.
   */
  readonly isPageServed: (page: PageId) => boolean;
}

/** The part of a URL (or a router location) routing reads. */
export interface RouteLocation {
  readonly pathname: string;
  readonly search?: string;
}

export interface PageMatch {
  readonly kind: "page";
  readonly page: PageId;
  /** The table pattern that matched, e.g. "/tx/:txid". */
  readonly pattern: string;
  readonly params: RouteParams;
  /** In the preview area: the page whose card this page shows (route-table.ts PageRoute.previews). */
  readonly previews?: PageId;
  readonly prefix: RoutePrefix;
  /** The route after the prefixes without a trailing "/": what canonical links are built from. */
  readonly route: string;
}

export interface RouteRedirect {
  readonly kind: "redirect";
  /** A same-origin path (with the request's query where the rule keeps it). */
  readonly location: string;
  /** 301 for the spec's fixed rules; 302 where the answer may change (an unknown path may become a page). */
  readonly status: 301 | 302;
  /** "rule": a redirect row of the table; "normalise": a parameter outside its one form; "unknown-path". */
  readonly reason: "rule" | "normalise" | "unknown-path";
}

/** No page, and no root to send the visitor to (the build serves no page at its own root yet). */
export interface RouteNotFound {
  readonly kind: "not-found";
  readonly prefix: RoutePrefix;
}

export type RouteResolution = PageMatch | RouteRedirect | RouteNotFound;

type Found =
  | { readonly kind: "page"; readonly page: PageId; readonly pattern: string; readonly params: RouteParams; readonly previews?: PageId }
  | { readonly kind: "redirect"; readonly route: string; readonly status: 301 | 302; readonly reason: "rule" | "normalise" };

/**
 * Resolves a page request. Throws InvalidPathError (400) for a path checkPagePath rejects.
 * Redirects keep the language and preview prefixes; rule and normalisation redirects keep the
 * query, the unknown-path redirect drops it (it belonged to a page that does not exist).
 *
 * @example
 * resolveRoute({ pathname: "/mempool-block/x", search: "?a=1" }, context);
 * // { kind: "redirect", location: "/mempool-block/0?a=1", status: 301, reason: "normalise" }
 * resolveRoute({ pathname: "/ar/tx/ab12" }, context);
 * // { kind: "page", page: "tx", params: { txid: "ab12" }, route: "/tx/ab12", prefix: { language: "ar", … } }
 */
export function resolveRoute(location: RouteLocation, context: RouteContext): RouteResolution {
  const { pathname } = location;
  checkPagePath(pathname);
  const prefix = parseRoutePrefix(pathname, context.base);
  const found = findRoute(prefix, context);
  if (found?.kind === "page") {
    return { ...found, prefix, route: withoutTrailingSlash(prefix.rest) };
  }
  if (found?.kind === "redirect") {
    const target = buildPath({ ...prefix, base: context.base }, found.route);
    return { kind: "redirect", location: `${target}${location.search ?? ""}`, status: found.status, reason: found.reason };
  }
  return unknownPath(pathname, prefix, context);
}

/** The table entry for a parsed path, or null when none applies (or its page is not served). */
function findRoute(prefix: RoutePrefix, context: RouteContext): Found | null {
  const area = prefix.preview ? "preview" : "site";
  if (area === "preview" && !previewAreaExists(prefix.network, context.base)) return null;
  for (const entry of ROUTE_TABLE) {
    if (!routeApplies(entry, prefix.network, area, context.features)) continue;
    const params = matchRoutePattern(entry.pattern, prefix.rest);
    if (params === null) continue;
    if (entry.kind === "redirect") return { kind: "redirect", route: entry.to(params), status: entry.status, reason: "rule" };
    const normalised = entry.normalise?.(params) ?? null;
    // spec §5 fixes these forms, so the redirect is permanent even while the page is not built.
    if (normalised !== null) return { kind: "redirect", route: normalised, status: 301, reason: "normalise" };
    if (!context.isPageServed(entry.page)) return null;
    if (entry.previews === undefined) return { kind: "page", page: entry.page, pattern: entry.pattern, params };
    // A card of a page that is not built would preview nothing.
    if (!context.isPageServed(entry.previews)) return null;
    return { kind: "page", page: entry.page, pattern: entry.pattern, params, previews: entry.previews };
  }
  return null;
}

/**
 * spec §2.2 "unknown path": the network root, keeping the language, and the preview area when its
 * root is a page. When the root itself is the path asked for, there is nowhere to go.
 */
function unknownPath(pathname: string, prefix: RoutePrefix, context: RouteContext): RouteResolution {
  const language = prefix.language === null ? "" : `/${prefix.language}`;
  const root = networkRootPath(prefix.network, context.base);
  const candidates = [`${language}${root}` || "/"];
  if (prefix.preview) candidates.unshift(`${language}/preview${root}`);
  const served = candidates.find(
    (path) => path !== pathname && findRoute(parseRoutePrefix(path, context.base), context)?.kind === "page",
  );
  const target = served ?? candidates.at(-1)!;
  if (target === pathname) return { kind: "not-found", prefix };
  return { kind: "redirect", location: target, status: 302, reason: "unknown-path" };
}

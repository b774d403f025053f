/**
 * Matches a route pattern of the route table against the path left after the prefixes. A pattern
 * is "/"-separated: a literal segment matches itself exactly (case-sensitive, still encoded), a
 * ":name" segment matches one non-empty segment and captures it percent-decoded. One trailing "/"
 * is ignored, so "/tx/ab12/" is "/tx/ab12".
 *
 * @example
 * matchRoutePattern("/tx/:txid", "/tx/ab12");          // { txid: "ab12" }
 * matchRoutePattern("/clock/:mode/:index", "/clock");  // null
 */
import { InvalidPathError } from "./errors.ts";
import { decodeSegment } from "./page-path.ts";
import type { RouteParams } from "./route-table.ts";

/**
 * The parameters of `rest` under `pattern`, or null when it does not match. Throws
 * InvalidPathError when a captured segment has invalid percent-encoding (checkPagePath rejects
 * those paths before routing).
 *
 * @example
 * matchRoutePattern("/", "/");                            // {}
 * matchRoutePattern("/mining/pool/:slug", "/mining/pool/f2pool/");  // { slug: "f2pool" }
 * matchRoutePattern("/block/:id", "/block/");             // null (a parameter is never empty)
 */
export function matchRoutePattern(pattern: string, rest: string): RouteParams | null {
  const wanted = pattern.split("/");
  const given = withoutTrailingSlash(rest).split("/");
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    const literal = wanted[i]!;
    const segment = given[i]!;
    if (!literal.startsWith(":")) {
      if (literal !== segment) return null;
      continue;
    }
    if (segment === "") return null;
    const decoded = decodeSegment(segment);
    if (decoded === null) throw new InvalidPathError(rest, "it contains invalid percent-encoding.");
    params[literal.slice(1)] = decoded;
  }
  return params;
}

/**
 * `rest` without one trailing "/" ("/" itself stays).
 *
 * @example
 * withoutTrailingSlash("/tx/ab12/");  // "/tx/ab12"
 * withoutTrailingSlash("/");          // "/"
 */
export function withoutTrailingSlash(rest: string): string {
  return rest.length > 1 && rest.endsWith("/") ? rest.slice(0, -1) : rest;
}

import type { Context } from "hono";
import { resolveRoute } from "../../shared/network/resolve-route.ts";
import { InvalidPathError } from "../../shared/network/errors.ts";
import { isKnownPage } from "../../client/server.tsx";
import { readConfig, type Env } from "../env.ts";

/**
 * Whether a request that looks like `/{network}/api/…` is a page of the site instead: the API docs
 * live at /docs/api/{tab}, whose first segment is no network. Only a path the route table serves
 * as a page is one; anything else stays the API's to answer (or refuse).
 *
 * @example
 * isPageUnderApi(c); // true for GET /docs/api/rest, false for GET /testnet/api/blocks/tip/height
 */
export function isPageUnderApi(c: Context<{ Bindings: Env }>): boolean {
  const config = readConfig(c.env);
  try {
    const resolution = resolveRoute(new URL(c.req.url), { base: config.base, features: config.features, isPageServed: isKnownPage });
    return resolution.kind === "page" || (resolution.kind === "redirect" && resolution.reason !== "unknown-path");
  } catch (error) {
    if (error instanceof InvalidPathError) return false;
    throw error;
  }
}

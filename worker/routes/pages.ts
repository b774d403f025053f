import type { Context } from "hono";
import { parseRoutePrefix, networkRootPath } from "../../shared/network/route-prefix.ts";
import { resolveCanonicalHosts } from "../../shared/network/canonical.ts";
import { isKnownPage, type PageState } from "../../client/server.tsx";
import { readConfig, type Env } from "../env.ts";
import { loadClientAssets } from "../ssr/client-assets.ts";
import { renderDocument } from "../ssr/render-document.tsx";

/**
 * Every page path: a known page is streamed server-rendered; any other path goes to its network's
 * root (spec §2.2, "unknown path").
 */
export async function pages(c: Context<{ Bindings: Env }>): Promise<Response> {
  const config = readConfig(c.env);
  const url = new URL(c.req.url);
  const route = parseRoutePrefix(url.pathname, config.base);
  if (!isKnownPage(route.rest)) {
    return c.redirect(networkRootPath(route.network, config.base) || "/", 302);
  }
  const assets = await loadClientAssets(c.env.ASSETS);
  const state: PageState = {
    base: config.base,
    styles: assets.styles,
    canonicalHosts: resolveCanonicalHosts(config.canonicalHosts, url.origin),
  };
  return renderDocument({ url, state, assets, identityEncoding: config.development });
}

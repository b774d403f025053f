import type { Context } from "hono";
import { parseRoutePrefix } from "../../shared/network/route-prefix.ts";
import { NETWORKS } from "../../shared/network/networks.ts";
import { DEVNET_NETWORK_HEADER } from "../../durable-objects/devnet/devnet-object.ts";
import { readConfig, type Env } from "../env.ts";

/**
 * `/api/*` and `/{network}/api/*`: the mempool backend's API, answered by the embedded devnet, one
 * object (and one chain) per Bitcoin network. The devnet simulates Bitcoin only.
 */
export async function devnetApi(c: Context<{ Bindings: Env }>): Promise<Response> {
  const config = readConfig(c.env);
  const url = new URL(c.req.url);
  const route = parseRoutePrefix(url.pathname, config.base);
  if (NETWORKS[route.network].chain !== "bitcoin") {
    return c.text(`The embedded devnet simulates Bitcoin networks only; ${NETWORKS[route.network].displayName} needs UPSTREAM_URL.`, 503);
  }
  const stub = c.env.DEVNET.get(c.env.DEVNET.idFromName(route.network));
  const headers = new Headers(c.req.raw.headers);
  headers.set(DEVNET_NETWORK_HEADER, route.network);
  return stub.fetch(new Request(new URL(route.rest + url.search, url.origin), { method: c.req.method, headers, body: c.req.raw.body }));
}

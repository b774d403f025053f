import type { Context } from "hono";
import { HUB_SOCKET_PATH } from "../../durable-objects/hub/hub-env.ts";
import { ShardDealer } from "../../durable-objects/hub/hub-shards.ts";
import { socketUpgradeRefusal } from "../../durable-objects/socket-upgrade.ts";
import { unservedNetworkReason } from "../../shared/network/upstream-url.ts";
import { parseRoutePrefix } from "../../shared/network/route-prefix.ts";
import { readConfig, type Env } from "../env.ts";
import { fetchNetworkHub } from "../hub/network-hub.ts";

/** This isolate's share of the spread (hub-shards.ts: round-robin from a random first shard). */
const dealer = new ShardDealer();

/**
 * `/api/v1/ws`, `/{network}/api/v1/ws`, `GET /api/v1/init-data` and `GET /api/v1/projected-block/{index}`
 * (with or without the prefix): the live connection, its init bundle and a projected block's
 * transactions, answered by the hub object of the network (one per network, durable-objects/hub).
 * With `HUB_SHARDS` ≥ 2 each new socket goes to one of the network's shard objects instead; the
 * other two still come from the root, whose session is the shards' upstream (its copy is never older
 * than a shard's, and asking it wakes no shard). Without `UPSTREAM_URL` a
 * hub's upstream is the devnet, which simulates Bitcoin only.
 *
 * The hub's internal headers are removed from the outside request before any is set: a browser
 * cannot pass for a shard (and escape the limits meant for browsers) or pick its own shard.
 */
export async function hubSocket(c: Context<{ Bindings: Env }>): Promise<Response> {
  const config = readConfig(c.env);
  const url = new URL(c.req.url);
  const route = parseRoutePrefix(url.pathname, config.base);
  const unserved = unservedNetworkReason(c.env.UPSTREAM_URL, route.network);
  if (unserved !== null) return c.text(unserved, 503);
  const isSocket = route.rest.replace(/\/$/, "") === HUB_SOCKET_PATH;
  // Refused here, where the method is the visitor's: the request the object gets always reads as GET.
  const refusal = isSocket ? socketUpgradeRefusal(c.req.raw, HUB_SOCKET_PATH) : null;
  if (refusal !== null) return refusal;
  const shard = isSocket && config.hubShards > 1 ? dealer.next(config.hubShards) : undefined;
  return fetchNetworkHub(c.env, route.network, route.rest + url.search, { method: c.req.method, headers: c.req.raw.headers, shard });
}

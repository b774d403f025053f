import { HUB_INTERNAL_HEADERS, HUB_NETWORK_HEADER, HUB_SHARD_HEADER } from "../../durable-objects/hub/hub-env.ts";
import { hubObjectName } from "../../durable-objects/hub/hub-shards.ts";
import type { Network } from "../../shared/network/networks.ts";
import type { Env } from "../env.ts";

/**
 * Asks a network's hub object (its root, or one of its shards) for `path`. The hub's internal headers
 * are removed from the caller's headers before the worker sets its own, so an outside request can
 * neither pass for a shard nor pick its shard.
 */
export function fetchNetworkHub(env: Env, network: Network, path: string, init: { method: string; headers?: Headers; shard?: number }): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const name of HUB_INTERNAL_HEADERS) headers.delete(name);
  headers.set(HUB_NETWORK_HEADER, network);
  if (init.shard !== undefined) headers.set(HUB_SHARD_HEADER, String(init.shard));
  const stub = env.HUB.get(env.HUB.idFromName(hubObjectName(network, init.shard)));
  // The host is never looked at: a Durable Object is addressed by its stub, not by the URL.
  return stub.fetch(new Request(new URL(path, "https://hub.internal"), { method: init.method, headers }));
}

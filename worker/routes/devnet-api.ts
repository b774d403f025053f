import type { Network } from "../../shared/network/networks.ts";
import { devnetRefusal } from "../../shared/network/upstream-url.ts";
import { DEVNET_NETWORK_HEADER } from "../../durable-objects/devnet/devnet-object.ts";
import { forwardRequestHeaders } from "../api/forward-headers.ts";
import type { Env } from "../env.ts";

/**
 * The mempool backend's API answered by the embedded devnet, one object (and one chain) per Bitcoin
 * network: the API's origin when `UPSTREAM_URL` is empty (routes/api-proxy.ts). `route` is the path
 * after the network prefix, with the query. The devnet simulates Bitcoin only, so another chain is
 * 503 with the fix. The visitor's request reaches it with the same headers a real backend would get.
 *
 * @example
 * await fetchFromDevnet(env, "testnet", "/api/blocks/tip/height", request); // "146"
 */
export async function fetchFromDevnet(env: Env, network: Network, route: string, request: Request): Promise<Response> {
  const refusal = devnetRefusal(network);
  if (refusal !== null) {
    return new Response(refusal, {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  const stub = env.DEVNET.get(env.DEVNET.idFromName(network));
  const headers = forwardRequestHeaders(request.headers);
  headers.set(DEVNET_NETWORK_HEADER, network);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return stub.fetch(new Request(new URL(route, request.url), { method: request.method, headers, body: hasBody ? request.body : null }));
}

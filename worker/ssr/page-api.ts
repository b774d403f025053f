import { apiFetch, type ApiGet } from "../../client/server.tsx";
import type { BaseModule, Network } from "../../shared/network/networks.ts";
import { networkBasePath } from "../../shared/network/route-prefix.ts";

/** Sends a request through the worker's own routes, as if it came from outside. */
export type WorkerApi = (request: Request) => Promise<Response>;

/**
 * The API a page's loader uses on the server: the worker's own `/api` routes (checked and
 * micro-cached like a visitor's call) under the page's network, with the browser client's error
 * handling, so a loader behaves the same on both sides.
 */
export function pageApi(api: WorkerApi, network: Network, base: BaseModule, origin: string): ApiGet {
  const context = {
    networkBase: () => networkBasePath(network, base),
    fetch: (input: string, init: RequestInit) => api(new Request(new URL(input, origin), init)),
    cookies: () => "",
  };
  return (path) => apiFetch(path, { headers: { accept: "application/json" } }, { context });
}

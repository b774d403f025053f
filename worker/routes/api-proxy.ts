import type { Context } from "hono";
import { InputError } from "../../shared/errors/input-error.ts";
import { isDevnetServicePath } from "../../durable-objects/devnet/api/devnet-service-paths.ts";
import { parseRoutePrefix } from "../../shared/network/route-prefix.ts";
import { upstreamApiRoot } from "../../shared/network/upstream-url.ts";
import { OversizedBodyError } from "../../shared/params/api-bodies.ts";
import { antiForgeryRefusal } from "../api/anti-forgery.ts";
import { backendStyleError, edgeError } from "../api/api-error.ts";
import { readCheckedBody } from "../api/api-body.ts";
import { apiBodyKindOf, checkApiRequest } from "../api/api-param-table.ts";
import { cachePolicyFor, devnetCachePolicyFor } from "../api/cache-ttl.ts";
import { preflightResponse, withCors } from "../api/cors.ts";
import { cachedAnswer } from "../api/micro-cache.ts";
import {
  UpstreamTimeoutError,
  UpstreamUnreachableError,
  type UpstreamFetch,
  forwardToUpstream,
} from "../api/upstream-proxy.ts";
import { readConfig, type Env } from "../env.ts";
import { fetchFromDevnet } from "./devnet-api.ts";
import { defaultCache } from "../default-cache.ts";
import { waitUntilOf } from "../execution-context.ts";

export interface ApiProxyOptions {
  /** How the backend at `UPSTREAM_URL` is reached; the runtime's `fetch` unless given. */
  readonly upstreamFetch?: UpstreamFetch;
  /** Until the backend's headers arrive (upstream-proxy.ts UPSTREAM_TIMEOUT_MS unless given). */
  readonly upstreamTimeoutMs?: number;
  /** The cache answers are kept in; the data centre's default cache unless given. */
  readonly cache?: () => Cache;
}

export const NOT_AN_API_PATH = "Not an API path: the API lives at /api/… and /{network}/api/… (for example /testnet/api/blocks/tip/height), without a language or preview prefix.";
/** Anyone could accelerate for free through them: the explorer's services call them on the DEVNET binding. */
export const NOT_A_PUBLIC_PATH =
  "Not a public API path: /api/v1/devnet/pools… (the partner pools' API) and /api/v1/devnet/faucet are for the explorer's own accelerator service, which reaches the devnet directly.";

/**
 * `/api/*` and `/{network}/api/*` other than the hub's routes: the mempool backend's API, from the
 * backend at `UPSTREAM_URL` under the network's prefix when it is set, else from the embedded devnet.
 * In order: the devnet's service routes are refused (404, devnet-service-paths.ts); a CORS preflight
 * is answered here; a state-changing request must pass the anti-forgery check (403); malformed ids,
 * numbers and POST bodies are refused (400, or the backend's own status for a body over its limits)
 * before any backend is asked; GETs are micro-cached (in front of the devnet, only what never
 * changes: api/cache-ttl.ts); a backend that is down answers 502, a slow one 504. Every answer
 * carries CORS.
 *
 * @example
 * app.all("/api/*", apiProxy());
 */
export function apiProxy(options: ApiProxyOptions = {}): (c: Context<{ Bindings: Env }>) => Promise<Response> {
  const upstreamFetch: UpstreamFetch = options.upstreamFetch ?? ((request) => fetch(request));
  const cache = options.cache ?? defaultCache;
  return async (c) => withCors(await answer(c, upstreamFetch, options.upstreamTimeoutMs, cache));
}

async function answer(c: Context<{ Bindings: Env }>, upstreamFetch: UpstreamFetch, timeoutMs: number | undefined, cache: () => Cache): Promise<Response> {
  const request = c.req.raw;
  const config = readConfig(c.env);
  const url = new URL(request.url);
  const route = parseRoutePrefix(url.pathname, config.base);
  if (route.language !== null || route.preview || !route.rest.startsWith("/api/")) return edgeError(404, NOT_AN_API_PATH);
  if (isDevnetServicePath(route.rest)) return edgeError(404, NOT_A_PUBLIC_PATH);
  if (request.method === "OPTIONS") return preflightResponse();

  const refusal = antiForgeryRefusal(request);
  if (refusal !== null) return edgeError(403, refusal);
  let checked: Request;
  try {
    checkApiRequest(route.rest, url.searchParams, route.network);
    checked = await withCheckedBody(request, route.rest);
  } catch (error) {
    if (error instanceof InputError || error instanceof OversizedBodyError) return backendStyleError(error.status, error.message, route.rest, request);
    throw error;
  }

  const root = upstreamApiRoot(c.env.UPSTREAM_URL, route.network, config.base);
  const target = `${route.rest}${url.search}`;
  const load =
    root === null
      ? () => fetchFromDevnet(c.env, route.network, target, checked)
      : () => forwardToUpstream(checked, `${root}${target}`, { fetch: upstreamFetch, timeoutMs });
  const policy = root === null ? devnetCachePolicyFor(route.rest) : cachePolicyFor(route.rest);
  let response: Response;
  try {
    response = await cachedAnswer(request, policy, load, { cache: cache(), waitUntil: waitUntilOf(c) });
  } catch (error) {
    if (error instanceof UpstreamUnreachableError || error instanceof UpstreamTimeoutError) {
      console.error(`api: ${request.method} ${route.network} ${route.rest} via ${error.target}: ${error.name}`, error instanceof UpstreamUnreachableError ? error.detail : `${error.timeoutMs} ms`);
      return edgeError(error.status, error.message);
    }
    throw error;
  }
  // A backend's error may name a thing that exists a second later (a txid just broadcast).
  if (response.status >= 400) response.headers.set("cache-control", "no-store");
  return response;
}

/** A POST whose route takes a JSON body, with that body read and checked; any other request as it came. */
async function withCheckedBody(request: Request, path: string): Promise<Request> {
  const kind = request.method === "POST" ? apiBodyKindOf(path) : undefined;
  if (kind === undefined) return request;
  return new Request(request, { body: await readCheckedBody(request, kind) });
}


/**
 * Micro-caching of API answers with the Workers Cache API (research §2.4): a burst of identical GETs
 * — a block page shared on social media, every viewer's strip asking for the same block — costs the
 * backend one request per TTL per data centre. Keyed by the full URL (host, network prefix, path and
 * query). Only a 200 is kept, and only one that cannot depend on who asked: no `Set-Cookie`, no
 * `Vary: Cookie` or `*`, no `private` or `no-store` from the backend (requests reach the backend
 * without cookies anyway: see forward-headers.ts). `x-cache` tells HIT, MISS or BYPASS.
 *
 * @example
 * return cachedAnswer(request, cachePolicyFor(route.rest), () => origin(request), { cache: caches.default, waitUntil });
 */
import { publicMaxAge } from "../../shared/protocol/cache-lifetimes.ts";
import type { CachePolicy } from "./cache-ttl.ts";

export const CACHE_STATUS_HEADER = "x-cache";

export interface MicroCacheOptions {
  readonly cache: Cache;
  /** Keeps the isolate alive until the copy is stored, without making the visitor wait for it. */
  readonly waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * The answer to `request`: from the cache when a fresh copy is there, else from `load`, stored when
 * it may be. Responses other than a 200 pass through untouched except for `x-cache`.
 */
export async function cachedAnswer(request: Request, policy: CachePolicy, load: () => Promise<Response>, options: MicroCacheOptions): Promise<Response> {
  if (request.method !== "GET" || policy.edgeSeconds <= 0) return marked(await load(), "BYPASS");
  const key = new Request(request.url, { method: "GET" });
  const hit = await options.cache.match(key);
  if (hit) {
    const answer = marked(hit, "HIT");
    answer.headers.set("cache-control", policy.cacheControl);
    return answer;
  }
  const response = await load();
  if (!isStorable(response)) return marked(response, "MISS");
  const answer = marked(response, "MISS");
  answer.headers.set("cache-control", policy.cacheControl);
  const copy = answer.clone();
  // The Cache API reads the TTL from the stored copy's own Cache-Control.
  copy.headers.set("cache-control", publicMaxAge(policy.edgeSeconds));
  copy.headers.delete(CACHE_STATUS_HEADER);
  options.waitUntil(
    options.cache.put(key, copy).catch((error: unknown) => console.error(`api cache: storing ${key.url} failed:`, error)),
  );
  return answer;
}

/**
 * Whether an answer is the same for everyone who asks: a 200 that sets no cookie, varies by no
 * cookie and is not marked private by its origin.
 *
 * @example
 * isStorable(new Response("{}", { headers: { "set-cookie": "a=1" } })); // false
 */
export function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.webSocket) return false;
  if (response.headers.has("set-cookie")) return false;
  const vary = (response.headers.get("vary") ?? "").toLowerCase();
  if (vary.split(",").some((name) => ["cookie", "*"].includes(name.trim()))) return false;
  const cacheControl = (response.headers.get("cache-control") ?? "").toLowerCase();
  return !/(?:^|[\s,])(?:no-store|private)(?:$|[\s,=])/.test(cacheControl);
}

/** A copy with mutable headers (answers from `fetch`, a stub or the cache have immutable ones), marked. */
function marked(response: Response, status: "HIT" | "MISS" | "BYPASS"): Response {
  if (response.webSocket) return response;
  const copy = new Response(response.body, response);
  copy.headers.set(CACHE_STATUS_HEADER, status);
  return copy;
}

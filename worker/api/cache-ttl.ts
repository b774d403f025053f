/**
 * How long the edge keeps a successful API answer (research §2.4), in one table. The original puts
 * nginx in front of its backends: a mined block by hash and what is derived from it (summary,
 * audit) for 30 days, `/api/v1/statistics` and `/api/v1/mining` "warm" (10 s), the recommended fees
 * and accelerations "hot" (1 s), every other `/api/v1` answer 2 s and every other Esplora answer 1 s
 * against bursts. The backend itself sends 60 s for `/api/v1/blocks`; that holds for a list from a
 * given height, but the list from the tip changes with every block, so it stays live. The
 * services API is per user and never cached.
 *
 * The TTL is also the browser's `max-age`, so a browser never keeps an answer longer than the edge.
 *
 * In front of the embedded devnet only what never changes is kept (devnetCachePolicyFor): the devnet
 * answers live data from memory, and a second-old copy would only make it wrong (a wallet reading its
 * outputs again right after a broadcast), while a mined block's answers stay true forever (the devnet
 * does not reorganise) and are what a burst of visitors asks for.
 *
 * @example
 * cachePolicyFor("/api/v1/block/00…00/summary"); // { edgeSeconds: 2_592_000, cacheControl: "public, max-age=2592000, immutable" }
 * cachePolicyFor("/api/v1/fees/recommended");    // { edgeSeconds: 1, cacheControl: "public, max-age=1" }
 */
import { BLOCK_LIST_TTL_SECONDS, CONFIRMED_BLOCK_TTL_SECONDS, publicMaxAge } from "../../shared/protocol/cache-lifetimes.ts";
import { compilePattern, matchPattern, splitApiPath } from "./path-pattern.ts";

export interface CachePolicy {
  /** Seconds the edge serves the answer from its cache; 0: never cached. */
  readonly edgeSeconds: number;
  /** The `Cache-Control` of a successful answer. */
  readonly cacheControl: string;
}

/** research §2.4: nginx's proxy cache for `/api/v1/statistics*` and `/api/v1/mining*`. */
export const WARM_TTL_SECONDS = 10;
/** research §2.4: nginx's proxy cache for every other `/api/v1` answer. */
export const BACKEND_TTL_SECONDS = 2;
/** research §2.4: fees/recommended and accelerations, and every other Esplora answer (anti-DoS). */
export const HOT_TTL_SECONDS = 1;

const policy = (edgeSeconds: number): CachePolicy => ({
  edgeSeconds,
  cacheControl: edgeSeconds >= CONFIRMED_BLOCK_TTL_SECONDS ? `${publicMaxAge(edgeSeconds)}, immutable` : publicMaxAge(edgeSeconds),
});

/** Never kept: per-user answers. */
export const NO_CACHE: CachePolicy = { edgeSeconds: 0, cacheControl: "no-store" };

/** First match wins: specific routes before the families they belong to. */
export const CACHE_RULES: readonly (readonly [pattern: string, policy: CachePolicy])[] = [
  ["/api/v1/services/*", NO_CACHE],
  // What a mined block holds never changes; its status does (`next_best`, `in_best_chain`).
  ["/api/block/:hash/status", policy(HOT_TTL_SECONDS)],
  ["/api/block/:hash/*", policy(CONFIRMED_BLOCK_TTL_SECONDS)],
  ["/api/v1/block/:hash/*", policy(CONFIRMED_BLOCK_TTL_SECONDS)],
  ["/api/v1/blocks", policy(BACKEND_TTL_SECONDS)],
  ["/api/v1/blocks/:height", policy(BLOCK_LIST_TTL_SECONDS)],
  ["/api/v1/fees/recommended", policy(HOT_TTL_SECONDS)],
  ["/api/v1/accelerations/*", policy(HOT_TTL_SECONDS)],
  ["/api/v1/statistics/*", policy(WARM_TTL_SECONDS)],
  ["/api/v1/mining/*", policy(WARM_TTL_SECONDS)],
  ["/api/v1/*", policy(BACKEND_TTL_SECONDS)],
  ["/api/*", policy(HOT_TTL_SECONDS)],
];

const COMPILED = CACHE_RULES.map(([pattern, rule]) => [compilePattern(pattern), rule] as const);

/**
 * The policy of an API path (the route after the network prefix). Any `/api/` path has one; a
 * path outside `/api/` is never cached.
 *
 * @example
 * cachePolicyFor("/api/v1/blocks");         // 2 s: the tip moves
 * cachePolicyFor("/api/v1/blocks/840000");  // 60 s
 */
export function cachePolicyFor(path: string): CachePolicy {
  const segments = splitApiPath(path);
  for (const [pattern, rule] of COMPILED) {
    if (matchPattern(pattern, segments)) return rule;
  }
  return NO_CACHE;
}

/**
 * The policy in front of the embedded devnet: the confirmed-block answers of `cachePolicyFor`, and
 * nothing else (see the module comment); a live answer keeps the devnet's own Cache-Control.
 *
 * @example
 * devnetCachePolicyFor("/api/v1/block/00…00/summary").edgeSeconds; // 2_592_000
 * devnetCachePolicyFor("/api/address/bc1…/utxo");                  // NO_CACHE
 */
export function devnetCachePolicyFor(path: string): CachePolicy {
  const policy = cachePolicyFor(path);
  return policy.edgeSeconds >= CONFIRMED_BLOCK_TTL_SECONDS ? policy : NO_CACHE;
}

/**
 * How long an API answer stays true, as the original deployment tells caches (research §2.4), for
 * both sides that say it: the devnet's own `Cache-Control` (durable-objects/devnet/api) and the
 * edge's micro-cache in front of any backend (worker/api/cache-ttl.ts).
 *
 * @example
 * publicMaxAge(60);         // "public, max-age=60"
 * IMMUTABLE_CACHE_CONTROL;  // "public, max-age=2592000, immutable"
 */

/** A mined block and what it holds: nginx keeps `/api/block/*` and `/api/v1/block/*` for 30 days. */
export const CONFIRMED_BLOCK_TTL_SECONDS = 30 * 86_400;
/** The backend's `Expires` for `/api/v1/blocks` (a list from a given height). */
export const BLOCK_LIST_TTL_SECONDS = 60;

/**
 * A public cache lifetime in seconds.
 *
 * @example
 * publicMaxAge(300); // "public, max-age=300"
 */
export const publicMaxAge = (seconds: number): string => `public, max-age=${seconds}`;

/** What a mined block says never changes. */
export const IMMUTABLE_CACHE_CONTROL = `${publicMaxAge(CONFIRMED_BLOCK_TTL_SECONDS)}, immutable`;

/**
 * `Cache-Control` for the backend's history routes, which upstream marks public for a fixed time
 * (research §2.4): statistics 30 s to 300 s by window, mining 60 s or 300 s, prices 300 s. What
 * they describe moves with each block or sample, so they are neither live nor immutable.
 *
 * @example
 * c.header("Cache-Control", cacheFor(300)); // "public, max-age=300"
 */

/** A minute: upstream's `Expires` for pools, pool blocks, block statistics and reward stats. */
export const ONE_MINUTE_SECONDS = 60;
/** Five minutes: upstream's `Expires` for hashrates, difficulty adjustments, timestamps and prices. */
export const FIVE_MINUTES_SECONDS = 300;

/** A public cache lifetime in seconds, in the one form the edge writes too. */
export { publicMaxAge as cacheFor } from "../../../shared/protocol/cache-lifetimes.ts";

/**
 * `Cache-Control` values by how long an answer stays true (research §2.4): what a mined block or a
 * confirmed transaction says never changes (the devnet does not reorganise), live data (tip,
 * mempool, fees) changes every second, and lists of recent blocks change every block.
 *
 * @example
 * c.header("Cache-Control", CACHE_IMMUTABLE);
 */
import { BLOCK_LIST_TTL_SECONDS, IMMUTABLE_CACHE_CONTROL, publicMaxAge } from "../../../shared/protocol/cache-lifetimes.ts";

const DAY_SECONDS = 86_400;

/** Confirmed blocks and transactions: 30 days, as production nginx caches `/api/block/*`. */
export const CACHE_IMMUTABLE = IMMUTABLE_CACHE_CONTROL;
/** Tip, mempool, fees, unconfirmed transactions: a 1 s micro-cache against bursts. */
export const CACHE_LIVE = publicMaxAge(1);
/** `/api/v1/blocks`: upstream sets 60 s. */
export const CACHE_BLOCK_LIST = publicMaxAge(BLOCK_LIST_TTL_SECONDS);
/** Errors are not cached: a 404 txid may arrive a second later. */
export const CACHE_NONE = "no-store";

/**
 * `/api/v1/block/:hash` by block age, as the backend sets it: older than a year 30 days, older than
 * a month 10 days, else 600 s.
 *
 * @example
 * blockAgeCache(now - 40 * 86_400, now); // "public, max-age=864000"
 */
export function blockAgeCache(blockTimeSeconds: number, nowSeconds: number): string {
  const ageDays = (nowSeconds - blockTimeSeconds) / DAY_SECONDS;
  const maxAge = ageDays > 365 ? 30 * DAY_SECONDS : ageDays > 30 ? 10 * DAY_SECONDS : 600;
  return publicMaxAge(maxAge);
}

/** Confirmed content is immutable; the same content unconfirmed is live. */
export const cacheByConfirmation = (confirmed: boolean): string => (confirmed ? CACHE_IMMUTABLE : CACHE_LIVE);

/**
 * Timing of the live connection and of the page around it (spec §4.3, §9). Randomness is a
 * parameter so reconnects and reloads can be tested in virtual time.
 */
export const RECONNECT_DELAY_MIN_MS = 2_000;
export const RECONNECT_DELAY_MAX_MS = 4_000;
/** A ping is sent this long after the last message; no message within the pong timeout closes the socket. */
export const PING_AFTER_MS = 30_000;
export const PONG_TIMEOUT_MS = 5_000;
/**
 * Stopping a projected block's tracking waits this long (research §1.6), so moving from one
 * projected block to the next does not stop and restart the server's stream in between.
 */
export const MEMPOOL_BLOCK_STOP_DELAY_MS = 2_000;
/** After the backend's git commit changes, the page reloads within this window. */
export const RELOAD_DELAY_MIN_MS = 60_000;
export const RELOAD_DELAY_MAX_MS = 120_000;
export const HISTORICAL_PRICE_CACHE_SECONDS = 3_600;
/** Transitions are disabled this long when a mempool block is marked (spec §4.4). */
export const MEMPOOL_BLOCK_MARK_MS = 100;
export const SOUND_OVERLAP_GUARD_MS = 100;
export const SOUND_VOLUME = 0.65;

/** A source of uniform numbers in [0, 1), such as Math.random. */
export type Random = () => number;

/**
 * A delay drawn uniformly from [min, max].
 *
 * @example
 * randomDelayMs(2_000, 4_000, () => 0.5); // 3000
 */
export function randomDelayMs(min: number, max: number, random: Random): number {
  const r = random();
  // A misbehaving source must not produce a zero or endless delay.
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) : 0.5;
  return Math.round(min + (max - min) * unit);
}

/** spec §4.3: retry after a random 2000 to 4000 ms. */
export const reconnectDelayMs = (random: Random): number =>
  randomDelayMs(RECONNECT_DELAY_MIN_MS, RECONNECT_DELAY_MAX_MS, random);

/** spec §4.3: reload after a random 60 to 120 s. */
export const reloadDelayMs = (random: Random): number => randomDelayMs(RELOAD_DELAY_MIN_MS, RELOAD_DELAY_MAX_MS, random);

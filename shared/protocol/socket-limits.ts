/**
 * Limits of the live connection (research §1.2), one table for every server that speaks the
 * protocol (the devnet and the hub).
 */
/** A bigger inbound frame closes the socket. */
export const MAX_INBOUND_FRAME_BYTES = 50_000;
/** More messages than this within the window close the socket. */
export const MESSAGE_RATE_LIMIT = 100;
export const MESSAGE_RATE_WINDOW_MS = 10_000;
/** `track-txs` longer than this is refused with `track-txs-error` and the socket is closed. */
export const MAX_TRACKED_TXS = 100;
/** `track-addresses` / `track-scriptpubkeys` longer than this are refused (the subscription is cleared). */
export const MAX_TRACKED_ADDRESSES = 10;
/** Projected blocks a client may track (indices 0 … 7). */
export const MEMPOOL_BLOCKS_AMOUNT = 8;
/** Confirmed blocks in `blocks` and kept by a client (KEEP_BLOCKS_AMOUNT, spec §9). */
export const KEEP_BLOCKS_AMOUNT = 8;
/** Latest mempool arrivals in `transactions` and kept by a client (spec §9 "recent transactions buffer"). */
export const RECENT_TRANSACTIONS_KEPT = 6;

/**
 * Close codes: 1008 policy violation (too big, too fast, malformed), 1011 a server fault, 1012
 * "service restart" for a hub shard told to subscribe again (its root's upstream came back), 1013
 * "try again later" for a socket shed because the server will not queue more for it (a slow consumer).
 */
export const CLOSE_POLICY_VIOLATION = 1008;
export const CLOSE_MESSAGE_TOO_BIG = 1009;
export const CLOSE_SERVER_ERROR = 1011;
export const CLOSE_SERVICE_RESTART = 1012;
export const CLOSE_TRY_AGAIN_LATER = 1013;

/**
 * A sliding-window counter of a socket's messages; its state is a plain array of timestamps so it
 * can live in a hibernating socket's attachment.
 *
 * @example
 * const recent = admitMessage([], Date.now()); // { allowed: true, recent: [now] }
 */
export function admitMessage(recent: readonly number[], nowMs: number): { allowed: boolean; recent: number[] } {
  const kept = withinRateWindow(recent, nowMs);
  kept.push(nowMs);
  return { allowed: kept.length <= MESSAGE_RATE_LIMIT, recent: kept };
}

/** The timestamps that still count against the limit at `nowMs`. */
export function withinRateWindow(recent: readonly number[], nowMs: number): number[] {
  return recent.filter((at) => nowMs - at < MESSAGE_RATE_WINDOW_MS);
}

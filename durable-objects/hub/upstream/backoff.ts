/**
 * When the hub tries its upstream again after losing it (issue 4: "reconnects with jittered
 * backoff"). The first retry comes after 1–2 s and each failure doubles the window, up to 2.5–5 s:
 * viewers are back within 5 s of the upstream's return however long it was away (issue 17), and a
 * retry every few seconds costs a dead upstream one refused connection. The delay is drawn anywhere
 * in the window so that the hubs of many networks (or many deployments behind one self-hosted
 * backend) that lost the same upstream do not all come back in the same second.
 *
 * @example
 * reconnectDelayMs(0, () => 0.5); // 1_500
 * reconnectDelayMs(9, () => 0.5); // 3_750 (the window stops growing at 2.5–5 s)
 */

/** The lower edge of the first window. */
export const RECONNECT_BASE_MS = 1_000;
/** No retry waits longer than this. */
export const RECONNECT_CAP_MS = 5_000;

/**
 * The wait before the next attempt after `failures` failed ones in a row (0 for the first retry);
 * `random` returns a number in [0, 1).
 *
 * @example
 * reconnectDelayMs(1, () => 0); // 2_000
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const count = Number.isFinite(failures) && failures > 0 ? Math.floor(failures) : 0;
  const low = Math.min(RECONNECT_BASE_MS * 2 ** Math.min(count, 30), RECONNECT_CAP_MS / 2);
  const share = Math.min(Math.max(random(), 0), 1);
  return Math.round(low * (1 + share));
}

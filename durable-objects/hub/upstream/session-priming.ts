/**
 * Tells the replies to the hub's own subscriptions (subscriptions.ts) from live updates at the start
 * of an upstream session. The replies fill the mirror; clients were not waiting for them as
 * updates, so in a first session they must not go out as one (a client would get `blocks`,
 * `rbfLatest`, `accelerations` twice). Upstream does not promise to answer a socket's messages in
 * the order they were sent (the devnet, behind the runtime, does not always), so the session is
 * primed once every expected reply and the marker's pong have arrived, in any order, or after
 * `PRIMING_TIMEOUT_MS` whatever came. A frame with any key no reply carries is a live update and
 * passes.
 *
 * @example
 * const priming = new SessionPriming();
 * priming.offer(frame); // true: a reply, kept in priming.batch
 * priming.primed;       // all replies in
 */
import { PendingBatch } from "../clients/pending-batch.ts";
import { EXPECTED_REPLY_KEYS, SUBSCRIPTION_REPLY_KEYS } from "./subscriptions.ts";

/** A session whose replies did not all come within this is primed anyway. */
export const PRIMING_TIMEOUT_MS = 5_000;

const INIT_BUNDLE = "init bundle";

export class SessionPriming {
  /** The replies, to absorb (first session) or to send as an update (after a loss). */
  readonly batch = new PendingBatch();
  readonly #seen = new Set<string>();

  /** Takes `frame` if it is a reply; false for a live update. */
  offer(frame: Readonly<Record<string, unknown>>): boolean {
    const keys = Object.keys(frame);
    if (keys.length === 0 || !keys.every((key) => SUBSCRIPTION_REPLY_KEYS.has(key))) return false;
    for (const key of keys) this.#seen.add(key);
    const { pong: _marker, ...values } = frame;
    this.batch.add(values);
    return true;
  }

  /** The init bundle arrived (handled on its own, since it replaces the whole mirror). */
  sawInitBundle(): void {
    this.#seen.add(INIT_BUNDLE);
  }

  /** The init bundle and every expected reply arrived. */
  get primed(): boolean {
    return this.#seen.has(INIT_BUNDLE) && EXPECTED_REPLY_KEYS.every((key) => this.#seen.has(key));
  }
}

/**
 * Keeps one socket's messages within the server's rate limit (MESSAGE_RATE_LIMIT per window), so a
 * page never gets itself disconnected: someone clicking between pages faster than the limit allows
 * would otherwise be closed with 1008. A message over the budget waits, and a later message of the
 * same subscription replaces it, since each one states the whole wanted state of its subscription
 * (`want` is absolute, `track-*` set or stop). What waits goes out as the window frees.
 *
 * @example
 * const outbox = new LiveOutbox(timers, (message) => socket.send(JSON.stringify(message)));
 * outbox.send({ action: "want", data: ["blocks"] });
 * outbox.reset(); // a new socket starts with a fresh budget and nothing waiting
 */
import { MESSAGE_RATE_LIMIT, MESSAGE_RATE_WINDOW_MS, withinRateWindow } from "../../shared/protocol/socket-limits.ts";
import type { LiveTimers } from "./live-timers.ts";

export type LiveMessage = Readonly<Record<string, unknown>>;

/** Kept in hand below the server's limit: pings (one per 30 s at most) and arrival jitter at the server. */
const RATE_RESERVE = 10;
export const CLIENT_MESSAGE_BUDGET = MESSAGE_RATE_LIMIT - RATE_RESERVE;

/** The subscription a message sets: `action:want`, `track-tx`, `track-mempool-block`, … */
export function subscriptionOf(message: LiveMessage): string {
  return typeof message.action === "string" ? `action:${message.action}` : (Object.keys(message)[0] ?? "");
}

export class LiveOutbox {
  readonly #timers: LiveTimers;
  readonly #transmit: (message: LiveMessage) => void;
  #sentAt: number[] = [];
  readonly #waiting = new Map<string, LiveMessage>();
  #flushTimer: unknown = null;

  constructor(timers: LiveTimers, transmit: (message: LiveMessage) => void) {
    this.#timers = timers;
    this.#transmit = transmit;
  }

  /** Sends now when the budget allows and nothing waits; otherwise waits, replacing its subscription's older message. */
  send(message: LiveMessage): void {
    if (this.#waiting.size === 0 && this.#hasRoom()) {
      this.#sendCounted(message);
      return;
    }
    const subscription = subscriptionOf(message);
    // Re-inserted, so what waits goes out in the order of its latest change.
    this.#waiting.delete(subscription);
    this.#waiting.set(subscription, message);
    this.#scheduleFlush();
  }

  /** Sends at once, over the budget: for pings, which the reserve covers. */
  sendNow(message: LiveMessage): void {
    this.#sendCounted(message);
  }

  /** A new socket: the server counts afresh, and the caller sends the whole desired state again. */
  reset(): void {
    this.#sentAt = [];
    this.#waiting.clear();
    if (this.#flushTimer !== null) this.#timers.clearTimeout(this.#flushTimer);
    this.#flushTimer = null;
  }

  #hasRoom(): boolean {
    this.#sentAt = withinRateWindow(this.#sentAt, this.#timers.now());
    return this.#sentAt.length < CLIENT_MESSAGE_BUDGET;
  }

  #sendCounted(message: LiveMessage): void {
    this.#sentAt.push(this.#timers.now());
    this.#transmit(message);
  }

  #scheduleFlush(): void {
    if (this.#flushTimer !== null) return;
    const oldest = this.#sentAt[0] ?? this.#timers.now();
    const wait = Math.max(1, oldest + MESSAGE_RATE_WINDOW_MS - this.#timers.now());
    this.#flushTimer = this.#timers.setTimeout(() => {
      this.#flushTimer = null;
      this.#flush();
    }, wait);
  }

  #flush(): void {
    for (const [subscription, message] of this.#waiting) {
      if (!this.#hasRoom()) break;
      this.#waiting.delete(subscription);
      this.#sendCounted(message);
    }
    if (this.#waiting.size > 0) this.#scheduleFlush();
  }
}

/**
 * Slow-consumer shedding (issue 4; research §1.2: the original terminates a socket whose
 * `bufferedAmount` passes 10 MB).
 *
 * What workerd lets the object see: nothing of the backlog. A server socket has no
 * `bufferedAmount`; `send()` appends to a per-socket queue without limit and returns at once, and
 * the runtime drains the queue as fast as the peer reads (workerd src/workerd/api/web-socket.c++,
 * `send` and `pump`). `send()` only throws, and `webSocketError` only fires, once the connection is
 * broken. A peer that stays connected but reads slowly is invisible, while its queue grows in the
 * object's memory, which every other client shares.
 *
 * So the hub bounds what it will queue instead of measuring it. Each socket has a modelled backlog:
 * every frame adds its length, and the backlog drains at a floor rate the hub expects of any
 * client (`drainBytesPerSecond`). A frame that would lift the modelled backlog above `capacityBytes`
 * sheds the socket (close 1013, "try again later"). For a peer that reads at least at the floor,
 * the real backlog is never above the modelled one, so the original's 10 MB cap holds. What it does
 * not catch is a peer that reads slower than the floor while being sent less than the floor; that
 * peer's queue grows at most at the rate of its subscriptions until the connection breaks. The floor
 * also stops a client from making the hub send more than it allows (re-asking full snapshots in a
 * loop within the message rate limit, a firehose on a huge mempool).
 *
 * @example
 * const budget = new SendBudget(DEFAULT_SEND_LIMITS, Date.now());
 * budget.admit(frame.length, Date.now()); // false: shed the socket
 */

export interface SendLimits {
  /** The most the hub keeps queued (modelled) for one socket; the original's `MAX_BUFFERED_AMOUNT`. */
  readonly capacityBytes: number;
  /** The slowest reading the hub expects of a client (about 1 Mbit/s). */
  readonly drainBytesPerSecond: number;
}

export const DEFAULT_SEND_LIMITS: SendLimits = { capacityBytes: 10_000_000, drainBytesPerSecond: 128_000 };

/** One socket's modelled backlog (see the module comment). */
export class SendBudget {
  #backlog = 0;
  #at: number;

  constructor(
    private readonly limits: SendLimits,
    nowMs: number,
  ) {
    this.#at = nowMs;
  }

  /**
   * Counts a frame of `bytes` about to be sent; false when it would pass the capacity (the frame is
   * then not counted, and the socket should be shed).
   *
   * @example
   * new SendBudget({ capacityBytes: 100, drainBytesPerSecond: 10 }, 0).admit(150, 0); // false
   */
  admit(bytes: number, nowMs: number): boolean {
    const elapsed = Math.max(0, nowMs - this.#at) / 1000;
    this.#at = Math.max(this.#at, nowMs);
    this.#backlog = Math.max(0, this.#backlog - elapsed * this.limits.drainBytesPerSecond);
    if (this.#backlog + bytes > this.limits.capacityBytes) return false;
    this.#backlog += bytes;
    return true;
  }

  /** The modelled backlog in bytes, as of the last frame. */
  get backlog(): number {
    return this.#backlog;
  }
}

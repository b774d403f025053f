/**
 * Spec §9: "Graph updates are rate limited to 1000 ms". A request to update runs at once when the last
 * update is at least an interval old, else once at the end of the interval, however many requests
 * arrive meanwhile: the graph then shows the latest list in one animated step. Clock and timer are
 * injected so tests run in virtual time.
 *
 * @example
 * const throttle = new UpdateThrottle({ intervalMs: 1000, now: () => performance.now(), run: () => scene.update(list) });
 * throttle.request(); // runs now
 * throttle.request(); // runs 1000 ms after the first
 */
import { GRAPH_UPDATE_INTERVAL_MS } from "../../../../shared/graph/graph-constants.ts";

export interface Timer {
  set(callback: () => void, delayMs: number): unknown;
  clear(handle: unknown): void;
}

export const BROWSER_TIMER: Timer = {
  set: (callback, delayMs) => setTimeout(callback, delayMs),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface UpdateThrottleOptions {
  readonly run: () => void;
  readonly now: () => number;
  readonly intervalMs?: number;
  readonly timer?: Timer;
}

export class UpdateThrottle {
  readonly #run: () => void;
  readonly #now: () => number;
  readonly #intervalMs: number;
  readonly #timer: Timer;
  #lastRun = Number.NEGATIVE_INFINITY;
  #pending: unknown = null;
  #disposed = false;

  constructor(options: UpdateThrottleOptions) {
    this.#run = options.run;
    this.#now = options.now;
    this.#intervalMs = options.intervalMs ?? GRAPH_UPDATE_INTERVAL_MS;
    this.#timer = options.timer ?? BROWSER_TIMER;
  }

  /** Whether an update is waiting for its turn. */
  get pending(): boolean {
    return this.#pending !== null;
  }

  request(): void {
    if (this.#disposed || this.#pending !== null) return;
    const wait = this.#lastRun + this.#intervalMs - this.#now();
    if (wait <= 0) this.#fire();
    else this.#pending = this.#timer.set(() => this.#fire(), wait);
  }

  /** Runs a waiting update now (a full replacement must not wait behind a stale delta). */
  flush(): void {
    if (this.#pending === null) return;
    this.#timer.clear(this.#pending);
    this.#fire();
  }

  dispose(): void {
    this.#disposed = true;
    if (this.#pending !== null) this.#timer.clear(this.#pending);
    this.#pending = null;
  }

  #fire(): void {
    this.#pending = null;
    this.#lastRun = this.#now();
    this.#run();
  }
}

/**
 * The timers and the clock the live connection schedules with, injected so tests run in virtual time.
 *
 * @example
 * const handle = GLOBAL_TIMERS.setTimeout(() => console.log("later"), 1_000);
 * GLOBAL_TIMERS.clearTimeout(handle);
 */
export interface LiveTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Milliseconds since the epoch. */
  now(): number;
}

export const GLOBAL_TIMERS: LiveTimers = {
  // Looked up on each call, so fake timers installed after construction are the ones used.
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

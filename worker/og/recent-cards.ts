/**
 * The newest cards drawn in this isolate, kept in memory, a few dozen at most. A render runs to its
 * end without yielding (satori and resvg only await microtasks once warm), so requests queued behind
 * it find neither a flight under way nor, until the put lands, the edge cache's copy: they find it here.
 *
 * @example
 * const recent = new RecentCards<Uint8Array>(2);
 * recent.set("a", png); recent.get("a"); // png
 */
export class RecentCards<T> {
  readonly #entries = new Map<string, T>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`RecentCards: capacity must be a whole number ≥ 1, got ${capacity}.`);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry for `key`, now counted as the newest; undefined when absent. */
  get(key: string): T | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Keeps `value` as the newest entry, dropping the oldest beyond the capacity. */
  set(key: string, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.capacity) break;
      this.#entries.delete(oldest);
    }
  }
}

/**
 * A bounded map that forgets the least recently used entry first. The devnet's views cache what
 * never changes (a block's extras, a confirmed transaction's JSON) so repeated requests cost a
 * lookup, and the worker keeps its newest link-preview cards; the bound keeps a long-lived
 * object's or isolate's memory flat however long it runs.
 *
 * @example
 * const cache = new LruCache<string, number>(2);
 * cache.getOrCreate("a", () => 1); // 1, computed
 * cache.getOrCreate("a", () => 2); // 1, cached
 */
export class LruCache<K, V> {
  // A Map iterates in insertion order, so re-inserting on every hit keeps the oldest entry first.
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isSafeInteger(capacity) || capacity < 1) {
      throw new RangeError(`LRU capacity ${String(capacity)} is not usable: expected a whole number of 1 or more.`);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  /** The cached value, or `make()` stored and returned. */
  getOrCreate(key: K, make: () => V): V {
    const cached = this.get(key);
    if (cached !== undefined || this.#entries.has(key)) return cached as V;
    const value = make();
    this.set(key, value);
    return value;
  }
}

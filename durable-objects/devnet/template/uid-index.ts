/**
 * Uid → input position for one template build. Uids are meant to be compact (research §5.1: each
 * mempool transaction gets a small integer), so a flat array indexed by uid serves them; sparse
 * uids fall back to a Map. The flat array is what keeps a 100k-transaction build from spending
 * its first milliseconds growing a hash table.
 *
 * @example
 * const index = UidIndex.of(Uint32Array.of(7, 3, 9));
 * index.get(3);   // 1
 * index.get(4);   // -1
 */
const ABSENT = -1;
/** Flat when the largest uid is below this many slots per transaction (plus a little headroom). */
const MAX_SLOTS_PER_TX = 4;
const MIN_FLAT_SLOTS = 1_024;

export class UidIndex {
  readonly #flat: Int32Array | undefined;
  readonly #map: Map<number, number> | undefined;

  private constructor(flat: Int32Array | undefined, map: Map<number, number> | undefined) {
    this.#flat = flat;
    this.#map = map;
  }

  /**
   * Indexes `uids`. Returns the position of the first repeated uid
   * instead when there is one, so the caller can name it in its error.
   *
   * @example
   * UidIndex.of(Uint32Array.of(1, 2, 1));  // { duplicateAt: 2 }
   */
  static of(uids: Uint32Array): UidIndex | { readonly duplicateAt: number } {
    const n = uids.length;
    let max = -1;
    for (let i = 0; i < n; i++) if (uids[i]! > max) max = uids[i]!;
    if (max < MAX_SLOTS_PER_TX * n + MIN_FLAT_SLOTS) {
      const flat = new Int32Array(max + 1).fill(ABSENT);
      for (let i = 0; i < n; i++) {
        const uid = uids[i]!;
        if (flat[uid] !== ABSENT) return { duplicateAt: i };
        flat[uid] = i;
      }
      return new UidIndex(flat, undefined);
    }
    const map = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      if (map.has(uids[i]!)) return { duplicateAt: i };
      map.set(uids[i]!, i);
    }
    return new UidIndex(undefined, map);
  }

  /** The position of `uid`, or −1 (also for anything that is not a uid). @example index.get(9);  // 2 */
  get(uid: unknown): number {
    if (typeof uid !== "number") return ABSENT;
    if (this.#flat !== undefined) return Number.isInteger(uid) && uid >= 0 ? (this.#flat[uid] ?? ABSENT) : ABSENT;
    return this.#map?.get(uid) ?? ABSENT;
  }
}

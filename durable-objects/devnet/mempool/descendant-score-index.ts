/**
 * The mempool's transactions by descendant score, lowest first: Core's `descendant_score` index,
 * which TrimToSize evicts from. A transaction's descendant score is the better of its own rate and
 * its package's (itself with all its descendants), so a cheap parent whose child pays for it ranks
 * with the child. Equal scores put the newer first, as Core does.
 *
 * The mempool sets an entry again whenever its descendant totals change, so the lowest is always at
 * hand; each key is kept here, never read back from the mempool, so the heap never holds a key that
 * moved under it.
 *
 * @example
 * index.set(txid, { fee: 200, vsize: 200, firstSeen }, { fee: 3_000, vsize: 400 });
 * index.lowest; // the txid to evict first
 */
import { IndexedHeap } from "../template/indexed-heap.ts";

/** A fee (sats) and a whole vsize: a transaction's own, or its package's. */
export interface FeeAndSize {
  readonly fee: number;
  readonly vsize: number;
}

const INITIAL_CAPACITY = 1_024;

export class DescendantScoreIndex {
  readonly #slotOf = new Map<string, number>();
  readonly #txids: string[] = [];
  /** The fee and size of each slot's score: its own, or its package's when that rate is higher. */
  readonly #fee: number[] = [];
  readonly #vsize: number[] = [];
  readonly #firstSeen: number[] = [];
  /** Order of arrival, which breaks ties within a second. */
  readonly #arrival: number[] = [];
  readonly #free: number[] = [];
  #arrivals = 0;
  #capacity = INITIAL_CAPACITY;
  #heap = new IndexedHeap(INITIAL_CAPACITY, (a, b) => this.#compare(a, b));

  /** The txid with the lowest descendant score, or undefined when empty. */
  get lowest(): string | undefined {
    const slot = this.#heap.peek();
    return slot < 0 ? undefined : this.#txids[slot];
  }

  /**
   * Adds a transaction, or re-ranks it after its descendant totals changed.
   *
   * @param own its fee, whole vsize and first-seen time
   * @param withDescendants its package's fee and whole vsize, itself included
   */
  set(txid: string, own: FeeAndSize & { readonly firstSeen: number }, withDescendants: FeeAndSize): void {
    let slot = this.#slotOf.get(txid);
    if (slot === undefined) {
      slot = this.#allocate();
      this.#slotOf.set(txid, slot);
      this.#txids[slot] = txid;
      this.#firstSeen[slot] = own.firstSeen;
      this.#arrival[slot] = this.#arrivals++;
    }
    // Cross-multiplied, as Core compares rates without dividing.
    const score = withDescendants.fee * own.vsize > own.fee * withDescendants.vsize ? withDescendants : own;
    this.#fee[slot] = score.fee;
    this.#vsize[slot] = score.vsize;
    this.#heap.upsert(slot);
  }

  delete(txid: string): void {
    const slot = this.#slotOf.get(txid);
    if (slot === undefined) return;
    this.#heap.remove(slot);
    this.#slotOf.delete(txid);
    this.#free.push(slot);
  }

  /** Negative when slot `a` comes first: the lower score, or on a tie the newer. */
  #compare(a: number, b: number): number {
    const difference = this.#fee[a]! * this.#vsize[b]! - this.#fee[b]! * this.#vsize[a]!;
    if (difference !== 0) return difference;
    return this.#firstSeen[b]! - this.#firstSeen[a]! || this.#arrival[b]! - this.#arrival[a]!;
  }

  #allocate(): number {
    const reused = this.#free.pop();
    if (reused !== undefined) return reused;
    const slot = this.#txids.length;
    if (slot === this.#capacity) this.#grow();
    return slot;
  }

  /** A heap twice as large, holding the same slots (a fixed-size heap keeps its arrays flat). */
  #grow(): void {
    this.#capacity *= 2;
    this.#heap = new IndexedHeap(this.#capacity, (a, b) => this.#compare(a, b));
    for (const slot of this.#slotOf.values()) this.#heap.upsert(slot);
  }
}

/**
 * A binary heap of the integers 0 … capacity − 1 that knows where each one sits, so a member whose
 * key changed can be moved or removed in O(log n). The template builder keeps its "modified"
 * packages here (research §5.1): packages whose ancestor set shrank re-rank in place instead of
 * piling up stale copies.
 *
 * @example
 * const scores = [5, 9, 7];
 * const heap = new IndexedHeap(3, (a, b) => scores[b]! - scores[a]!);  // highest score first
 * heap.upsert(0); heap.upsert(1); heap.upsert(2);
 * scores[0] = 10; heap.upsert(0);
 * heap.pop();  // 0
 */
export type IndexComparator = (a: number, b: number) => number;

const ABSENT = -1;

export class IndexedHeap {
  readonly #items: Int32Array;
  readonly #slots: Int32Array;
  readonly #compare: IndexComparator;
  #size = 0;

  /**
   * @param capacity members are 0 … capacity − 1
   * @param compare negative when `a` should come out before `b`; must be a strict total order
   * @example
   * new IndexedHeap(100, (a, b) => a - b);  // smallest index first
   */
  constructor(capacity: number, compare: IndexComparator) {
    this.#items = new Int32Array(capacity);
    this.#slots = new Int32Array(capacity).fill(ABSENT);
    this.#compare = compare;
  }

  /** @example heap.size;  // 0 when empty */
  get size(): number {
    return this.#size;
  }

  /** @example heap.has(4);  // true while 4 is queued */
  has(item: number): boolean {
    return this.#slots[item] !== ABSENT;
  }

  /** The first item, or −1 when empty. @example heap.peek();  // 2 */
  peek(): number {
    return this.#size > 0 ? this.#items[0]! : ABSENT;
  }

  /** Removes and returns the first item, or −1 when empty. @example heap.pop();  // 2 */
  pop(): number {
    const first = this.peek();
    if (first !== ABSENT) this.remove(first);
    return first;
  }

  /** Adds `item`, or moves it after its key changed. @example heap.upsert(4); */
  upsert(item: number): void {
    const slot = this.#slots[item]!;
    if (slot === ABSENT) {
      this.#place(item, this.#size++);
      this.#siftUp(this.#size - 1);
    } else {
      this.#siftDown(this.#siftUp(slot));
    }
  }

  /** Removes `item` if queued. @example heap.remove(4); */
  remove(item: number): void {
    const slot = this.#slots[item]!;
    if (slot === ABSENT) return;
    this.#slots[item] = ABSENT;
    const last = this.#items[--this.#size]!;
    if (slot === this.#size) return;
    this.#place(last, slot);
    this.#siftDown(this.#siftUp(slot));
  }

  #place(item: number, slot: number): void {
    this.#items[slot] = item;
    this.#slots[item] = slot;
  }

  #siftUp(slot: number): number {
    const item = this.#items[slot]!;
    while (slot > 0) {
      const parentSlot = (slot - 1) >> 1;
      const parent = this.#items[parentSlot]!;
      if (this.#compare(item, parent) >= 0) break;
      this.#place(parent, slot);
      slot = parentSlot;
    }
    this.#place(item, slot);
    return slot;
  }

  #siftDown(slot: number): void {
    const item = this.#items[slot]!;
    for (;;) {
      let childSlot = 2 * slot + 1;
      if (childSlot >= this.#size) break;
      const right = childSlot + 1;
      if (right < this.#size && this.#compare(this.#items[right]!, this.#items[childSlot]!) < 0) childSlot = right;
      const child = this.#items[childSlot]!;
      if (this.#compare(child, item) >= 0) break;
      this.#place(child, slot);
      slot = childSlot;
    }
    this.#place(item, slot);
  }
}

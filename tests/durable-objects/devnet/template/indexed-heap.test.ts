import { describe, expect, it } from "vitest";
import { IndexedHeap } from "../../../../durable-objects/devnet/template/indexed-heap.ts";
import { Random } from "../../../../durable-objects/devnet/sim/random.ts";

describe("IndexedHeap", () => {
  it("pops in comparator order and re-ranks a member whose key changed", () => {
    const scores = [5, 9, 7, 1];
    const heap = new IndexedHeap(4, (a, b) => scores[b]! - scores[a]!);
    for (const item of [0, 1, 2, 3]) heap.upsert(item);
    scores[0] = 10;
    heap.upsert(0);
    scores[1] = 0;
    heap.upsert(1);
    heap.remove(2);
    expect([heap.pop(), heap.pop(), heap.pop(), heap.pop()]).toEqual([0, 3, 1, -1]);
    expect(heap.size).toBe(0);
  });

  it("agrees with a sorted list over a long random run of upserts and removals", () => {
    const random = Random.fromSeed("indexed-heap");
    const capacity = 200;
    const keys = Array.from({ length: capacity }, () => random.int(0, 50));
    // Ties broken by the item itself: the heap needs a strict total order.
    const compare = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
    const heap = new IndexedHeap(capacity, compare);
    const members = new Set<number>();
    for (let step = 0; step < 5_000; step++) {
      const item = random.int(0, capacity - 1);
      const action = random.int(0, 2);
      if (action === 0) {
        heap.remove(item);
        members.delete(item);
      } else if (action === 1) {
        keys[item] = random.int(0, 50);
        if (members.has(item) || random.chance(0.5)) {
          heap.upsert(item);
          members.add(item);
        }
      } else if (members.size > 0) {
        const expected = [...members].sort(compare)[0]!;
        expect(heap.peek()).toBe(expected);
        if (random.chance(0.5)) {
          expect(heap.pop()).toBe(expected);
          members.delete(expected);
        }
      }
      expect(heap.size).toBe(members.size);
      expect(heap.has(item)).toBe(members.has(item));
    }
  });
});

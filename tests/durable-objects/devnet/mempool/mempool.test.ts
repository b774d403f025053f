import { describe, expect, it } from "vitest";
import { Mempool, type MempoolEntry } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { sats, weightUnits } from "../../../../shared/types/units.ts";

const id = (n: number) => n.toString(16).padStart(64, "0");
const entry = (n: number, inputs: [number, number][], fee = 1_000, weight = 800): MempoolEntry => ({
  txid: id(n),
  wtxid: id(n),
  hex: "",
  fee: sats(fee),
  weight: weightUnits(weight),
  size: weight / 4,
  sigops: 4,
  inputs: inputs.map(([tx, vout]) => ({ txid: id(tx), vout })),
  outputs: [{ value: 10_000, script: "51" }],
  firstSeen: 0,
  signalsRbf: true,
});

/** 1 ← 2 ← 3 (a chain), and 4 independent; 100, 101 are confirmed outputs. */
function chainMempool(): Mempool {
  const mempool = new Mempool();
  mempool.add(entry(1, [[100, 0]]));
  mempool.add(entry(2, [[1, 0]]));
  mempool.add(entry(3, [[2, 0], [101, 0]]));
  mempool.add(entry(4, [[101, 1]]));
  return mempool;
}

describe("Mempool", () => {
  it("links parents, children, ancestors and descendants", () => {
    const mempool = chainMempool();
    expect(mempool.parents(id(3))).toEqual([id(2)]);
    expect(mempool.children(id(1))).toEqual([id(2)]);
    expect(mempool.ancestors(id(3)).sort()).toEqual([id(1), id(2)]);
    expect(mempool.descendants(id(1)).sort()).toEqual([id(2), id(3)]);
    expect(mempool.ancestors(id(4))).toEqual([]);
  });

  it("counts transactions, vsize and fees", () => {
    const mempool = chainMempool();
    expect([mempool.size, mempool.vsize, mempool.totalFees]).toEqual([4, 800, 4_000]);
  });

  it("knows who spends an outpoint and what a replacement conflicts with", () => {
    const mempool = chainMempool();
    expect(mempool.spenderOf({ txid: id(101), vout: 1 })).toBe(id(4));
    expect(mempool.conflictsOf(entry(9, [[101, 1], [100, 0]])).sort()).toEqual([id(1), id(4)]);
  });

  it("refuses a conflicting or duplicate entry", () => {
    const mempool = chainMempool();
    expect(() => mempool.add(entry(9, [[100, 0]]))).toThrow(/conflicts with/);
    expect(() => mempool.add(entry(4, [[102, 0]]))).toThrow(/already holds/);
  });

  it("removes a transaction with its descendants", () => {
    const mempool = chainMempool();
    const removed = mempool.removeWithDescendants([id(2)]).map((e) => e.txid);
    expect(removed).toEqual([id(2), id(3)]);
    expect([...mempool.entries()].map((e) => e.txid).sort()).toEqual([id(1), id(4)]);
    expect(mempool.children(id(1))).toEqual([]);
    expect(mempool.spenderOf({ txid: id(101), vout: 0 })).toBeUndefined();
    expect(mempool.vsize).toBe(400);
  });

  it("takes out a block's transactions and the ones its inputs double-spend", () => {
    const mempool = chainMempool();
    // The block confirms 1 and a foreign transaction spending 101:1, which 4 also spends.
    const { confirmed, conflicts } = mempool.removeForBlock([entry(1, [[100, 0]]), entry(50, [[101, 1]])]);
    expect(confirmed.map((e) => e.txid)).toEqual([id(1)]);
    expect(conflicts.map((e) => e.txid)).toEqual([id(4)]);
    expect(mempool.parents(id(2))).toEqual([]);
    expect(mempool.has(id(2)) && mempool.has(id(3))).toBe(true);
  });

  it("keeps each transaction's parents as they leave: a confirmed parent is no parent any more, a replaced one takes its children", () => {
    const mempool = chainMempool();
    expect(mempool.hasParents(id(3)) && mempool.hasChildren(id(2))).toBe(true);
    mempool.removeForBlock([entry(2, [[1, 0]])]);
    expect([mempool.parents(id(3)), mempool.hasParents(id(3)), mempool.hasChildren(id(1))]).toEqual([[], false, false]);
    const slot = [...mempool.slots()].find((candidate) => candidate.entry.txid === id(3))!;
    expect(slot.parentUids).toEqual([]);
  });

  it("hands each waiting transaction a compact uid, reused once it leaves, with its parents' uids, in arrival order", () => {
    const mempool = chainMempool();
    const uids = [1, 2, 3, 4].map((n) => mempool.uidOf(id(n)));
    expect(uids).toEqual([0, 1, 2, 3]);
    expect([...mempool.slots()].map((slot) => [slot.entry.txid, slot.parentUids])).toEqual([[id(1), []], [id(2), [0]], [id(3), [1]], [id(4), []]]);
    mempool.removeWithDescendants([id(4)]);
    mempool.add(entry(5, [[102, 0]]));
    expect([mempool.uidOf(id(5)), mempool.uidOf(id(4)), mempool.uidSpan]).toEqual([3, undefined, 4]);
  });

  it("keeps the fees as entries come and go, beside the whole vbytes", () => {
    const mempool = new Mempool();
    mempool.add(entry(1, [[100, 0]], 1_000, 561));
    mempool.add(entry(2, [[100, 1]], 2_000, 562));
    expect([mempool.bytes, mempool.totalFees]).toEqual([141 + 141, 3_000]);
    mempool.removeWithDescendants([id(1)]);
    expect([mempool.bytes, mempool.totalFees]).toEqual([141, 2_000]);
  });

  it("counts whole vbytes, weight / 4 rounded up per transaction", () => {
    const mempool = new Mempool();
    mempool.add(entry(1, [[100, 0]], 1_000, 561));
    mempool.add(entry(2, [[100, 1]], 1_000, 800));
    expect(mempool.bytes).toBe(141 + 200);
    mempool.removeWithDescendants([id(1)]);
    expect(mempool.bytes).toBe(200);
  });

  it("keeps each transaction's descendant totals as descendants come and go", () => {
    const mempool = chainMempool();
    expect(mempool.descendantTotals(id(1))).toEqual({ fee: 3_000, vsize: 600, count: 3 });
    expect(mempool.descendantTotals(id(3))).toEqual({ fee: 1_000, vsize: 200, count: 1 });
    mempool.removeWithDescendants([id(3)]);
    expect(mempool.descendantTotals(id(1))).toEqual({ fee: 2_000, vsize: 400, count: 2 });
    expect(mempool.descendantTotals(id(3))).toBeUndefined();
  });

  it("counts a descendant reached along two paths once", () => {
    // 1 ← 2, and 3 spends both 1 and 2: a diamond below 1.
    const mempool = new Mempool();
    mempool.add(entry(1, [[100, 0]]));
    mempool.add(entry(2, [[1, 0]]));
    mempool.add(entry(3, [[1, 1], [2, 0]], 5_000));
    expect(mempool.descendantTotals(id(1))).toEqual({ fee: 7_000, vsize: 600, count: 3 });
    // Removing the middle takes 3 with it; the grandparent must forget both, though 2 left first.
    mempool.removeWithDescendants([id(2)]);
    expect(mempool.descendantTotals(id(1))).toEqual({ fee: 1_000, vsize: 200, count: 1 });
  });

  it("leaves the descendant totals of what a block leaves behind whole", () => {
    const mempool = chainMempool();
    mempool.removeForBlock([entry(1, [[100, 0]])]);
    expect(mempool.descendantTotals(id(2))).toEqual({ fee: 2_000, vsize: 400, count: 2 });
  });

  it("knows its lowest descendant score however many transactions it holds", () => {
    const mempool = new Mempool();
    // 3,000 loners (past the index's first capacity), fees in a scrambled order.
    for (let n = 1; n <= 3_000; n++) mempool.add(entry(n, [[100_000 + n, 0]], 1_000 + ((n * 7_919) % 3_000)));
    const lowest = mempool.lowestDescendantScore()!;
    expect(lowest.fee).toBe(1_000);
    mempool.removeWithDescendants([lowest.txid]);
    expect(mempool.lowestDescendantScore()!.fee).toBe(1_001);
    // A child paying for the cheapest parent lifts it to the package's rate.
    const cheapest = mempool.lowestDescendantScore()!;
    mempool.add(entry(9_999, [[Number.parseInt(cheapest.txid, 16), 0]], 10_000));
    expect(mempool.lowestDescendantScore()!.fee).toBe(1_002);
  });
});


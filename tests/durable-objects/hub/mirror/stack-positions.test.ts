import { describe, expect, it } from "vitest";
import { readMempoolEvents } from "../../../../durable-objects/hub/mirror/mempool-events.ts";
import { MEMPOOL_INDEX_CAPACITY, MempoolIndex, packEntry, unpackRate, unpackWeight } from "../../../../durable-objects/hub/mirror/mempool-index.ts";
import { readStackSummary, stackPositions } from "../../../../durable-objects/hub/mirror/stack-positions.ts";
import { listingOf, type ProjectedListing } from "../../../../shared/protocol/listing-delta.ts";
import { tuple, txidOf } from "../hub-fixtures.ts";

/** A firehose arrival of `vsize` vB paying `rate` sat/vB. */
const arrival = (n: number, rate: number, vsize = 100) => ({ txid: txidOf(n), vin: [], vout: [], status: { confirmed: false }, weight: vsize * 4, fee: rate * vsize });
const update = (added: unknown[], mined: string[] = [], removed: string[] = []) => readMempoolEvents({ sequence: 1, added, removed, mined, replaced: [] })!;

/** Seven full blocks' listings elsewhere are irrelevant here: index 1 is the stack, listing txs 1 and 2 (200 vB). */
function listings(): (ProjectedListing | undefined)[] {
  return [listingOf([tuple(9, 50, 1_000)]), listingOf([tuple(1, 10), tuple(2, 9)])];
}

describe("MempoolIndex", () => {
  it("packs a weight and a rate into one number and back", () => {
    for (const [weight, rate] of [[561, 10.01], [400_000, 0], [3_999_996, 1_234.56], [1, 0.01]] as const) {
      const packed = packEntry(weight, rate);
      expect(unpackWeight(packed)).toBe(weight);
      expect(unpackRate(packed)).toBeCloseTo(rate, 2);
    }
  });

  it("keeps arrivals until they leave, says which mined ones it saw, and drops the oldest past its capacity", () => {
    const index = new MempoolIndex(3);
    index.apply(update([arrival(1, 5), arrival(2, 6, 250), arrival(3, 7)]));
    expect(index.rateOf(txidOf(2))).toBe(6);
    expect(index.vsizeOf(txidOf(2))).toBe(250);
    expect(index.apply(update([], [txidOf(1), txidOf(7)], [txidOf(3)]))).toEqual(new Set([txidOf(1)]));
    expect([...index.entries()]).toHaveLength(1);
    index.apply(update([arrival(4, 1), arrival(5, 1), arrival(6, 1)]));
    expect(index.size).toBe(3);
    expect(index.has(txidOf(2))).toBe(false);
    expect(MEMPOOL_INDEX_CAPACITY).toBeGreaterThanOrEqual(100_000);
  });
});

describe("stackPositions", () => {
  it("places a transaction beyond the stack's listing behind every unlisted one of a higher rate, and same-rate ones that came first", () => {
    const index = new MempoolIndex();
    index.apply(update([arrival(1, 10), arrival(2, 9), arrival(3, 8, 300), arrival(4, 5), arrival(5, 7), arrival(6, 5), arrival(7, 2)]));
    // The stack holds 200 vB listed and 700 vB beyond: exactly what the index holds unlisted.
    const input = { index, listings: listings(), stack: { index: 1, vsize: 900 } };
    const placed = stackPositions(input, [4, 6, 7, 1].map((n) => ({ txid: txidOf(n), rate: index.rateOf(txidOf(n))!, vsize: 100 })));
    // Ahead of tx 4: tx 3 (300) and tx 5 (100); of tx 6 the same and tx 4 (arrived first, same rate).
    expect(placed.get(txidOf(4))).toEqual({ block: 1, vsize: 200 + 400 + 50 });
    expect(placed.get(txidOf(6))).toEqual({ block: 1, vsize: 200 + 500 + 50 });
    expect(placed.get(txidOf(7))).toEqual({ block: 1, vsize: 200 + 600 + 50 });
    // A listed transaction is not placed here.
    expect(placed.has(txidOf(1))).toBe(false);
  });

  it("scales what the hub saw to what the upstream says lies beyond the listing, and stays inside the block", () => {
    const index = new MempoolIndex();
    index.apply(update([arrival(3, 8, 300), arrival(5, 7), arrival(4, 5)]));
    // The upstream's stack is twice what the hub saw beyond the listing (transactions older than its session).
    const doubled = stackPositions({ index, listings: listings(), stack: { index: 1, vsize: 200 + 1_000 } }, [{ txid: txidOf(4), rate: 5, vsize: 100 }]);
    expect(doubled.get(txidOf(4))).toEqual({ block: 1, vsize: 200 + 400 * (900 / 400) + 50 });
    // A transaction the hub did not see arrive, at a rate below all it saw.
    const unseen = stackPositions({ index, listings: listings(), stack: { index: 1, vsize: 200 + 500 } }, [{ txid: txidOf(8), rate: 1, vsize: 100 }]);
    expect(unseen.get(txidOf(8))).toEqual({ block: 1, vsize: 200 + 400 + 50 });
  });

  it("places nothing while nothing lies beyond the listing or the stack is not known", () => {
    const index = new MempoolIndex();
    index.apply(update([arrival(4, 5)]));
    const target = [{ txid: txidOf(4), rate: 5, vsize: 100 }];
    expect(stackPositions({ index, listings: listings(), stack: { index: 1, vsize: 200 } }, target).size).toBe(0);
    expect(stackPositions({ index, listings: listings(), stack: undefined }, target).size).toBe(0);
    expect(stackPositions({ index, listings: [listings()[0], undefined], stack: { index: 1, vsize: 900 } }, target).size).toBe(0);
  });

  it("reads the stack block from mempool-blocks", () => {
    expect(readStackSummary([{ blockVSize: 997_000 }, { blockVSize: 9_400_000.5 }])).toEqual({ index: 1, vsize: 9_400_000.5 });
    for (const bad of [[], null, [{}], "x"]) expect(readStackSummary(bad)).toBeUndefined();
  });
});

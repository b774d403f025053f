import { describe, expect, it } from "vitest";
import { applyDelta, ProjectedMirror } from "../../../../durable-objects/hub/mirror/projected-blocks.ts";
import { listingOf } from "../../../../shared/protocol/listing-delta.ts";
import { deltaMessage, fullMessage, tuple, txidOf } from "../hub-fixtures.ts";

const txids = (mirror: ProjectedMirror, index: number) => mirror.listing(index)?.tuples.map((t) => t[0]);

describe("ProjectedMirror", () => {
  it("takes a full snapshot, then deltas whose sequence is the previous + 1", () => {
    const mirror = new ProjectedMirror();
    expect(mirror.apply(0, fullMessage(0, 10, [tuple(1, 9), tuple(2, 5)]))).toBe("applied");
    expect(mirror.apply(0, deltaMessage(0, 11, { added: [tuple(3, 7)], removed: [txidOf(1)] }))).toBe("applied");
    expect(txids(mirror, 0)).toEqual([txidOf(3), txidOf(2)]);
  });

  it("drops stale deltas, and asks a full snapshot after a skipped sequence, ignoring deltas until it comes", () => {
    const mirror = new ProjectedMirror();
    mirror.apply(2, fullMessage(2, 10, [tuple(1, 9)]));
    mirror.takeResynced();
    expect(mirror.apply(2, deltaMessage(2, 10, { removed: [txidOf(1)] }))).toBe("ignored");
    expect(txids(mirror, 2)).toEqual([txidOf(1)]);
    expect(mirror.apply(2, deltaMessage(2, 12, { removed: [txidOf(1)] }))).toBe("resync");
    expect(mirror.listing(2)).toBeUndefined();
    expect(mirror.apply(2, deltaMessage(2, 13, {}))).toBe("ignored");
    expect(mirror.apply(2, fullMessage(2, 14, [tuple(4, 3)]))).toBe("applied");
    expect(mirror.takeResynced()).toEqual(new Set([2]));
    expect(mirror.takeResynced()).toEqual(new Set());
  });

  it("counts every index as needing a full snapshot at first and after a reset", () => {
    const mirror = new ProjectedMirror();
    mirror.apply(0, fullMessage(0, 1, []));
    mirror.apply(5, fullMessage(5, 1, []));
    expect(mirror.takeResynced()).toEqual(new Set([0, 5]));
    mirror.apply(0, fullMessage(0, 2, []));
    expect(mirror.takeResynced()).toEqual(new Set());
    mirror.reset();
    expect(mirror.listing(0)).toBeUndefined();
    mirror.apply(0, fullMessage(0, 3, []));
    expect(mirror.takeResynced()).toEqual(new Set([0]));
  });

  it("refuses malformed messages and a message for another index, and resynchronises", () => {
    const mirror = new ProjectedMirror();
    mirror.apply(1, fullMessage(1, 1, [tuple(1, 2)]));
    for (const bad of [null, "x", { index: 1, sequence: 2 }, { index: 1, sequence: 2, delta: { added: [["nope", 1]], removed: [], changed: [] } }, fullMessage(3, 2, [])]) {
      mirror.apply(1, fullMessage(1, 1, [tuple(1, 2)]));
      expect(mirror.apply(1, bad)).toBe("resync");
      expect(mirror.listing(1)).toBeUndefined();
    }
    expect(mirror.apply(9, fullMessage(9, 1, []))).toBe("ignored");
  });
});

describe("applyDelta", () => {
  it("places arrivals by rate, highest first, after equal rates; updates changed rates and the acceleration mark", () => {
    const before = listingOf([tuple(1, 10), tuple(2, 6), tuple(3, 6), tuple(4, 2)]);
    const after = applyDelta(before, {
      added: [tuple(5, 6), tuple(6, 50), tuple(7, 1)],
      removed: [txidOf(3)],
      changed: [[txidOf(4), 3, 64, 1]],
    });
    expect(after.tuples.map((t) => t[0])).toEqual([6, 1, 2, 5, 4, 7].map(txidOf));
    expect(after.byTxid.get(txidOf(4))).toEqual([txidOf(4), 200, 100, 10_000, 3, 64, 1_700_000_000, 1]);
    const unmarked = applyDelta(after, { added: [], removed: [], changed: [[txidOf(4), 3, 64, 0]] });
    expect(unmarked.byTxid.get(txidOf(4))).toHaveLength(7);
  });

  it("replaces a listed transaction that arrives again", () => {
    const after = applyDelta(listingOf([tuple(1, 10), tuple(2, 6)]), { added: [tuple(1, 4)], removed: [], changed: [] });
    expect(after.tuples.map((t) => [t[0], t[4]])).toEqual([[txidOf(2), 6], [txidOf(1), 4]]);
  });
});

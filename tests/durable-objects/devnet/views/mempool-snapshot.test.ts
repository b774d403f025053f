import { describe, expect, it } from "vitest";
import { Mempool, type MempoolEntry } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { MempoolSnapshots } from "../../../../durable-objects/devnet/views/mempool-snapshot.ts";
import { AccelerationBook } from "../../../../durable-objects/devnet/state/accelerations.ts";
import { sats, weightUnits } from "../../../../shared/types/units.ts";

let next = 0;
function entry(fee: number, weight: number, parent?: string): MempoolEntry {
  const txid = (++next).toString(16).padStart(64, "0");
  return {
    txid,
    wtxid: txid,
    hex: "",
    fee: sats(fee),
    weight: weightUnits(weight),
    size: weight / 4,
    sigops: 1,
    inputs: [{ txid: parent ?? "f".repeat(64), vout: next }],
    outputs: [{ value: 1_000, script: "0014" + "00".repeat(20) }],
    firstSeen: 1_700_000_000 + next,
    signalsRbf: true,
  };
}

describe("MempoolSnapshots", () => {
  const mempool = new Mempool();
  const accelerations = new AccelerationBook();
  const snapshots = new MempoolSnapshots({ mempool, accelerations });
  const parent = entry(100, 400);
  mempool.add(parent);
  mempool.add(entry(2_000, 600));

  it("reuses one snapshot while the mempool stays the same", () => {
    expect(snapshots.current()).toBe(snapshots.current());
  });

  it("builds a new one after an arrival", () => {
    const before = snapshots.current();
    mempool.add(entry(5_000, 400, parent.txid));
    const after = snapshots.current();
    expect(after).not.toBe(before);
    expect(after.entries).toHaveLength(3);
    expect(after.blocks[0]!.nTx).toBe(3);
  });

  it("reads effective rates, positions and the newest arrivals", () => {
    const snapshot = snapshots.current();
    const child = snapshot.entries.at(-1)!;
    // The child pays for its parent: both are mined at the package rate.
    expect(snapshot.effectiveRate(parent.txid)).toBeCloseTo(snapshot.effectiveRate(child.txid)!, 10);
    expect(snapshot.effectiveRate(parent.txid)).toBeGreaterThan(100 / 100);
    expect(snapshot.position(child.txid)?.block).toBe(0);
    expect(snapshot.newest(2).map((e) => e.txid)).toEqual([child.txid, snapshot.entries[1]!.txid]);
    expect(snapshot.effectiveRate("0".repeat(64))).toBeUndefined();
    expect(snapshot.vsize).toBe(100 + 150 + 100);
  });

  it("hands every reader the one template of a state, and a new one after any change", () => {
    const snapshot = snapshots.current();
    expect(snapshots.current().template).toBe(snapshot.template);
    // A swap that keeps count, fees and vsize (what a fingerprint of totals would see) is still a change.
    const [gone] = mempool.removeWithDescendants([snapshot.entries.at(-1)!.txid]);
    const swapped = entry(gone!.fee, gone!.weight);
    mempool.add(swapped);
    const after = snapshots.current();
    expect(after).not.toBe(snapshot);
    expect(after.position(swapped.txid)).toBeDefined();
    expect(after.position(gone!.txid)).toBeUndefined();
  });

  it("builds a new one when a transaction is accelerated, and marks it and the ancestor it pulls along", () => {
    const child = entry(300, 400, parent.txid);
    mempool.add(child);
    const before = snapshots.current();
    accelerations.add({ txid: child.txid, added: 1_700_000_100, effectiveVsize: 200, effectiveFee: 5_100, feeDelta: 9_000, pools: [1, 3] });
    const after = snapshots.current();
    expect(after).not.toBe(before);
    const fields = { accelerated: true, acceleratedBy: [1, 3], acceleratedAt: 1_700_000_100, feeDelta: 9_000 };
    expect(after.acceleration(child.txid)).toEqual(fields);
    expect(after.acceleration(parent.txid)).toEqual(fields);
    expect(after.acceleration(after.entries[1]!.txid)).toBeUndefined();
    // Fees stay what the transactions pay; only the ranking counts the delta.
    expect(after.blocks[0]!.totalFees).toBe(before.blocks[0]!.totalFees);
  });
});

import { describe, expect, it } from "vitest";
import { Mempool, type MempoolEntry } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { AccelerationBook } from "../../../../durable-objects/devnet/state/accelerations.ts";
import { MAX_LOCAL_CPFP_RELATIVES, localCpfpInfo } from "../../../../durable-objects/devnet/views/local-cpfp.ts";
import { cpfpInfo } from "../../../../durable-objects/devnet/views/cpfp-view.ts";
import { MempoolSnapshots } from "../../../../durable-objects/devnet/views/mempool-snapshot.ts";
import type { LocalTx } from "../../../../shared/params/api-bodies.ts";
import type { Txid } from "../../../../shared/types/ids.ts";
import { sats, weightUnits } from "../../../../shared/types/units.ts";

const id = (n: number) => n.toString(16).padStart(64, "0") as Txid;
/** 400 WU (100 vB) each, one input and two outputs. */
const entry = (n: number, parents: number[], fee: number): MempoolEntry => ({
  txid: id(n),
  wtxid: id(n),
  hex: "",
  fee: sats(fee),
  weight: weightUnits(400),
  size: 100,
  sigops: 0,
  inputs: parents.map((parent, vout) => ({ txid: id(parent), vout })),
  outputs: [
    { value: 10_000, script: "51" },
    { value: 10_000, script: "51" },
  ],
  firstSeen: 0,
  signalsRbf: true,
});
const local = (n: number, parents: number[], fee: number): LocalTx => ({ txid: id(n), weight: 400, sigops: 0, fee, parents: parents.map(id), outputCount: 2 });
const relative = (n: number, fee: number) => ({ txid: id(n), fee, weight: 400 });

function mempoolWith(...entries: MempoolEntry[]): Mempool {
  const mempool = new Mempool();
  for (const e of entries) mempool.add(e);
  return mempool;
}

describe("localCpfpInfo", () => {
  it("pays for a cheap unconfirmed parent: the package's rate, the parent as its ancestor", () => {
    const info = localCpfpInfo(mempoolWith(entry(1, [100], 100)), local(9, [1], 10_000));
    expect(info).toEqual({
      ancestors: [relative(1, 100)],
      bestDescendant: null,
      descendants: [],
      effectiveFeePerVsize: 10_100 / 200,
      sigops: 0,
      fee: 10_000,
      adjustedVsize: 100,
    });
  });

  it("has no ancestor left when a richer sibling already pulls the parent into an earlier package", () => {
    const info = localCpfpInfo(mempoolWith(entry(1, [100], 100), entry(2, [1], 100_000)), local(9, [1], 1_000));
    expect(info.ancestors).toEqual([]);
    expect(info.descendants).toEqual([]);
    expect(info.effectiveFeePerVsize).toBe(10);
  });

  it("is pulled in by a child when it is itself the mempool's copy: the child is its descendant", () => {
    const mempool = mempoolWith(entry(1, [100], 100), entry(2, [1], 10_000));
    const info = localCpfpInfo(mempool, local(1, [100], 100));
    expect(info.ancestors).toEqual([]);
    expect(info.descendants).toEqual([relative(2, 10_000)]);
    expect(info.effectiveFeePerVsize).toBe(10_100 / 200);
    // The same figures the mempool's own CPFP answer gives for that transaction.
    const inMempool = cpfpInfo(mempool, new MempoolSnapshots({ mempool, accelerations: new AccelerationBook() }).current(), id(1));
    expect(inMempool).toMatchObject({ effectiveFeePerVsize: info.effectiveFeePerVsize, descendants: info.descendants });
  });

  it("stands alone without unconfirmed parents, at its own sigop-adjusted rate", () => {
    const info = localCpfpInfo(mempoolWith(entry(1, [100], 100)), { ...local(9, [100, 101], 2_000), sigops: 40 });
    expect(info).toMatchObject({ ancestors: [], descendants: [], adjustedVsize: 200, effectiveFeePerVsize: 10 });
  });

  it("reads at most 100 relatives of a long chain, nearest first", () => {
    const chain = Array.from({ length: 150 }, (_, i) => entry(i + 1, [i === 0 ? 1_000 : i], 100));
    const info = localCpfpInfo(mempoolWith(...chain), local(9_999, [150], 1_000_000));
    expect(info.ancestors).toHaveLength(MAX_LOCAL_CPFP_RELATIVES);
    expect(info.ancestors.map((a) => a.txid)).toContain(id(150));
    expect(info.ancestors.map((a) => a.txid)).not.toContain(id(1));
  });
});

import { describe, expect, it } from "vitest";
import { Mempool, type MempoolEntry } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { mempoolUsage } from "../../../../durable-objects/devnet/mempool/mempool-usage.ts";
import { trimToSize } from "../../../../durable-objects/devnet/mempool/trim-to-size.ts";
import { sats, weightUnits } from "../../../../shared/types/units.ts";

const id = (name: string) => Buffer.from(name).toString("hex").padEnd(64, "0");
/** 200 vB each; `rate` in sat/vB; `spends` names in-mempool parents (else a confirmed output of its own). */
const entry = (name: string, rate: number, spends: string[] = [], firstSeen = 0): MempoolEntry => ({
  txid: id(name),
  wtxid: id(name),
  hex: "",
  fee: sats(rate * 200),
  weight: weightUnits(800),
  size: 200,
  sigops: 0,
  inputs: spends.length > 0 ? spends.map((parent) => ({ txid: id(parent), vout: 0 })) : [{ txid: id(`coin-${name}`), vout: 0 }],
  outputs: [{ value: 10_000, script: "51" }],
  firstSeen,
  signalsRbf: true,
});

function mempoolOf(...entries: MempoolEntry[]): Mempool {
  const mempool = new Mempool();
  for (const e of entries) mempool.add(e);
  return mempool;
}

/** The most a mempool of `vbytes` may use without a trim. */
const limitFor = (vbytes: number) => mempoolUsage(vbytes);
const names = (entries: readonly MempoolEntry[]) => entries.map((e) => Buffer.from(e.txid.replace(/(00)+$/, ""), "hex").toString());

/**
 * Loners A (2 sat/vB), B (5), D (3); P (1) whose child C (10) pays for it: P's descendant score is
 * their package's 5.5; Q (4) whose child R (0.5) drags nothing down: Q keeps its own 4, R ranks at 0.5.
 */
const market = () => mempoolOf(entry("A", 2), entry("B", 5), entry("P", 1), entry("C", 10, ["P"]), entry("D", 3), entry("Q", 4), entry("R", 0.5, ["Q"]));

describe("trimToSize", () => {
  it("leaves a mempool within its limit alone", () => {
    const mempool = market();
    expect(trimToSize(mempool, limitFor(1_400))).toEqual({ removed: [], packages: [] });
    expect(mempool.size).toBe(7);
  });

  it("evicts by lowest descendant score until the usage is within the limit", () => {
    const mempool = market();
    const { removed, packages } = trimToSize(mempool, limitFor(800));
    expect(names(removed)).toEqual(["R", "A", "D"]);
    expect(packages).toEqual([
      { fee: 100, vsize: 200, count: 1 },
      { fee: 400, vsize: 200, count: 1 },
      { fee: 600, vsize: 200, count: 1 },
    ]);
    expect(mempool.bytes).toBe(800);
    expect(mempoolUsage(mempool.bytes)).toBeLessThanOrEqual(limitFor(800));
  });

  it("keeps a cheap parent as long as the child paying for it, then evicts them together", () => {
    const mempool = market();
    expect(names(trimToSize(mempool, limitFor(400)).removed)).toEqual(["R", "A", "D", "Q", "B"]);
    expect(mempool.has(id("P")) && mempool.has(id("C"))).toBe(true);
    const { removed, packages } = trimToSize(mempool, limitFor(0));
    expect(names(removed)).toEqual(["P", "C"]);
    expect(packages).toEqual([{ fee: 2_200, vsize: 400, count: 2 }]);
    expect(mempool.size).toBe(0);
  });

  it("re-ranks an ancestor whose descendants left with another package", () => {
    // C spends both X (6) and Y (1). Y's package (Y, C) goes first at 5.5; X then counts only
    // itself, 6, below the loner Z (7), though with C it had scored 8.
    const mempool = mempoolOf(entry("X", 6), entry("Y", 1), entry("C", 10, ["X", "Y"]), entry("Z", 7));
    expect(names(trimToSize(mempool, limitFor(200)).removed)).toEqual(["Y", "C", "X"]);
    expect(mempool.has(id("Z"))).toBe(true);
  });

  it("evicts the newer of two equal scores first", () => {
    const mempool = mempoolOf(entry("old", 3, [], 100), entry("new", 3, [], 200), entry("later", 3, [], 200));
    // Same second: the later arrival counts as newer.
    expect(names(trimToSize(mempool, limitFor(200)).removed)).toEqual(["later", "new"]);
  });
});

import { describe, expect, it } from "vitest";
import { MAX_RBF_TREES, RbfHistory } from "../../../../durable-objects/devnet/state/rbf-history.ts";
import type { MempoolEntry } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { sats, weightUnits } from "../../../../shared/types/units.ts";

const id = (n: number) => n.toString(16).padStart(64, "0");
const tx = (n: number, fee: number, signalsRbf = true): MempoolEntry => ({
  txid: id(n), wtxid: id(n), hex: "", fee: sats(fee), weight: weightUnits(800), size: 200, sigops: 4,
  inputs: [{ txid: id(1_000), vout: 0 }], outputs: [{ value: 10_000, script: "51" }], firstSeen: 100 + n, signalsRbf,
});

describe("RbfHistory", () => {
  it("builds a tree of replacements, newest at the root", () => {
    const history = new RbfHistory();
    history.recordReplacement(tx(2, 400), [tx(1, 200)], 200);
    history.recordReplacement(tx(3, 800), [tx(2, 400)], 300);
    const [tree] = history.latest();
    expect(tree!.tx.txid).toBe(id(3));
    expect(tree!.replaces[0]!.tx.txid).toBe(id(2));
    expect(tree!.replaces[0]!.replaces[0]!.tx.txid).toBe(id(1));
    expect(tree!.replaces[0]!.interval).toBe(100);
    expect(history.latest()).toHaveLength(1);
  });

  it("finds the tree and the direct replacements of any member", () => {
    const history = new RbfHistory();
    history.recordReplacement(tx(2, 400), [tx(1, 200)], 200);
    expect(history.treeOf(id(1)).replacements?.tx.txid).toBe(id(2));
    expect(history.treeOf(id(2)).replaces).toEqual([id(1)]);
    expect(history.treeOf(id(1)).replaces).toBeNull();
    expect(history.treeOf(id(9))).toEqual({ replacements: null, replaces: null });
  });

  it("lists the transactions that replaced others, those whose treeOf(txid).replaces is not null", () => {
    const history = new RbfHistory();
    history.recordReplacement(tx(2, 400), [tx(1, 200)], 200);
    history.recordReplacement(tx(3, 800), [tx(2, 400)], 300);
    history.recordReplacement(tx(5, 400), [tx(4, 200)], 400);
    expect(history.replacements().sort()).toEqual([id(2), id(3), id(5)]);
    expect(history.replacements().every((txid) => history.treeOf(txid).replaces !== null)).toBe(true);
  });

  it("marks full-RBF when a replaced transaction did not signal", () => {
    const history = new RbfHistory();
    history.recordReplacement(tx(2, 400), [tx(1, 200, false)], 200);
    expect(history.latest(true)).toHaveLength(1);
    expect(history.summary()[0]).toMatchObject({ txid: id(2), fullRbf: true, oldFee: 200, newFee: 400, mined: false });
  });

  it("remembers replaced transactions and marks mined trees", () => {
    const history = new RbfHistory();
    history.recordReplacement(tx(2, 400), [tx(1, 200)], 200);
    expect(history.replacedTx(id(1))?.fee).toBe(200);
    const before = history.version;
    history.markMined([id(2)]);
    expect(history.latest()[0]!.mined).toBe(true);
    expect(history.version).toBeGreaterThan(before);
  });

  it("keeps only the latest trees", () => {
    const history = new RbfHistory();
    for (let i = 0; i < MAX_RBF_TREES + 5; i++) history.recordReplacement(tx(10_000 + i, 400), [tx(20_000 + i, 200)], i);
    expect(history.latest()).toHaveLength(MAX_RBF_TREES);
    expect(history.treeOf(id(20_000)).replacements).toBeNull();
  });
});

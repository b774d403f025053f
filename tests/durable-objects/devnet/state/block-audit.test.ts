import { describe, expect, it } from "vitest";
import { auditBlock, FRESH_SECONDS, type AuditInput } from "../../../../durable-objects/devnet/state/block-audit.ts";
import type { MempoolEntry } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { sats, weightUnits } from "../../../../shared/types/units.ts";

const TIME = 1_000_000;
const id = (n: number) => n.toString(16).padStart(64, "0");
function tx(n: number, opts: { firstSeen?: number; weight?: number; fee?: number; sigops?: number; spends?: [number, number] } = {}): MempoolEntry {
  const weight = opts.weight ?? 800;
  return {
    txid: id(n),
    wtxid: id(n),
    hex: "",
    fee: sats(opts.fee ?? 2_000),
    weight: weightUnits(weight),
    size: weight / 4,
    sigops: opts.sigops ?? 4,
    inputs: [opts.spends ? { txid: id(opts.spends[0]), vout: opts.spends[1] } : { txid: id(10_000 + n), vout: 0 }],
    outputs: [{ value: 5_000, script: "51" }],
    firstSeen: opts.firstSeen ?? TIME - 3_600,
    signalsRbf: true,
  };
}
const expect0 = (entries: MempoolEntry[], rate = 10) => entries.map((entry) => ({ entry, rate }));
function audit(partial: Partial<AuditInput> & Pick<AuditInput, "expected" | "mined">) {
  return auditBlock({ height: 5, hash: id(99), timestamp: TIME, seen: new Set(), ...partial });
}

describe("auditBlock", () => {
  it("matches a block that mined exactly the template", () => {
    const txs = [tx(1), tx(2), tx(3)];
    const result = audit({ expected: expect0(txs), mined: txs });
    expect(result).toMatchObject({ missingTxs: [], addedTxs: [], matchRate: 100, similarity: 1, expectedFees: 6_000, expectedWeight: 2_400 });
    expect(result.template.map((t) => t.txid)).toEqual(txs.map((t) => t.txid));
  });

  it("calls a left-out transaction censored and lowers the match rate", () => {
    const txs = [tx(1), tx(2), tx(3), tx(4)];
    const result = audit({ expected: expect0(txs), mined: [txs[0]!, txs[1]!, txs[3]!] });
    expect(result.missingTxs).toEqual([id(3)]);
    expect(result.matchRate).toBe(75);
    expect(result.similarity).toBe(0.75);
  });

  it.each([
    ["fresh", "freshTxs", tx(1, { firstSeen: TIME - FRESH_SECONDS + 1 }), undefined],
    ["fresh CPFP (a child came just now)", "freshTxs", tx(1), TIME - 10],
    ["sigop-heavy", "sigopTxs", tx(1, { sigops: 400 }), undefined],
  ] as const)("excuses a %s transaction", (_, list, left, childFirstSeen) => {
    const result = audit({ expected: [{ entry: left, rate: 10, ...(childFirstSeen ? { childFirstSeen } : {}) }, { entry: tx(2), rate: 10 }], mined: [tx(2)] });
    expect(result[list]).toEqual([left.txid]);
    expect(result.missingTxs).toEqual([]);
  });

  it("excuses a transaction the block's own transactions conflict with (replaced)", () => {
    const replaced = tx(1, { spends: [500, 0] });
    const replacement = tx(2, { spends: [500, 0] });
    const result = audit({ expected: expect0([replaced]), mined: [replacement], seen: new Set([replacement.txid]) });
    expect(result.fullrbfTxs).toEqual([replaced.txid]);
    expect(result.addedTxs).toEqual([replacement.txid]);
  });

  it("does not hold a cheap transaction against the pool", () => {
    const result = audit({ expected: [{ entry: tx(1), rate: 0.5 }], mined: [] });
    expect(result.missingTxs).toEqual([]);
  });

  it("tells added (seen by us) from unseen transactions", () => {
    const result = audit({ expected: [], mined: [tx(7), tx(8)], seen: new Set([id(7)]) });
    expect(result.addedTxs).toEqual([id(7)]);
    expect(result.unseenTxs).toEqual([id(8)]);
  });

  it("treats the last template transactions pushed out by unexpected ones as marginal, not censored", () => {
    const txs = [tx(1), tx(2), tx(3), tx(4)];
    const intruder = tx(9, { weight: 800 });
    const result = audit({ expected: expect0(txs), mined: [txs[0]!, txs[1]!, intruder] });
    // 3 and 4 are missing; the intruder's 800 WU covers the last one only.
    expect(result.missingTxs).toEqual([id(3)]);
    expect(result.unseenTxs).toEqual([id(9)]);
  });

  it("marks mined transactions the pool's accelerations applied to as accelerated, in the list and the template", () => {
    const txs = [tx(1), tx(2), tx(3)];
    const result = audit({ expected: expect0(txs), mined: [txs[0]!, txs[1]!], accelerated: new Set([id(2), id(3)]) });
    // id(3) was accelerated but not mined: it is not an accelerated transaction of this block.
    expect(result.acceleratedTxs).toEqual([id(2)]);
    expect(result.template.map((t) => t.acc)).toEqual([undefined, true, true]);
    expect(audit({ expected: expect0(txs), mined: txs }).acceleratedTxs).toEqual([]);
  });

  it("excuses a left-out sigop-heavy transaction as high sigop count even when it is also fresh", () => {
    // 600 sigop cost: 3,000 vB' for a 200 vB transaction.
    const heavy = tx(1, { sigops: 600, firstSeen: TIME - 10 });
    const result = audit({ expected: expect0([heavy, tx(2)]), mined: [tx(2)] });
    expect(result.sigopTxs).toEqual([heavy.txid]);
    expect(result.freshTxs).toEqual([]);
  });
});

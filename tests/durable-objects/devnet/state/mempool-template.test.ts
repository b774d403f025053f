import { describe, expect, it } from "vitest";
import { Mempool, type MempoolEntry } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { cachedEntryCount, HAS_MEMPOOL_CHILDREN, HAS_MEMPOOL_PARENTS, templateOf } from "../../../../durable-objects/devnet/state/mempool-template.ts";
import type { Acceleration } from "../../../../shared/types/acceleration.ts";
import { sats, weightUnits } from "../../../../shared/types/units.ts";

const id = (n: number) => n.toString(16).padStart(64, "0");
/** 100,000 vB each: a projected block holds nine of them. */
const WEIGHT = 400_000;

function entry(n: number, fee: number, parent?: number): MempoolEntry {
  return {
    txid: id(n),
    wtxid: id(n),
    hex: "",
    fee: sats(fee),
    weight: weightUnits(WEIGHT),
    size: WEIGHT / 4,
    sigops: 4,
    inputs: [{ txid: parent === undefined ? id(10_000 + n) : id(parent), vout: 0 }],
    outputs: [{ value: 1_000, script: "51" }],
    firstSeen: 1_700_000_000,
    signalsRbf: true,
  };
}

// Twenty transactions paying 20…39 sat/vB fill two blocks; a 1 sat/vB one and its child wait behind them.
const mempool = new Mempool();
for (let n = 1; n <= 20; n++) mempool.add(entry(n, (19 + n) * 100_000));
const cheap = entry(100, 100_000);
const cheapChild = entry(101, 100_000, 100);
mempool.add(cheap);
mempool.add(cheapChild);

const PARTNERS = [1, 3];
const acceleration: Acceleration = { txid: cheapChild.txid, added: 1_700_000_500, effectiveVsize: 200_000, effectiveFee: 200_000, feeDelta: 20_000_000, pools: PARTNERS };
const accelerations = [acceleration];

const positionIn = (template: ReturnType<typeof templateOf>, txid: string) => template.projected.positionOf(template.uidOf.get(txid)!)!;

describe("templateOf with accelerations", () => {
  it("lets a partner pool mine the accelerated package first, but not a pool outside the accelerator", () => {
    const plain = templateOf(mempool);
    expect(positionIn(plain, cheapChild.txid).block).toBe(2);

    const partner = templateOf(mempool, { accelerations, poolId: 3 });
    // (200,000 + 20,000,000) sats over 200,000 vB: 101 sat/vB, the best package of the mempool.
    expect(partner.templates.blocks[0]!.slice(0, 2)).toEqual([partner.uidOf.get(cheap.txid), partner.uidOf.get(cheapChild.txid)]);
    expect(positionIn(partner, cheapChild.txid)).toEqual({ block: 0, vsize: 150_000 });

    const outsider = templateOf(mempool, { accelerations, poolId: 2 });
    expect(positionIn(outsider, cheapChild.txid)).toEqual(positionIn(plain, cheapChild.txid));
    expect(outsider.accelerated.size).toBe(0);
  });

  it("applies every acceleration in the public projection and marks the transaction and the ancestor it pulls along", () => {
    const projected = templateOf(mempool, { accelerations });
    expect(positionIn(projected, cheapChild.txid).block).toBe(0);
    const fields = { accelerated: true, acceleratedBy: PARTNERS, acceleratedAt: 1_700_000_500, feeDelta: 20_000_000 };
    expect(projected.accelerated.get(cheapChild.txid)).toEqual(fields);
    expect(projected.accelerated.get(cheap.txid)).toEqual(fields);
    expect(projected.accelerated.has(id(1))).toBe(false);
  });

  it("reports what transactions pay, counting the fee delta only in their rank and effective rate", () => {
    const plain = templateOf(mempool);
    const projected = templateOf(mempool, { accelerations });
    const listed = projected.projected.blocks[0]!.transactions.find((tx) => tx.uid === projected.uidOf.get(cheapChild.txid))!;
    expect(listed.fee).toBe(100_000);
    expect(listed.effectiveFeePerVsize).toBeCloseTo(101, 6);
    const total = (t: ReturnType<typeof templateOf>) => t.projected.blocks.reduce((sum, block) => sum + block.summary.totalFees, 0);
    expect(total(projected)).toBe(total(plain));
  });

  it("ignores an acceleration of a transaction no longer in the mempool", () => {
    const gone: Acceleration = { ...acceleration, txid: id(999) };
    expect(templateOf(mempool, { accelerations: [gone] }).accelerated.size).toBe(0);
  });

  it("reads the mempool's own uids: after transactions leave and others take their uids, it projects what a fresh mempool of the same transactions projects", () => {
    const churned = new Mempool();
    for (let n = 1; n <= 20; n++) churned.add(entry(n, (19 + n) * 100_000));
    templateOf(churned);
    churned.removeWithDescendants([id(3), id(7)]);
    churned.add(cheap);
    churned.add(cheapChild);
    const fresh = new Mempool();
    for (const tx of churned.entries()) fresh.add(tx);
    const byTxid = (template: ReturnType<typeof templateOf>) =>
      template.entries.map((tx) => [tx.txid, positionIn(template, tx.txid), template.templates.effectiveRateOf(template.uidOf.get(tx.txid)!)]);
    const churnedTemplate = templateOf(churned);
    expect(churnedTemplate.uidOf.get(cheap.txid)).not.toBe(fresh.uidOf(cheap.txid));
    expect(byTxid(churnedTemplate)).toEqual(byTxid(templateOf(fresh)));
    expect(churnedTemplate.byUid[churnedTemplate.uidOf.get(cheapChild.txid)!]).toBe(cheapChild);
  });

  it("marks who has waiting parents and children, and forgets a uid whose transaction left since", () => {
    const template = templateOf(mempool);
    const family = (txid: string) => template.family[template.uidOf.get(txid)!];
    expect([family(cheap.txid), family(cheapChild.txid), family(id(1))]).toEqual([HAS_MEMPOOL_CHILDREN, HAS_MEMPOOL_PARENTS, 0]);
    const later = new Mempool();
    later.add(entry(1, 100_000));
    const stale = templateOf(later);
    later.removeWithDescendants([id(1)]);
    later.add(entry(2, 100_000));
    expect([stale.uidOf.get(id(1)), stale.uidOf.get(id(2))]).toEqual([undefined, undefined]);
  });
});

describe("templateOf's cache of builder inputs", () => {
  it("keeps no transaction that has left the mempool, even when no newcomer takes its uid", () => {
    const draining = new Mempool();
    for (let n = 1; n <= 30; n++) draining.add(entry(n, n * 100_000));
    templateOf(draining);
    expect(cachedEntryCount(draining)).toBe(30);

    draining.removeWithDescendants(Array.from({ length: 29 }, (_, k) => id(k + 1)));
    const template = templateOf(draining);
    expect(cachedEntryCount(draining)).toBe(1);
    expect(template.entries.map((tx) => tx.txid)).toEqual([id(30)]);
  });
});

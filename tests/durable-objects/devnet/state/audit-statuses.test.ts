import { describe, expect, it } from "vitest";
import { blockBoostRate } from "../../../../shared/rules/bid-boost.ts";
import { poolById } from "../../../../durable-objects/devnet/chain/pools.ts";
import type { BlockAudit } from "../../../../durable-objects/devnet/state/block-audit.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import { isSigopHeavy } from "../../../../durable-objects/devnet/template/template-limits.ts";

const NOW = 1_763_700_000;
/** Light traffic keeps half an hour quick; accelerations every half minute or so. */
const SETTINGS = { ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "audit-statuses", txPerSecond: 1, accelerationsPerHour: 120 };

const network = DevnetNetwork.seed(SETTINGS, NOW);
const events = network.advanceTo(NOW + 1_800);
const audits: BlockAudit[] = events.flatMap((e) => (e.type === "block" ? [network.auditOf(e.block.height)!] : []));
const poolOfHeight = (height: number) => poolById(network.chain.blockAt(height)!.poolId)!;
/** A block's transactions after the coinbase as the bid-boost rule reads them: accelerated, those charged at that height. */
const boostTxsOf = (height: number) => {
  const accelerated = new Set(network.accelerations.minedAt(height).map((mined) => mined.txid));
  return network.chain.blockAt(height)!.txids.slice(1).map((txid) => {
    const tx = network.chain.tx(txid)!;
    return { vsize: tx.weight / 4, fee: tx.fee, accelerated: accelerated.has(txid) };
  });
};

describe("audit statuses on a live devnet", { timeout: 30_000 }, () => {
  it("has users accelerate, and partner pools mine accelerated transactions (audit: accelerated)", () => {
    expect(events.some((e) => e.type === "acceleration")).toBe(true);
    const accelerated = audits.filter((audit) => audit.acceleratedTxs.length > 0);
    expect(accelerated.length).toBeGreaterThan(0);
    for (const audit of accelerated) {
      expect(poolOfHeight(audit.height).acceleratorPartner).toBe(true);
      const mined = new Set(network.chain.blockAt(audit.height)!.txids);
      for (const txid of audit.acceleratedTxs) expect(mined.has(txid)).toBe(true);
    }
  });

  it("leaves sigop-heavy transactions out now and then (audit: high sigop count)", () => {
    const sigop = audits.flatMap((audit) => audit.sigopTxs.map((txid) => ({ audit, txid })));
    expect(sigop.length).toBeGreaterThan(0);
    for (const { audit, txid } of sigop) expect(network.chain.blockAt(audit.height)!.txids).not.toContain(txid);
    // One left out may since have been replaced and forgotten; the rest are still known, mined or waiting.
    const known = sigop.flatMap(({ txid }) => network.chain.tx(txid) ?? []);
    expect(known.length).toBeGreaterThan(0);
    for (const tx of known) expect(isSigopHeavy(tx.weight, tx.sigops)).toBe(true);
    for (const { txid } of sigop) if (!network.chain.tx(txid)) expect(network.mempool.has(txid)).toBe(false);
  });

  it("ends an acceleration when its transaction confirms, remembering it as mined only for a partner pool", () => {
    for (const acceleration of network.accelerations.active) {
      expect(network.mempool.has(acceleration.txid)).toBe(true);
    }
    expect(network.accelerations.mined.length).toBeGreaterThan(0);
    for (const mined of network.accelerations.mined) {
      const block = network.chain.blockAt(mined.height)!;
      expect(block.txids).toContain(mined.txid);
      expect(block.poolId).toBe(mined.poolId);
      expect(poolById(mined.poolId)!.acceleratorPartner).toBe(true);
      // Charged by the bid-boost rule at the block's one rate, as the accelerator service charges.
      const rate = blockBoostRate(boostTxsOf(mined.height), block.weight);
      expect(mined.boostCost).toBeGreaterThanOrEqual(0);
      if (Number.isFinite(rate)) {
        expect(mined.boostRate).toBe(rate);
        expect(mined.boostCost).toBeLessThanOrEqual(Math.max(0, Math.ceil(mined.effectiveVsize * rate) - mined.effectiveFee));
      } else {
        expect(mined.boostCost).toBeGreaterThan(0);
        expect(mined.boostRate).toBeCloseTo((mined.effectiveFee + mined.boostCost) / mined.effectiveVsize, 10);
      }
    }
  });
});

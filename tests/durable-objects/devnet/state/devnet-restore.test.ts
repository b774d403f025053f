import { describe, expect, it } from "vitest";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import { JournalCopy } from "../../../support/journal-copy.ts";

const NOW = 1_763_700_000;
/** Accelerations every minute or so, so a few are waiting and a few mined when the store is read back. */
const SETTINGS = { ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "restore-test", accelerationsPerHour: 60 };

function fingerprint(network: DevnetNetwork) {
  return {
    tip: network.chain.tip?.hash,
    height: network.chain.tipHeight,
    mempool: [...network.mempool.entries()].map((e) => e.txid).sort(),
    wallet: network.wallet.size,
    now: network.now,
    accelerations: network.accelerations.active,
    minedAccelerations: network.accelerations.mined,
  };
}

describe("restoring a stored devnet", { timeout: 60_000 }, () => {
  it("comes back with the same chain, mempool, wallet and clock, and keeps going", () => {
    const original = DevnetNetwork.seed(SETTINGS, NOW);
    original.advanceTo(NOW + 300);
    const store = new JournalCopy();
    store.apply(original.takeChanges());
    const accelerations = { active: store.accelerations.values(), mined: store.minedAccelerations };
    const restored = DevnetNetwork.restore(SETTINGS, original.meta(), store.txs.values(), store.blocks, store.mempool.values(), store.samples, accelerations);
    expect(original.accelerations.active.length + original.accelerations.mined.length).toBeGreaterThan(0);
    expect(fingerprint(restored)).toEqual(fingerprint(original));
    expect(restored.samples).toEqual(original.samples);

    // The wallet's coins come back in another order, so the continuation is valid but not identical.
    const events = restored.advanceTo(NOW + 600);
    expect(events.some((e) => e.type === "block")).toBe(true);
    expect(events.filter((e) => e.type === "transaction").length).toBeGreaterThan(300);
  });

  it("stores only what it must: forgotten replacements leave no transaction behind", () => {
    const network = DevnetNetwork.seed(SETTINGS, NOW);
    network.advanceTo(NOW + 600);
    const store = new JournalCopy();
    store.apply(network.takeChanges());
    for (const txid of store.txs.keys()) {
      expect(network.chain.tx(txid)).toBeDefined();
    }
    expect(store.mempool.size).toBe(network.mempool.size);
    expect(store.blocks.length).toBe(network.chain.blockCount);
  });
});

import { describe, expect, it } from "vitest";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { DEFAULT_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import type { BlockRecord } from "../../../../durable-objects/devnet/state/chain-state.ts";
import type { StatisticsSample } from "../../../../durable-objects/devnet/state/statistics.ts";
import type { DevnetChange, StoredMempoolEntry, StoredTx } from "../../../../durable-objects/devnet/state/devnet-journal.ts";
import type { MinedAcceleration } from "../../../../durable-objects/devnet/state/accelerations.ts";
import type { Acceleration } from "../../../../shared/types/acceleration.ts";

const NOW = 1_763_700_000;
/** Accelerations every minute or so, so a few are waiting and a few mined when the store is read back. */
const SETTINGS = { ...DEFAULT_DEVNET_SETTINGS, historyDays: 1, seed: "restore-test", accelerationsPerHour: 60 };

/** The simplest store: what the SQLite store keeps, in maps that keep insertion order. */
class MemoryStore {
  readonly txs = new Map<string, StoredTx>();
  readonly blocks: BlockRecord[] = [];
  readonly mempool = new Map<string, StoredMempoolEntry>();
  readonly samples: StatisticsSample[] = [];
  readonly accelerations = new Map<string, Acceleration>();
  readonly minedAccelerations: MinedAcceleration[] = [];
  apply(changes: readonly DevnetChange[]): void {
    for (const change of changes) {
      if (change.op === "tx") this.txs.set(change.tx.txid, change.tx);
      else if (change.op === "forget") this.txs.delete(change.txid);
      else if (change.op === "block") this.blocks.push(change.block);
      else if (change.op === "mempool-add") this.mempool.set(change.entry.txid, change.entry);
      else if (change.op === "mempool-remove") this.mempool.delete(change.txid);
      else if (change.op === "acceleration") this.accelerations.set(change.acceleration.txid, change.acceleration);
      else if (change.op === "acceleration-end") this.accelerations.delete(change.txid);
      else if (change.op === "acceleration-mined") this.minedAccelerations.push(change.mined);
      else this.samples.push(change.sample);
    }
  }
}

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
    const store = new MemoryStore();
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
    const store = new MemoryStore();
    store.apply(network.takeChanges());
    for (const txid of store.txs.keys()) {
      expect(network.chain.tx(txid)).toBeDefined();
    }
    expect(store.mempool.size).toBe(network.mempool.size);
    expect(store.blocks.length).toBe(network.chain.blockCount);
  });
});

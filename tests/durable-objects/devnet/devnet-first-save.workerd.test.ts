import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DevnetStore } from "../../../durable-objects/devnet/devnet-store.ts";
import { DevnetNetwork } from "../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../durable-objects/devnet/state/devnet-settings.ts";

// A first save written in slices (devnet-store.ts): nothing whole until the last one, a store
// found half-written starts over, and audits stay answered meanwhile.
const SETTINGS = { ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "first-save" };
const NOW = 1_790_000_000;

describe("the devnet store's first save", () => {
  it("is written a slice at a time, whole only after the last", async () => {
    const stub = env.DEVNET.get(env.DEVNET.idFromName("first-save-slices"));
    const seen = await runInDurableObject(stub, (_, state) => {
      const { sql } = state.storage;
      const transaction = <T>(run: () => T) => state.storage.transactionSync(run);
      const network = DevnetNetwork.seed(SETTINGS, NOW);
      const tip = network.chain.tipHeight;
      const store = new DevnetStore(sql, transaction);
      const clockRows = () => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM meta WHERE key = 'clock'").one().n;
      const txRows = () => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM txs").one().n;

      const slices: { done: boolean; whole: boolean; clock: number; txs: number }[] = [];
      let done = false;
      while (!done && slices.length < 10_000) {
        done = store.save(network, 500);
        slices.push({ done, whole: store.whole, clock: clockRows(), txs: txRows() });
      }
      const halfway = slices[Math.floor(slices.length / 2)]!;

      const auditAtTheEnd = store.auditAt(tip - 100);
      // Another network half-written, then found by the store of an object that woke up.
      store.wipe();
      const other = DevnetNetwork.seed({ ...SETTINGS, seed: "first-save-other" }, NOW);
      const again = new DevnetStore(sql, transaction);
      again.save(other, 500);
      const auditMeanwhile = again.auditAt(other.chain.tipHeight - 100);
      const woken = new DevnetStore(sql, transaction);
      const loaded = woken.load(other.settings);
      return {
        slices: slices.length,
        last: slices.at(-1),
        halfway,
        auditAtTheEnd,
        tip,
        otherTip: other.chain.tipHeight,
        auditMeanwhile,
        againWhole: again.whole,
        loaded,
        afterLoad: { clock: clockRows(), txs: txRows(), wholeStore: new DevnetStore(sql, transaction).whole },
      };
    });

    expect(seen.slices).toBeGreaterThan(3);
    expect(seen.halfway).toMatchObject({ done: false, whole: false, clock: 0 });
    expect(seen.halfway.txs).toBeGreaterThan(0);
    expect(seen.last).toMatchObject({ done: true, whole: true, clock: 1 });
    // Older than the audits a network keeps in memory: from storage, or from the unwritten slices.
    expect(seen.auditAtTheEnd?.height).toBe(seen.tip - 100);
    expect(seen.auditMeanwhile?.height).toBe(seen.otherTip - 100);
    expect(seen.againWhole).toBe(false);
    expect(seen.loaded).toBeNull();
    expect(seen.afterLoad).toEqual({ clock: 0, txs: 0, wholeStore: false });
  });
});

import { SELF, env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../durable-objects/devnet/api/devnet-api.ts";
import { DevnetStore } from "../../../durable-objects/devnet/devnet-store.ts";
import { HOT_BLOCKS } from "../../../durable-objects/devnet/state/chain-state.ts";
import type { StoredTx } from "../../../durable-objects/devnet/state/devnet-journal.ts";
import { FAST_DEVNET_SETTINGS, type DevnetSettings } from "../../../durable-objects/devnet/state/devnet-settings.ts";
import { NetworkViews } from "../../../durable-objects/devnet/views/devnet-views.ts";

// The suite's one restart of the object is in devnet-object.workerd.test.ts (see settled-sample.ts);
// here the store's wake-up runs inside the live object, on its real SQLite.
const NETWORK = "testnet";
const text = async (path: string) => {
  const response = await SELF.fetch(`http://explorer.test/${NETWORK}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe("the devnet store's settled part", () => {
  it("wakes a network holding only the hot transactions, and answers for old ones from SQLite", async () => {
    const tip = Number(await text("/api/blocks/tip/height"));
    const height = tip - HOT_BLOCKS - 20;
    const hash = await text(`/api/block-height/${height}`);
    const txid = (JSON.parse(await text(`/api/block/${hash}/txids`)) as string[]).at(-1)!;
    const paths = [`/api/tx/${txid}`, `/api/tx/${txid}/status`, `/api/tx/${txid}/merkle-proof`, `/api/block/${hash}/txs`];
    const live = await Promise.all(paths.map(text));

    const stub = env.DEVNET.get(env.DEVNET.idFromName(NETWORK));
    const woken = await runInDurableObject(stub, async (_, state) => {
      const { sql } = state.storage;
      // The settings the object stored, so loading never mistakes them for changed ones (which wipes).
      const settings = JSON.parse(sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'settings'").one().value) as DevnetSettings;
      const network = new DevnetStore(sql, (run) => state.storage.transactionSync(run)).load(settings)!;
      const storedTip = sql.exec<{ tip: number }>("SELECT MAX(height) AS tip FROM blocks").one().tip;
      const hotRows = sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM txs WHERE height IS NULL OR height > ?", storedTip - HOT_BLOCKS).one().n;
      const allRows = sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM txs").one().n;
      const stored = JSON.parse(sql.exec<{ body: string }>("SELECT body FROM txs WHERE txid = ?", txid).one().body) as StoredTx;
      const app = createDevnetApi(() => network, { views: new NetworkViews(NETWORK) });
      const answers = await Promise.all(paths.map(async (path) => (await app.request(path)).text()));
      return { hot: network.chain.hotTxCount, hotRows, allRows, isHot: network.chain.isHot(txid), record: network.chain.tx(txid), stored, answers };
    });

    expect(woken.hot).toBe(woken.hotRows);
    expect(woken.allRows).toBeGreaterThan(woken.hotRows);
    expect(woken.isHot).toBe(false);
    const { owners: _, ...record } = woken.stored;
    expect(woken.record).toEqual(record);
    expect(woken.answers).toEqual(live);
  });

  it("starts over when storage holds a layout from before the settled indexes", async () => {
    const stub = env.DEVNET.get(env.DEVNET.idFromName("older-layout"));
    const after = await runInDurableObject(stub, (_, state) => {
      const { sql } = state.storage;
      sql.exec("DROP TABLE txs");
      sql.exec("CREATE TABLE txs (seq INTEGER PRIMARY KEY AUTOINCREMENT, txid TEXT NOT NULL UNIQUE, body TEXT NOT NULL)");
      sql.exec("INSERT INTO txs (txid, body) VALUES ('00', '{}')");
      sql.exec("DELETE FROM meta");
      sql.exec("INSERT INTO meta (key, value) VALUES ('settings', ?), ('clock', '{}')", JSON.stringify(FAST_DEVNET_SETTINGS));

      const store = new DevnetStore(sql, (run) => state.storage.transactionSync(run));
      return {
        loaded: store.load(FAST_DEVNET_SETTINGS),
        // Fails to run, rather than counting 0, if the old table had survived without the column.
        txs: sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM txs WHERE height IS NULL").one().n,
        meta: sql.exec<{ key: string }>("SELECT key FROM meta").toArray().map((row) => row.key),
      };
    });
    expect(after).toEqual({ loaded: null, txs: 0, meta: ["format"] });
  });
});

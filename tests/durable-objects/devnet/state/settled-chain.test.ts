import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { HOT_BLOCKS } from "../../../../durable-objects/devnet/state/chain-state.ts";
import { txCountOf } from "../../../../durable-objects/devnet/state/block-record.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import { MemorySettledStore } from "../../../../durable-objects/devnet/state/memory-settled-store.ts";
import { scriptAddress } from "../../../../durable-objects/devnet/tx/output-script.ts";
import type { OwnedCoin } from "../../../../durable-objects/devnet/sim/wallet.ts";
import { hex } from "@scure/base";
import { harnessFor, type ApiHarness } from "../api/api-harness.ts";
import { JournalCopy } from "../../../support/journal-copy.ts";

const NOW = 1_763_700_000;
const SETTINGS = { ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "settled-test" };
/** Saved once a simulated minute, as a watched object saves at least; long enough for live blocks to settle. */
const LIVE_MINUTES = HOT_BLOCKS + 8;

const store = new MemorySettledStore();
const journal = new JournalCopy();
const save = (network: DevnetNetwork) => {
  const changes = network.takeChanges();
  journal.apply(changes);
  store.record(changes, network);
  network.settleInto(store);
};

// The same seed twice: one network keeps everything in memory, the other settles into the store.
const plain = DevnetNetwork.seed(SETTINGS, NOW);
const settled = DevnetNetwork.seed(SETTINGS, NOW);
save(settled);
const seededTip = settled.chain.tipHeight;
for (let minute = 1; minute <= LIVE_MINUTES; minute++) {
  plain.advanceTo(NOW + minute * 60);
  settled.advanceTo(NOW + minute * 60);
  plain.takeChanges();
  save(settled);
}
const { chain } = settled;
const hotFrom = chain.tipHeight - HOT_BLOCKS + 1;
const deepHeight = chain.firstHeight + 60;
/** An old transaction with inputs and outputs, its block long settled. */
const oldTxid = chain.blockAt(deepHeight)!.txids.at(-1)!;
const oldAddress = plain.chain
  .tx(oldTxid)!
  .outputs.map((output) => scriptAddress(hex.decode(output.script), "mainnet"))
  .find((address) => address !== undefined)!;

const apiOf = (network: DevnetNetwork): ApiHarness => harnessFor(network, createDevnetApi(() => network));
const plainApi = apiOf(plain);

/** Answers that read settled transactions: the old transaction, its address, its block, totals over blocks. */
async function answers(api: ApiHarness): Promise<Record<string, string>> {
  const block = chain.blockAt(deepHeight)!;
  const paths = [
    `/api/tx/${oldTxid}`,
    `/api/tx/${oldTxid}/status`,
    `/api/tx/${oldTxid}/outspends`,
    `/api/tx/${oldTxid}/merkle-proof`,
    `/api/address/${oldAddress}`,
    `/api/address/${oldAddress}/txs`,
    `/api/address/${oldAddress}/utxo`,
    `/api/block/${block.hash}/txs`,
    `/api/v1/block/${block.hash}`,
    `/api/v1/block/${block.hash}/summary`,
    "/api/v1/mining/reward-stats/144",
    "/api/v1/mining/blocks/fees/24h",
    "/api/v1/mining/blocks/rewards/24h",
  ];
  const result: Record<string, string> = {};
  for (const path of paths) result[path] = await api.text(path);
  return result;
}

const byOutpoint = (coins: readonly OwnedCoin[]) => [...coins].sort((a, b) => a.txid.localeCompare(b.txid) || a.vout - b.vout);

describe("a chain that settles into storage", { timeout: 120_000 }, () => {
  it("keeps only the mempool's and the last HOT_BLOCKS blocks' transactions in memory", () => {
    expect(chain.tipHeight - seededTip).toBeGreaterThan(HOT_BLOCKS);
    let hotInBlocks = 0;
    for (let height = chain.firstHeight; height <= chain.tipHeight; height++) {
      const txids = chain.blockAt(height)!.txids;
      const hot = txids.filter((txid) => chain.isHot(txid)).length;
      expect(hot, `block ${height}`).toBe(height >= hotFrom ? txids.length : 0);
      hotInBlocks += hot;
    }
    expect(chain.hotTxCount).toBe(hotInBlocks + settled.mempool.size);
    expect(plain.chain.hotTxCount).toBeGreaterThan(chain.hotTxCount);
  });

  it("keeps a settled block's txids in storage only, reading them back when asked for", () => {
    const deep = chain.blockAt(deepHeight)!;
    const kept = plain.chain.blockAt(deepHeight)!;
    const readsBefore = store.blockReads;
    expect(txCountOf(deep)).toBe(kept.txids.length);
    expect(store.blockReads).toBe(readsBefore);
    expect(deep.txids).toEqual(kept.txids);
    expect(chain.blockByHash(deep.hash)!.txids).toEqual(kept.txids);
    expect(store.blockReads).toBe(readsBefore + 1);
    expect(JSON.parse(JSON.stringify(deep))).toEqual(JSON.parse(JSON.stringify(kept)));
    // The hot blocks keep theirs in memory.
    expect(chain.tip!.txids).toEqual(plain.chain.tip!.txids);
    expect(store.blockReads).toBe(readsBefore + 1);
  });

  it("reads settled transactions back unchanged, with their places, spends and totals", () => {
    const readsBefore = store.reads;
    for (let height = chain.firstHeight; height < hotFrom; height += 7) {
      const block = chain.blockAt(height)!;
      expect(chain.totalsOf(block)).toEqual(plain.chain.totalsOf(block));
      for (const txid of block.txids) {
        const record = chain.tx(txid)!;
        expect(record).toEqual(plain.chain.tx(txid));
        expect(chain.placeOf(txid)).toEqual(plain.chain.placeOf(txid));
        record.outputs.forEach((_, vout) => expect(chain.spendOf({ txid, vout })).toEqual(plain.chain.spendOf({ txid, vout })));
        for (const output of record.outputs) expect([...chain.scriptHistory(output.script)].sort()).toEqual([...plain.chain.scriptHistory(output.script)].sort());
      }
    }
    expect(store.reads).toBeGreaterThan(readsBefore);
  });

  it("behaves exactly as the chain that keeps everything: same blocks, mempool and wallet", () => {
    expect(chain.tip!.hash).toBe(plain.chain.tip!.hash);
    expect([...settled.mempool.entries()].map((e) => e.txid)).toEqual([...plain.mempool.entries()].map((e) => e.txid));
    expect(settled.wallet.all()).toEqual(plain.wallet.all());
  });

  it("serves the Esplora and backend views of an old transaction, address and block unchanged", async () => {
    expect(chain.isHot(oldTxid)).toBe(false);
    expect(await answers(apiOf(settled))).toEqual(await answers(plainApi));
  });

  it("wakes up with the hot part only, its wallet from storage, and the same answers", async () => {
    const tip = chain.tipHeight;
    const hotTxs = [...journal.txs.values()].filter((tx) => {
      const place = store.placeOf(tx.txid);
      return !place || place.height > tip - HOT_BLOCKS;
    });
    const accelerations = { active: journal.accelerations.values(), mined: journal.minedAccelerations };
    const restored = DevnetNetwork.restore(SETTINGS, settled.meta(), hotTxs, journal.blocks, journal.mempool.values(), journal.samples, accelerations, store);

    expect(hotTxs.length).toBe(chain.hotTxCount);
    expect(journal.txs.size - hotTxs.length).toBeGreaterThan(1_000);
    expect(restored.chain.hotTxCount).toBe(chain.hotTxCount);
    expect(restored.chain.tip!.hash).toBe(chain.tip!.hash);
    expect([...restored.mempool.entries()].map((e) => e.txid)).toEqual([...settled.mempool.entries()].map((e) => e.txid));
    expect(byOutpoint(restored.wallet.all())).toEqual(byOutpoint(settled.wallet.all()));
    expect(await answers(apiOf(restored))).toEqual(await answers(plainApi));

    const events = restored.advanceTo(settled.now + 180);
    expect(events.some((e) => e.type === "block")).toBe(true);
    expect(events.filter((e) => e.type === "transaction").length).toBeGreaterThan(100);
  });
});

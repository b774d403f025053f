import { describe, expect, it } from "vitest";
import { DevnetNetwork, type DevnetEvent } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import { TransactionRejectedError } from "../../../../durable-objects/devnet/mempool/acceptance.ts";
import type { MempoolEntry } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { mempoolUsage } from "../../../../durable-objects/devnet/mempool/mempool-usage.ts";
import { NO_ROLLING_FEE, ROLLING_FEE_HALFLIFE_SECONDS } from "../../../../durable-objects/devnet/mempool/rolling-minimum-fee.ts";
import { buildTransaction } from "../../../../durable-objects/devnet/tx/build-transaction.ts";
import { DevnetViews } from "../../../../durable-objects/devnet/views/devnet-views.ts";
import type { MempoolInfo } from "../../../../shared/types/mempool.ts";
import { JournalCopy } from "../../../support/journal-copy.ts";

const NOW = 1_763_700_000;
/** 0.1 MB holds about 20,000 vB, a fifth of what the fast profile's minute of traffic brings. */
const SETTINGS = { ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "purge-test", maxMempoolMb: 0.1, accelerationsPerHour: 120 };
const STEP_SECONDS = 10;
const RUN_SECONDS = 300;

const network = DevnetNetwork.seed(SETTINGS, NOW);
const views = new DevnetViews(network, "mainnet");
const steps: { usage: number; info: MempoolInfo }[] = [];
const events: DevnetEvent[] = [];
for (let t = NOW + STEP_SECONDS; t <= NOW + RUN_SECONDS; t += STEP_SECONDS) {
  events.push(...network.advanceTo(t));
  steps.push({ usage: mempoolUsage(network.mempool.bytes), info: views.mempoolInfo() });
}
/** What the trims took: every arrival's evictions that spent no input of the arrival (those were replaced). */
const trimmed: MempoolEntry[] = events.flatMap((event) => {
  if (event.type !== "transaction") return [];
  const spends = new Set(event.entry.inputs.map((input) => `${input.txid}:${input.vout}`));
  return event.replaced.filter((tx) => !tx.inputs.some((input) => spends.has(`${input.txid}:${input.vout}`)));
});

function fingerprint(of: DevnetNetwork) {
  return {
    mempool: [...of.mempool.entries()].map((e) => e.txid).sort(),
    wallet: of.wallet.all().map((coin) => `${coin.txid}:${coin.vout}`).sort(),
    accelerations: of.accelerations.active,
    rollingFee: of.mempoolLimit.rollingFee,
  };
}

/** The run as stored: its journal and its meta. */
const store = new JournalCopy();
store.apply(network.takeChanges());
const meta = network.meta();

function restored(settings = SETTINGS, from = meta): DevnetNetwork {
  return DevnetNetwork.restore(settings, from, store.txs.values(), store.blocks, store.mempool.values(), store.samples, {
    active: store.accelerations.values(),
    mined: store.minedAccelerations,
  });
}

describe("a devnet whose mempool outgrows -maxmempool", { timeout: 60_000 }, () => {
  it("never uses more than its limit after a step, and reports the limit and a floor above the relay minimum", () => {
    expect(trimmed.length).toBeGreaterThan(100);
    for (const { usage, info } of steps) {
      expect(usage).toBeLessThanOrEqual(100_000);
      expect(info.usage).toBe(usage);
      expect(info.maxmempool).toBe(100_000);
    }
    // From the first trim on, the floor stays above the relay minimum: blocks come, but the mempool
    // stays full, so it decays at the slowest pace and trims raise it again.
    const purging = steps.findIndex(({ info }) => info.mempoolminfee > info.minrelaytxfee);
    expect(purging).toBeGreaterThanOrEqual(0);
    expect(purging).toBeLessThan(steps.length / 2);
    for (const { info } of steps.slice(purging)) expect(info.mempoolminfee).toBeGreaterThan(info.minrelaytxfee);
  });

  it("keeps its users paying: they bid at least the floor, so arrivals go on", () => {
    const arrivals = events.filter((e) => e.type === "transaction").length;
    expect(arrivals).toBeGreaterThan(RUN_SECONDS * SETTINGS.txPerSecond * 0.7);
    expect(events.some((e) => e.type === "block")).toBe(true);
  });

  it("lets evicted transactions leave the chain's records, the wallet and the accelerator", () => {
    const confirmed = (txid: string) => network.chain.placeOf(txid) !== undefined;
    for (const tx of trimmed) {
      expect(network.mempool.has(tx.txid)).toBe(false);
      expect(network.chain.tx(tx.txid)).toBeUndefined();
      expect(confirmed(tx.txid)).toBe(false);
      tx.outputs.forEach((_, vout) => expect(network.wallet.get({ txid: tx.txid, vout })).toBeUndefined());
    }
    // Accelerations go to cheap waiting transactions, the very ones a trim takes first.
    const trimmedIds = new Set(trimmed.map((tx) => tx.txid));
    const accelerated = events.flatMap((e) => (e.type === "acceleration" ? [e.acceleration.txid] : []));
    expect(accelerated.some((txid) => trimmedIds.has(txid))).toBe(true);
    for (const acceleration of network.accelerations.active) expect(network.mempool.has(acceleration.txid)).toBe(true);
  });

  it("gives the users back the coins an evicted transaction had spent", () => {
    const returned = trimmed.flatMap((tx) => tx.inputs).filter((input) => network.chain.isUnspentConfirmed(input) && !network.mempool.spenderOf(input));
    expect(returned.length).toBeGreaterThan(0);
    for (const input of returned) expect(network.wallet.get(input)).toBeDefined();
  });

  it("comes back from its journal as it was, rolling minimum fee included, and a store without that fee reads none", () => {
    expect(meta.rollingMinimumFee!.satPerKvB).toBeGreaterThan(0);
    expect(fingerprint(restored())).toEqual(fingerprint(network));
    const { rollingMinimumFee: _, ...older } = meta;
    expect(restored(SETTINGS, older).mempoolLimit.rollingFee).toEqual(NO_ROLLING_FEE);
  });

  it("holds its floor until a block comes, then lets it decay from the block on", () => {
    // The same network with its traffic stopped: nothing trims, so only time and blocks move the floor.
    const quiet = restored({ ...SETTINGS, txPerSecond: 0, accelerationsPerHour: 0 });
    const { mempool, mempoolLimit } = quiet;
    expect(mempoolLimit.rollingFee.blockSinceBump).toBe(false);
    const floor = mempoolLimit.peekMinFeeRate(mempool, quiet.now);
    expect(floor).toBeGreaterThan(1);
    expect(mempoolLimit.peekMinFeeRate(mempool, quiet.now + 86_400)).toBe(floor);

    let t = quiet.now;
    while (!quiet.advanceTo((t += 1)).some((event) => event.type === "block"));
    const afterBlock = mempoolLimit.rollingFee;
    expect(afterBlock.blockSinceBump).toBe(true);
    expect(afterBlock.updatedAt).toBeGreaterThan(t - 2);
    expect(afterBlock.updatedAt).toBeLessThanOrEqual(t);
    const later = mempoolLimit.peekMinFeeRate(mempool, t + ROLLING_FEE_HALFLIFE_SECONDS);
    expect(later).toBeLessThanOrEqual(afterBlock.satPerKvB / 1_000 / 2);
    // Reading it changes nothing; acceptance's reading carries the decay forward, as Core's GetMinFee.
    expect(mempoolLimit.rollingFee).toBe(afterBlock);
    expect(mempoolLimit.minFeeRate(mempool, t + ROLLING_FEE_HALFLIFE_SECONDS)).toBe(later);
    expect(mempoolLimit.rollingFee.satPerKvB).toBeLessThan(afterBlock.satPerKvB);
  });

  it("refuses a transaction from outside below its floor with Core's reason and code", () => {
    const coin = network.wallet.all().find((owned) => owned.kind === "p2wpkh" && owned.height !== null && !owned.coinbase && owned.value > 100_000)!;
    const cheap = buildTransaction({
      keyring: network.keyring,
      inputs: [{ txid: coin.txid, vout: coin.vout, value: coin.value, kind: coin.kind, keyIndex: coin.keyIndex }],
      outputs: [{ kind: "p2tr", keyIndex: 1, value: coin.value - 200 }],
    });
    const floor = views.mempoolInfo().mempoolminfee * 100_000;
    expect(floor).toBeGreaterThan(2);
    const refusal = (() => {
      try {
        network.submit(cheap.hex);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(TransactionRejectedError);
    expect((refusal as TransactionRejectedError).code).toBe(-26);
    expect((refusal as Error).message).toMatch(/^sendrawtransaction RPC error: \{"code":-26,"message":"mempool min fee not met, 200 < \d+"\}$/);
    expect(network.mempool.has(cheap.txid)).toBe(false);
    expect(network.wallet.get(coin)).toBeDefined();
  });

  it("answers 'mempool full' when the trim takes the transaction it just accepted, and leaves its coin unspent", () => {
    // 30,000 bytes of data: more vbytes than the whole limit holds, so the trim must take it.
    const coin = network.wallet.all().find((owned) => owned.kind === "p2wpkh" && owned.height !== null && !owned.coinbase && owned.value > 5_000_000)!;
    const fee = 4_000_000;
    const large = buildTransaction({
      keyring: network.keyring,
      inputs: [{ txid: coin.txid, vout: coin.vout, value: coin.value, kind: coin.kind, keyIndex: coin.keyIndex }],
      outputs: [{ opReturn: "ab".repeat(30_000), value: 0 }, { kind: "p2tr", keyIndex: 1, value: coin.value - fee }],
    });
    expect(() => network.submit(large.hex)).toThrow(/"code":-26,"message":"mempool full"/);
    expect(network.mempool.has(large.txid)).toBe(false);
    expect(network.chain.tx(large.txid)).toBeUndefined();
    expect(network.wallet.get(coin)).toBeDefined();
    expect(mempoolUsage(network.mempool.bytes)).toBeLessThanOrEqual(100_000);
  });
});

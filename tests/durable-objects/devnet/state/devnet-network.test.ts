import { describe, expect, it } from "vitest";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import { blockHash, meetsTarget, merkleRoot } from "../../../../durable-objects/devnet/chain/block-header.ts";
import { TransactionRejectedError } from "../../../../durable-objects/devnet/mempool/acceptance.ts";
import { outpointKey } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { blockSubsidySats } from "../../../../shared/chain/halvings.ts";
import { blockHeight } from "../../../../shared/types/units.ts";
import { InputError } from "../../../../shared/errors/input-error.ts";
import { buildTransaction } from "../../../../durable-objects/devnet/tx/build-transaction.ts";

const NOW = 1_763_700_000;
const SETTINGS = { ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "test-network" };
const seeded = DevnetNetwork.seed(SETTINGS, NOW);
const liveEvents = seeded.advanceTo(NOW + 900);

describe("DevnetNetwork", () => {
  it("replays the same chain from the same seed", () => {
    const again = DevnetNetwork.seed(SETTINGS, NOW);
    expect(again.chain.tip?.hash).toBe(DevnetNetwork.seed(SETTINGS, NOW).chain.tip?.hash);
    expect(again.chain.tipHeight).toBeGreaterThan(100);
  });

  it("links every block to the previous one with real proof of work and a matching merkle root", () => {
    let previous = "0".repeat(64);
    for (let height = seeded.chain.firstHeight; height <= seeded.chain.tipHeight; height++) {
      const block = seeded.chain.blockAt(height)!;
      expect(block.header.previousBlockHash).toBe(previous);
      expect(blockHash(block.header)).toBe(block.hash);
      expect(meetsTarget(block.header)).toBe(true);
      expect(merkleRoot(block.txids)).toBe(block.header.merkleRoot);
      if (height > seeded.chain.firstHeight) expect(block.header.timestamp).toBeGreaterThan(seeded.chain.medianTimePast(height - 1));
      previous = block.hash;
    }
  });

  it("pays each pool the subsidy plus the fees of its block", () => {
    for (let height = seeded.chain.firstHeight; height <= seeded.chain.tipHeight; height++) {
      const block = seeded.chain.blockAt(height)!;
      const fees = block.txids.slice(1).reduce((sum, txid) => sum + seeded.chain.tx(txid)!.fee, 0);
      const coinbase = seeded.chain.tx(block.txids[0]!)!;
      expect(coinbase.outputs[0]!.value).toBe(blockSubsidySats(blockHeight(height)) + fees);
    }
  });

  it("never spends an output twice, on the chain or in the mempool", () => {
    const spent = new Set<string>();
    const spend = (txid: string) => {
      for (const input of seeded.chain.tx(txid)!.inputs) {
        if (input.vout === 0xffff_ffff) continue;
        expect(spent.has(outpointKey(input))).toBe(false);
        spent.add(outpointKey(input));
      }
    };
    for (let height = seeded.chain.firstHeight + 1; height <= seeded.chain.tipHeight; height++) seeded.chain.blockAt(height)!.txids.slice(1).forEach(spend);
    for (const entry of seeded.mempool.entries()) spend(entry.txid);
  });

  it("begins where its live blocks reach mainnet's next halving, and halves the subsidy there", () => {
    const network = DevnetNetwork.seed({ ...SETTINGS, blocksToHalving: 2 }, NOW);
    expect(network.chain.tipHeight).toBe(1_049_998);
    expect(network.chain.blockAt(network.chain.firstHeight)!.header.previousBlockHash).toBe("0".repeat(64));
    let now = NOW;
    while (network.chain.tipHeight < 1_050_000) network.advanceTo((now += 60));
    const coinbaseValue = (height: number) => network.chain.tx(network.chain.blockAt(height)!.txids[0]!)!.outputs[0]!.value;
    const fees = (height: number) => network.chain.blockAt(height)!.txids.slice(1).reduce((sum, txid) => sum + network.chain.tx(txid)!.fee, 0);
    expect(coinbaseValue(1_049_999) - fees(1_049_999)).toBe(312_500_000);
    expect(coinbaseValue(1_050_000) - fees(1_050_000)).toBe(156_250_000);
  });

  it("keeps mining and receiving transactions on the live clock", () => {
    const blocks = liveEvents.filter((e) => e.type === "block");
    const txs = liveEvents.filter((e) => e.type === "transaction");
    expect(blocks.length).toBeGreaterThan(3);
    expect(txs.length).toBeGreaterThan(1_000);
    expect(seeded.now).toBe(NOW + 900);
  });

  it("audits live blocks against a template of one block's weight, most of them a perfect match", () => {
    const audits = liveEvents.flatMap((e) => (e.type === "block" ? [seeded.auditOf(e.block.height)] : [])).filter((a) => a !== undefined);
    expect(audits.length).toBeGreaterThan(3);
    for (const audit of audits) expect(audit.expectedWeight).toBeLessThanOrEqual(4_000_000);
    expect(audits.some((audit) => audit.matchRate === 100 && audit.similarity > 0.99)).toBe(true);
  });

  it.each([
    ["not hex", "zz", InputError],
    ["a truncated transaction", "0200000001", InputError],
  ])("rejects %s from outside with a clear error", (_, hex, error) => {
    expect(() => seeded.submit(hex)).toThrow(error);
  });

  it("rejects a transaction that is already confirmed, with the node's reason", () => {
    const confirmed = seeded.chain.tx(seeded.chain.blockAt(seeded.chain.tipHeight)!.txids[0]!)!;
    expect(() => seeded.submit(confirmed.hex)).toThrow(TransactionRejectedError);
  });

  it("keeps its users from spending a coin again once a transaction from outside has spent it", () => {
    const network = DevnetNetwork.seed(SETTINGS, NOW);
    const coin = network.wallet.all().find((owned) => owned.kind === "p2wpkh" && owned.height !== null && !owned.coinbase && owned.value > 10_000)!;
    const payment = buildTransaction({
      keyring: network.keyring,
      inputs: [{ txid: coin.txid, vout: coin.vout, value: coin.value, kind: coin.kind, keyIndex: coin.keyIndex }],
      outputs: [{ kind: "p2tr", keyIndex: 1, value: coin.value - 5_000 }],
    });
    network.submit(payment.hex);
    expect(network.mempool.has(payment.txid)).toBe(true);
    expect(network.wallet.get(coin)).toBeUndefined();
    network.advanceTo(NOW + 600);
    expect(network.mempool.has(payment.txid) || network.chain.tx(payment.txid) !== undefined).toBe(true);
  });

  it("rejects a mempool transaction sent again", () => {
    const entry = seeded.mempool.entries().next().value!;
    expect(() => seeded.submit(entry.hex)).toThrow(/txn-already-in-mempool/);
  });
});

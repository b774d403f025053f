import { describe, expect, it } from "vitest";
import { FAUCET_MIN_RATE, faucetRate, makeFaucetPayment } from "../../../../durable-objects/devnet/sim/faucet.ts";
import { Wallet } from "../../../../durable-objects/devnet/sim/wallet.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import { Keyring } from "../../../../durable-objects/devnet/tx/keys.ts";
import { outputFor } from "../../../../durable-objects/devnet/tx/script-kinds.ts";

const NOW = 1_763_700_000;
const SETTINGS = { ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "faucet-test" };
/** Two networks of one seed: what one pays, the other pays alike. */
const network = DevnetNetwork.seed(SETTINGS, NOW);
const twin = DevnetNetwork.seed(SETTINGS, NOW);
const recipient = outputFor(new Keyring("faucet recipient"), "p2tr", 0);
let paid = "";

describe("faucetRate", () => {
  it.each([
    ["the third quartile of the next block, above its median", { medianFee: 12, feeRange: [2, 5, 8, 12, 20, 41, 310] }, 1, 20],
    ["the median, should the range say less", { medianFee: 12, feeRange: [] }, 1, 12],
    ["the mempool's minimum fee when that is higher", { medianFee: 2, feeRange: [1, 1, 1, 2, 3, 4, 5] }, 7.5, 7.5],
    ["the floor for an empty mempool", undefined, 0, FAUCET_MIN_RATE],
  ])("%s", (_, nextBlock, minFeeRate, expected) => {
    expect(faucetRate(nextBlock, minFeeRate)).toBe(expected);
  });
});

describe("the faucet", () => {
  it("pays the amount to the script at the rate asked, the change back to the users", () => {
    const txid = network.fund(recipient.script, 150_000, 7)!;
    paid = txid;
    const entry = network.mempool.get(txid)!;
    expect(entry.outputs[0]).toEqual({ value: 150_000, script: expect.any(String) });
    expect(entry.fee / (entry.weight / 4)).toBeGreaterThanOrEqual(7);
    // The change is the users' again, unconfirmed until the block.
    expect(network.wallet.get({ txid, vout: 1 })).toEqual(expect.objectContaining({ value: entry.outputs[1]!.value, height: null }));
    for (const input of entry.inputs) expect(network.wallet.get(input)).toBeUndefined();
  });

  it("pays alike from the same seed, and shifts none of the simulation's random streams", () => {
    const before = twin.meta();
    expect(twin.fund(recipient.script, 150_000, 7)).toBe(paid);
    expect(twin.meta().random).toEqual(before.random);
    // Nor the users' next keys: the change goes back to the key that paid.
    expect(twin.meta().keyIndexFloor).toBe(before.keyIndexFloor);
  });

  it("is empty when the users have no coin to pay with", () => {
    const keyring = new Keyring("faucet-test/mainnet");
    expect(makeFaucetPayment({ keyring, wallet: new Wallet(), tipHeight: 1_000 }, { script: recipient.script, amount: 10_000 }, 5)).toBeNull();
  });
});

import { hex } from "@scure/base";
import { Transaction } from "@scure/btc-signer";
import { describe, expect, it } from "vitest";
import { buildCoinbase, witnessCommitmentScript } from "../../../../durable-objects/devnet/tx/build-coinbase.ts";
import { buildTransaction } from "../../../../durable-objects/devnet/tx/build-transaction.ts";
import { toEsploraTransaction } from "../../../../durable-objects/devnet/tx/esplora-view.ts";
import { Keyring } from "../../../../durable-objects/devnet/tx/keys.ts";
import { InvalidBuildRequestError } from "../../../../durable-objects/devnet/tx/transaction-errors.ts";

const keyring = new Keyring("coinbase-test");
const REWARD = [{ kind: "p2wpkh" as const, keyIndex: 0, value: 5_000_000_000 }];

describe("devnet coinbase transactions", () => {
  it("commits to an otherwise empty block with the value every empty segwit block carries", () => {
    expect(hex.encode(witnessCommitmentScript([]))).toBe("6a24aa21a9ede2f61c3f71d1defd3fa999dfa36953755c690689799962b48bebd836974e8cf9");
  });

  it("starts the scriptSig with the height (BIP34), then the pool tag", () => {
    const view = toEsploraTransaction(buildCoinbase({ keyring, height: 840_000, outputs: REWARD, tag: "/Blocktide/" }).hex, [null], { confirmed: true });
    expect(view.vin[0]!.scriptsig_asm).toBe("OP_PUSHBYTES_3 40d10c OP_PUSHBYTES_11 2f426c6f636b746964652f");
    expect(view.vin[0]).toMatchObject({ is_coinbase: true, prevout: null, txid: "0".repeat(64), vout: 0xffffffff });
    expect(view.fee).toBe(0);
  });

  it("pads a tagless low-height scriptSig to the two-byte minimum", () => {
    const view = toEsploraTransaction(buildCoinbase({ keyring, height: 1, outputs: REWARD }).hex, [null], { confirmed: true });
    expect(view.vin[0]!.scriptsig_asm).toBe("OP_PUSHNUM_1 OP_0");
  });

  it("adds the witness commitment and reserved value when the block's wtxids are given", () => {
    const spend = buildTransaction({
      keyring,
      inputs: [{ txid: "cd".repeat(32), vout: 0, value: 10_000, kind: "p2tr", keyIndex: 1 }],
      outputs: [{ kind: "p2wpkh", keyIndex: 2, value: 9_000 }],
    });
    expect(spend.wtxid).not.toBe(spend.txid);
    const coinbase = buildCoinbase({ keyring, height: 2, outputs: REWARD, wtxids: [spend.wtxid] });
    const view = toEsploraTransaction(coinbase.hex, [null], { confirmed: true });
    expect(view.vin[0]!.witness).toStrictEqual(["00".repeat(32)]);
    expect(view.vout.at(-1)).toMatchObject({ scriptpubkey_type: "op_return", value: 0 });
    expect(view.vout.at(-1)!.scriptpubkey).toBe(hex.encode(witnessCommitmentScript([spend.wtxid])));
    expect(view.vout.at(-1)!.scriptpubkey).not.toBe(hex.encode(witnessCommitmentScript([])));
    expect(Transaction.fromRaw(hex.decode(coinbase.hex), { allowUnknownOutputs: true }).id).toBe(coinbase.txid);
  });

  it.each([
    ["a negative height", { height: -1 }, /height is -1/],
    ["version 3", { version: 3 }, /version is 3, expected 1 or 2/],
    ["a tag too long for the scriptSig", { tag: "x".repeat(100) }, /tag is a string of 100 characters/],
    ["no outputs", { outputs: [] }, /outputs is an array of 0 items/],
  ])("rejects %s", (_, overrides, message) => {
    expect(() => buildCoinbase({ keyring, height: 10, outputs: REWARD, ...overrides })).toThrow(InvalidBuildRequestError);
    expect(() => buildCoinbase({ keyring, height: 10, outputs: REWARD, ...overrides })).toThrow(message);
  });
});

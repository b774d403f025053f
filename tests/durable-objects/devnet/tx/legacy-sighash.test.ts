import { secp256k1 } from "@noble/curves/secp256k1.js";
import { hex } from "@scure/base";
import { Script, SigHash, Transaction, p2ms, p2pk, p2pkh } from "@scure/btc-signer";
import { describe, expect, it } from "vitest";
import { deriveKeyPair } from "../../../../durable-objects/devnet/tx/keys.ts";
import { SIGHASH_SINGLE, legacySighash } from "../../../../durable-objects/devnet/tx/legacy-sighash.ts";
import { decodeTransaction } from "../../../../durable-objects/devnet/tx/raw-transaction.ts";

const keys = [0, 1, 2].map((index) => deriveKeyPair("legacy-sighash", index));
const SCRIPTS = {
  p2pkh: p2pkh(keys[0]!.publicKey).script,
  p2pk: p2pk(keys[1]!.publicKey).script,
  multisig: p2ms(1, [keys[2]!.publicKey, keys[0]!.publicKey]).script,
};
const SIGNERS = { p2pkh: keys[0]!, p2pk: keys[1]!, multisig: keys[2]! };

/** The library signs legacy inputs itself; each of its signatures must verify under our digest. */
function librarySigned(sighashType: number) {
  const tx = new Transaction({ version: 1, lockTime: 77, allowLegacyWitnessUtxo: true, disableScriptCheck: true });
  Object.values(SCRIPTS).forEach((script, i) =>
    tx.addInput({ txid: `${i}${i}`.repeat(32), index: i, sequence: 10 + i, witnessUtxo: { script, amount: 50_000n }, sighashType }),
  );
  for (let i = 0; i < 3; i++) tx.addOutput({ script: SCRIPTS.p2pkh, amount: 10_000n + BigInt(i) });
  Object.values(SIGNERS).forEach((key, i) => tx.signIdx(key.privateKey, i, [sighashType]));
  tx.finalize();
  return tx;
}

describe("the legacy signature hash", () => {
  it.each([
    ["ALL", SigHash.ALL],
    ["NONE", SigHash.NONE],
    ["SINGLE", SigHash.SINGLE],
    ["ALL|ANYONECANPAY", SigHash.ALL_ANYONECANPAY],
    ["NONE|ANYONECANPAY", SigHash.NONE_ANYONECANPAY],
    ["SINGLE|ANYONECANPAY", SigHash.SINGLE_ANYONECANPAY],
  ])("verifies signatures @scure/btc-signer made with SIGHASH_%s", (_, sighashType) => {
    const tx = librarySigned(sighashType);
    const parts = decodeTransaction(tx.hex);
    Object.entries(SCRIPTS).forEach(([kind, script], i) => {
      const pushes = Script.decode(parts.inputs[i]!.scriptSig).filter((item) => item instanceof Uint8Array);
      const signature = pushes[0]!;
      expect(signature.at(-1)).toBe(sighashType);
      const digest = legacySighash(parts, i, script, sighashType);
      const key = SIGNERS[kind as keyof typeof SIGNERS].publicKey;
      expect(secp256k1.verify(signature.slice(0, -1), digest, key, { prehash: false, format: "der" })).toBe(true);
      // A different input index must give a different digest (the signature commits to its own input).
      expect(hex.encode(legacySighash(parts, (i + 1) % 3, script, sighashType))).not.toBe(hex.encode(digest));
    });
  });

  it("signs the number 1 for SIGHASH_SINGLE without a matching output, as consensus requires", () => {
    const parts = decodeTransaction(librarySigned(SigHash.ALL).hex);
    const oneOutput = { ...parts, outputs: parts.outputs.slice(0, 1) };
    expect(hex.encode(legacySighash(oneOutput, 2, SCRIPTS.p2pkh, SIGHASH_SINGLE))).toBe(`01${"00".repeat(31)}`);
  });

  it("refuses scripts with OP_CODESEPARATOR rather than sign the wrong digest", () => {
    const parts = decodeTransaction(librarySigned(SigHash.ALL).hex);
    expect(() => legacySighash(parts, 0, Uint8Array.of(0xab, 0x51), 1)).toThrow(/OP_CODESEPARATOR/);
  });
});

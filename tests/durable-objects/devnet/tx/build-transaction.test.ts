import { secp256k1, schnorr } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { hex } from "@scure/base";
import { Transaction, p2tr, p2pkh } from "@scure/btc-signer";
import { hash160 } from "@scure/btc-signer/utils.js";
import { describe, expect, it } from "vitest";
import { type TransactionFlagKey, keysFromFlags } from "../../../../shared/tables/transaction-flags.ts";
import { transactionFlags } from "../../../../shared/tx/classify-flags.ts";
import {
  type BuildInput,
  type BuildOutput,
  SEQUENCE_RBF,
  buildTransaction,
} from "../../../../durable-objects/devnet/tx/build-transaction.ts";
import { toEsploraTransaction, toEsploraVout } from "../../../../durable-objects/devnet/tx/esplora-view.ts";
import { Keyring } from "../../../../durable-objects/devnet/tx/keys.ts";
import { legacySighash } from "../../../../durable-objects/devnet/tx/legacy-sighash.ts";
import { scriptPubkeyType } from "../../../../durable-objects/devnet/tx/output-script.ts";
import { type DecodedTransaction, decodeTransaction } from "../../../../durable-objects/devnet/tx/raw-transaction.ts";
import { decodeScript } from "../../../../shared/tx/script-pushes.ts";
import { SCRIPT_KINDS, type ScriptKind, lockFor, outputFor } from "../../../../durable-objects/devnet/tx/script-kinds.ts";
import { InvalidBuildRequestError } from "../../../../durable-objects/devnet/tx/transaction-errors.ts";

const keyring = new Keyring("build-transaction-test");
const FUNDING_TXID = "ab".repeat(32);
const fundingInput = (kind: ScriptKind, vout = 0, extra: Partial<BuildInput> = {}): BuildInput => ({
  txid: FUNDING_TXID, vout, value: 100_000, kind, keyIndex: 5 + vout, ...extra,
});

const pushes = (script: Uint8Array) => decodeScript(script).ops.flatMap((op) => (op.data ? [op.data] : []));
const same = (a: Uint8Array, b: Uint8Array) => hex.encode(a) === hex.encode(b);
const ecdsaValid = (sig: Uint8Array, digest: Uint8Array, key: Uint8Array) =>
  secp256k1.verify(sig.slice(0, -1), digest, key, { prehash: false, format: "der" });

/**
 * Checks input `i` the way a node would for these standard shapes, from the spent script, the
 * scriptSig and the witness alone, and returns the hash types its signatures use.
 */
function verifySpend(tx: DecodedTransaction, parsed: Transaction, i: number, spent: readonly { script: Uint8Array; value: number }[]): number[] {
  const input = tx.inputs[i]!;
  const { script, value } = spent[i]!;
  const amount = BigInt(value);
  const witness = input.witness;
  const multisig = (keysScript: Uint8Array, sigs: Uint8Array[], digestFor: (hashType: number) => Uint8Array) => {
    const keys = pushes(keysScript);
    let next = 0;
    for (const sig of sigs) {
      while (next < keys.length && !ecdsaValid(sig, digestFor(sig.at(-1)!), keys[next]!)) next++;
      expect(next, "each multisig signature matches a later key").toBeLessThan(keys.length);
      next++;
    }
    expect(sigs).toHaveLength(keysScript[0]! - 0x50);
    return sigs.map((sig) => sig.at(-1)!);
  };
  const keyHash = (pub: Uint8Array, hash: Uint8Array, sig: Uint8Array, segwit: boolean) => {
    expect(same(hash160(pub), hash)).toBe(true);
    const scriptCode = p2pkh(pub).script;
    const digest = segwit ? parsed.preimageWitnessV0(i, scriptCode, sig.at(-1)!, amount) : legacySighash(tx, i, scriptCode, sig.at(-1)!);
    expect(ecdsaValid(sig, digest, pub)).toBe(true);
    return [sig.at(-1)!];
  };

  switch (scriptPubkeyType(script)) {
    case "p2pk": {
      const [sig] = pushes(input.scriptSig);
      expect(ecdsaValid(sig!, legacySighash(tx, i, script, sig!.at(-1)!), pushes(script)[0]!)).toBe(true);
      return [sig!.at(-1)!];
    }
    case "p2pkh": {
      const [sig, pub] = pushes(input.scriptSig);
      return keyHash(pub!, script.subarray(3, 23), sig!, false);
    }
    case "multisig":
      return multisig(script, pushes(input.scriptSig).slice(1), (t) => legacySighash(tx, i, script, t));
    case "p2sh": {
      const items = pushes(input.scriptSig);
      const redeem = items.at(-1)!;
      expect(same(hash160(redeem), script.subarray(2, 22))).toBe(true);
      if (redeem[0] === 0 && redeem.length === 22) return keyHash(witness[1]!, redeem.subarray(2), witness[0]!, true);
      return multisig(redeem, items.slice(1, -1), (t) => legacySighash(tx, i, redeem, t));
    }
    case "v0_p2wpkh":
      return keyHash(witness[1]!, script.subarray(2), witness[0]!, true);
    case "v0_p2wsh": {
      const witnessScript = witness.at(-1)!;
      expect(same(sha256(witnessScript), script.subarray(2))).toBe(true);
      return multisig(witnessScript, witness.slice(1, -1), (t) => parsed.preimageWitnessV0(i, witnessScript, t, amount));
    }
    case "v1_p2tr": {
      const sig = witness[0]!;
      const hashType = sig.length === 64 ? 0 : sig.at(-1)!;
      const scripts = spent.map((output) => output.script);
      const amounts = spent.map((output) => BigInt(output.value));
      if (witness.length === 1) {
        expect(schnorr.verify(sig.subarray(0, 64), parsed.preimageWitnessV1(i, scripts, hashType, amounts), script.subarray(2))).toBe(true);
        return [hashType];
      }
      const leaf = witness[1]!;
      // Our trees have one leaf: the control block must commit the output key to exactly this script.
      expect(same(p2tr(undefined, [{ script: leaf }], undefined, true).script, script)).toBe(true);
      const digest = parsed.preimageWitnessV1(i, scripts, hashType, amounts, undefined, leaf);
      expect(schnorr.verify(sig.subarray(0, 64), digest, leaf.subarray(1, 33))).toBe(true);
      return [hashType];
    }
    default:
      throw new Error(`no verifier for ${scriptPubkeyType(script)}`);
  }
}

/** Builds, re-parses with the library, verifies every signature, and returns the Esplora view and flags. */
function buildAndVerify(inputs: BuildInput[], outputs: BuildOutput[], options: { version?: number; locktime?: number } = {}) {
  const built = buildTransaction({ keyring, inputs, outputs, ...options });
  const bytes = hex.decode(built.hex);
  const parsed = Transaction.fromRaw(bytes, { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true });
  expect(parsed.id).toBe(built.txid);
  expect(parsed.weight).toBe(built.weight);
  expect(parsed.isFinal).toBe(true);
  const decoded = decodeTransaction(built.hex);
  const spent = inputs.map((input) => ({ script: lockFor(keyring, input.kind, input.keyIndex).script, value: input.value }));
  const hashTypes = inputs.map((_, i) => verifySpend(decoded, parsed, i, spent));
  const view = toEsploraTransaction(built.hex, spent.map((output) => toEsploraVout(output.script, output.value)), { confirmed: false });
  return { built, view, hashTypes, flags: keysFromFlags(transactionFlags(view)) };
}

const SEGWIT_OVERHEAD_WU = 2;
/** Version, locktime, one-byte input and output counts (10 bytes), and one P2WPKH output (31 bytes), in WU. */
const BASE_WITH_P2WPKH_OUTPUT_WU = (10 + 31) * 4;
/** Input weights with 72-byte signatures (71–73 occur); the rest is exact. */
const KINDS: readonly [ScriptKind, string, RegExp, RegExp | undefined, number, TransactionFlagKey][] = [
  ["p2pk", "p2pk", /^OP_PUSHBYTES_33 0[23][0-9a-f]{64} OP_CHECKSIG$/, undefined, 456, "p2pk"],
  ["p2pk-uncompressed", "p2pk", /^OP_PUSHBYTES_65 04[0-9a-f]{128} OP_CHECKSIG$/, undefined, 456, "p2pk"],
  ["p2ms-1of2", "multisig", /^OP_PUSHNUM_1 (OP_PUSHBYTES_33 [0-9a-f]{66} ){2}OP_PUSHNUM_2 OP_CHECKMULTISIG$/, undefined, 460, "p2ms"],
  ["p2ms-2of3", "multisig", /^OP_PUSHNUM_2 (OP_PUSHBYTES_33 [0-9a-f]{66} ){3}OP_PUSHNUM_3 OP_CHECKMULTISIG$/, undefined, 752, "p2ms"],
  ["p2pkh", "p2pkh", /^OP_DUP OP_HASH160 OP_PUSHBYTES_20 [0-9a-f]{40} OP_EQUALVERIFY OP_CHECKSIG$/, /^1[1-9A-HJ-NP-Za-km-z]{25,33}$/, 592, "p2pkh"],
  ["p2sh-p2wpkh", "p2sh", /^OP_HASH160 OP_PUSHBYTES_20 [0-9a-f]{40} OP_EQUAL$/, /^3[1-9A-HJ-NP-Za-km-z]{33}$/, 364, "p2sh"],
  ["p2sh-p2ms", "p2sh", /^OP_HASH160 OP_PUSHBYTES_20 [0-9a-f]{40} OP_EQUAL$/, /^3[1-9A-HJ-NP-Za-km-z]{33}$/, 1188, "p2sh"],
  ["p2wpkh", "v0_p2wpkh", /^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/, /^bc1q[02-9ac-hj-np-z]{38}$/, 272, "p2wpkh"],
  ["p2wsh-p2ms", "v0_p2wsh", /^OP_0 OP_PUSHBYTES_32 [0-9a-f]{64}$/, /^bc1q[02-9ac-hj-np-z]{58}$/, 418, "p2wsh"],
  ["p2tr", "v1_p2tr", /^OP_PUSHNUM_1 OP_PUSHBYTES_32 [0-9a-f]{64}$/, /^bc1p[02-9ac-hj-np-z]{58}$/, 230, "p2tr"],
  ["p2tr-script", "v1_p2tr", /^OP_PUSHNUM_1 OP_PUSHBYTES_32 [0-9a-f]{64}$/, /^bc1p[02-9ac-hj-np-z]{58}$/, 299, "p2tr"],
  ["p2tr-inscription", "v1_p2tr", /^OP_PUSHNUM_1 OP_PUSHBYTES_32 [0-9a-f]{64}$/, /^bc1p[02-9ac-hj-np-z]{58}$/, 366, "p2tr"],
];

describe("one built transaction per script kind", () => {
  it("covers every kind", () => {
    expect(KINDS.map(([kind]) => kind)).toStrictEqual([...SCRIPT_KINDS]);
  });

  it.each(KINDS)("pays and spends %s (%s): real script, asm, address, size and flags", (kind, type, asm, address, inputWeight, flag) => {
    const output = outputFor(keyring, kind, 1);
    const paid = toEsploraVout(output.script, 1_000);
    expect(paid.scriptpubkey_type).toBe(type);
    expect(paid.scriptpubkey_asm).toMatch(asm);
    if (address) expect(output.address).toMatch(address);
    else expect(output.address).toBeUndefined();
    expect(paid.scriptpubkey_address).toBe(output.address);

    const { built, view, hashTypes, flags } = buildAndVerify([fundingInput(kind)], [{ kind: "p2wpkh", keyIndex: 9, value: 99_000 }]);
    const segwit = view.vin[0]!.witness !== undefined;
    const legacySignatures = segwit ? 0 : (lockFor(keyring, kind, 5).signingKeys.length);
    const measured = built.weight - BASE_WITH_P2WPKH_OUTPUT_WU - (segwit ? SEGWIT_OVERHEAD_WU : 0);
    expect(Math.abs(measured - inputWeight)).toBeLessThanOrEqual(legacySignatures ? legacySignatures * 4 + 8 : 2);
    expect([built.size, built.vsize, built.fee]).toStrictEqual([built.hex.length / 2, Math.ceil(built.weight / 4), 1_000]);
    expect(view.vin[0]!.prevout?.scriptpubkey_type).toBe(type);
    expect(hashTypes).toStrictEqual([kind.startsWith("p2tr") ? [0] : Array(lockFor(keyring, kind, 5).signingKeys.length).fill(1)]);
    const expected: TransactionFlagKey[] = ["no_rbf", "v2", flag, "p2wpkh", kind.startsWith("p2tr") ? "sighash_default" : "sighash_all"];
    if (kind === "p2tr-inscription") expected.push("inscription");
    expect(new Set(flags)).toStrictEqual(new Set(expected));
  });

  it("shows the inscription envelope in the spend's inner witness script", () => {
    const { view } = buildAndVerify([fundingInput("p2tr-inscription")], [{ kind: "p2wpkh", keyIndex: 9, value: 99_000 }]);
    expect(view.vin[0]!.inner_witnessscript_asm).toMatch(
      /^OP_PUSHBYTES_32 [0-9a-f]{64} OP_CHECKSIG OP_0 OP_IF OP_PUSHBYTES_3 6f7264 OP_PUSHBYTES_1 01 OP_PUSHBYTES_24 746578742f706c61696e3b636861727365743d7574662d38 OP_0 OP_PUSHBYTES_\d+ [0-9a-f]+ OP_ENDIF$/,
    );
  });
});

describe("sighash variants, sequences and versions", () => {
  it("signs each input with the sighash asked for, and every signature verifies", () => {
    const asks: [ScriptKind, number][] = [
      ["p2wpkh", 0x02],
      ["p2pkh", 0x03],
      ["p2tr", 0x83],
      ["p2sh-p2wpkh", 0x81],
      ["p2wsh-p2ms", 0x82],
      ["p2tr-script", 0x01],
      ["p2pk", 0x83],
      ["p2tr-inscription", 0x02],
    ];
    const inputs = asks.map(([kind, sighash], i) => fundingInput(kind, i, { sighash }));
    const outputs = asks.map((_, i) => ({ kind: "p2wpkh" as const, keyIndex: 100 + i, value: 90_000 }));
    const { hashTypes, flags } = buildAndVerify(inputs, outputs);
    expect(hashTypes.map((types) => types[0])).toStrictEqual(asks.map(([, sighash]) => sighash));
    expect(flags).toEqual(expect.arrayContaining(["sighash_all", "sighash_none", "sighash_single", "sighash_acp"]));
    expect(flags).not.toContain("sighash_default");
  });

  it.each([
    [1, SEQUENCE_RBF, ["v1", "rbf"]],
    [2, 0xfffffffe, ["v2", "no_rbf"]],
    [3, 0xffffffff, ["v3", "no_rbf"]],
  ] as const)("builds version %s with sequence %s, flagged %j", (version, sequence, keys) => {
    const { view, flags } = buildAndVerify([fundingInput("p2wpkh", 0, { sequence })], [{ kind: "p2tr", keyIndex: 3, value: 90_000 }], { version, locktime: 840_000 });
    expect([view.version, view.locktime, view.vin[0]!.sequence]).toStrictEqual([version, 840_000, sequence]);
    expect(flags).toEqual(expect.arrayContaining([...keys]));
  });

  it("writes OP_RETURN data and raw scripts as outputs", () => {
    const { view, flags } = buildAndVerify(
      [fundingInput("p2wpkh")],
      [{ opReturn: "68656c6c6f", value: 0 }, { opReturn: "", value: 0 }, { script: "51024e73", value: 240 }, { kind: "p2pkh", keyIndex: 1, value: 90_000 }],
    );
    expect(view.vout.map((v) => [v.scriptpubkey_asm, v.scriptpubkey_type])).toStrictEqual([
      ["OP_RETURN OP_PUSHBYTES_5 68656c6c6f", "op_return"],
      ["OP_RETURN", "op_return"],
      ["OP_PUSHNUM_1 OP_PUSHBYTES_2 4e73", "anchor"],
      [expect.stringMatching(/^OP_DUP/), "p2pkh"],
    ]);
    expect(flags).toContain("op_return");
  });
});

describe("spending real outputs and the shape heuristics", () => {
  it("spends an output of an earlier built transaction", () => {
    const first = buildAndVerify([fundingInput("p2wpkh")], [{ kind: "p2tr-inscription", keyIndex: 40, value: 50_000 }, { kind: "p2ms-1of2", keyIndex: 41, value: 40_000 }]);
    const second = buildAndVerify(
      [
        { txid: first.built.txid, vout: 0, value: 50_000, kind: "p2tr-inscription", keyIndex: 40 },
        { txid: first.built.txid, vout: 1, value: 40_000, kind: "p2ms-1of2", keyIndex: 41 },
      ],
      [{ kind: "p2wpkh", keyIndex: 42, value: 85_000 }],
    );
    expect(second.view.vin.map((v) => `${v.txid}:${v.vout}`)).toStrictEqual([`${first.built.txid}:0`, `${first.built.txid}:1`]);
    expect(second.flags).toEqual(expect.arrayContaining(["inscription", "p2ms", "p2tr"]));
  });

  it("builds a coinjoin, a consolidation and a batch payout that the classifier recognises", () => {
    const equalInputs = (count: number) => Array.from({ length: count }, (_, i) => fundingInput("p2wpkh", i));
    const payTo = (count: number, value: number) => Array.from({ length: count }, (_, i) => ({ kind: "p2wpkh" as const, keyIndex: 200 + i, value }));
    expect(buildAndVerify(equalInputs(5), payTo(5, 99_000)).flags).toContain("coinjoin");
    expect(buildAndVerify(equalInputs(10), payTo(2, 400_000)).flags).toContain("consolidation");
    expect(buildAndVerify(equalInputs(1), payTo(5, 19_000)).flags).toContain("batch_payout");
  });

  it("signs deterministically: the same request gives the same bytes, another seed other bytes", () => {
    const request = { keyring, inputs: [fundingInput("p2tr"), fundingInput("p2pkh", 1)], outputs: [{ kind: "p2wpkh" as const, keyIndex: 1, value: 1_000 }] };
    expect(buildTransaction(request).hex).toBe(buildTransaction(request).hex);
    expect(buildTransaction({ ...request, keyring: new Keyring("another") }).hex).not.toBe(buildTransaction(request).hex);
  });
});

describe("requests that cannot be built", () => {
  const output = { kind: "p2wpkh" as const, keyIndex: 1, value: 1_000 };
  it.each<[string, Parameters<typeof buildTransaction>[0], RegExp]>([
    ["no inputs", { keyring, inputs: [], outputs: [output] }, /inputs is an array of 0 items, expected at least one input/],
    ["an unknown kind", { keyring, inputs: [fundingInput("p2wpkh", 0, { kind: "p2xx" as ScriptKind })], outputs: [output] }, /inputs\[0\]\.kind is "p2xx"/],
    ["SIGHASH_DEFAULT on an ECDSA input", { keyring, inputs: [fundingInput("p2wpkh", 0, { sighash: 0 })], outputs: [output] }, /SIGHASH_DEFAULT is taproot-only/],
    ["a made-up sighash", { keyring, inputs: [fundingInput("p2tr", 0, { sighash: 0x04 })], outputs: [output] }, /inputs\[0\]\.sighash is 4/],
    ["SIGHASH_SINGLE without its output", { keyring, inputs: [fundingInput("p2wpkh"), fundingInput("p2wpkh", 1, { sighash: 3 })], outputs: [output] }, /an output at index 1 for SIGHASH_SINGLE/],
    ["outputs above the inputs", { keyring, inputs: [fundingInput("p2wpkh")], outputs: [{ ...output, value: 100_001 }] }, /"1 sats more than the inputs"/],
    ["a short txid", { keyring, inputs: [fundingInput("p2wpkh", 0, { txid: "abc" })], outputs: [output] }, /inputs\[0\]\.txid is "abc", expected 64 hexadecimal characters/],
    ["version 4", { keyring, inputs: [fundingInput("p2wpkh")], outputs: [output], version: 4 }, /version is 4, expected 1, 2 or 3/],
    ["odd OP_RETURN hex", { keyring, inputs: [fundingInput("p2wpkh")], outputs: [{ opReturn: "abc", value: 0 }] }, /outputs\[0\]\.opReturn/],
    ["a negative key index", { keyring, inputs: [fundingInput("p2wpkh", 0, { keyIndex: -1 })], outputs: [output] }, /keyIndex is -1/],
  ])("rejects %s with a message naming the field", (_, request, message) => {
    expect(() => buildTransaction(request)).toThrow(InvalidBuildRequestError);
    expect(() => buildTransaction(request)).toThrow(message);
  });
});


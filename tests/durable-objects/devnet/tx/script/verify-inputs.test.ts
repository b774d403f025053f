import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { hex } from "@scure/base";
import { TaprootControlBlock, Transaction, p2ms, p2tr } from "@scure/btc-signer";
import { hash160, signSchnorr } from "@scure/btc-signer/utils.js";
import { describe, expect, it } from "vitest";
import { type BuildInput, buildTransaction } from "../../../../../durable-objects/devnet/tx/build-transaction.ts";
import { Keyring } from "../../../../../durable-objects/devnet/tx/keys.ts";
import { type DecodedTransaction, type RawInput, decodeTransaction, encodeTransaction } from "../../../../../durable-objects/devnet/tx/raw-transaction.ts";
import { decodeScript } from "../../../../../shared/tx/script-pushes.ts";
import { SCRIPT_KINDS, type ScriptKind, inscriptionLeaf, lockFor } from "../../../../../durable-objects/devnet/tx/script-kinds.ts";
import { SCRIPT_ERROR_TEXT, type ScriptError } from "../../../../../durable-objects/devnet/tx/script/script-errors.ts";
import { pushEncoding } from "../../../../../durable-objects/devnet/tx/script/script-stack.ts";
import {
  type InputFailure,
  type InputVerdict,
  type SpentOutput,
  checkInputPolicy,
  verifyInputScripts,
  verifyInputs,
} from "../../../../../durable-objects/devnet/tx/script/verify-inputs.ts";
import { PrevoutMismatchError } from "../../../../../durable-objects/devnet/tx/transaction-errors.ts";

const keyring = new Keyring("verify-inputs-test");
const FUNDING_TXID = "cd".repeat(32);
const VALUE = 100_000;
const ECDSA_SIGHASHES = [0x01, 0x02, 0x03, 0x81, 0x82, 0x83];
const TAPROOT_SIGHASHES = [0x00, ...ECDSA_SIGHASHES];
const CURVE_ORDER = secp256k1.Point.Fn.ORDER;

interface Spend {
  readonly kind: ScriptKind;
  readonly sighash?: number;
}

interface Case {
  readonly tx: DecodedTransaction;
  readonly spent: SpentOutput[];
}

/** Signs a spend of `spends` (funding outputs 0, 1, …) to `outputs` P2WPKH outputs with the devnet's builder. */
function build(spends: readonly Spend[], outputs = spends.length): Case {
  const inputs: BuildInput[] = spends.map((spend, vout) => ({
    txid: FUNDING_TXID, vout, value: VALUE, kind: spend.kind, keyIndex: 10 + vout, ...(spend.sighash === undefined ? {} : { sighash: spend.sighash }),
  }));
  const built = buildTransaction({
    keyring,
    inputs,
    outputs: Array.from({ length: outputs }, (_, i) => ({ kind: "p2wpkh" as const, keyIndex: 100 + i, value: 1_000 })),
  });
  return { tx: decodeTransaction(built.hex), spent: inputs.map((input) => ({ script: lockFor(keyring, input.kind, input.keyIndex).script, value: input.value })) };
}

/** The transaction with input `index` changed (txid and wtxid recomputed). */
const withInput = (tx: DecodedTransaction, index: number, change: Partial<RawInput>): DecodedTransaction =>
  encodeTransaction({ ...tx, inputs: tx.inputs.map((input, i) => (i === index ? { ...input, ...change } : input)) });

const pushesOf = (scriptSig: Uint8Array): Uint8Array[] => decodeScript(scriptSig).ops.map((op) => op.data!);
const scriptSigOf = (items: readonly Uint8Array[]): Uint8Array => Uint8Array.from(items.flatMap((item) => [...pushEncoding(item)]));

/** Where the (first) signature of each kind's spend sits. */
const SIGNATURE_AT: Record<ScriptKind, { readonly place: "scriptSig" | "witness"; readonly item: number }> = {
  "p2pk": { place: "scriptSig", item: 0 },
  "p2pk-uncompressed": { place: "scriptSig", item: 0 },
  "p2ms-1of2": { place: "scriptSig", item: 1 },
  "p2ms-2of3": { place: "scriptSig", item: 1 },
  "p2pkh": { place: "scriptSig", item: 0 },
  "p2sh-p2wpkh": { place: "witness", item: 0 },
  "p2sh-p2ms": { place: "scriptSig", item: 1 },
  "p2wpkh": { place: "witness", item: 0 },
  "p2wsh-p2ms": { place: "witness", item: 1 },
  "p2tr": { place: "witness", item: 0 },
  "p2tr-script": { place: "witness", item: 0 },
  "p2tr-inscription": { place: "witness", item: 0 },
};

/** Replaces the items of input `index`'s scriptSig (re-pushed minimally) or witness. */
function editItems(tx: DecodedTransaction, index: number, place: "scriptSig" | "witness", edit: (items: Uint8Array[]) => Uint8Array[]): DecodedTransaction {
  const input = tx.inputs[index]!;
  return place === "scriptSig"
    ? withInput(tx, index, { scriptSig: scriptSigOf(edit(pushesOf(input.scriptSig))) })
    : withInput(tx, index, { witness: edit([...input.witness]) });
}

const replaceAt = (items: Uint8Array[], at: number, item: Uint8Array) => items.map((old, i) => (i === at ? item : old));

function editSignature(tx: DecodedTransaction, kind: ScriptKind, edit: (sig: Uint8Array) => Uint8Array, index = 0): DecodedTransaction {
  const { place, item } = SIGNATURE_AT[kind];
  return editItems(tx, index, place, (items) => replaceAt(items, item, edit(items[item]!)));
}

const flipByte = (bytes: Uint8Array, at: number): Uint8Array => bytes.map((byte, i) => (i === at ? byte ^ 0x01 : byte));

/** A DER signature (with hash type) whose S is replaced by n − S: the same signature, malleated to high S. */
function highS(sig: Uint8Array): Uint8Array {
  const parsed = secp256k1.Signature.fromBytes(sig.subarray(0, -1), "der");
  const malleated = new secp256k1.Signature(parsed.r, CURVE_ORDER - parsed.s).toBytes("der");
  return Uint8Array.of(...malleated, sig.at(-1)!);
}

function expectScriptError(verdict: InputVerdict, error: ScriptError, input = 0): void {
  expect(verdict.ok, "the transaction should be refused").toBe(false);
  if (verdict.ok) return;
  expect(verdict.input).toBe(input);
  expect(verdict.code).toBe(-26);
  expect(verdict.reason).toMatch(new RegExp(`^mempool-script-verify-flag-failed \\(${SCRIPT_ERROR_TEXT[error].replace(/[()/]/g, "\\$&")}\\), input ${input} of `));
}

const verdictOf = (failure: InputFailure | undefined): InputVerdict => (failure ? { ok: false, ...failure } : { ok: true });

function expectPolicy(verdict: InputVerdict, reason: string, input = 0, code = -26): void {
  expect(verdict).toEqual({ ok: false, input, code, reason });
}

const isTaproot = (kind: ScriptKind) => kind.startsWith("p2tr");
const SIGHASH_CASES = SCRIPT_KINDS.flatMap((kind) => (isTaproot(kind) ? TAPROOT_SIGHASHES : ECDSA_SIGHASHES).map((sighash) => [kind, sighash] as const));

describe("verifyInputs: what the devnet builds", () => {
  it.each(SIGHASH_CASES)("accepts a %s spend signed with sighash %i, among other inputs", (kind, sighash) => {
    const { tx, spent } = build([{ kind, sighash }, { kind: "p2tr" }, { kind, sighash }]);
    expect(verifyInputs(tx, spent)).toEqual({ ok: true });
  });

  it("accepts one transaction spending every kind, with mixed sighashes", () => {
    const spends = SCRIPT_KINDS.map((kind, i) => ({ kind, sighash: (isTaproot(kind) ? TAPROOT_SIGHASHES : ECDSA_SIGHASHES)[i % 6]! }));
    const { tx, spent } = build(spends);
    expect(verifyInputs(tx, spent)).toEqual({ ok: true });
  });

  it("accepts SIGHASH_NONE on an input with no output of its own", () => {
    const { tx, spent } = build([{ kind: "p2wpkh" }, { kind: "p2pkh", sighash: 0x02 }, { kind: "p2tr", sighash: 0x82 }], 1);
    expect(verifyInputs(tx, spent)).toEqual({ ok: true });
  });
});

describe("verifyInputs: tampered signatures and keys", () => {
  it.each(SCRIPT_KINDS)("refuses a %s spend with one signature byte flipped", (kind) => {
    const { tx, spent } = build([{ kind }]);
    // Byte 10 lies inside R (DER) or R's x (Schnorr): still well-formed, no longer valid.
    const tampered = editSignature(tx, kind, (sig) => flipByte(sig, 10));
    expectScriptError(verifyInputs(tampered, spent), isTaproot(kind) ? "SCHNORR_SIG" : "SIG_NULLFAIL");
  });

  it("names the failing input, the transaction and the spent outpoint like Core", () => {
    const { tx, spent } = build([{ kind: "p2wpkh" }, { kind: "p2wpkh" }]);
    const tampered = editSignature(tx, "p2wpkh", (sig) => flipByte(sig, 10), 1);
    expect(verifyInputs(tampered, spent)).toEqual({
      ok: false,
      input: 1,
      code: -26,
      reason: `mempool-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation), input 1 of ${tampered.txid} (wtxid ${tampered.wtxid}), spending ${FUNDING_TXID}:1`,
    });
  });

  it.each([["p2pkh", "scriptSig", 1], ["p2wpkh", "witness", 1], ["p2sh-p2wpkh", "witness", 1]] as const)(
    "refuses a %s spend that shows another public key",
    (kind, place, item) => {
      const { tx, spent } = build([{ kind }]);
      const tampered = editItems(tx, 0, place, (items) => replaceAt(items, item, keyring.keyPair(999).publicKey));
      expectScriptError(verifyInputs(tampered, spent), "EQUALVERIFY");
    },
  );

  it.each(["p2ms-2of3", "p2sh-p2ms", "p2wsh-p2ms"] as const)("refuses %s signatures out of key order (Core matches them in order)", (kind) => {
    const { tx, spent } = build([{ kind }]);
    const { place, item } = SIGNATURE_AT[kind];
    const swapped = editItems(tx, 0, place, (items) => replaceAt(replaceAt(items, item, items[item + 1]!), item + 1, items[item]!));
    expectScriptError(verifyInputs(swapped, spent), "SIG_NULLFAIL");
  });

  it("refuses a P2PK spend checked against another key's output", () => {
    const { tx, spent } = build([{ kind: "p2pk" }]);
    const otherKey = { script: lockFor(keyring, "p2pk", 11).script, value: VALUE };
    expectScriptError(verifyInputs(tx, [otherKey]), "SIG_NULLFAIL");
  });

  it.each(["p2pk", "p2pkh", "p2sh-p2wpkh", "p2wsh-p2ms"] as const)("refuses a high-S %s signature, the malleated twin of a valid one", (kind) => {
    const { tx, spent } = build([{ kind }]);
    expectScriptError(verifyInputs(editSignature(tx, kind, highS), spent), "SIG_HIGH_S");
  });

  it.each([
    ["a byte too many inside the DER", (sig: Uint8Array) => Uint8Array.of(...sig.subarray(0, -1), 0x00, sig.at(-1)!), "SIG_DER"],
    ["an undefined hash type", (sig: Uint8Array) => Uint8Array.of(...sig.subarray(0, -1), 0x04), "SIG_HASHTYPE"],
  ] as const)("refuses an ECDSA signature with %s", (_, edit, error) => {
    const { tx, spent } = build([{ kind: "p2wpkh" }]);
    expectScriptError(verifyInputs(editSignature(tx, "p2wpkh", edit), spent), error);
  });

  it("answers an empty signature with a false result, not a signature failure", () => {
    const { tx, spent } = build([{ kind: "p2pkh" }]);
    expectScriptError(verifyInputs(editSignature(tx, "p2pkh", () => new Uint8Array(0)), spent), "EVAL_FALSE");
  });

  it("refuses a P2PKH 'signature' that is the key hash the script pushes (FindAndDelete)", () => {
    const { tx, spent } = build([{ kind: "p2pkh" }]);
    expectScriptError(verifyInputs(editSignature(tx, "p2pkh", () => spent[0]!.script.subarray(3, 23)), spent), "SIG_FINDANDDELETE");
  });

  it("refuses an uncompressed key in a segwit key-hash spend", () => {
    const { tx } = build([{ kind: "p2wpkh" }]);
    const uncompressed = keyring.keyPair(10).uncompressedPublicKey;
    const tampered = editItems(tx, 0, "witness", (items) => replaceAt(items, 1, uncompressed));
    const spent = [{ script: Uint8Array.of(0x00, 0x14, ...hash160(uncompressed)), value: VALUE }];
    expectScriptError(verifyInputs(tampered, spent), "WITNESS_PUBKEYTYPE");
  });
});

describe("verifyInputs: amounts the signatures commit to", () => {
  it.each(SCRIPT_KINDS)("checks a %s spend against the spent amount when its digest commits to it", (kind) => {
    const { tx, spent } = build([{ kind }]);
    const verdict = verifyInputs(tx, [{ ...spent[0]!, value: VALUE + 1 }]);
    if (kind === "p2wpkh" || kind === "p2sh-p2wpkh" || kind === "p2wsh-p2ms") expectScriptError(verdict, "SIG_NULLFAIL");
    else if (isTaproot(kind)) expectScriptError(verdict, "SCHNORR_SIG");
    // The legacy digest does not commit to amounts: only the fee changes.
    else expect(verdict).toEqual({ ok: true });
  });

  it("refuses a taproot spend when another input's amount is wrong (BIP341 signs every amount)", () => {
    const { tx, spent } = build([{ kind: "p2pkh" }, { kind: "p2tr" }]);
    expectScriptError(verifyInputs(tx, [{ ...spent[0]!, value: VALUE - 1 }, spent[1]!]), "SCHNORR_SIG", 1);
  });
});

describe("verifyInputs: witness programs and taproot", () => {
  it("refuses a P2WSH spend with another witness script", () => {
    const { tx, spent } = build([{ kind: "p2wsh-p2ms" }]);
    const otherScript = p2ms(2, [11, 12, 13].map((i) => keyring.keyPair(i).publicKey)).script;
    expectScriptError(verifyInputs(editItems(tx, 0, "witness", (items) => replaceAt(items, 3, otherScript)), spent), "WITNESS_PROGRAM_MISMATCH");
  });

  it("refuses a P2WSH spend with an empty witness", () => {
    const { tx, spent } = build([{ kind: "p2wsh-p2ms" }, { kind: "p2wpkh" }]);
    expectScriptError(verifyInputs(withInput(tx, 0, { witness: [] }), spent), "WITNESS_PROGRAM_WITNESS_EMPTY");
  });

  it("refuses a P2WPKH witness of three items, and a non-zero multisig dummy in a P2WSH witness", () => {
    const wpkh = build([{ kind: "p2wpkh" }]);
    expectScriptError(verifyInputs(editItems(wpkh.tx, 0, "witness", (items) => [new Uint8Array(0), ...items]), wpkh.spent), "WITNESS_PROGRAM_MISMATCH");
    const wsh = build([{ kind: "p2wsh-p2ms" }]);
    expectScriptError(verifyInputs(editItems(wsh.tx, 0, "witness", (items) => replaceAt(items, 0, Uint8Array.of(1))), wsh.spent), "SIG_NULLDUMMY");
  });

  it("refuses a scriptSig beside a native witness program, and extra pushes before a nested one", () => {
    const native = build([{ kind: "p2wpkh" }]);
    expectScriptError(verifyInputs(withInput(native.tx, 0, { scriptSig: Uint8Array.of(0x51) }), native.spent), "WITNESS_MALLEATED");
    const nested = build([{ kind: "p2sh-p2wpkh" }]);
    const extra = editItems(nested.tx, 0, "scriptSig", (items) => [Uint8Array.of(7, 7), ...items]);
    expectScriptError(verifyInputs(extra, nested.spent), "WITNESS_MALLEATED_P2SH");
  });

  it.each([
    ["its parity bit flipped", (control: Uint8Array) => flipByte(control, 0)],
    ["another internal key", (control: Uint8Array) => flipByte(control, 5)],
  ] as const)("refuses a script-path spend whose control block has %s", (_, edit) => {
    for (const kind of ["p2tr-script", "p2tr-inscription"] as const) {
      const { tx, spent } = build([{ kind }]);
      expectScriptError(verifyInputs(editItems(tx, 0, "witness", (items) => replaceAt(items, 2, edit(items[2]!))), spent), "WITNESS_PROGRAM_MISMATCH");
    }
  });

  it("refuses a control block of a wrong size, and another leaf under a valid control block", () => {
    const { tx, spent } = build([{ kind: "p2tr-inscription" }]);
    const short = editItems(tx, 0, "witness", (items) => replaceAt(items, 2, items[2]!.subarray(0, 32)));
    expectScriptError(verifyInputs(short, spent), "TAPROOT_WRONG_CONTROL_SIZE");
    const otherLeaf = inscriptionLeaf(keyring.keyPair(10).xOnlyPublicKey, "another body");
    expectScriptError(verifyInputs(editItems(tx, 0, "witness", (items) => replaceAt(items, 1, otherLeaf)), spent), "WITNESS_PROGRAM_MISMATCH");
  });

  it.each([
    ["65 bytes with an explicit SIGHASH_DEFAULT", (sig: Uint8Array) => Uint8Array.of(...sig, 0x00), "SCHNORR_SIG_HASHTYPE"],
    ["an undefined hash type", (sig: Uint8Array) => Uint8Array.of(...sig, 0x04), "SCHNORR_SIG_HASHTYPE"],
    ["63 bytes", (sig: Uint8Array) => sig.subarray(0, 63), "SCHNORR_SIG_SIZE"],
  ] as const)("refuses a key-path signature of %s", (_, edit, error) => {
    const { tx, spent } = build([{ kind: "p2tr" }]);
    expectScriptError(verifyInputs(editSignature(tx, "p2tr", edit), spent), error);
  });

  it("refuses SIGHASH_SINGLE on a taproot input whose output is gone", () => {
    const { tx, spent } = build([{ kind: "p2tr", sighash: 0x02 }, { kind: "p2tr", sighash: 0x03 }]);
    const oneOutput = encodeTransaction({ ...tx, outputs: tx.outputs.slice(0, 1) });
    expectScriptError(verifyInputs(oneOutput, spent), "SCHNORR_SIG_HASHTYPE", 1);
  });

  it("treats an empty tapscript signature as false, and an extra witness item as an unclean stack", () => {
    const { tx, spent } = build([{ kind: "p2tr-script" }]);
    expectScriptError(verifyInputs(editSignature(tx, "p2tr-script", () => new Uint8Array(0)), spent), "EVAL_FALSE");
    expectScriptError(verifyInputs(editItems(tx, 0, "witness", (items) => [Uint8Array.of(1), ...items]), spent), "CLEANSTACK");
  });

  it("spends a leaf through a two-leaf tree, and refuses it with a wrong merkle path", () => {
    const key = keyring.keyPair(40);
    const leaf = inscriptionLeaf(key.xOnlyPublicKey, "left");
    const payment = p2tr(undefined, [{ script: leaf }, { script: inscriptionLeaf(key.xOnlyPublicKey, "right") }], undefined, true);
    const [controlBlock, leafWithVersion] = payment.tapLeafScript!.find(([, script]) => hex.encode(script.subarray(0, -1)) === hex.encode(leaf))!;
    const control = TaprootControlBlock.encode(controlBlock);
    expect(control.length).toBe(65);
    const spent = [{ script: payment.script, value: VALUE }];
    const unsigned = build([{ kind: "p2wpkh" }]).tx;
    const template = Transaction.fromRaw(hex.decode(unsigned.hex), { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true });
    const digest = template.preimageWitnessV1(0, [payment.script], 0x00, [BigInt(VALUE)], undefined, leafWithVersion.subarray(0, -1));
    const signed = withInput(unsigned, 0, { witness: [signSchnorr(digest, key.privateKey, new Uint8Array(32)), leaf, control] });
    expect(verifyInputs(signed, spent)).toEqual({ ok: true });
    const wrongPath = withInput(signed, 0, { witness: [signed.inputs[0]!.witness[0]!, leaf, flipByte(control, 40)] });
    expectScriptError(verifyInputs(wrongPath, spent), "WITNESS_PROGRAM_MISMATCH");
  });

  it("refuses a leaf version reserved for soft forks (policy), whatever it holds", () => {
    const leaf = Uint8Array.of(0x51);
    const payment = p2tr(undefined, [{ script: leaf, leafVersion: 0xc2 }], undefined, true);
    const control = TaprootControlBlock.encode(payment.tapLeafScript![0]![0]);
    const { tx } = build([{ kind: "p2wpkh" }]);
    const spent = [{ script: payment.script, value: VALUE }];
    expectScriptError(verifyInputs(withInput(tx, 0, { witness: [leaf, control] }), spent), "DISCOURAGE_UPGRADABLE_TAPROOT_VERSION");
  });

  it("spends a pay-to-anchor output with an empty witness only", () => {
    const { tx } = build([{ kind: "p2wpkh" }]);
    const spent = [{ script: hex.decode("51024e73"), value: 240 }];
    expect(verifyInputs(withInput(tx, 0, { witness: [] }), spent)).toEqual({ ok: true });
    expectPolicy(verifyInputs(withInput(tx, 0, { witness: [Uint8Array.of(1)] }), spent), "bad-witness-nonstandard");
  });
});

describe("verifyInputs: scriptSig shape and policy", () => {
  it("refuses a scriptSig with a non-minimal push, and one with a non-push opcode", () => {
    const { tx, spent } = build([{ kind: "p2pkh" }]);
    const [sig, key] = pushesOf(tx.inputs[0]!.scriptSig);
    const longPush = Uint8Array.of(0x4c, sig!.length, ...sig!, ...pushEncoding(key!));
    expectScriptError(verifyInputs(withInput(tx, 0, { scriptSig: longPush }), spent), "MINIMALDATA");
    const withOpcode = withInput(tx, 0, { scriptSig: Uint8Array.of(...tx.inputs[0]!.scriptSig, 0x76) });
    expectPolicy(verifyInputs(withOpcode, spent), "scriptsig-not-pushonly");
    expectScriptError(verdictOf(verifyInputScripts(withOpcode, spent)), "SIG_PUSHONLY");
  });

  it("refuses an extra item under a valid P2PKH spend (clean stack)", () => {
    const { tx, spent } = build([{ kind: "p2pkh" }]);
    expectScriptError(verifyInputs(editItems(tx, 0, "scriptSig", (items) => [Uint8Array.of(9, 9), ...items]), spent), "CLEANSTACK");
  });

  it("refuses a witness on a legacy input: non-standard before scripts run, unexpected when they do", () => {
    const { tx, spent } = build([{ kind: "p2pkh" }]);
    const stuffed = withInput(tx, 0, { witness: [Uint8Array.of(1)] });
    expectPolicy(verifyInputs(stuffed, spent), "bad-witness-nonstandard");
    expectScriptError(verdictOf(verifyInputScripts(stuffed, spent)), "WITNESS_UNEXPECTED");
  });

  it("refuses an annex as non-standard", () => {
    const { tx, spent } = build([{ kind: "p2tr" }]);
    expectPolicy(verifyInputs(editItems(tx, 0, "witness", (items) => [...items, Uint8Array.of(0x50, 1)]), spent), "bad-witness-nonstandard");
  });

  it("refuses spending an unknown script type, and an OP_RETURN output as missing", () => {
    const { tx } = build([{ kind: "p2wpkh" }]);
    const bare = withInput(tx, 0, { witness: [] });
    expectPolicy(verifyInputs(bare, [{ script: Uint8Array.of(0x51), value: VALUE }]), "bad-txns-nonstandard-inputs");
    expectPolicy(verifyInputs(bare, [{ script: Uint8Array.of(0x6a, 0x01, 0x01), value: 0 }]), "bad-txns-inputs-missingorspent", 0, -25);
  });

  it("refuses redeem and witness scripts beyond the devnet's templates as non-standard", () => {
    const { tx } = build([{ kind: "p2wpkh" }]);
    const anyoneCanSpend = Uint8Array.of(0x51);
    const p2shSpent = [{ script: Uint8Array.of(0xa9, 0x14, ...hash160(anyoneCanSpend), 0x87), value: VALUE }];
    expectPolicy(verifyInputs(withInput(tx, 0, { witness: [], scriptSig: pushEncoding(anyoneCanSpend) }), p2shSpent), "bad-txns-nonstandard-inputs");
    const p2wshSpent = [{ script: Uint8Array.of(0x00, 0x20, ...sha256(anyoneCanSpend)), value: VALUE }];
    expectPolicy(verifyInputs(withInput(tx, 0, { witness: [anyoneCanSpend] }), p2wshSpent), "bad-witness-nonstandard");
  });

  it("reports policy before scripts, whatever the input order", () => {
    const { tx, spent } = build([{ kind: "p2wpkh" }, { kind: "p2pkh" }]);
    const tampered = withInput(editSignature(tx, "p2wpkh", (sig) => flipByte(sig, 10)), 1, { witness: [Uint8Array.of(1)] });
    expectPolicy(verifyInputs(tampered, spent), "bad-witness-nonstandard", 1);
    expect(checkInputPolicy(tampered, spent)).toMatchObject({ input: 1 });
  });

  it("throws when the spent outputs do not fit the inputs", () => {
    const { tx, spent } = build([{ kind: "p2wpkh" }, { kind: "p2wpkh" }]);
    expect(() => verifyInputs(tx, spent.slice(0, 1))).toThrow(PrevoutMismatchError);
  });
});

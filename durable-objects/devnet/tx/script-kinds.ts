/**
 * Every kind of output the devnet pays to and later spends (issue 3, spec §3 address-type flags):
 * what the output script is for a key index, which keys sign a spend and what they sign, and how
 * the signatures become a scriptSig and witness. The templates are spelled out rather than taken
 * from @scure/btc-signer's payment builders, which check every key on the curve again (most of a
 * fresh lock's cost; these keys are derived valid); taproot keys come from taproot-outputs.ts, and
 * the inscription leaf is written byte for byte as `ord` writes it.
 *
 * @example
 * const lock = lockFor(keyring, "p2wsh-p2ms", 12);
 * lock.script;            // OP_0 <sha256(2-of-3 script)>
 * lock.signingKeys.length // 2
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { Script } from "@scure/btc-signer";
import { hash160 } from "@scure/btc-signer/utils.js";
import type { KeyPair, Keyring } from "./keys.ts";
import { keyPathOutput, scriptPathOutput } from "./taproot-outputs.ts";
import { type AddressNetwork, scriptAddress } from "./output-script.ts";
import { InvalidBuildRequestError } from "./transaction-errors.ts";

export const SCRIPT_KINDS = [
  "p2pk",
  "p2pk-uncompressed",
  "p2ms-1of2",
  "p2ms-2of3",
  "p2pkh",
  "p2sh-p2wpkh",
  "p2sh-p2ms",
  "p2wpkh",
  "p2wsh-p2ms",
  "p2tr",
  "p2tr-script",
  "p2tr-inscription",
] as const;

export type ScriptKind = (typeof SCRIPT_KINDS)[number];

/** What a spend's signatures commit to: the legacy digest, BIP143, or BIP341 key or script path. */
export type SignatureScheme = "ecdsa-legacy" | "ecdsa-segwit" | "schnorr-key-path" | "schnorr-script-path";

export interface Satisfaction {
  readonly scriptSig: Uint8Array;
  readonly witness: readonly Uint8Array[];
}

/** An output script for one key index, with everything needed to spend it. */
export interface Lock {
  readonly kind: ScriptKind;
  readonly script: Uint8Array;
  readonly scheme: SignatureScheme;
  /** The script the signature commits to: scriptCode (legacy, BIP143) or the tapleaf; empty for a key path. */
  readonly scriptCode: Uint8Array;
  /** Private keys that sign, in signature order (the key path's is already tweaked). */
  readonly signingKeys: readonly Uint8Array[];
  /** Places the signatures (sighash byte included) in a scriptSig and witness stack. */
  readonly satisfy: (signatures: readonly Uint8Array[]) => Satisfaction;
}

export const isScriptKind = (kind: unknown): kind is ScriptKind => (SCRIPT_KINDS as readonly unknown[]).includes(kind);
export const isTaprootKind = (kind: ScriptKind): boolean => kind.startsWith("p2tr");

/** What the inscription envelope carries: a short text, as the first `ord` inscriptions did. */
export const INSCRIPTION_CONTENT_TYPE = "text/plain;charset=utf-8";
/** Locks kept per keyring; taproot ones cost two point multiplications to make again. */
const LOCK_CACHE_ENTRIES = 50_000;
/** Consensus limit on one pushed stack element, executed or not. */
const MAX_SCRIPT_ELEMENT_BYTES = 520;
const NO_SCRIPT = new Uint8Array(0);
const encoder = new TextEncoder();

const scriptSigOnly = (scriptSig: Uint8Array): Satisfaction => ({ scriptSig, witness: [] });

/** The standard output templates (BIP11, BIP13, BIP141, BIP341), for keys and scripts known to be valid. */
const payToKey = (publicKey: Uint8Array) => Script.encode([publicKey, "CHECKSIG"]);
const payToKeyHash = (publicKey: Uint8Array) => Script.encode(["DUP", "HASH160", hash160(publicKey), "EQUALVERIFY", "CHECKSIG"]);
const payToWitnessKeyHash = (publicKey: Uint8Array) => Script.encode([0, hash160(publicKey)]);
const payToScriptHash = (script: Uint8Array) => Script.encode(["HASH160", hash160(script), "EQUAL"]);
const payToWitnessScriptHash = (script: Uint8Array) => Script.encode([0, sha256(script)]);
const payToTaproot = (outputKey: Uint8Array) => Script.encode([1, outputKey]);
const multisig = (m: number, publicKeys: readonly Uint8Array[]) => Script.encode([m, ...publicKeys, publicKeys.length, "CHECKMULTISIG"]);

/**
 * The `ord` envelope after a key check: `<key> OP_CHECKSIG OP_FALSE OP_IF "ord" 01 <type> OP_0 <body> OP_ENDIF`.
 * The false branch never runs, so the data costs witness bytes and nothing else.
 *
 * @example
 * scriptToAsm(inscriptionLeaf(key.xOnlyPublicKey, "hi")); // "OP_PUSHBYTES_32 … OP_CHECKSIG OP_0 OP_IF OP_PUSHBYTES_3 6f7264 … OP_ENDIF"
 */
export function inscriptionLeaf(xOnlyPublicKey: Uint8Array, body: string): Uint8Array {
  const bytes = encoder.encode(body);
  // Even unexecuted pushes may not exceed 520 bytes; ord splits longer bodies, the devnet keeps them short.
  if (bytes.length > MAX_SCRIPT_ELEMENT_BYTES) throw new RangeError(`inscriptionLeaf: a body of ${bytes.length} bytes needs more than one push`);
  return Script.encode([
    xOnlyPublicKey,
    "CHECKSIG",
    0,
    "IF",
    encoder.encode("ord"),
    Uint8Array.of(1),
    encoder.encode(INSCRIPTION_CONTENT_TYPE),
    0,
    bytes,
    "ENDIF",
  ]);
}

/** A single-leaf taproot output with the unspendable internal key, spent by its leaf. */
function scriptPathLock(kind: ScriptKind, leaf: Uint8Array, key: KeyPair): Lock {
  const { outputKey, controlBlock } = scriptPathOutput(leaf);
  return {
    kind,
    script: payToTaproot(outputKey),
    scheme: "schnorr-script-path",
    scriptCode: leaf,
    signingKeys: [key.privateKey],
    satisfy: ([signature]) => ({ scriptSig: NO_SCRIPT, witness: [signature!, leaf, controlBlock] }),
  };
}

function multisigLock(kind: ScriptKind, m: number, keys: readonly KeyPair[], wrap: "bare" | "p2sh" | "p2wsh"): Lock {
  const redeem = multisig(m, keys.map((key) => key.publicKey));
  const signingKeys = keys.slice(0, m).map((key) => key.privateKey);
  // CHECKMULTISIG pops one item too many: the leading empty push is that dummy.
  if (wrap === "bare") {
    return { kind, script: redeem, scheme: "ecdsa-legacy", scriptCode: redeem, signingKeys, satisfy: (sigs) => scriptSigOnly(Script.encode([0, ...sigs])) };
  }
  if (wrap === "p2sh") {
    const script = payToScriptHash(redeem);
    return { kind, script, scheme: "ecdsa-legacy", scriptCode: redeem, signingKeys, satisfy: (sigs) => scriptSigOnly(Script.encode([0, ...sigs, redeem])) };
  }
  const script = payToWitnessScriptHash(redeem);
  return {
    kind,
    script,
    scheme: "ecdsa-segwit",
    scriptCode: redeem,
    signingKeys,
    satisfy: (sigs) => ({ scriptSig: NO_SCRIPT, witness: [NO_SCRIPT, ...sigs, redeem] }),
  };
}

function makeLock(keyring: Keyring, kind: ScriptKind, index: number): Lock {
  const key = keyring.keyPair(index);
  const cosigners = (count: number) => Array.from({ length: count }, (_, slot) => keyring.keyPair(index, slot));
  switch (kind) {
    case "p2pk":
    case "p2pk-uncompressed": {
      const script = payToKey(kind === "p2pk" ? key.publicKey : key.uncompressedPublicKey);
      return { kind, script, scheme: "ecdsa-legacy", scriptCode: script, signingKeys: [key.privateKey], satisfy: (sigs) => scriptSigOnly(Script.encode([...sigs])) };
    }
    case "p2ms-1of2":
      return multisigLock(kind, 1, cosigners(2), "bare");
    case "p2ms-2of3":
      return multisigLock(kind, 2, cosigners(3), "bare");
    case "p2sh-p2ms":
      return multisigLock(kind, 2, cosigners(3), "p2sh");
    case "p2wsh-p2ms":
      return multisigLock(kind, 2, cosigners(3), "p2wsh");
    case "p2pkh": {
      const script = payToKeyHash(key.publicKey);
      return { kind, script, scheme: "ecdsa-legacy", scriptCode: script, signingKeys: [key.privateKey], satisfy: ([sig]) => scriptSigOnly(Script.encode([sig!, key.publicKey])) };
    }
    case "p2wpkh":
    case "p2sh-p2wpkh": {
      const program = payToWitnessKeyHash(key.publicKey);
      // BIP143: a key-hash program signs the equivalent P2PKH script.
      const scriptCode = payToKeyHash(key.publicKey);
      const nested = kind === "p2sh-p2wpkh";
      return {
        kind,
        script: nested ? payToScriptHash(program) : program,
        scheme: "ecdsa-segwit",
        scriptCode,
        signingKeys: [key.privateKey],
        satisfy: ([sig]) => ({ scriptSig: nested ? Script.encode([program]) : NO_SCRIPT, witness: [sig!, key.publicKey] }),
      };
    }
    case "p2tr": {
      // BIP86-style output: the internal key tweaked by its own hash, no script tree.
      const { outputKey, signingKey } = keyPathOutput(key.privateKey, key.publicKey);
      return {
        kind,
        script: payToTaproot(outputKey),
        scheme: "schnorr-key-path",
        scriptCode: NO_SCRIPT,
        signingKeys: [signingKey],
        satisfy: ([sig]) => ({ scriptSig: NO_SCRIPT, witness: [sig!] }),
      };
    }
    case "p2tr-script":
      // A tapscript leaf checks an x-only key with the same `<key> OP_CHECKSIG`.
      return scriptPathLock(kind, payToKey(key.xOnlyPublicKey), key);
    case "p2tr-inscription":
      return scriptPathLock(kind, inscriptionLeaf(key.xOnlyPublicKey, `Blocktide devnet inscription #${index}`), key);
  }
}

const LOCKS = new WeakMap<Keyring, Map<string, Lock>>();

/**
 * The lock of a kind and key index in a keyring; made once and remembered.
 *
 * @example
 * lockFor(keyring, "p2tr", 3).scheme; // "schnorr-key-path"
 */
export function lockFor(keyring: Keyring, kind: ScriptKind, index: number): Lock {
  if (!isScriptKind(kind)) throw new InvalidBuildRequestError("kind", kind, `one of ${SCRIPT_KINDS.join(", ")}`);
  let locks = LOCKS.get(keyring);
  if (!locks) LOCKS.set(keyring, (locks = new Map()));
  const name = `${kind}/${index}`;
  let lock = locks.get(name);
  if (!lock) {
    lock = makeLock(keyring, kind, index);
    if (locks.size >= LOCK_CACHE_ENTRIES) locks.clear();
    locks.set(name, lock);
  }
  return lock;
}

/**
 * The output script and address (if the kind has one) to pay a kind and key index.
 *
 * @example
 * outputFor(keyring, "p2wpkh", 0, "regtest").address; // "bcrt1q…"
 */
export function outputFor(keyring: Keyring, kind: ScriptKind, index: number, network: AddressNetwork = "mainnet") {
  const { script } = lockFor(keyring, kind, index);
  return { script, address: scriptAddress(script, network) };
}

/**
 * Signature checks against one transaction's digests, as Core's `TransactionSignatureChecker`
 * makes them: the legacy digest (our `legacySighash`, the one the builder signs), BIP143 and BIP341
 * (@scure/btc-signer's preimages, also the builder's), verified with @noble/curves.
 *
 * @example
 * const checker = new SignatureChecker(tx, spent);
 * checker.ecdsa(0, signatureWithHashType, publicKey, scriptCode, "witness_v0"); // true
 * checker.schnorr(1, signature, outputKey);                                      // undefined (valid)
 */
import { schnorr, secp256k1 } from "@noble/curves/secp256k1.js";
import { Transaction } from "@scure/btc-signer";
import { SIGHASH_DEFAULT, SIGHASH_SINGLE, legacySighash } from "../legacy-sighash.ts";
import type { TransactionParts } from "../raw-transaction.ts";
import type { ScriptError } from "./script-errors.ts";
import type { EcdsaSigVersion } from "./signature-encoding.ts";

/** The output an input spends: what BIP143 and BIP341 digests commit to. */
export interface SpentOutput {
  readonly script: Uint8Array;
  /** Sats. */
  readonly value: number;
}

/** The tapleaf a script-path signature commits to. */
export interface TapLeaf {
  readonly script: Uint8Array;
  readonly version: number;
}

const SCHNORR_SIGNATURE_BYTES = 64;
const SIGHASH_OUTPUT_MASK = 0x03;

/** BIP341's defined hash types: DEFAULT, ALL, NONE, SINGLE, and the last three with ANYONECANPAY. */
const isTaprootHashType = (hashType: number): boolean => hashType <= 0x03 || (hashType >= 0x81 && hashType <= 0x83);

export class SignatureChecker {
  #template: Transaction | undefined;
  readonly #scripts: Uint8Array[];
  readonly #amounts: bigint[];

  constructor(readonly tx: TransactionParts, spent: readonly SpentOutput[]) {
    this.#scripts = spent.map((output) => output.script);
    this.#amounts = spent.map((output) => BigInt(output.value));
  }

  /** The library transaction whose BIP143/BIP341 preimages the builder signed; made on first use. */
  #digests(): Transaction {
    if (this.#template) return this.#template;
    const { version, locktime, inputs, outputs } = this.tx;
    const template = new Transaction({ version, lockTime: locktime, allowUnknownVersion: true, allowUnknownOutputs: true, disableScriptCheck: true });
    for (const input of inputs) template.addInput({ txid: input.txid, index: input.index, sequence: input.sequence });
    for (const output of outputs) template.addOutput({ script: output.script, amount: BigInt(output.value) });
    return (this.#template = template);
  }

  /**
   * Core's `CheckECDSASignature`: `sig` ends in its hash-type byte; an empty signature is simply
   * false. Encodings are the caller's to check first (see signature-encoding.ts).
   */
  ecdsa(index: number, sig: Uint8Array, key: Uint8Array, scriptCode: Uint8Array, sigVersion: EcdsaSigVersion): boolean {
    if (sig.length === 0) return false;
    const hashType = sig[sig.length - 1]!;
    const digest = sigVersion === "base"
      ? legacySighash(this.tx, index, scriptCode, hashType)
      : this.#digests().preimageWitnessV0(index, scriptCode, hashType, this.#amounts[index]!);
    return secp256k1.verify(sig.subarray(0, -1), digest, key, { prehash: false, format: "der", lowS: false });
  }

  /**
   * Core's `CheckSchnorrSignature` for a key path (no leaf) or a tapscript (with its leaf): 64 bytes
   * for SIGHASH_DEFAULT or 65 with an explicit, defined hash type; SINGLE needs its output.
   */
  schnorr(index: number, sig: Uint8Array, key: Uint8Array, leaf?: TapLeaf, annex?: Uint8Array): ScriptError | undefined {
    if (sig.length !== SCHNORR_SIGNATURE_BYTES && sig.length !== SCHNORR_SIGNATURE_BYTES + 1) return "SCHNORR_SIG_SIZE";
    const hashType = sig.length === SCHNORR_SIGNATURE_BYTES ? SIGHASH_DEFAULT : sig[SCHNORR_SIGNATURE_BYTES]!;
    // An explicit 0x00 would make two encodings of one signature; BIP341 forbids it.
    if (sig.length > SCHNORR_SIGNATURE_BYTES && hashType === SIGHASH_DEFAULT) return "SCHNORR_SIG_HASHTYPE";
    if (!isTaprootHashType(hashType)) return "SCHNORR_SIG_HASHTYPE";
    if ((hashType & SIGHASH_OUTPUT_MASK) === SIGHASH_SINGLE && index >= this.tx.outputs.length) return "SCHNORR_SIG_HASHTYPE";
    const digest = this.#digests().preimageWitnessV1(index, this.#scripts, hashType, this.#amounts, undefined, leaf?.script, leaf?.version, annex);
    return schnorr.verify(sig.subarray(0, SCHNORR_SIGNATURE_BYTES), digest, key) ? undefined : "SCHNORR_SIG";
  }
}

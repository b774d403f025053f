/**
 * Builds and signs one devnet transaction: real outpoints, real scripts of every kind, real
 * signatures with the sighash and sequence asked for. Digests are our own legacy, BIP143 and BIP341
 * ones (checked against @scure/btc-signer's by the script verifier's tests); keys
 * and locks are cached, and signatures come from a pool of nonces (pooled-nonce-signer.ts), so a
 * spend costs a few scalar multiplications per signing key.
 *
 * @example
 * const built = buildTransaction({
 *   keyring,
 *   inputs: [{ txid, vout: 0, value: 50_000, kind: "p2wpkh", keyIndex: 1, sequence: SEQUENCE_RBF }],
 *   outputs: [{ kind: "p2tr", keyIndex: 2, value: 40_000 }, { opReturn: "68656c6c6f", value: 0 }],
 * });
 * built.fee; // 10000
 */
import { hex as hexCoder } from "@scure/base";
import { Script } from "@scure/btc-signer";
import { isTxid } from "../../../shared/types/ids.ts";
import { type Sats, sats } from "../../../shared/types/units.ts";
import type { Keyring } from "./keys.ts";
import { signBip340, signEcdsa } from "./pooled-nonce-signer.ts";
import { SegwitDigests } from "./segwit-sighash.ts";
import { SIGHASH_ALL, SIGHASH_ANYONECANPAY, SIGHASH_DEFAULT, SIGHASH_SINGLE, legacySighash } from "./legacy-sighash.ts";
import { type DecodedTransaction, type RawInput, type RawOutput, type TransactionParts, encodeTransaction } from "./raw-transaction.ts";
import { type Lock, type ScriptKind, isScriptKind, isTaprootKind, lockFor } from "./script-kinds.ts";
import { InvalidBuildRequestError } from "./transaction-errors.ts";

/** Final: no RBF signal, no relative lock time. */
export const SEQUENCE_FINAL = 0xffff_ffff;
/** Enables nLockTime without signalling replaceability (what Core uses with anti-fee-sniping). */
export const SEQUENCE_LOCKTIME_ONLY = 0xffff_fffe;
/** BIP125 opt-in replace-by-fee: any sequence below 0xfffffffe signals; wallets use this one. */
export const SEQUENCE_RBF = 0xffff_fffd;
/** All coins there will ever be, in sats: no amount can exceed it. */
export const MAX_MONEY_SATS = 2_100_000_000_000_000;
const ECDSA_SIGHASHES = [0x01, 0x02, 0x03, 0x81, 0x82, 0x83];

export interface BuildInput {
  readonly txid: string;
  readonly vout: number;
  /** Value of the spent output, sats. */
  readonly value: number;
  /** How the spent output is locked, and by which key index of the keyring. */
  readonly kind: ScriptKind;
  readonly keyIndex: number;
  /** SIGHASH_* byte; SIGHASH_DEFAULT for taproot kinds and SIGHASH_ALL for the rest when absent. */
  readonly sighash?: number;
  /** Defaults to SEQUENCE_FINAL. */
  readonly sequence?: number;
}

export type BuildOutput =
  | { readonly kind: ScriptKind; readonly keyIndex: number; readonly value: number }
  /** Data after OP_RETURN: hex, or bytes from callers inside the devnet. */
  | { readonly opReturn: string | Uint8Array; readonly value: number }
  | { readonly script: string; readonly value: number };

export interface BuildRequest {
  readonly keyring: Keyring;
  readonly inputs: readonly BuildInput[];
  readonly outputs: readonly BuildOutput[];
  /** 1, 2 (the default) or 3. */
  readonly version?: number;
  readonly locktime?: number;
}

/** A signed transaction, parsed and measured as `decodeTransaction` would, plus the fee it pays. */
export interface BuiltTransaction extends DecodedTransaction {
  readonly fee: Sats;
}

const isUint32 = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 0xffff_ffff;
const isAmount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= MAX_MONEY_SATS;

function readHex(field: string, value: unknown): Uint8Array {
  if (typeof value !== "string" || !/^(?:[0-9a-fA-F]{2})*$/.test(value)) throw new InvalidBuildRequestError(field, value, "an even number of hex characters");
  return hexCoder.decode(value.toLowerCase());
}

function outputScript(keyring: Keyring, output: BuildOutput, i: number): Uint8Array {
  if ("kind" in output) return lockFor(keyring, output.kind, output.keyIndex).script;
  if ("opReturn" in output) {
    const data = output.opReturn instanceof Uint8Array ? output.opReturn : readHex(`outputs[${i}].opReturn`, output.opReturn);
    return data.length === 0 ? Uint8Array.of(0x6a) : Script.encode(["RETURN", data]);
  }
  return readHex(`outputs[${i}].script`, output.script);
}

/**
 * Checks requested outputs and turns them into scripts and values (shared with the coinbase builder).
 *
 * @example
 * resolveOutputs(keyring, [{ opReturn: "", value: 0 }]); // [{ value: 0, script: Uint8Array [0x6a] }]
 */
export function resolveOutputs(keyring: Keyring, outputs: readonly BuildOutput[]): RawOutput[] {
  if (!Array.isArray(outputs) || outputs.length === 0) throw new InvalidBuildRequestError("outputs", outputs, "at least one output");
  return outputs.map((output, i) => {
    if (!isAmount(output.value)) throw new InvalidBuildRequestError(`outputs[${i}].value`, output.value, "whole sats from 0 to 21 million BTC");
    return { value: output.value, script: outputScript(keyring, output, i) };
  });
}

function checkInput(input: BuildInput, i: number, outputCount: number): number {
  const at = `inputs[${i}]`;
  if (!isTxid(input.txid)) throw new InvalidBuildRequestError(`${at}.txid`, input.txid, "64 hexadecimal characters");
  if (!isUint32(input.vout)) throw new InvalidBuildRequestError(`${at}.vout`, input.vout, "an output index from 0 to 4294967295");
  if (!isAmount(input.value)) throw new InvalidBuildRequestError(`${at}.value`, input.value, "whole sats from 0 to 21 million BTC");
  if (!isScriptKind(input.kind)) throw new InvalidBuildRequestError(`${at}.kind`, input.kind, "a known script kind");
  if (input.sequence !== undefined && !isUint32(input.sequence)) throw new InvalidBuildRequestError(`${at}.sequence`, input.sequence, "a 32-bit unsigned number");
  const taproot = isTaprootKind(input.kind);
  const sighash = input.sighash ?? (taproot ? SIGHASH_DEFAULT : SIGHASH_ALL);
  if (!ECDSA_SIGHASHES.includes(sighash) && !(taproot && sighash === SIGHASH_DEFAULT)) {
    throw new InvalidBuildRequestError(`${at}.sighash`, sighash, taproot ? "0, 1, 2, 3, 0x81, 0x82 or 0x83" : "1, 2, 3, 0x81, 0x82 or 0x83 (SIGHASH_DEFAULT is taproot-only)");
  }
  // Legacy and BIP143 would sign the number 1 here; BIP341 has no digest at all. Neither is a payment.
  if ((sighash & ~SIGHASH_ANYONECANPAY) === SIGHASH_SINGLE && i >= outputCount) {
    throw new InvalidBuildRequestError(`${at}.sighash`, sighash, `an output at index ${i} for SIGHASH_SINGLE to sign`);
  }
  return sighash;
}

/** One signature with its sighash byte (none for SIGHASH_DEFAULT, which BIP341 leaves off). */
function sign(lock: Lock, digest: Uint8Array, key: Uint8Array, sighash: number): Uint8Array {
  const signature = lock.scheme.startsWith("schnorr") ? signBip340(digest, key) : signEcdsa(digest, key);
  return sighash === SIGHASH_DEFAULT ? signature : Uint8Array.of(...signature, sighash);
}

/**
 * Builds, signs and serialises a transaction; throws `InvalidBuildRequestError` naming the field
 * for anything it cannot sign honestly (unknown kind, bad sighash, outputs above inputs …).
 *
 * @example
 * buildTransaction({ keyring, inputs, outputs, version: 1, locktime: 840_000 }).txid;
 */
export function buildTransaction(request: BuildRequest): BuiltTransaction {
  const { keyring, inputs, outputs } = request;
  const version = request.version ?? 2;
  const locktime = request.locktime ?? 0;
  if (![1, 2, 3].includes(version)) throw new InvalidBuildRequestError("version", version, "1, 2 or 3");
  if (!isUint32(locktime)) throw new InvalidBuildRequestError("locktime", locktime, "a 32-bit unsigned number");
  if (!Array.isArray(inputs) || inputs.length === 0) throw new InvalidBuildRequestError("inputs", inputs, "at least one input");
  const outputParts = resolveOutputs(keyring, outputs);
  const sighashes = inputs.map((input, i) => checkInput(input, i, outputs.length));
  const locks = inputs.map((input) => lockFor(keyring, input.kind, input.keyIndex));
  const fee = inputs.reduce((sum, input) => sum + input.value, 0) - outputParts.reduce((sum, output) => sum + output.value, 0);
  if (fee < 0) throw new InvalidBuildRequestError("outputs", `${-fee} sats more than the inputs`, "outputs that the inputs can pay for");

  const unsignedInputs: RawInput[] = inputs.map((input) => ({
    txid: hexCoder.decode(input.txid.toLowerCase()),
    index: input.vout,
    scriptSig: new Uint8Array(0),
    sequence: input.sequence ?? SEQUENCE_FINAL,
    witness: [],
  }));
  const unsigned: TransactionParts = { version, locktime, inputs: unsignedInputs, outputs: outputParts };
  const digests = new SegwitDigests(unsigned, locks.map((lock) => lock.script), inputs.map((input) => input.value));

  const signedInputs = unsignedInputs.map((input, i): RawInput => {
    const lock = locks[i]!;
    const sighash = sighashes[i]!;
    let digest: Uint8Array;
    if (lock.scheme === "ecdsa-legacy") digest = legacySighash(unsigned, i, lock.scriptCode, sighash);
    else if (lock.scheme === "ecdsa-segwit") digest = digests.v0(i, lock.scriptCode, sighash);
    else if (lock.scheme === "schnorr-key-path") digest = digests.v1(i, sighash);
    else digest = digests.v1(i, sighash, lock.scriptCode);
    const { scriptSig, witness } = lock.satisfy(lock.signingKeys.map((key) => sign(lock, digest, key, sighash)));
    return { ...input, scriptSig, witness };
  });

  return { ...encodeTransaction({ ...unsigned, inputs: signedInputs }), fee: sats(fee) };
}

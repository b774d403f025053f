/**
 * What an ECDSA signature and public key must look like before CHECKSIG / CHECKMULTISIG even
 * verifies them, under Core's standard flags: strict DER (BIP66), low S, a defined hash type
 * (STRICTENC), and a compressed or uncompressed key (only compressed in segwit v0).
 *
 * @example
 * signatureEncodingFault(signatureWithHashType); // undefined, or "SIG_DER" / "SIG_HIGH_S" / "SIG_HASHTYPE"
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToNumberBE } from "@noble/curves/utils.js";
import type { ScriptError } from "./script-errors.ts";

/** The two ECDSA contexts: pre-segwit (legacy digest) and segwit v0 (BIP143 digest). */
export type EcdsaSigVersion = "base" | "witness_v0";

const CURVE_ORDER = secp256k1.Point.Fn.ORDER;
const HALF_CURVE_ORDER = CURVE_ORDER >> 1n;
const SIGHASH_ANYONECANPAY = 0x80;
const MIN_SIGNATURE_BYTES = 9;
const MAX_SIGNATURE_BYTES = 73;

/**
 * Core's `IsValidSignatureEncoding` (BIP66): `0x30 len 0x02 lenR R 0x02 lenS S hashtype`, lengths
 * consistent, both integers positive and without needless leading zero bytes.
 */
export function isStrictDerSignature(sig: Uint8Array): boolean {
  if (sig.length < MIN_SIGNATURE_BYTES || sig.length > MAX_SIGNATURE_BYTES) return false;
  if (sig[0] !== 0x30 || sig[1] !== sig.length - 3) return false;
  const lengthR = sig[3]!;
  if (5 + lengthR >= sig.length) return false;
  const lengthS = sig[5 + lengthR]!;
  if (lengthR + lengthS + 7 !== sig.length) return false;
  if (sig[2] !== 0x02 || lengthR === 0 || sig[4]! & 0x80) return false;
  if (lengthR > 1 && sig[4] === 0x00 && !(sig[5]! & 0x80)) return false;
  if (sig[lengthR + 4] !== 0x02 || lengthS === 0 || sig[lengthR + 6]! & 0x80) return false;
  if (lengthS > 1 && sig[lengthR + 6] === 0x00 && !(sig[lengthR + 7]! & 0x80)) return false;
  return true;
}

/**
 * Whether a strict-DER signature's S is above half the curve order. Like libsecp256k1's lax parser,
 * an R or S at or above the order counts as the all-zero signature: not high, merely invalid.
 */
export function hasHighS(sig: Uint8Array): boolean {
  const lengthR = sig[3]!;
  const r = bytesToNumberBE(sig.subarray(4, 4 + lengthR));
  const s = bytesToNumberBE(sig.subarray(6 + lengthR, sig.length - 1));
  if (r >= CURVE_ORDER || s >= CURVE_ORDER) return false;
  return s > HALF_CURVE_ORDER;
}

/** Core's `IsDefinedHashtypeSignature`: ALL, NONE or SINGLE, with or without ANYONECANPAY. */
export function isDefinedHashType(sig: Uint8Array): boolean {
  if (sig.length === 0) return false;
  const base = sig[sig.length - 1]! & ~SIGHASH_ANYONECANPAY;
  return base >= 1 && base <= 3;
}

/**
 * Core's `CheckSignatureEncoding` under DERSIG, LOW_S and STRICTENC. The empty signature passes:
 * it is the sanctioned way to fail a CHECKSIG without failing the script.
 */
export function signatureEncodingFault(sig: Uint8Array): ScriptError | undefined {
  if (sig.length === 0) return undefined;
  if (!isStrictDerSignature(sig)) return "SIG_DER";
  if (hasHighS(sig)) return "SIG_HIGH_S";
  if (!isDefinedHashType(sig)) return "SIG_HASHTYPE";
  return undefined;
}

/** Core's `CheckPubKeyEncoding` under STRICTENC and WITNESS_PUBKEYTYPE. */
export function publicKeyEncodingFault(key: Uint8Array, sigVersion: EcdsaSigVersion): ScriptError | undefined {
  const compressed = key.length === 33 && (key[0] === 0x02 || key[0] === 0x03);
  const uncompressed = key.length === 65 && key[0] === 0x04;
  if (!compressed && !uncompressed) return "PUBKEYTYPE";
  if (sigVersion === "witness_v0" && !compressed) return "WITNESS_PUBKEYTYPE";
  return undefined;
}

/**
 * A short fingerprint of the CPFP data last sent for a tracked transaction: `txPosition` and
 * `tracked-txs` carry `cpfp` only when it changed for that socket (research §1.4), and the
 * fingerprints a socket has seen live in its attachment (socket-state.ts), so both servers that
 * speak the protocol (the devnet and the hub) make them the same way.
 *
 * 48 bits of SHA-256 of `txid:value` (8 base64url characters): a hundred tracked transactions'
 * fingerprints fit the attachment, and a change that kept its fingerprint (odds 2^-48) would only go
 * unannounced.
 *
 * @example
 * cpfpFingerprint(txid, '{"ancestors":[],…}'); // "q3Zx0_aB"
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { base64urlnopad } from "@scure/base";

const FINGERPRINT_BYTES = 6;
const FINGERPRINT = /^[A-Za-z0-9_-]{8}$/;

/** @param value the CPFP data as serialised for the wire */
export function cpfpFingerprint(txid: string, value: string): string {
  return base64urlnopad.encode(sha256(utf8ToBytes(`${txid}:${value}`)).subarray(0, FINGERPRINT_BYTES));
}

/** Whether an attachment's entry has the shape cpfpFingerprint makes. */
export const isCpfpFingerprint = (value: unknown): value is string => typeof value === "string" && FINGERPRINT.test(value);

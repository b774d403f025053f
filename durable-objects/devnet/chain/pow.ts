import { sha256 } from "@noble/hashes/sha2.js";

/**
 * Proof of work in Bitcoin's own encoding: compact `bits`, the 256-bit target, difficulty relative
 * to the difficulty-1 target, and the double SHA-256 that a header's hash must not exceed.
 */

/** The difficulty-1 target (bits 0x1d00ffff), which "difficulty" is measured against. */
export const DIFFICULTY_ONE_TARGET = 0xffffn << 208n;
/** The easiest target the devnet allows, as on regtest: anything below 2^255. */
export const POW_LIMIT_BITS = 0x207fffff;

export const sha256d = (bytes: Uint8Array): Uint8Array => sha256(sha256(bytes));

/**
 * The target encoded by compact bits.
 *
 * @example
 * bitsToTarget(0x1d00ffff) === DIFFICULTY_ONE_TARGET; // true
 */
export function bitsToTarget(bits: number): bigint {
  const exponent = bits >>> 24;
  const mantissa = BigInt(bits & 0x007fffff);
  return exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3));
}

/** The compact encoding of a target, rounding down as Bitcoin Core does. */
export function targetToBits(target: bigint): number {
  if (target <= 0n) return 0;
  let size = Math.ceil(target.toString(16).length / 2);
  let mantissa = size <= 3 ? Number(target << BigInt(8 * (3 - size))) : Number(target >> BigInt(8 * (size - 3)));
  // The mantissa's top bit is a sign bit in this encoding; keep it clear.
  if (mantissa & 0x00800000) {
    mantissa >>= 8;
    size += 1;
  }
  return ((size << 24) | mantissa) >>> 0;
}

/** Difficulty as explorers show it: how many times harder than the difficulty-1 target. */
export function bitsToDifficulty(bits: number): number {
  const target = bitsToTarget(bits);
  if (target === 0n) return Number.POSITIVE_INFINITY;
  // Scale before dividing so small difficulties keep their digits.
  const SCALE = 10n ** 18n;
  return Number((DIFFICULTY_ONE_TARGET * SCALE) / target) / 1e18;
}

/** The header hash read as a number (the hash bytes are little-endian). */
export function hashToBigInt(hash: Uint8Array): bigint {
  let value = 0n;
  for (let i = hash.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(hash[i]!);
  return value;
}

/** A block hash in the usual display order (byte-reversed hex). */
export function displayHash(hash: Uint8Array): string {
  let hex = "";
  for (let i = hash.length - 1; i >= 0; i--) hex += hash[i]!.toString(16).padStart(2, "0");
  return hex;
}

/**
 * Deterministic key material for the devnet's wallets. A key is named by a seed string, an index
 * and a slot (the co-signers of one multisig index); the private key is
 * sha256(seed ‖ "/" ‖ index [‖ "/" ‖ slot]), re-hashed in the one-in-2^128 case that it is not a
 * valid scalar. The same seed always gives the same keys, so a replayed network has the same
 * addresses, scripts and (deterministic, RFC 6979 / fixed-aux BIP340) signatures.
 *
 * @example
 * const keyring = new Keyring("blocktide");
 * keyring.keyPair(7).publicKey;       // 33-byte compressed key of index 7
 * keyring.keyPair(7, 2).xOnlyPublicKey; // 32-byte BIP340 key of co-signer 2 of index 7
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { InvalidBuildRequestError } from "./transaction-errors.ts";

export interface KeyPair {
  readonly privateKey: Uint8Array;
  /** SEC1 compressed, 33 bytes (02/03 ‖ x). */
  readonly publicKey: Uint8Array;
  /** SEC1 uncompressed, 65 bytes (04 ‖ x ‖ y): what early P2PK outputs used. */
  readonly uncompressedPublicKey: Uint8Array;
  /** BIP340 x-only, 32 bytes: the key taproot scripts and outputs use. */
  readonly xOnlyPublicKey: Uint8Array;
}

/** Co-signer slots per index; enough for any multisig the devnet builds (at most 3 keys). */
export const MAX_KEY_SLOTS = 16;
/** Derived pairs kept per keyring; each costs a point multiplication (~0.4 ms) to make again. */
const KEY_CACHE_ENTRIES = 20_000;

const encoder = new TextEncoder();

/**
 * Derives one key pair; pure and uncached.
 *
 * @example
 * deriveKeyPair("blocktide", 0).privateKey; // sha256("blocktide/0")
 */
export function deriveKeyPair(seed: string, index: number, slot = 0): KeyPair {
  if (typeof seed !== "string" || seed.length === 0) throw new InvalidBuildRequestError("seed", seed, "a non-empty string");
  if (!Number.isSafeInteger(index) || index < 0) throw new InvalidBuildRequestError("keyIndex", index, "a whole number, 0 or more");
  if (!Number.isInteger(slot) || slot < 0 || slot >= MAX_KEY_SLOTS) {
    throw new InvalidBuildRequestError("key slot", slot, `a whole number from 0 to ${MAX_KEY_SLOTS - 1}`);
  }
  const name = slot === 0 ? `${seed}/${index}` : `${seed}/${index}/${slot}`;
  let privateKey = sha256(encoder.encode(name));
  while (!secp256k1.utils.isValidSecretKey(privateKey)) privateKey = sha256(privateKey);
  // Not constant-time: these keys come from a public seed, so there is no secret to leak by timing.
  const point = secp256k1.Point.BASE.multiplyUnsafe(secp256k1.Point.Fn.fromBytes(privateKey));
  const publicKey = point.toBytes(true);
  return { privateKey, publicKey, uncompressedPublicKey: point.toBytes(false), xOnlyPublicKey: publicKey.slice(1) };
}

/** The keys of one seed, derived on demand and remembered. */
export class Keyring {
  readonly #cache = new Map<string, KeyPair>();

  constructor(readonly seed: string) {
    if (typeof seed !== "string" || seed.length === 0) throw new InvalidBuildRequestError("seed", seed, "a non-empty string");
  }

  /** The key pair of an index (and co-signer slot). */
  keyPair(index: number, slot = 0): KeyPair {
    const name = `${index}/${slot}`;
    let pair = this.#cache.get(name);
    if (!pair) {
      pair = deriveKeyPair(this.seed, index, slot);
      // A full cache starts over rather than tracking recency: cheap, and misses only cost time.
      if (this.#cache.size >= KEY_CACHE_ENTRIES) this.#cache.clear();
      this.#cache.set(name, pair);
    }
    return pair;
  }
}

/**
 * ECDSA and BIP340 signatures from a small pool of precomputed nonces. A signature then costs a few
 * scalar multiplications instead of a point multiplication (about 1.5 ms here), which is what lets
 * the devnet sign mainnet's 5–10 transactions a second and seed full blocks quickly.
 *
 * Reusing a nonce across messages reveals the private key; the devnet's keys are derived from a
 * public seed (keys.ts), so they protect nothing and this costs nothing. The signatures are valid:
 * low-S, low-R (71-byte DER at most, as Bitcoin Core grinds for) and BIP340 with even R.
 *
 * @example
 * const signature = signEcdsa(digest, privateKey); // DER, without the sighash byte
 * const schnorr = signBip340(digest, tweakedKey);  // 64 bytes
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { hex as hexCoder } from "@scure/base";

const { Point } = secp256k1;
const Fn = Point.Fn;
const N = Fn.ORDER;
const HALF_N = N >> 1n;
/** Nonces made on first use; a message picks one by its digest, so signatures stay deterministic. */
const NONCE_POOL_SIZE = 256;
const encoder = new TextEncoder();

interface Nonce {
  readonly k: bigint;
  readonly kInverse: bigint;
  /** ECDSA: R.x mod n. BIP340: R.x, with k negated where needed so R has an even y. */
  readonly r: bigint;
  readonly rBytes: Uint8Array;
}

const ecdsaNonces: (Nonce | undefined)[] = [];
const schnorrNonces: (Nonce | undefined)[] = [];

const toBigInt = (bytes: Uint8Array): bigint => (bytes.length === 0 ? 0n : BigInt(`0x${hexCoder.encode(bytes)}`));
const to32Bytes = (n: bigint): Uint8Array => hexCoder.decode(n.toString(16).padStart(64, "0"));

function makeNonce(scheme: "ecdsa" | "bip340", slot: number): Nonce {
  for (let attempt = 0; ; attempt++) {
    let k = Fn.create(toBigInt(sha256(encoder.encode(`blocktide-devnet-nonce/${scheme}/${slot}/${attempt}`))));
    if (k === 0n) continue;
    const point = Point.BASE.multiplyUnsafe(k).toAffine();
    if (scheme === "bip340") {
      if (point.y % 2n === 1n) k = N - k;
      return { k, kInverse: 0n, r: point.x, rBytes: to32Bytes(point.x) };
    }
    const r = Fn.create(point.x);
    // Low R: its DER integer needs no leading zero byte, as Core's grinding ensures.
    if (r === 0n || r >> 255n === 1n) continue;
    return { k, kInverse: Fn.inv(k), r, rBytes: to32Bytes(r) };
  }
}

function nonceFor(pool: (Nonce | undefined)[], scheme: "ecdsa" | "bip340", digest: Uint8Array): Nonce {
  const slot = ((digest[0]! << 8) | digest[1]!) % NONCE_POOL_SIZE;
  return (pool[slot] ??= makeNonce(scheme, slot));
}

/** A DER integer: big-endian, minimal, with a zero byte where the top bit would read as a sign. */
function derInteger(n: bigint): Uint8Array {
  let bytes = to32Bytes(n);
  let start = 0;
  while (start < 31 && bytes[start] === 0 && bytes[start + 1]! < 0x80) start++;
  bytes = bytes.subarray(start);
  return bytes[0]! >= 0x80 ? Uint8Array.of(0, ...bytes) : bytes;
}

/** An ECDSA signature of a 32-byte digest, DER-encoded (low S), without a sighash byte. */
export function signEcdsa(digest: Uint8Array, privateKey: Uint8Array): Uint8Array {
  const d = toBigInt(privateKey);
  const z = Fn.create(toBigInt(digest));
  const nonce = nonceFor(ecdsaNonces, "ecdsa", digest);
  let s = Fn.mul(nonce.kInverse, Fn.add(z, Fn.mul(nonce.r, d)));
  if (s > HALF_N) s = N - s;
  const r = derInteger(nonce.r);
  const sBytes = derInteger(s);
  return Uint8Array.of(0x30, 4 + r.length + sBytes.length, 0x02, r.length, ...r, 0x02, sBytes.length, ...sBytes);
}

/** The x-only key and the even-y secret of a private key, made once per key (a point multiplication). */
const schnorrKeys = new Map<string, { readonly x: Uint8Array; readonly d: bigint }>();
const SCHNORR_KEY_CACHE_ENTRIES = 50_000;

function schnorrKey(privateKey: Uint8Array): { readonly x: Uint8Array; readonly d: bigint } {
  const name = hexCoder.encode(privateKey);
  let key = schnorrKeys.get(name);
  if (!key) {
    const d0 = toBigInt(privateKey);
    const point = Point.BASE.multiplyUnsafe(d0).toAffine();
    key = { x: to32Bytes(point.x), d: point.y % 2n === 0n ? d0 : N - d0 };
    if (schnorrKeys.size >= SCHNORR_KEY_CACHE_ENTRIES) schnorrKeys.clear();
    schnorrKeys.set(name, key);
  }
  return key;
}

const CHALLENGE_TAG = sha256(encoder.encode("BIP0340/challenge"));

/** A BIP340 signature (64 bytes) of a 32-byte digest. */
export function signBip340(digest: Uint8Array, privateKey: Uint8Array): Uint8Array {
  const key = schnorrKey(privateKey);
  const nonce = nonceFor(schnorrNonces, "bip340", digest);
  const e = Fn.create(toBigInt(sha256(Uint8Array.of(...CHALLENGE_TAG, ...CHALLENGE_TAG, ...nonce.rBytes, ...key.x, ...digest))));
  const s = Fn.add(nonce.k, Fn.mul(e, key.d));
  return Uint8Array.of(...nonce.rBytes, ...to32Bytes(s));
}

/**
 * BIP341 output keys for the devnet's two taproot shapes, each with one point multiplication: a
 * key-path output tweaks the key pair it already has (its parity is in the compressed key), and a
 * script-path output tweaks the unspendable NUMS key (lifted once). The payment builder took three
 * multiplications and a square root for the first, and re-derived the NUMS point for the second.
 *
 * @example
 * const { outputKey, signingKey } = keyPathOutput(pair.privateKey, pair.publicKey);
 * const { outputKey, controlBlock } = scriptPathOutput(leafScript);
 */
import { schnorr, secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToNumberBE, numberToBytesBE } from "@noble/curves/utils.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { ByteWriter } from "./byte-writer.ts";

/** BIP342: the only tapscript leaf version. */
export const TAPSCRIPT_LEAF_VERSION = 0xc0;

const { Point } = secp256k1;
const { Fn } = Point;
const { taggedHash, pointToBytes, lift_x } = schnorr.utils;
const isEven = (point: InstanceType<typeof Point>): boolean => (point.toAffine().y & 1n) === 0n;

/** BIP341's suggested unspendable internal key: H = lift_x(sha256(G uncompressed)), nobody knows its discrete log. */
const NUMS_X = sha256(Point.BASE.toBytes(false));
let numsPoint: InstanceType<typeof Point> | undefined;

/** The tweak `t` of an x-only internal key and a merkle root (empty for a key path). */
function tapTweak(internalX: Uint8Array, merkleRoot: Uint8Array): bigint {
  const t = bytesToNumberBE(taggedHash("TapTweak", internalX, merkleRoot));
  if (t >= Fn.ORDER) throw new RangeError("tapTweak: the tweak is not below the curve order");
  return t;
}

/**
 * A BIP86-style key-path output of a key pair: its x-only output key and the tweaked private key
 * that signs for it.
 */
export function keyPathOutput(privateKey: Uint8Array, compressedPublicKey: Uint8Array): { outputKey: Uint8Array; signingKey: Uint8Array } {
  const d = bytesToNumberBE(privateKey);
  // The internal key is the even-y one: a key whose y is odd signs with its negation.
  const internal = compressedPublicKey[0] === 0x02 ? d : Fn.neg(d);
  const tweaked = Fn.add(internal, tapTweak(compressedPublicKey.subarray(1), new Uint8Array(0)));
  return { outputKey: pointToBytes(Point.BASE.multiplyUnsafe(tweaked)), signingKey: numberToBytesBE(tweaked, 32) };
}

/** BIP341's leaf hash of a tapscript leaf: what a script path commits to and its signatures sign. */
export const tapLeafHash = (leaf: Uint8Array): Uint8Array => taggedHash("TapLeaf", new ByteWriter().u8(TAPSCRIPT_LEAF_VERSION).sized(leaf).bytes());

/** A single-leaf script-path output on the NUMS key: its x-only output key and the leaf's control block. */
export function scriptPathOutput(leaf: Uint8Array): { outputKey: Uint8Array; controlBlock: Uint8Array } {
  numsPoint ??= lift_x(bytesToNumberBE(NUMS_X));
  const leafHash = tapLeafHash(leaf);
  // One leaf: the merkle root is the leaf's hash, and the control block carries no path.
  const output = numsPoint.add(Point.BASE.multiplyUnsafe(tapTweak(NUMS_X, leafHash)));
  const controlBlock = new ByteWriter(33).u8(TAPSCRIPT_LEAF_VERSION | (isEven(output) ? 0 : 1)).raw(NUMS_X).bytes();
  return { outputKey: pointToBytes(output), controlBlock };
}

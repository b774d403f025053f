/**
 * BIP32 extended public keys, the public half only: read and write the mainnet `xpub` form, derive
 * non-hardened children (CKDpub), and make a master key from a seed. The explorer never holds a
 * private key, so a hardened step, which needs one, is refused.
 * Spec: https://github.com/bitcoin/bips/blob/master/bip-0032.mediawiki
 *
 * @example
 * const account = parseXpub("xpub6CatWdiZ…");
 * serializeXpub(deriveXpubPath(account, [0, 7])); // the xpub of account/0/7
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { hmac } from "@noble/hashes/hmac.js";
import { ripemd160 } from "@noble/hashes/legacy.js";
import { sha256, sha512 } from "@noble/hashes/sha2.js";
import { bytesToHex, concatBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { base58 } from "@scure/base";
import { InvalidConfigError } from "../network/errors.ts";

export interface ExtendedPublicKey {
  /** 0 for a master key, one more per derivation step (at most 255). */
  readonly depth: number;
  /** The first 4 bytes of hash160 of the parent's public key, big-endian; 0 for a master key. */
  readonly parentFingerprint: number;
  /** The index this key has under its parent (≥ 2^31: hardened); 0 for a master key. */
  readonly childNumber: number;
  /** 32 bytes. */
  readonly chainCode: Uint8Array;
  /** SEC1 compressed, 33 bytes (02/03 ‖ x). */
  readonly publicKey: Uint8Array;
}

/** Mainnet public version bytes: what makes the Base58 form start with "xpub". */
export const XPUB_VERSION = 0x0488b21e;
/** The first non-hardened index is 0, the first hardened one 2^31 (written 0H or 0'). */
export const HARDENED_OFFSET = 0x8000_0000;
/** version 4 ‖ depth 1 ‖ parent fingerprint 4 ‖ child number 4 ‖ chain code 32 ‖ key 33. */
const SERIALIZED_BYTES = 78;
const CHECKSUM_BYTES = 4;
const MAX_DEPTH = 255;
/** BIP32 seeds are 128 to 512 bits. */
const MIN_SEED_BYTES = 16;
const MAX_SEED_BYTES = 64;
const MASTER_HMAC_KEY = utf8ToBytes("Bitcoin seed");

const { Point } = secp256k1;
type CurvePoint = InstanceType<typeof Point>;
const CURVE_ORDER = Point.Fn.ORDER;

/**
 * What other version bytes mean, so the error says what was pasted rather than only "wrong".
 * A private key is named as such: it must never sit in a worker's configuration.
 */
const OTHER_VERSIONS: ReadonlyMap<number, string> = new Map([
  [0x0488ade4, "an extended PRIVATE key (xprv); never configure one: export the account's xpub from the wallet instead"],
  [0x043587cf, "a testnet key (tpub); deposit addresses are mainnet, so use a mainnet xpub"],
  [0x04358394, "a testnet extended PRIVATE key (tprv); never configure one: export a mainnet xpub instead"],
  [0x049d7cb2, 'a SLIP-132 "ypub" (nested segwit); export the same account as an xpub (version bytes 0488B21E)'],
  [0x04b24746, 'a SLIP-132 "zpub"; export the same account as an xpub (version bytes 0488B21E, same key and chain code)'],
  [0x049d7878, "an extended PRIVATE key (yprv); never configure one: export the account's xpub instead"],
  [0x04b2430c, "an extended PRIVATE key (zprv); never configure one: export the account's xpub instead"],
]);

/** Where the xpubs this module reads come from; its errors name it so the operator knows what to fix. */
export const XPUB_SETTING = "ACCELERATOR_XPUB";
const FIX = `Set ${XPUB_SETTING} to the mainnet account xpub of the deposit wallet (111 characters starting with "xpub"), or leave it empty on the devnet.`;

/**
 * Reads a mainnet xpub, checking what BIP32 asks of a serialised key: Base58Check, 78 bytes, the
 * xpub version bytes, a master key with no parent, and a public key on secp256k1.
 *
 * @throws InvalidConfigError naming `setting` (ACCELERATOR_XPUB), the fault and the fix
 * @example
 * parseXpub("xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8").depth; // 0
 */
export function parseXpub(text: string, setting: string = XPUB_SETTING): ExtendedPublicKey {
  const fail = (detail: string): never => {
    throw new InvalidConfigError(setting, text, `${detail} ${FIX}`);
  };
  if (typeof text !== "string" || text.trim() === "") fail("it is empty.");
  let raw: Uint8Array;
  try {
    raw = base58.decode(text.trim());
  } catch {
    return fail("it is not Base58 (a character such as 0, O, I or l, a space or a quote crept in).");
  }
  if (raw.length < CHECKSUM_BYTES + 1) return fail(`it decodes to ${raw.length} bytes, too few for an extended key.`);
  const payload = raw.subarray(0, raw.length - CHECKSUM_BYTES);
  if (!equalBytes(raw.subarray(raw.length - CHECKSUM_BYTES), checksum(payload))) {
    fail("its checksum does not match (a typo, or a truncated copy).");
  }
  if (payload.length !== SERIALIZED_BYTES) fail(`it decodes to ${payload.length} bytes; an extended key has ${SERIALIZED_BYTES}.`);

  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const version = view.getUint32(0);
  if (version !== XPUB_VERSION) {
    fail(`it is ${OTHER_VERSIONS.get(version) ?? `a key with unknown version bytes ${hex32(version)}, not an xpub (${hex32(XPUB_VERSION)})`}.`);
  }
  const depth = payload[4]!;
  const parentFingerprint = view.getUint32(5);
  const childNumber = view.getUint32(9);
  if (depth === 0 && parentFingerprint !== 0) fail("it is a master key (depth 0) with a parent fingerprint; BIP32 forbids that.");
  if (depth === 0 && childNumber !== 0) fail("it is a master key (depth 0) with a child number; BIP32 forbids that.");
  const publicKey = payload.slice(45, 78);
  if (publicKey[0] !== 0x02 && publicKey[0] !== 0x03) {
    fail(`its key starts with 0x${publicKey[0]!.toString(16).padStart(2, "0")}, not 0x02 or 0x03: it is no compressed public key${publicKey[0] === 0 ? " (a private key under xpub version bytes?)" : ""}.`);
  }
  try {
    Point.fromBytes(publicKey).assertValidity();
  } catch {
    fail("its public key is not a point on secp256k1.");
  }
  return { depth, parentFingerprint, childNumber, chainCode: payload.slice(13, 45), publicKey };
}

/**
 * The Base58Check `xpub…` form of a key.
 *
 * @example
 * serializeXpub(parseXpub(text)) === text.trim(); // true
 */
export function serializeXpub(key: ExtendedPublicKey): string {
  const payload = new Uint8Array(SERIALIZED_BYTES);
  const view = new DataView(payload.buffer);
  view.setUint32(0, XPUB_VERSION);
  payload[4] = key.depth;
  view.setUint32(5, key.parentFingerprint);
  view.setUint32(9, key.childNumber);
  payload.set(key.chainCode, 13);
  payload.set(key.publicKey, 45);
  return base58.encode(concatBytes(payload, checksum(payload)));
}

/**
 * The master key of a seed (BIP32 "Master key generation"): HMAC-SHA512 keyed "Bitcoin seed";
 * the left half is the private key, whose point this keeps, the right half the chain code.
 *
 * @throws RangeError when the seed is not 16 to 64 bytes, or (about once in 2^127) gives no valid key
 * @example
 * serializeXpub(masterXpub(hexToBytes("000102030405060708090a0b0c0d0e0f"))); // "xpub661MyMwAqRbcFtXgS5sYJABq…"
 */
export function masterXpub(seed: Uint8Array): ExtendedPublicKey {
  if (seed.length < MIN_SEED_BYTES || seed.length > MAX_SEED_BYTES) {
    throw new RangeError(`A BIP32 seed is ${MIN_SEED_BYTES} to ${MAX_SEED_BYTES} bytes, got ${seed.length}.`);
  }
  const i = hmac(sha512, MASTER_HMAC_KEY, seed);
  const k = toBigInt(i.subarray(0, 32));
  if (k === 0n || k >= CURVE_ORDER) throw new RangeError("This seed gives no valid BIP32 master key; use another seed.");
  // Not constant-time: every seed this explorer derives from is public (the devnet's).
  const publicKey = Point.BASE.multiplyUnsafe(k).toBytes(true);
  return { depth: 0, parentFingerprint: 0, childNumber: 0, chainCode: i.slice(32), publicKey };
}

/**
 * The non-hardened child `index` of a key (BIP32 CKDpub).
 *
 * @throws RangeError for a hardened or malformed index, past depth 255, or (about once in 2^127)
 *   an index that gives no valid key, which BIP32 says to skip
 * @example
 * serializeXpub(deriveXpubChild(parseXpub(vector2Master), 0)); // vector 2's m/0
 */
export function deriveXpubChild(parent: ExtendedPublicKey, index: number): ExtendedPublicKey {
  return deriveFromPoint(Point.fromBytes(parent.publicKey), parent, index).key;
}

/**
 * Follows non-hardened `path` down from `key`.
 *
 * @example
 * deriveXpubPath(account, [0, 7]); // account/0/7
 */
export function deriveXpubPath(key: ExtendedPublicKey, path: readonly number[]): ExtendedPublicKey {
  let node = { key, point: Point.fromBytes(key.publicKey) };
  for (const index of path) node = deriveFromPoint(node.point, node.key, index);
  return node.key;
}

/** A key with its public key already decoded, for callers that derive many children of one parent. */
export interface XpubNode {
  readonly key: ExtendedPublicKey;
  readonly point: CurvePoint;
}

/** `key` with its point decoded once (decoding a compressed key costs a square root). */
export const xpubNode = (key: ExtendedPublicKey): XpubNode => ({ key, point: Point.fromBytes(key.publicKey) });

/** CKDpub from a decoded parent, so a cached parent skips decoding its key on every child. */
export function deriveFromPoint(parentPoint: CurvePoint, parent: ExtendedPublicKey, index: number): XpubNode {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 32) throw new RangeError(`A BIP32 index is a whole number below 2^32, got ${index}.`);
  if (index >= HARDENED_OFFSET) {
    throw new RangeError(`Index ${index - HARDENED_OFFSET}H is hardened: deriving it needs the private key, which an xpub does not hold.`);
  }
  if (parent.depth >= MAX_DEPTH) throw new RangeError(`A BIP32 key is at most ${MAX_DEPTH} levels deep.`);
  const data = new Uint8Array(37);
  data.set(parent.publicKey, 0);
  new DataView(data.buffer).setUint32(33, index);
  const i = hmac(sha512, parent.chainCode, data);
  const tweak = toBigInt(i.subarray(0, 32));
  // BIP32: such an index gives no key and the next one is to be used; the caller decides how.
  if (tweak >= CURVE_ORDER) throw new RangeError(`Index ${index} gives no valid child key (BIP32: use the next index).`);
  const point = Point.BASE.multiplyUnsafe(tweak).add(parentPoint);
  if (point.is0()) throw new RangeError(`Index ${index} gives no valid child key (BIP32: use the next index).`);
  const key = {
    depth: parent.depth + 1,
    parentFingerprint: fingerprint(parent.publicKey),
    childNumber: index,
    chainCode: i.slice(32),
    publicKey: point.toBytes(true),
  };
  return { key, point };
}

/** RIPEMD160(SHA256(x)): the hash behind fingerprints and P2WPKH programs. */
export const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes));

const fingerprint = (publicKey: Uint8Array): number => {
  const digest = hash160(publicKey);
  return new DataView(digest.buffer, digest.byteOffset, digest.byteLength).getUint32(0);
};
const checksum = (payload: Uint8Array): Uint8Array => sha256(sha256(payload)).subarray(0, CHECKSUM_BYTES);
const toBigInt = (bytes: Uint8Array): bigint => BigInt(`0x${bytesToHex(bytes)}`);
const hex32 = (value: number): string => value.toString(16).toUpperCase().padStart(8, "0");

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

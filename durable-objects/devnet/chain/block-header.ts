import { InputError } from "../../../shared/errors/input-error.ts";
import { describeInput } from "../../../shared/errors/describe-input.ts";
import { bitsToTarget, displayHash, hashToBigInt, sha256d } from "./pow.ts";

/** The 80-byte header, with hashes in display (big-endian hex) order as the API shows them. */
export interface BlockHeader {
  readonly version: number;
  readonly previousBlockHash: string;
  readonly merkleRoot: string;
  readonly timestamp: number;
  readonly bits: number;
  readonly nonce: number;
}

export const BLOCK_HEADER_BYTES = 80;
/** The nonce space; a devnet block that exhausts it moves its timestamp on by a second. */
const MAX_NONCE = 0xffff_ffff;

export class InvalidHeaderError extends InputError {
  constructor(field: string, input: unknown, expected: string) {
    super(`Invalid block header ${field} ${describeInput(input)}: expected ${expected}.`);
    this.name = "InvalidHeaderError";
  }
}

/**
 * Serialises a header as Bitcoin does (little-endian fields, hashes byte-reversed).
 *
 * @example
 * serializeHeader(header).length; // 80
 */
export function serializeHeader(header: BlockHeader): Uint8Array {
  const bytes = new Uint8Array(BLOCK_HEADER_BYTES);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, header.version, true);
  bytes.set(reversedHashBytes("previousBlockHash", header.previousBlockHash), 4);
  bytes.set(reversedHashBytes("merkleRoot", header.merkleRoot), 36);
  view.setUint32(68, header.timestamp, true);
  view.setUint32(72, header.bits, true);
  view.setUint32(76, header.nonce, true);
  return bytes;
}

export const headerHex = (header: BlockHeader): string => bytesToHex(serializeHeader(header));

/** The block hash in display order. */
export const blockHash = (header: BlockHeader): string => displayHash(sha256d(serializeHeader(header)));

/** Whether a header's hash meets its own target. */
export function meetsTarget(header: BlockHeader): boolean {
  return hashToBigInt(sha256d(serializeHeader(header))) <= bitsToTarget(header.bits);
}

/**
 * Searches the nonce (and, rarely, the next second) for a hash under the target: real proof of work,
 * at the devnet's tiny difficulty.
 */
export function mineHeader(header: BlockHeader): { header: BlockHeader; hash: string } {
  const target = targetBytes(bitsToTarget(header.bits));
  const bytes = serializeHeader(header);
  const view = new DataView(bytes.buffer);
  for (let timestamp = header.timestamp; ; timestamp++) {
    view.setUint32(68, timestamp, true);
    for (let nonce = 0; nonce <= MAX_NONCE; nonce++) {
      view.setUint32(76, nonce, true);
      const hash = sha256d(bytes);
      if (isWithin(hash, target)) return { header: { ...header, timestamp, nonce }, hash: displayHash(hash) };
    }
  }
}

/** A target as 32 little-endian bytes, the order of a header hash. */
function targetBytes(target: bigint): Uint8Array {
  const bytes = new Uint8Array(32);
  for (let i = 0, rest = target; i < 32; i++, rest >>= 8n) bytes[i] = Number(rest & 0xffn);
  return bytes;
}

/** `hashToBigInt(hash) <= target` without building the number: compared from the most significant byte. */
function isWithin(hash: Uint8Array, target: Uint8Array): boolean {
  for (let i = 31; i >= 0; i--) if (hash[i] !== target[i]) return hash[i]! < target[i]!;
  return true;
}

/**
 * The merkle root of txids given in display order (Bitcoin duplicates the last hash of an odd level).
 *
 * @example
 * merkleRoot([coinbaseTxid]) === coinbaseTxid; // true
 */
export function merkleRoot(txids: readonly string[]): string {
  if (txids.length === 0) throw new InvalidHeaderError("transactions", txids, "at least the coinbase");
  let level = txids.map((txid) => reversedHashBytes("txid", txid));
  while (level.length > 1) level = nextMerkleLevel(level);
  return displayHash(level[0]!);
}

/** The merkle branch proving the txid at `index` (hashes in display order), as `/merkle-proof` answers. */
export function merkleBranch(txids: readonly string[], index: number): string[] {
  if (!Number.isInteger(index) || index < 0 || index >= txids.length) {
    throw new InvalidHeaderError("position", index, `an index below ${txids.length}`);
  }
  const branch: string[] = [];
  let level = txids.map((txid) => reversedHashBytes("txid", txid));
  for (let position = index; level.length > 1; position >>= 1) {
    branch.push(displayHash(level[position ^ 1] ?? level[position]!));
    level = nextMerkleLevel(level);
  }
  return branch;
}

function nextMerkleLevel(level: readonly Uint8Array[]): Uint8Array[] {
  const next: Uint8Array[] = [];
  for (let i = 0; i < level.length; i += 2) {
    const pair = new Uint8Array(64);
    pair.set(level[i]!, 0);
    pair.set(level[i + 1] ?? level[i]!, 32);
    next.push(sha256d(pair));
  }
  return next;
}

function reversedHashBytes(field: string, hex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new InvalidHeaderError(field, hex, "64 hexadecimal characters");
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[31 - i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/**
 * Esplora's `/api/tx/:txid/merkleblock-proof`: a BIP37 `merkleblock` proving one transaction is in
 * its block, hex-encoded as Core's `gettxoutproof` answers. Layout (all little-endian):
 *
 *   80-byte header · uint32 transaction count · varint n · n × 32-byte hashes · varint m · m flag bytes
 *
 * The hashes and flags come from a depth-first walk of the block's merkle tree (BIP37 "partial
 * merkle tree"): at each node a flag bit says whether a matched transaction lies below; a node with
 * none below (or a leaf) contributes its hash and is not descended, one with a match below is
 * descended (left, then right if that child exists). Flag bits fill each byte from its lowest bit.
 *
 * @example
 * merkleblockProof(block, txid).slice(0, 160) === headerHex(block.header); // true
 */
import { hex as hexCoder } from "@scure/base";
import { serializeHeader } from "../chain/block-header.ts";
import { sha256d } from "../chain/pow.ts";
import type { BlockRecord } from "../state/chain-state.ts";

const HASH_BYTES = 32;

/** Width of the tree's level `height` (0 = leaves) over `leaves` transactions, as BIP37 counts it. */
const widthAt = (leaves: number, height: number): number => Math.floor((leaves + 2 ** height - 1) / 2 ** height);

/**
 * The proof for the transactions in `matched` (usually one) of `block`, as hex.
 *
 * @throws RangeError when no transaction of the block is in `matched`: that proves nothing.
 * @example
 * merkleblockProof(block, new Set([block.txids[0]!])); // proves the coinbase
 */
export function merkleblockProof(block: Pick<BlockRecord, "header" | "txids">, matched: ReadonlySet<string>): string {
  const leaves = block.txids.map(internalBytes);
  const isMatch = block.txids.map((txid) => matched.has(txid));
  if (!isMatch.includes(true)) throw new RangeError(`None of the ${block.txids.length} transactions of the block is to be proven.`);
  let treeHeight = 0;
  while (widthAt(leaves.length, treeHeight) > 1) treeHeight++;

  const hashAt = (height: number, position: number): Uint8Array => {
    if (height === 0) return leaves[position]!;
    const left = hashAt(height - 1, position * 2);
    // An odd level pairs its last node with itself, as the merkle root does.
    const right = position * 2 + 1 < widthAt(leaves.length, height - 1) ? hashAt(height - 1, position * 2 + 1) : left;
    const pair = new Uint8Array(HASH_BYTES * 2);
    pair.set(left, 0);
    pair.set(right, HASH_BYTES);
    return sha256d(pair);
  };

  const bits: boolean[] = [];
  const hashes: Uint8Array[] = [];
  const walk = (height: number, position: number): void => {
    const first = position * 2 ** height;
    const end = Math.min((position + 1) * 2 ** height, leaves.length);
    const parentOfMatch = isMatch.slice(first, end).includes(true);
    bits.push(parentOfMatch);
    if (height === 0 || !parentOfMatch) {
      hashes.push(hashAt(height, position));
      return;
    }
    walk(height - 1, position * 2);
    if (position * 2 + 1 < widthAt(leaves.length, height - 1)) walk(height - 1, position * 2 + 1);
  };
  walk(treeHeight, 0);

  const flags = new Uint8Array(Math.ceil(bits.length / 8));
  bits.forEach((bit, i) => {
    if (bit) flags[i >> 3]! |= 1 << (i & 7);
  });
  const count = new Uint8Array(4);
  new DataView(count.buffer).setUint32(0, leaves.length, true);
  return hexCoder.encode(concat([serializeHeader(block.header), count, varint(hashes.length), ...hashes, varint(flags.length), flags]));
}

/** A txid as the tree hashes it: the display hex byte-reversed. */
function internalBytes(txid: string): Uint8Array {
  return hexCoder.decode(txid).reverse();
}

/** Bitcoin's CompactSize: one byte below 0xfd, else a marker and a 2- or 4-byte count. */
function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  const wide = n <= 0xffff;
  const bytes = new Uint8Array(wide ? 3 : 5);
  const view = new DataView(bytes.buffer);
  bytes[0] = wide ? 0xfd : 0xfe;
  if (wide) view.setUint16(1, n, true);
  else view.setUint32(1, n, true);
  return bytes;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

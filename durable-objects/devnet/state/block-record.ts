/**
 * A block as the chain keeps it, and as it keeps one whose transactions settled into storage
 * (chain-state.ts HOT_BLOCKS): then its header and figures stay in memory and its txids are read
 * back when asked for. A full block's txids cost about 250 KB of heap (3,000 strings of 64
 * characters), some 35 MB a day at mainnet's pace: kept, they would grow the network without end.
 *
 * @example
 * const thin = new SettledBlock(block, (height) => store.blockTxids(height)!);
 * thin.txCount;  // block.txids.length, without reading storage
 * thin.txids;    // read back from storage
 */
import type { BlockHeader } from "../chain/block-header.ts";

export interface BlockRecord {
  readonly hash: string;
  readonly height: number;
  readonly header: BlockHeader;
  /** Coinbase first, in block order. */
  readonly txids: readonly string[];
  readonly size: number;
  readonly weight: number;
  readonly poolId: number;
}

/** Where a settled block's txids are read from, coinbase first. */
export type BlockTxidsSource = (height: number) => readonly string[];

/** A settled block (see the module comment). */
export class SettledBlock implements BlockRecord {
  readonly hash: string;
  readonly height: number;
  readonly header: BlockHeader;
  readonly size: number;
  readonly weight: number;
  readonly poolId: number;
  /** How many transactions it holds, coinbase included. */
  readonly txCount: number;
  readonly #read: BlockTxidsSource;

  constructor(block: BlockRecord, read: BlockTxidsSource, txCount = block.txids.length) {
    this.hash = block.hash;
    this.height = block.height;
    this.header = block.header;
    this.size = block.size;
    this.weight = block.weight;
    this.poolId = block.poolId;
    this.txCount = txCount;
    this.#read = read;
  }

  get txids(): readonly string[] {
    return this.#read(this.height);
  }

  /** The record as stored: a getter is no own property, so JSON would leave the txids out. */
  toJSON(): BlockRecord {
    const { hash, height, header, txids, size, weight, poolId } = this;
    return { hash, height, header, txids, size, weight, poolId };
  }
}

/**
 * How many transactions a block holds, coinbase included; a settled block knows without reading
 * its txids back (totals over many blocks, the block lists).
 */
export function txCountOf(block: BlockRecord): number {
  return block instanceof SettledBlock ? block.txCount : block.txids.length;
}

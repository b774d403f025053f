/**
 * Blocks as Esplora serves them (research §2.3): the plain JSON block, its `/status`, and the raw
 * serialised block of `/raw`.
 *
 * @example
 * esploraBlock(network.chain, network.chain.tip!).tx_count;
 */
import { hex as hexCoder } from "@scure/base";
import type { EsploraBlock } from "../../../shared/types/esplora.ts";
import { serializeHeader } from "../chain/block-header.ts";
import { bitsToDifficulty } from "../chain/pow.ts";
import type { BlockRecord, ChainState } from "../state/chain-state.ts";
import { txCountOf } from "../state/block-record.ts";

/** `/api/block/:hash/status`. */
export interface EsploraBlockStatus {
  readonly in_best_chain: boolean;
  readonly height: number;
  readonly next_best: string | null;
}

/**
 * The Esplora JSON of a block, keys in electrs' order.
 *
 * @example
 * esploraBlock(chain, chain.blockAt(chain.firstHeight)!).previousblockhash; // null: the chain's first block
 */
export function esploraBlock(chain: ChainState, block: BlockRecord): EsploraBlock {
  const { header } = block;
  return {
    id: block.hash,
    height: block.height,
    version: header.version,
    timestamp: header.timestamp,
    tx_count: txCountOf(block),
    size: block.size,
    weight: block.weight,
    merkle_root: header.merkleRoot,
    previousblockhash: block.height === chain.firstHeight ? null : header.previousBlockHash,
    mediantime: chain.medianTimePast(block.height),
    nonce: header.nonce,
    bits: header.bits,
    difficulty: bitsToDifficulty(header.bits),
  };
}

/**
 * A block's `/status`. Every devnet block is on the best chain (the devnet never reorganises);
 * `next_best` is the child's hash, null at the tip.
 *
 * @example
 * blockStatus(chain, chain.tip!); // { in_best_chain: true, height: 147, next_best: null }
 */
export function blockStatus(chain: ChainState, block: BlockRecord): EsploraBlockStatus {
  return { in_best_chain: true, height: block.height, next_best: chain.blockAt(block.height + 1)?.hash ?? null };
}

/**
 * The block as nodes serialise it: header, transaction count (CompactSize), transactions with
 * witness data.
 *
 * @example
 * rawBlock(chain, block).length === block.size; // true
 */
export function rawBlock(chain: ChainState, block: BlockRecord): Uint8Array<ArrayBuffer> {
  const txs = block.txids.map((txid) => {
    const record = chain.tx(txid);
    // Unreachable: connectBlock refuses a block listing an unrecorded transaction.
    if (!record) throw new Error(`Block ${block.hash} lists ${txid}, which the devnet never recorded.`);
    return hexCoder.decode(record.hex);
  });
  const count = compactSize(txs.length);
  const header = serializeHeader(block.header);
  const bytes = new Uint8Array(header.length + count.length + txs.reduce((sum, tx) => sum + tx.length, 0));
  bytes.set(header, 0);
  bytes.set(count, header.length);
  let at = header.length + count.length;
  for (const tx of txs) {
    bytes.set(tx, at);
    at += tx.length;
  }
  return bytes;
}

/** Bitcoin's CompactSize integer: one byte below 0xfd, else a marker and 2, 4 or 8 little-endian bytes. */
function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8);
  const bytes = new Uint8Array(5);
  bytes[0] = 0xfe;
  new DataView(bytes.buffer).setUint32(1, n, true);
  return bytes;
}

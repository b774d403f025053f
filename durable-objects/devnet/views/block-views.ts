/**
 * The block views the API serves, cached by hash: a block never changes once mined (the devnet
 * does not reorganise), so its extras and summary are computed once and then cost a lookup.
 *
 * @example
 * const blocks = new BlockViews(network, txs, flags);
 * blocks.extended(network.chain.tip!).extras.totalFees;
 */
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import type { BlockRecord } from "../state/chain-state.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import { blockExtended } from "./block-extras.ts";
import { LruCache } from "../../../shared/collections/lru-cache.ts";
import type { OwnFlags } from "./own-flags.ts";
import { strippedTx } from "./stripped-tx.ts";
import type { TransactionViews } from "./transaction-view.ts";

/** A 2-week devnet chain is ~2,000 blocks of ~2 KB extras each: all of them fit. */
const EXTENDED_CACHE_ENTRIES = 4_096;
/** Summaries list every transaction, so fewer are kept. */
const SUMMARY_CACHE_ENTRIES = 64;

/** Block views of one network, cached by hash (see the module comment). */
export class BlockViews {
  readonly #extended = new LruCache<string, BlockExtended>(EXTENDED_CACHE_ENTRIES);
  readonly #summaries = new LruCache<string, readonly TransactionStripped[]>(SUMMARY_CACHE_ENTRIES);

  constructor(
    readonly network: DevnetNetwork,
    readonly txs: TransactionViews,
    readonly flags: OwnFlags,
  ) {}

  byHash(hash: string): BlockRecord | undefined {
    return this.network.chain.blockByHash(hash);
  }

  at(height: number): BlockRecord | undefined {
    return this.network.chain.blockAt(height);
  }

  extended(block: BlockRecord): BlockExtended {
    return this.#extended.getOrCreate(block.hash, () =>
      blockExtended(this.network.chain, block, this.txs.addressNetwork, this.network.auditOf(block.height)),
    );
  }

  /** `/api/v1/block/:hash/summary`: every transaction stripped, coinbase first, with its flags. */
  summary(block: BlockRecord): readonly TransactionStripped[] {
    return this.#summaries.getOrCreate(block.hash, () =>
      block.txids.map((txid) => {
        const record = this.txs.listed(txid);
        return strippedTx(record, this.flags.of(record));
      }),
    );
  }

  /** Extended blocks from `height` down, newest first, at most `count`. */
  extendedDown(height: number, count: number): BlockExtended[] {
    const blocks: BlockExtended[] = [];
    for (let h = height; h >= this.network.chain.firstHeight && blocks.length < count; h--) {
      const block = this.at(h);
      if (block) blocks.push(this.extended(block));
    }
    return blocks;
  }
}

/**
 * The devnet's listing of one projected block as `projected-block-transactions` carries it
 * (research §1.6): packed tuples in block order, built from its template (the delta between two
 * listings is shared/protocol/listing-delta.ts). Flags need the Esplora view of each transaction,
 * the costly part, so a `FlagCache` keeps each mempool transaction's own flags across updates and
 * only the mempool-dependent bits (CPFP, replacement) are added per listing.
 *
 * @example
 * const listing = projectedListing(views, template, 0, flags);
 */
import type { FlagContext } from "../../../shared/tx/classify-flags.ts";
import { transactionFlags } from "../../../shared/tx/classify-flags.ts";
import { transactionFlag } from "../../../shared/tables/transaction-flags.ts";
import { EMPTY_LISTING, listingOf, type ProjectedListing } from "../../../shared/protocol/listing-delta.ts";
import type { TransactionCompressed } from "../../../shared/types/compressed-tx.ts";
import type { Mempool, MempoolEntry } from "../mempool/mempool.ts";
import type { MempoolTemplate } from "../state/mempool-template.ts";
import type { DevnetViews } from "../views/devnet-views.ts";
import { outputTotal } from "../views/transaction-view.ts";

const CPFP_CHILD = transactionFlag("cpfp_child").value;
const CPFP_PARENT = transactionFlag("cpfp_parent").value;
const REPLACEMENT = transactionFlag("replacement").value;

/** §1.6: rates travel rounded to 2 decimals; a change below that is no change. */
const roundRate = (rate: number): number => Math.round(rate * 100) / 100;

/**
 * Each mempool transaction's context-free flags (script types, version, RBF signal…), which never
 * change while it waits. Pruned to the mempool after each update so it cannot grow without bound.
 */
export class FlagCache {
  readonly #own = new Map<string, bigint>();

  /**
   * The flags of `entry` in the current mempool, as a JSON-safe number (values reach 2^44).
   *
   * @example
   * flags.of(views, entry, { hasMempoolAncestors: true }); // includes the cpfp_child bit
   */
  of(views: DevnetViews, entry: MempoolEntry, context: FlagContext): number {
    let own = this.#own.get(entry.txid);
    if (own === undefined) {
      own = transactionFlags(views.txs.esplora(entry));
      this.#own.set(entry.txid, own);
    }
    const extra = (context.hasMempoolAncestors ? CPFP_CHILD : 0n) | (context.hasMempoolDescendants ? CPFP_PARENT : 0n) | (context.replaced ? REPLACEMENT : 0n);
    return Number(own | extra);
  }

  /** Forgets transactions that left the mempool. */
  prune(mempool: Mempool): void {
    for (const txid of this.#own.keys()) if (!mempool.has(txid)) this.#own.delete(txid);
  }

  get size(): number {
    return this.#own.size;
  }
}

/**
 * The listing of projected block `index` (empty past the last projected block).
 *
 * @example
 * projectedListing(views, templateOf(network.mempool), 0, new FlagCache()).tuples[0]?.[0]; // a txid
 */
export function projectedListing(views: DevnetViews, template: MempoolTemplate, index: number, flags: FlagCache): ProjectedListing {
  const block = template.projected.blocks[index];
  if (!block) return EMPTY_LISTING;
  const { mempool, rbf } = views.network;
  const tuples = block.transactions.map((tx): TransactionCompressed => {
    const entry = template.byUid[tx.uid]!;
    const context: FlagContext = {
      hasMempoolAncestors: mempool.parents(entry.txid).length > 0,
      hasMempoolDescendants: mempool.children(entry.txid).length > 0,
      replaced: rbf.treeOf(entry.txid).replaces !== null,
    };
    const tuple = [entry.txid, tx.fee, tx.vsize, outputTotal(entry), roundRate(tx.effectiveFeePerVsize), flags.of(views, entry, context), entry.firstSeen] as const;
    // §1.6: the eighth element, `1`, only for an accelerated transaction (or an ancestor it pulls along).
    return template.accelerated.has(entry.txid) ? [...tuple, 1] : tuple;
  });
  return listingOf(tuples);
}

/**
 * The devnet's listing of one projected block as `projected-block-transactions` carries it
 * (research §1.6): packed tuples in block order, built from its template (the delta between two
 * listings is shared/protocol/listing-delta.ts). Every second a new mempool state lists the whole
 * mempool again, and almost every transaction's tuple is the one it had: a `TupleCache` keeps each
 * waiting transaction's last tuple and hands out the same one while its rate, flags and
 * acceleration stay, so a state costs a few lookups per transaction, not a new tuple each. Own
 * flags come from the views' cache (views/own-flags.ts); the mempool-dependent bits (CPFP,
 * replacement) are added here.
 *
 * @example
 * const listing = projectedListing(views, template, 0, tuples);
 */
import { EMPTY_LISTING, listingOf, type ProjectedListing } from "../../../shared/protocol/listing-delta.ts";
import type { TransactionCompressed } from "../../../shared/types/compressed-tx.ts";
import type { MempoolEntry } from "../mempool/mempool.ts";
import { HAS_MEMPOOL_CHILDREN, HAS_MEMPOOL_PARENTS, type MempoolTemplate } from "../state/mempool-template.ts";
import type { ProjectedTx } from "../template/projected-blocks.ts";
import type { DevnetViews } from "../views/devnet-views.ts";
import { outputTotal } from "../views/transaction-view.ts";

/** §1.6: rates travel rounded to 2 decimals; a change below that is no change. */
const roundRate = (rate: number): number => Math.round(rate * 100) / 100;

const CONTEXT_PARENTS = 1;
const CONTEXT_CHILDREN = 2;
const CONTEXT_REPLACEMENT = 4;
const ACCELERATED = 8;

/**
 * Each waiting transaction's last tuple (see the module comment), by the mempool's uid, so a lookup
 * reads no txid: a uid handed to another transaction simply misses. What decides whether a tuple
 * still holds (its entry, rate, context bits) sits in flat arrays beside it, so checking twenty
 * thousand tuples a second touches no tuple. At most one tuple per uid, and the mempool keeps its
 * uids as few as its largest size, so it needs no pruning.
 */
export class TupleCache {
  readonly #entries: (MempoolEntry | undefined)[] = [];
  readonly #tuples: (TransactionCompressed | undefined)[] = [];
  #rates = new Float64Array(1_024);
  /** CONTEXT_* and ACCELERATED bits. */
  #marks = new Uint8Array(1_024);
  /** The uids of this template's transactions that replaced others, for one RBF history version. */
  #replacing: { readonly template: MempoolTemplate; readonly version: number; readonly uids: ReadonlySet<number> } | undefined;

  /** The tuple of `entry` at this state: the cached one when nothing in it changed. */
  tuple(views: DevnetViews, template: MempoolTemplate, entry: MempoolEntry, tx: ProjectedTx): TransactionCompressed {
    const { uid } = tx;
    const family = template.family[uid]!;
    const accelerated = template.accelerated.size > 0 && template.accelerated.has(entry.txid);
    const marks =
      (family & HAS_MEMPOOL_PARENTS ? CONTEXT_PARENTS : 0) |
      (family & HAS_MEMPOOL_CHILDREN ? CONTEXT_CHILDREN : 0) |
      (this.#replacingUids(views, template).has(uid) ? CONTEXT_REPLACEMENT : 0) |
      (accelerated ? ACCELERATED : 0);
    const rate = roundRate(tx.effectiveFeePerVsize);
    if (this.#entries[uid] === entry && this.#marks[uid] === marks && this.#rates[uid] === rate) return this.#tuples[uid]!;
    const flags = views.flags.of(entry, {
      hasMempoolAncestors: (marks & CONTEXT_PARENTS) !== 0,
      hasMempoolDescendants: (marks & CONTEXT_CHILDREN) !== 0,
      replaced: (marks & CONTEXT_REPLACEMENT) !== 0,
    });
    const base = [entry.txid, tx.fee, tx.vsize, outputTotal(entry), rate, flags, entry.firstSeen] as const;
    // §1.6: the eighth element, `1`, only for an accelerated transaction (or an ancestor it pulls along).
    const tuple: TransactionCompressed = accelerated ? [...base, 1] : base;
    this.#remember(uid, entry, tuple, rate, marks);
    return tuple;
  }

  #remember(uid: number, entry: MempoolEntry, tuple: TransactionCompressed, rate: number, marks: number): void {
    if (uid >= this.#rates.length) {
      const size = Math.max(uid + 1, this.#rates.length * 2);
      const rates = new Float64Array(size);
      rates.set(this.#rates);
      const allMarks = new Uint8Array(size);
      allMarks.set(this.#marks);
      this.#rates = rates;
      this.#marks = allMarks;
    }
    this.#entries[uid] = entry;
    this.#tuples[uid] = tuple;
    this.#rates[uid] = rate;
    this.#marks[uid] = marks;
  }

  #replacingUids(views: DevnetViews, template: MempoolTemplate): ReadonlySet<number> {
    const { rbf } = views.network;
    if (this.#replacing?.template !== template || this.#replacing.version !== rbf.version) {
      const uids = rbf.replacements().flatMap((txid) => template.uidOf.get(txid) ?? []);
      this.#replacing = { template, version: rbf.version, uids: new Set(uids) };
    }
    return this.#replacing.uids;
  }
}

/**
 * The listing of projected block `index` (empty past the last projected block).
 *
 * @example
 * projectedListing(views, templateOf(network.mempool), 0, new TupleCache()).tuples[0]?.[0]; // a txid
 */
export function projectedListing(views: DevnetViews, template: MempoolTemplate, index: number, tuples: TupleCache): ProjectedListing {
  const block = template.projected.blocks[index];
  if (!block) return EMPTY_LISTING;
  return listingOf(block.transactions.map((tx) => tuples.tuple(views, template, template.byUid[tx.uid]!, tx)));
}

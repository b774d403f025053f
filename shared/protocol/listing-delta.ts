/**
 * The transactions of one projected block as `projected-block-transactions` carries them
 * (research §1.6), and the delta between two listings of the same index: how both servers of the
 * protocol (the devnet from its template, the hub from its mirror of the upstream's) tell a
 * tracker what changed since the listing it holds.
 *
 * @example
 * listingDelta(previous, next); // { added: [tuple…], removed: [txid…], changed: [[txid, rate, flags, 0]…] }
 */
import type { MempoolBlockDelta, MempoolDeltaChange, TransactionCompressed } from "../types/compressed-tx.ts";

export interface ProjectedListing {
  /** In block order (highest score first), cut at 1.2 blocks of vsize as the template lists them. */
  readonly tuples: readonly TransactionCompressed[];
  readonly byTxid: ReadonlyMap<string, TransactionCompressed>;
}

export const EMPTY_LISTING: ProjectedListing = { tuples: [], byTxid: new Map() };

/**
 * A listing of tuples in block order.
 *
 * @example
 * listingOf([tuple]).byTxid.get(tuple[0]); // tuple
 */
export const listingOf = (tuples: readonly TransactionCompressed[]): ProjectedListing => ({ tuples, byTxid: new Map(tuples.map((tuple) => [tuple[0], tuple])) });

/** 1 when the tuple carries the eighth element, the acceleration marker (§1.6). */
export const acceleratedMark = (tuple: TransactionCompressed): 0 | 1 => (tuple[7] === 1 ? 1 : 0);

/**
 * What changed in one index between two listings (§1.6): `added` not listed before, `removed` no
 * longer listed, `changed` listed in both at another rate or with its acceleration marker turned
 * on or off (flags alone do not count, as upstream).
 *
 * @example
 * listingDelta(EMPTY_LISTING, listing).added.length === listing.tuples.length; // true
 */
export function listingDelta(previous: ProjectedListing, next: ProjectedListing): MempoolBlockDelta {
  const added: TransactionCompressed[] = [];
  const changed: MempoolDeltaChange[] = [];
  for (const tuple of next.tuples) {
    const before = previous.byTxid.get(tuple[0]);
    if (!before) added.push(tuple);
    else if (before[4] !== tuple[4] || acceleratedMark(before) !== acceleratedMark(tuple)) changed.push([tuple[0], tuple[4], tuple[5], acceleratedMark(tuple)]);
  }
  const removed = previous.tuples.filter((tuple) => !next.byTxid.has(tuple[0])).map((tuple) => tuple[0]);
  return { added, removed, changed };
}

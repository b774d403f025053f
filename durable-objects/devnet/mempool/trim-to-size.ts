/**
 * Core's TrimToSize (before cluster mempool): while the mempool uses more memory than its limit,
 * the transaction with the lowest descendant score leaves with all its descendants. The descendant
 * score is the better of its own rate and its package's (itself and its descendants), so a cheap
 * parent that a child pays for is kept as long as the child. Equal scores evict the newer first.
 *
 * One heap over the mempool per trim; after each eviction only the ancestors of what left re-rank,
 * as only their descendant totals changed (the mempool keeps those totals, mempool.ts).
 *
 * @example
 * const { removed, packages } = trimToSize(mempool, maxMempoolBytes(300));
 */
import { IndexedHeap } from "../template/indexed-heap.ts";
import { type DescendantTotals, type Mempool, type MempoolEntry, wholeVsize } from "./mempool.ts";
import { mempoolUsage } from "./mempool-usage.ts";

export interface Trim {
  /** Every evicted entry, each package's root before its descendants. */
  readonly removed: readonly MempoolEntry[];
  /** Each evicted package's totals, in eviction order: what raises the rolling minimum fee. */
  readonly packages: readonly DescendantTotals[];
}

const NOTHING: Trim = { removed: [], packages: [] };

/** Evicts packages by lowest descendant score until the usage estimate is at most `maxBytes`. */
export function trimToSize(mempool: Mempool, maxBytes: number): Trim {
  if (mempoolUsage(mempool.bytes) <= maxBytes) return NOTHING;
  // Arrival order, so a higher index is a newer transaction.
  const entries = [...mempool.entries()];
  const indexOf = new Map(entries.map((entry, i) => [entry.txid, i]));
  const heap = new IndexedHeap(entries.length, (a, b) => compareDescendantScore(mempool, entries, a, b));
  for (let i = 0; i < entries.length; i++) heap.upsert(i);

  const removed: MempoolEntry[] = [];
  const packages: DescendantTotals[] = [];
  while (heap.size > 0 && mempoolUsage(mempool.bytes) > maxBytes) {
    const worst = entries[heap.pop()]!;
    packages.push({ ...mempool.descendantTotals(worst.txid)! });
    // Out of the heap while every key still holds, back in once the totals changed: the heap is
    // never ordered by keys that moved under it.
    const descendants = mempool.descendants(worst.txid);
    const affected = remainingAncestors(mempool, [worst.txid, ...descendants]);
    for (const txid of [...descendants, ...affected]) heap.remove(indexOf.get(txid)!);
    removed.push(...mempool.removeWithDescendants([worst.txid]));
    for (const txid of affected) heap.upsert(indexOf.get(txid)!);
  }
  return { removed, packages };
}

/** The fee and size the descendant score ranks by: the entry's own, or its package's when that rate is higher. */
function scoreOf(mempool: Mempool, entry: MempoolEntry): { readonly fee: number; readonly vsize: number } {
  const own = { fee: entry.fee, vsize: wholeVsize(entry.weight) };
  const withDescendants = mempool.descendantTotals(entry.txid)!;
  // Cross-multiplied, as Core compares rates without dividing.
  return withDescendants.fee * own.vsize > own.fee * withDescendants.vsize ? withDescendants : own;
}

/** Negative when `a` goes first: the lower score, or on a tie the newer arrival. */
function compareDescendantScore(mempool: Mempool, entries: readonly MempoolEntry[], a: number, b: number): number {
  const x = scoreOf(mempool, entries[a]!);
  const y = scoreOf(mempool, entries[b]!);
  const difference = x.fee * y.vsize - y.fee * x.vsize;
  if (difference !== 0) return difference;
  return entries[b]!.firstSeen - entries[a]!.firstSeen || b - a;
}

/** The ancestors of a package about to leave that stay behind (none of them can be in the package). */
function remainingAncestors(mempool: Mempool, leaving: readonly string[]): Set<string> {
  const inPackage = new Set(leaving);
  const found = new Set<string>();
  for (const txid of leaving) {
    for (const parent of mempool.parents(txid)) {
      if (inPackage.has(parent) || found.has(parent)) continue;
      found.add(parent);
      for (const ancestor of mempool.ancestors(parent)) found.add(ancestor);
    }
  }
  return found;
}

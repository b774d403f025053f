/**
 * Core's TrimToSize (before cluster mempool): while the mempool uses more memory than its limit,
 * the transaction with the lowest descendant score leaves with all its descendants. The mempool
 * keeps its entries ranked by that score (descendant-score-index.ts), so each eviction costs the
 * package and its ancestors, never a pass over the mempool.
 *
 * @example
 * const { removed, packages } = trimToSize(mempool, maxMempoolBytes(300));
 */
import type { DescendantTotals, Mempool, MempoolEntry } from "./mempool.ts";
import { mempoolUsage } from "./mempool-usage.ts";

export interface Trim {
  /** Every evicted entry, each package's root before its descendants. */
  readonly removed: readonly MempoolEntry[];
  /** Each evicted package's totals, in eviction order: what raises the rolling minimum fee. */
  readonly packages: readonly DescendantTotals[];
}

/** Evicts packages by lowest descendant score until the usage estimate is at most `maxBytes`. */
export function trimToSize(mempool: Mempool, maxBytes: number): Trim {
  const removed: MempoolEntry[] = [];
  const packages: DescendantTotals[] = [];
  while (mempoolUsage(mempool.bytes) > maxBytes) {
    const worst = mempool.lowestDescendantScore();
    if (!worst) break;
    packages.push({ ...mempool.descendantTotals(worst.txid)! });
    removed.push(...mempool.removeWithDescendants([worst.txid]));
  }
  return { removed, packages };
}

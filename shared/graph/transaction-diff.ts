/**
 * What changed between the transactions a graph shows and the list it should show next, as the
 * delta the scene animates: arrivals, departures and transactions whose drawn fields changed.
 *
 * @example
 * diffTransactions(new Map([[a.txid, a]]), [{ ...a, acc: true }, b]);
 * // { added: [b], removed: [], changed: [{ ...a, acc: true }] }
 */
import type { GraphTransaction } from "./graph-transaction.ts";

export interface GraphDelta {
  readonly added: readonly GraphTransaction[];
  readonly removed: readonly string[];
  /** The new version of each transaction whose fields changed. */
  readonly changed: readonly GraphTransaction[];
}

/** Whether two versions of a transaction draw and read the same (every field the graph uses). */
export function sameGraphTransaction(a: GraphTransaction, b: GraphTransaction): boolean {
  return (
    a.fee === b.fee &&
    a.vsize === b.vsize &&
    a.value === b.value &&
    a.rate === b.rate &&
    a.flags === b.flags &&
    (a.acc === true) === (b.acc === true) &&
    a.status === b.status &&
    a.context === b.context &&
    a.time === b.time
  );
}

/**
 * The delta from `shown` to `next`. A txid listed twice in `next` counts once (the first).
 */
export function diffTransactions(shown: ReadonlyMap<string, GraphTransaction>, next: readonly GraphTransaction[]): GraphDelta {
  const seen = new Set<string>();
  const added: GraphTransaction[] = [];
  const changed: GraphTransaction[] = [];
  for (const tx of next) {
    if (seen.has(tx.txid)) continue;
    seen.add(tx.txid);
    const before = shown.get(tx.txid);
    if (before === undefined) added.push(tx);
    else if (!sameGraphTransaction(before, tx)) changed.push(tx);
  }
  const removed: string[] = [];
  for (const txid of shown.keys()) if (!seen.has(txid)) removed.push(txid);
  return { added, removed, changed };
}

export function isEmptyDelta(delta: GraphDelta): boolean {
  return delta.added.length === 0 && delta.removed.length === 0 && delta.changed.length === 0;
}

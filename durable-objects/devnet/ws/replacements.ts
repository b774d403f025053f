/**
 * Who replaced whom, read from an arrival and from the RBF history. An arrival's `replaced` list
 * holds every transaction it evicted, descendants included; only those spending one of its inputs
 * were replaced (the others merely left with their parent), and only those get `txReplaced`,
 * `rbfTransaction` or `replacedBy` (research §1.4).
 *
 * @example
 * directlyReplaced(event).map((tx) => tx.txid); // the conflicts the new transaction outbid
 * replacerOf(network.rbf, oldTxid);             // the txid that replaced it, if remembered
 */
import type { MempoolEntry } from "../mempool/mempool.ts";
import type { RbfTree } from "../../../shared/tx/rbf-tree.ts";
import type { RbfHistory } from "../state/rbf-history.ts";

/**
 * The evicted transactions that conflicted with the newcomer's inputs.
 *
 * @example
 * directlyReplaced({ entry: bump, replaced: [original, originalsChild] }); // [original]
 */
export function directlyReplaced(event: { readonly entry: MempoolEntry; readonly replaced: readonly MempoolEntry[] }): MempoolEntry[] {
  const spends = new Set(event.entry.inputs.map((input) => `${input.txid}:${input.vout}`));
  return event.replaced.filter((tx) => tx.inputs.some((input) => spends.has(`${input.txid}:${input.vout}`)));
}

/**
 * The transaction that directly replaced `txid`, while its tree is remembered.
 *
 * @example
 * replacerOf(rbf, txid); // "9f0c…" or undefined
 */
export function replacerOf(rbf: RbfHistory, txid: string): string | undefined {
  const root = rbf.treeOf(txid).replacements;
  return root ? parentOf(root, txid) : undefined;
}

function parentOf(tree: RbfTree, txid: string): string | undefined {
  for (const sub of tree.replaces) {
    if (sub.tx.txid === txid) return tree.tx.txid;
    const found = parentOf(sub, txid);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every txid of a tree, for "was the tracked transaction's tree touched".
 *
 * @example
 * treeTxids(tree).has(trackedTxid);
 */
export function treeTxids(tree: RbfTree, into = new Set<string>()): Set<string> {
  into.add(tree.tx.txid);
  for (const sub of tree.replaces) treeTxids(sub, into);
  return into;
}

/**
 * Which transaction replaced this one (spec §2.2 replaced banner; research §1.4 `rbfTransaction`,
 * `txReplaced`): what the socket said, else what the loaded replacement tree says. A mined
 * transaction was replaced by nothing, whatever a stale tree claims.
 *
 * @example
 * replacedBy(tx, tree, null); // the txid of the version that directly replaced tx, or null
 */
import { type RbfTree, rbfTimeline } from "../../../shared/tx/rbf-tree.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";

export function replacedBy(tx: Pick<EsploraTransaction, "txid" | "status">, tree: RbfTree | null, live: string | null): string | null {
  if (tx.status.confirmed) return null;
  if (live !== null && live !== tx.txid) return live;
  if (tree === null) return null;
  return rbfTimeline(tree).find((entry) => entry.tx.txid === tx.txid)?.replacedBy ?? null;
}

/**
 * Whether the transaction replaced another one (its node in the tree replaces something), for the
 * "Replacement" flag.
 *
 * @example
 * replacesOthers(tree, tree.tx.txid); // true when the latest version replaced an earlier one
 */
export function replacesOthers(tree: RbfTree | null, txid: string): boolean {
  if (tree === null) return false;
  if (tree.tx.txid === txid) return tree.replaces.length > 0;
  return tree.replaces.some((child) => replacesOthers(child, txid));
}

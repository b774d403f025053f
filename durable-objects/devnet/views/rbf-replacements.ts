/**
 * `/api/v1/replacements[/:after]` and `/api/v1/fullrbf/replacements[/:after]` (research §2.2,
 * §2.3): the latest replacement trees, newest first, 25 a page. `after` is the txid at the root of
 * the last tree a client already has; the page continues with the trees older than it. A cursor
 * the history no longer holds (its tree aged out) gives an empty page rather than starting over,
 * so a client paging down cannot loop.
 *
 * @example
 * replacementsPage(network.rbf, { fullRbfOnly: false }).length; // ≤ 25
 */
import type { RbfTree } from "../../../shared/tx/rbf-tree.ts";
import { MAX_RBF_TREES, type RbfHistory } from "../state/rbf-history.ts";

/** A page of trees, as upstream answers them (research §2.3 "up to 25 RbfTree"). */
export const REPLACEMENTS_PAGE = MAX_RBF_TREES;

export interface ReplacementsQuery {
  readonly fullRbfOnly: boolean;
  /** Root txid of the last tree already shown. */
  readonly after?: string;
}

/**
 * One page of trees (see the module comment).
 *
 * @example
 * replacementsPage(history, { fullRbfOnly: true, after: lastRoot }); // the next page of full-RBF trees
 */
export function replacementsPage(history: Pick<RbfHistory, "latest">, query: ReplacementsQuery): RbfTree[] {
  const trees = history.latest(query.fullRbfOnly);
  if (query.after === undefined) return trees.slice(0, REPLACEMENTS_PAGE);
  const at = trees.findIndex((tree) => tree.tx.txid === query.after);
  return at < 0 ? [] : trees.slice(at + 1, at + 1 + REPLACEMENTS_PAGE);
}

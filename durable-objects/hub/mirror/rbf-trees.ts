/**
 * The upstream's latest replacement trees (`rbfLatest`, research §1.4, §2.3 `RbfTree`), kept so the
 * hub can answer `track-rbf` ("all" or only full-RBF trees) at once, and can tell which trees an
 * update changed: a tracked transaction inside a changed tree gets that tree as `rbfInfo`. The
 * trees also say who replaced whom, which feeds the replacement memory.
 *
 * @example
 * const changed = trees.apply(frame.rbfLatest); // the trees that are new or different
 * trees.treeOf(txid);                           // the serialised tree containing txid, if it changed in this update
 */
import { serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import { isHash64 } from "../../../shared/types/ids.ts";

export type RbfMode = "all" | "fullRbf";

interface TreeNode {
  readonly txid: string;
  readonly fullRbf: boolean;
  readonly replaces: readonly TreeNode[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The trees and what the last update changed (see the module comment). */
export class RbfTrees {
  #latest: Serialized | undefined;
  #fullRbf: Serialized | undefined;
  /** Root txid → the serialised tree, as of the last update. */
  #byRoot = new Map<string, Serialized>();
  /** Member txid → its tree, for trees the last update changed. */
  #changed = new Map<string, Serialized>();

  /**
   * Takes a new `rbfLatest` list; returns the (replaced, replacer) pairs its trees show.
   *
   * @example
   * trees.apply([{ tx: { txid: b }, fullRbf: false, replaces: [{ tx: { txid: a }, replaces: [] }] }]); // [[a, b]]
   */
  apply(value: unknown): [replaced: string, by: string][] {
    this.#changed = new Map();
    if (!Array.isArray(value)) return [];
    const trees = value.filter(isRecord);
    const byRoot = new Map<string, Serialized>();
    const pairs: [string, string][] = [];
    const fullRbf: unknown[] = [];
    for (const tree of trees) {
      const node = readNode(tree);
      if (!node) continue;
      const text = serialized(tree);
      byRoot.set(node.txid, text);
      if (node.fullRbf) fullRbf.push(tree);
      collectPairs(node, pairs);
      if (this.#byRoot.get(node.txid) !== text) for (const member of members(node)) this.#changed.set(member, text);
    }
    this.#byRoot = byRoot;
    this.#latest = serialized(trees);
    this.#fullRbf = serialized(fullRbf);
    return pairs;
  }

  /** `rbfLatest` for a subscriber of `mode`; undefined before the first list. */
  latest(mode: RbfMode): Serialized | undefined {
    return mode === "fullRbf" ? this.#fullRbf : this.#latest;
  }

  /** The tree containing `txid`, when the last update changed it (`rbfInfo`). */
  changedTreeOf(txid: string): Serialized | undefined {
    return this.#changed.get(txid);
  }

  /** Forgets which trees changed once the update was sent. */
  settle(): void {
    this.#changed = new Map();
  }
}

function readNode(value: unknown, depth = 0): TreeNode | undefined {
  // Upstream trees are a few levels deep; a deeper one is not worth walking.
  if (!isRecord(value) || !isRecord(value.tx) || !isHash64(value.tx.txid) || depth > 100) return undefined;
  const replaces = Array.isArray(value.replaces) ? value.replaces.map((sub) => readNode(sub, depth + 1)).filter((n): n is TreeNode => n !== undefined) : [];
  return { txid: value.tx.txid.toLowerCase(), fullRbf: value.fullRbf === true, replaces };
}

function members(node: TreeNode, into: string[] = []): string[] {
  into.push(node.txid);
  for (const sub of node.replaces) members(sub, into);
  return into;
}

function collectPairs(node: TreeNode, into: [string, string][]): void {
  for (const sub of node.replaces) {
    into.push([sub.txid, node.txid]);
    collectPairs(sub, into);
  }
}

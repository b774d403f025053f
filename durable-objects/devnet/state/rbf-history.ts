import type { MempoolEntry } from "../mempool/mempool.ts";
import type { TxRecord } from "./chain-state.ts";
import type { RbfInfo, RbfTree, RbfTx } from "../../../shared/tx/rbf-tree.ts";
import { REPLACEMENT_SUMMARY_ROWS, type ReplacementSummary } from "../../../shared/types/replacement-summary.ts";

/** Replacement trees kept for `/api/v1/replacements`, `rbfLatest` and `/tx/:txid/rbf` (research §2.3). */
export const MAX_RBF_TREES = 25;
/** Replaced transactions kept for `/tx/:txid/cached`, oldest dropped first. */
export const MAX_REPLACED_TXS = 2_000;

export type { ReplacementSummary };

/**
 * The recent replacements of the mempool: trees rooted at the newest replacement of each chain of
 * replacements, and the replaced transactions themselves (gone from the mempool but still worth
 * showing). Kept in memory only, as the original's RBF cache is.
 */
export class RbfHistory {
  /** Trees by the txid of their root (the latest replacement), newest last. */
  readonly #trees = new Map<string, RbfTree>();
  /** Any txid in a tree → the root of its tree. */
  readonly #rootOf = new Map<string, string>();
  readonly #replaced = new Map<string, TxRecord>();
  #version = 0;

  /** Changes whenever a tree is added or marked mined (for `rbfLatest` pushes). */
  get version(): number {
    return this.#version;
  }

  /** Records that `replacement` evicted `replaced` (its conflicts, not their descendants). */
  recordReplacement(replacement: MempoolEntry, replaced: readonly MempoolEntry[], time: number): void {
    if (replaced.length === 0) return;
    const fullRbf = replaced.some((tx) => !tx.signalsRbf);
    const subtrees = replaced.map((old) => {
      const root = this.#rootOf.get(old.txid);
      const tree = root !== undefined ? this.#trees.get(root) : undefined;
      if (root !== undefined) this.#trees.delete(root);
      this.#remember(old);
      return tree && tree.tx.txid === old.txid ? tree : leaf(old, old.firstSeen);
    });
    const tree: RbfTree = {
      tx: summary(replacement, time, fullRbf),
      time,
      fullRbf,
      replaces: subtrees.map((sub) => ({ ...sub, interval: time - sub.time })),
    };
    this.#trees.set(replacement.txid, tree);
    for (const txid of treeTxids(tree)) this.#rootOf.set(txid, replacement.txid);
    while (this.#trees.size > MAX_RBF_TREES) {
      const oldest = this.#trees.keys().next().value!;
      for (const txid of treeTxids(this.#trees.get(oldest)!)) this.#rootOf.delete(txid);
      this.#trees.delete(oldest);
    }
    this.#version++;
  }

  /** Marks the trees whose root was mined. */
  markMined(txids: Iterable<string>): void {
    for (const txid of txids) {
      const tree = this.#trees.get(txid);
      if (!tree) continue;
      this.#trees.set(txid, { ...tree, mined: true, tx: { ...tree.tx, mined: true } });
      this.#version++;
    }
  }

  /** The newest trees first, optionally only those with a full-RBF replacement. */
  latest(fullRbfOnly = false): RbfTree[] {
    return [...this.#trees.values()].reverse().filter((tree) => !fullRbfOnly || tree.fullRbf);
  }

  /** The tree a transaction belongs to, and the txids it replaced directly. */
  treeOf(txid: string): RbfInfo {
    const root = this.#rootOf.get(txid);
    const tree = root !== undefined ? this.#trees.get(root) ?? null : null;
    const node = tree ? find(tree, txid) : undefined;
    const replaces = node && node.replaces.length > 0 ? node.replaces.map((r) => r.tx.txid) : null;
    return { replacements: tree, replaces };
  }

  /** The transactions the remembered trees show replacing others (those whose `treeOf(txid).replaces` is not null). */
  replacements(): string[] {
    const found: string[] = [];
    const visit = (node: RbfTree): void => {
      if (node.replaces.length > 0) found.push(node.tx.txid);
      for (const sub of node.replaces) visit(sub);
    };
    for (const tree of this.#trees.values()) visit(tree);
    return found;
  }

  /** A replaced transaction, if still remembered. */
  replacedTx(txid: string): TxRecord | undefined {
    return this.#replaced.get(txid);
  }

  /** research §1.4 `rbfSummary`: the latest replacements, one row each. */
  summary(limit = REPLACEMENT_SUMMARY_ROWS): ReplacementSummary[] {
    return this.latest().slice(0, limit).map((tree) => {
      const old = tree.replaces[0]?.tx;
      return {
        txid: tree.tx.txid,
        mined: tree.mined === true,
        fullRbf: tree.fullRbf,
        oldFee: old?.fee ?? 0,
        oldVsize: old?.vsize ?? 0,
        newFee: tree.tx.fee,
        newVsize: tree.tx.vsize,
      };
    });
  }

  #remember(tx: MempoolEntry): void {
    const { signalsRbf: _, ...record } = tx;
    this.#replaced.set(tx.txid, record);
    if (this.#replaced.size > MAX_REPLACED_TXS) this.#replaced.delete(this.#replaced.keys().next().value!);
  }
}

function summary(tx: MempoolEntry, time: number, fullRbf: boolean): RbfTx {
  const vsize = tx.weight / 4;
  return {
    txid: tx.txid,
    fee: tx.fee,
    vsize,
    value: tx.outputs.reduce((sum, output) => sum + output.value, 0),
    rate: tx.fee / vsize,
    time,
    rbf: tx.signalsRbf,
    ...(fullRbf ? { fullRbf } : {}),
  };
}

const leaf = (tx: MempoolEntry, time: number): RbfTree => ({ tx: summary(tx, time, false), time, fullRbf: false, replaces: [] });

function* treeTxids(tree: RbfTree): Generator<string> {
  yield tree.tx.txid;
  for (const sub of tree.replaces) yield* treeTxids(sub);
}

function find(tree: RbfTree, txid: string): RbfTree | undefined {
  if (tree.tx.txid === txid) return tree;
  for (const sub of tree.replaces) {
    const found = find(sub, txid);
    if (found) return found;
  }
  return undefined;
}

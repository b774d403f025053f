/**
 * Replacement trees (research §2.3 `RbfTree`): a transaction and, recursively, the ones it replaced.
 * `/api/v1/tx/:txid/rbf` answers `{replacements, replaces}`; the websocket's `rbfInfo` and
 * `rbfTransaction` carry the same tree. Read from `unknown` here, then laid out oldest first for a
 * timeline.
 *
 * @example
 * const info = readRbfInfo(await response.json());
 * if (info?.replacements) rbfTimeline(info.replacements); // [{ tx: first, replacedBy: second }, …]
 */
import { isHash64 } from "../types/ids.ts";

/** One version of the transaction, as the tree lists it. */
export interface RbfTx {
  readonly txid: string;
  /** sats. */
  readonly fee: number;
  readonly vsize: number;
  /** Sum of the outputs, sats. */
  readonly value: number;
  /** sat/vB. */
  readonly rate: number;
  /** First seen, Unix seconds. */
  readonly time: number;
  /** It signalled BIP125 replaceability. */
  readonly rbf: boolean;
  readonly fullRbf?: boolean;
  readonly mined?: boolean;
}

export interface RbfTree {
  readonly tx: RbfTx;
  /** Unix seconds the node saw this version. */
  readonly time: number;
  /** Seconds between the replaced version and the one that replaced it. */
  readonly interval?: number;
  /** This replacement evicted a transaction that did not signal (full RBF). */
  readonly fullRbf: boolean;
  readonly mined?: boolean;
  readonly replaces: readonly RbfTree[];
}

/** `/api/v1/tx/:txid/rbf`. */
export interface RbfInfo {
  /** The tree the transaction belongs to, rooted at the latest version; null when it was never replaced nor replaced anything. */
  readonly replacements: RbfTree | null;
  /** Txids this transaction replaced directly; null when none. */
  readonly replaces: readonly string[] | null;
}

/**
 * A bad answer must not recurse without bound; no wallet bumps a fee this many times, and a
 * longer chain is cut there rather than refused.
 */
export const MAX_RBF_TREE_DEPTH = 100;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

function readRbfTx(value: unknown): RbfTx | undefined {
  if (!isRecord(value) || !isHash64(value.txid)) return undefined;
  const { fee, vsize, value: amount, rate, time } = value;
  if (!isAmount(fee) || !isAmount(vsize) || !isAmount(amount) || !isAmount(rate) || !isAmount(time)) return undefined;
  return {
    txid: value.txid.toLowerCase(),
    fee,
    vsize,
    value: amount,
    rate,
    time,
    rbf: value.rbf === true,
    ...(value.fullRbf === true ? { fullRbf: true } : {}),
    ...(value.mined === true ? { mined: true } : {}),
  };
}

/**
 * A tree, or undefined when its root is malformed. A malformed replaced subtree is dropped, and so
 * is anything below {@link MAX_RBF_TREE_DEPTH}.
 *
 * @example
 * readRbfTree(frame.rbfTransaction)?.tx.txid;
 */
export function readRbfTree(value: unknown, depth = 0): RbfTree | undefined {
  if (!isRecord(value)) return undefined;
  const tx = readRbfTx(value.tx);
  if (!tx || !isAmount(value.time)) return undefined;
  const replaces =
    depth < MAX_RBF_TREE_DEPTH && Array.isArray(value.replaces) ? value.replaces.flatMap((child) => readRbfTree(child, depth + 1) ?? []) : [];
  return {
    tx,
    time: value.time,
    ...(isAmount(value.interval) ? { interval: value.interval } : {}),
    fullRbf: value.fullRbf === true,
    ...(value.mined === true ? { mined: true } : {}),
    replaces,
  };
}

/**
 * The `/rbf` answer, or undefined when it is not one. Txids in `replaces` that are malformed are dropped.
 *
 * @example
 * readRbfInfo({ replacements: null, replaces: null }); // { replacements: null, replaces: null }
 */
export function readRbfInfo(value: unknown): RbfInfo | undefined {
  if (!isRecord(value) || !("replacements" in value)) return undefined;
  const replacements = value.replacements === null ? null : readRbfTree(value.replacements);
  if (replacements === undefined) return undefined;
  const replaces = Array.isArray(value.replaces)
    ? value.replaces.filter(isHash64).map((txid) => txid.toLowerCase())
    : null;
  return { replacements, replaces };
}

/** One version of the transaction on the timeline. */
export interface RbfTimelineEntry {
  readonly tx: RbfTx;
  /** When it was seen, Unix seconds. */
  readonly time: number;
  /** Seconds it waited before it was replaced by {@link replacedBy}. */
  readonly interval?: number;
  /** This version replaced a transaction that did not signal (full RBF). */
  readonly fullRbf: boolean;
  readonly mined: boolean;
  /** The version that replaced it; null for the latest. */
  readonly replacedBy: string | null;
  /** 0 for the latest version, 1 for what it replaced, and so on. */
  readonly generation: number;
}

/**
 * Every version in the tree, oldest first (ties: the earlier generation first), each with the
 * version that replaced it.
 *
 * @example
 * rbfTimeline(tree).map((entry) => entry.tx.txid); // [first, second, latest]
 */
export function rbfTimeline(tree: RbfTree): RbfTimelineEntry[] {
  const entries: RbfTimelineEntry[] = [];
  const visit = (node: RbfTree, replacedBy: RbfTree | null, generation: number) => {
    entries.push({
      tx: node.tx,
      time: node.time,
      ...(node.interval !== undefined ? { interval: node.interval } : {}),
      fullRbf: node.fullRbf,
      mined: node.mined === true || node.tx.mined === true,
      replacedBy: replacedBy?.tx.txid ?? null,
      generation,
    });
    for (const child of node.replaces) visit(child, node, generation + 1);
  };
  visit(tree, null, 0);
  return entries.sort((a, b) => a.time - b.time || b.generation - a.generation);
}

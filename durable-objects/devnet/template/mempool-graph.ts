/**
 * The mempool as the template builder reads it: typed arrays indexed by the input position, parent
 * and child links in compressed (CSR) form, and each transaction's ancestor totals. Built once per
 * template build, checked on the way in (fields, duplicate uids, unknown parents, cycles).
 *
 * Why typed arrays: a 100k-transaction mempool is rebuilt on every template; a dozen flat arrays
 * are a few megabytes and no per-transaction objects for the garbage collector.
 *
 * @example
 * const graph = buildMempoolGraph([parent, child]);
 * graph.ancestorFees[1];  // parent.fee + child.fee
 */
import { adjustedVsize, adjustedWeight } from "./template-limits.ts";
import { TemplateInputError } from "./template-input-error.ts";
import { type TemplateTx, txOrder } from "./template-tx.ts";
import { UidIndex } from "./uid-index.ts";

const MAX_UINT32 = 0xffff_ffff;

export interface MempoolGraph {
  readonly size: number;
  readonly uids: Uint32Array;
  /** Uid → index. */
  readonly indexOfUid: UidIndex;
  readonly orders: Uint32Array;
  readonly fees: Float64Array;
  readonly weights: Float64Array;
  readonly sigops: Float64Array;
  /** vsize' = max(⌈weight / 4⌉, sigops × 5). */
  readonly vsizes: Float64Array;
  /** weight' = max(weight, sigops × 20). */
  readonly adjustedWeights: Float64Array;
  /** Parents of i: `parentList[parentStart[i] … parentStart[i + 1])`, distinct. */
  readonly parentStart: Int32Array;
  readonly parentList: Int32Array;
  /** Children of i, same layout. */
  readonly childStart: Int32Array;
  readonly childList: Int32Array;
  /** In-mempool ancestors including the transaction itself (Core's count with ancestors). */
  readonly ancestorCounts: Int32Array;
  /**
   * Totals over the ancestor set including the transaction itself. `PackageState` takes these
   * over and lowers them in place as ancestors are chosen (a graph serves one build).
   */
  readonly ancestorFees: Float64Array;
  readonly ancestorVsizes: Float64Array;
  readonly ancestorAdjustedWeights: Float64Array;
  readonly ancestorSigops: Float64Array;
}

/**
 * Checks `txs` and lays them out; index i of every array is `txs[i]`.
 *
 * @example
 * buildMempoolGraph([{ uid: 1, fee: sats(100), weight: weightUnits(400), sigops: 0, parents: [2] }]);
 * // throws TemplateInputError (problem "unknown-parent")
 */
export function buildMempoolGraph(txs: readonly TemplateTx[]): MempoolGraph {
  if (!Array.isArray(txs)) throw TemplateInputError.field("txs", txs, "an array of template transactions");
  const n = txs.length;
  const uids = new Uint32Array(n);
  const orders = new Uint32Array(n);
  const fees = new Float64Array(n);
  const weights = new Float64Array(n);
  const sigops = new Float64Array(n);
  const vsizes = new Float64Array(n);
  const adjustedWeights = new Float64Array(n);
  // Parent uids are copied out in the same pass, so each transaction object is read once: on a
  // large mempool the objects are scattered in memory and every visit is a cache miss.
  const parentStart = new Int32Array(n + 1);
  const parentUids: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const tx = checkTx(txs[i], i);
    const order = tx.order ?? (tx.txid === undefined ? 0 : txOrder(tx.txid));
    if (Number.isNaN(order)) throw TemplateInputError.field(`txs[${i}].txid`, tx.txid, TXID_EXPECTED);
    uids[i] = tx.uid;
    orders[i] = order;
    fees[i] = tx.fee;
    weights[i] = tx.weight;
    sigops[i] = tx.sigops;
    vsizes[i] = adjustedVsize(tx.weight, tx.sigops);
    adjustedWeights[i] = adjustedWeight(tx.weight, tx.sigops);
    for (const parent of tx.parents) parentUids.push(parent);
    parentStart[i + 1] = parentUids.length;
  }
  const indexOfUid = UidIndex.of(uids);
  if (!(indexOfUid instanceof UidIndex)) {
    throw TemplateInputError.duplicateUid(indexOfUid.duplicateAt, uids[indexOfUid.duplicateAt]!);
  }

  // Parents as indices, repeats dropped (a transaction may spend several outputs of one parent).
  // `parentStart` is rewritten to the deduplicated offsets as it is read.
  const parentBuffer = new Int32Array(parentUids.length);
  const seenBy = new Int32Array(n).fill(-1);
  let links = 0;
  for (let i = 0, from = 0; i < n; i++) {
    const end = parentStart[i + 1]!;
    for (let k = from; k < end; k++) {
      const parent = indexOfUid.get(parentUids[k]);
      if (parent < 0) throw TemplateInputError.unknownParent(i, uids[i]!, parentUids[k]);
      if (parent === i) throw TemplateInputError.cycle(uids[i]!);
      if (seenBy[parent] === i) continue;
      seenBy[parent] = i;
      parentBuffer[links++] = parent;
    }
    from = end;
    parentStart[i + 1] = links;
  }
  const parentList = parentBuffer.subarray(0, links);
  const { childStart, childList } = invertLinks(n, parentStart, parentList);
  rejectCycles(n, uids, parentStart, parentList, childStart, childList);

  const graph: MempoolGraph = {
    size: n, uids, indexOfUid, orders, fees, weights, sigops, vsizes, adjustedWeights,
    parentStart, parentList, childStart, childList,
    ancestorCounts: new Int32Array(n),
    ancestorFees: new Float64Array(n),
    ancestorVsizes: new Float64Array(n),
    ancestorAdjustedWeights: new Float64Array(n),
    ancestorSigops: new Float64Array(n),
  };
  sumAncestors(graph);
  return graph;
}

function checkTx(tx: TemplateTx | undefined, i: number): TemplateTx {
  if (typeof tx !== "object" || tx === null) {
    throw TemplateInputError.field(`txs[${i}]`, tx, "an object with uid, fee, weight, sigops and parents");
  }
  const { uid, txid, order, fee, weight, sigops, parents } = tx;
  if (!isUint32(uid)) throw TemplateInputError.field(`txs[${i}].uid`, uid, `a whole number from 0 to ${MAX_UINT32}`);
  // Only the 8 characters `txOrder` reads are checked for hex (by the caller, through the order):
  // a full check of 100k txids would cost more than selecting a block, and the rest is never read.
  if (txid !== undefined && (typeof txid !== "string" || txid.length !== TXID_HEX_CHARACTERS)) {
    throw TemplateInputError.field(`txs[${i}].txid`, txid, TXID_EXPECTED);
  }
  if (order !== undefined && !isUint32(order)) {
    throw TemplateInputError.field(`txs[${i}].order`, order, `a whole number from 0 to ${MAX_UINT32}, or no order`);
  }
  if (typeof fee !== "number" || !Number.isFinite(fee) || fee < 0) {
    throw TemplateInputError.field(`txs[${i}].fee`, fee, "a finite number of sats, 0 or more");
  }
  if (typeof weight !== "number" || !Number.isSafeInteger(weight) || weight <= 0) {
    throw TemplateInputError.field(`txs[${i}].weight`, weight, "a whole number of weight units above 0");
  }
  if (typeof sigops !== "number" || !Number.isSafeInteger(sigops) || sigops < 0) {
    throw TemplateInputError.field(`txs[${i}].sigops`, sigops, "a whole number of signature operations, 0 or more");
  }
  if (!Array.isArray(parents)) throw TemplateInputError.field(`txs[${i}].parents`, parents, "an array of parent uids");
  return tx;
}

const TXID_HEX_CHARACTERS = 64;
const TXID_EXPECTED = "64 hexadecimal characters, or no txid";

const isUint32 = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_UINT32;

function invertLinks(n: number, parentStart: Int32Array, parentList: Int32Array) {
  const childStart = new Int32Array(n + 1);
  for (const parent of parentList) childStart[parent + 1]! += 1;
  for (let i = 0; i < n; i++) childStart[i + 1]! += childStart[i]!;
  const fill = childStart.slice(0, n);
  const childList = new Int32Array(parentList.length);
  for (let child = 0; child < n; child++) {
    for (let k = parentStart[child]!; k < parentStart[child + 1]!; k++) {
      const parent = parentList[k]!;
      childList[fill[parent]!++] = child;
    }
  }
  return { childStart, childList };
}

/** Kahn's algorithm: whatever cannot be peeled off parent-first lies on or behind a cycle. */
function rejectCycles(
  n: number,
  uids: Uint32Array,
  parentStart: Int32Array,
  parentList: Int32Array,
  childStart: Int32Array,
  childList: Int32Array,
): void {
  const waiting = new Int32Array(n);
  const ready = new Int32Array(n);
  let readyCount = 0;
  for (let i = 0; i < n; i++) {
    waiting[i] = parentStart[i + 1]! - parentStart[i]!;
    if (waiting[i] === 0) ready[readyCount++] = i;
  }
  for (let head = 0; head < readyCount; head++) {
    const tx = ready[head]!;
    for (let k = childStart[tx]!; k < childStart[tx + 1]!; k++) {
      const child = childList[k]!;
      if (--waiting[child]! === 0) ready[readyCount++] = child;
    }
  }
  if (readyCount === n) return;
  // Walk up unresolved parents until one repeats: that one is on the cycle, so the message names it.
  let tx = waiting.findIndex((count) => count > 0);
  const visited = new Uint8Array(n);
  while (visited[tx] === 0) {
    visited[tx] = 1;
    for (let k = parentStart[tx]!; k < parentStart[tx + 1]!; k++) {
      if (waiting[parentList[k]!]! > 0) {
        tx = parentList[k]!;
        break;
      }
    }
  }
  throw TemplateInputError.cycle(uids[tx]!);
}

/**
 * Ancestor totals by one marked walk per transaction with parents: the set, not the sum over
 * paths, so a diamond counts its top once. Cost is Σ ancestor-set sizes, which Core's 25-ancestor
 * policy keeps linear in practice.
 */
function sumAncestors(graph: MempoolGraph): void {
  const { size: n, parentStart, parentList, fees, vsizes, adjustedWeights, sigops } = graph;
  const mark = new Int32Array(n).fill(-1);
  const pending = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let count = 1;
    let fee = fees[i]!;
    let vsize = vsizes[i]!;
    let weight = adjustedWeights[i]!;
    let ops = sigops[i]!;
    if (parentStart[i + 1]! > parentStart[i]!) {
      mark[i] = i;
      let top = 0;
      pending[top++] = i;
      while (top > 0) {
        const tx = pending[--top]!;
        for (let k = parentStart[tx]!; k < parentStart[tx + 1]!; k++) {
          const parent = parentList[k]!;
          if (mark[parent] === i) continue;
          mark[parent] = i;
          pending[top++] = parent;
          count += 1;
          fee += fees[parent]!;
          vsize += vsizes[parent]!;
          weight += adjustedWeights[parent]!;
          ops += sigops[parent]!;
        }
      }
    }
    graph.ancestorCounts[i] = count;
    graph.ancestorFees[i] = fee;
    graph.ancestorVsizes[i] = vsize;
    graph.ancestorAdjustedWeights[i] = weight;
    graph.ancestorSigops[i] = ops;
  }
}

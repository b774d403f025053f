/**
 * The mutable side of ancestor-score selection (research §5.1): each transaction's remaining
 * ancestor totals and score, which transactions are already in a block, and how choosing a
 * package reshapes its descendants' packages.
 *
 * Scores follow Bitcoin Core's ancestor-score order: a transaction ranks by the lower of its own
 * rate and its package's (fee and vsize' each), rates are compared by cross-multiplication so equal
 * fractions tie exactly, and ties go to the smaller `order`, then the smaller uid.
 *
 * @example
 * const state = new PackageState(graph);
 * const members = state.takePackage(root);                 // parents first, now marked as used
 * const touched = state.releaseDescendants(members, rate);  // their packages shrank: re-rank these
 */
import type { MempoolGraph } from "./mempool-graph.ts";
import { WITNESS_SCALE_FACTOR } from "./template-limits.ts";

/** Bit flags of `PackageState.flags`. */
export const TX_USED = 1;
/** Its ancestor set shrank; it now ranks by its remaining package, from the modified queue. */
export const TX_MODIFIED = 2;
/** Parked: its package did not fit the current block. */
export const TX_PARKED = 4;

const NO_TRANSACTIONS: readonly number[] = Object.freeze([]);

export class PackageState {
  readonly graph: MempoolGraph;
  readonly flags: Uint8Array;
  /** Remaining (not yet in a block) ancestor totals including the transaction itself. */
  readonly ancestorFees: Float64Array;
  readonly ancestorVsizes: Float64Array;
  readonly ancestorAdjustedWeights: Float64Array;
  readonly ancestorSigops: Float64Array;
  /** Lowest rate of a package already chosen that held one of its ancestors (∞ when none). */
  readonly dependencyRates: Float64Array;
  /** The rate each transaction was mined at: its package's cluster rate (§5.1). */
  readonly effectiveRates: Float64Array;
  /** The fee and size the score reads: own or package, whichever rate is lower (Core). */
  readonly scoreFees: Float64Array;
  readonly scoreSizes: Float64Array;
  /**
   * Negative when `a` should be chosen before `b`: the higher score (compared by
   * cross-multiplication, so equal fractions tie exactly), then the smaller `order`, then the
   * smaller uid. A strict total order, as the heap and the sort need.
   * @example
   * state.compare(0, 1) < 0;  // tx 0 outranks tx 1
   */
  readonly compare: (a: number, b: number) => number;
  readonly #marks: Int32Array;
  #mark = 0;
  readonly #pending: Int32Array;

  constructor(graph: MempoolGraph) {
    const n = graph.size;
    this.graph = graph;
    this.flags = new Uint8Array(n);
    // Taken over, not copied: a graph serves one build, and these are 32 bytes per transaction.
    this.ancestorFees = graph.ancestorFees;
    this.ancestorVsizes = graph.ancestorVsizes;
    this.ancestorAdjustedWeights = graph.ancestorAdjustedWeights;
    this.ancestorSigops = graph.ancestorSigops;
    this.dependencyRates = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
    this.effectiveRates = new Float64Array(n);
    const fees = (this.scoreFees = new Float64Array(n));
    const sizes = (this.scoreSizes = new Float64Array(n));
    this.#marks = new Int32Array(n).fill(-1);
    this.#pending = new Int32Array(n);
    for (let i = 0; i < n; i++) this.#rescore(i);
    // A closure over the arrays themselves: it runs a few million times per build.
    const { orders, uids } = graph;
    this.compare = (a, b) => {
      const aTimesB = fees[a]! * sizes[b]!;
      const bTimesA = fees[b]! * sizes[a]!;
      if (aTimesB !== bTimesA) return aTimesB > bTimesA ? -1 : 1;
      return orders[a]! - orders[b]! || uids[a]! - uids[b]!;
    };
  }

  /**
   * The rate a package rooted at `root` is mined at: its fee over Σ weight' / 4, capped by the
   * rates of packages its ancestors were mined in, so a child never looks better than the parent
   * it depended on (§5.1 "cluster rate").
   * @example
   * state.clusterRate(root);  // 12.5
   */
  clusterRate(root: number): number {
    const packageRate = this.ancestorFees[root]! / (this.ancestorAdjustedWeights[root]! / WITNESS_SCALE_FACTOR);
    return Math.min(this.dependencyRates[root]!, packageRate);
  }

  /**
   * Marks `root` and its ancestors not yet in a block as used and returns them in block order:
   * by ancestor count (parents before children), then `order`, then uid, as Core's
   * `SortForBlock` does.
   * @example
   * state.takePackage(child);  // [parent, child]
   */
  takePackage(root: number): number[] {
    const { parentStart, parentList, ancestorCounts, orders, uids } = this.graph;
    const members = [root];
    const mark = this.#nextMark();
    this.#marks[root] = mark;
    // A used transaction's ancestors are all used, so the walk stops at the first used parent.
    for (let head = 0; head < members.length; head++) {
      const tx = members[head]!;
      for (let k = parentStart[tx]!; k < parentStart[tx + 1]!; k++) {
        const parent = parentList[k]!;
        if (this.#marks[parent] === mark || (this.flags[parent]! & TX_USED) !== 0) continue;
        this.#marks[parent] = mark;
        members.push(parent);
      }
    }
    if (members.length > 1) {
      members.sort(
        (a, b) => ancestorCounts[a]! - ancestorCounts[b]! || orders[a]! - orders[b]! || uids[a]! - uids[b]!,
      );
    }
    for (const tx of members) this.flags[tx]! |= TX_USED;
    return members;
  }

  /**
   * Takes the just-used `members` out of every descendant's ancestor totals, caps their dependency
   * rate at `rate` and re-scores them. Returns the descendants touched (each once), all now
   * flagged modified, so the caller can re-rank them.
   * @example
   * state.releaseDescendants([parent], 4.2);  // [child]
   */
  releaseDescendants(members: readonly number[], rate: number): readonly number[] {
    const { childStart, childList, fees, vsizes, adjustedWeights, sigops } = this.graph;
    // Most packages are one childless transaction: nothing to walk, nothing to allocate.
    if (members.length === 1 && childStart[members[0]! + 1] === childStart[members[0]!]) return NO_TRANSACTIONS;
    const touched: number[] = [];
    const touchedMark = this.#nextMark();
    const pending = this.#pending;
    for (const member of members) {
      if (childStart[member + 1] === childStart[member]) continue;
      const fee = fees[member]!;
      const vsize = vsizes[member]!;
      const weight = adjustedWeights[member]!;
      const ops = sigops[member]!;
      const walkMark = this.#nextMark();
      let top = 0;
      pending[top++] = member;
      while (top > 0) {
        const tx = pending[--top]!;
        for (let k = childStart[tx]!; k < childStart[tx + 1]!; k++) {
          const child = childList[k]!;
          // Marks only grow: at least walkMark means seen in this walk, at least touchedMark
          // means already touched by an earlier member of this release.
          const previous = this.#marks[child]!;
          if (previous >= walkMark) continue;
          this.#marks[child] = walkMark;
          pending[top++] = child;
          // Other package members sit among the descendants: walk through them, leave them be.
          if ((this.flags[child]! & TX_USED) !== 0) continue;
          this.ancestorFees[child]! -= fee;
          this.ancestorVsizes[child]! -= vsize;
          this.ancestorAdjustedWeights[child]! -= weight;
          this.ancestorSigops[child]! -= ops;
          if (previous < touchedMark) touched.push(child);
        }
      }
    }
    for (const tx of touched) {
      this.dependencyRates[tx] = Math.min(this.dependencyRates[tx]!, rate);
      this.flags[tx]! |= TX_MODIFIED;
      this.#rescore(tx);
    }
    return touched;
  }

  #rescore(tx: number): void {
    const { fees, vsizes } = this.graph;
    const ownFee = fees[tx]!;
    const ownSize = vsizes[tx]!;
    const packageFee = this.ancestorFees[tx]!;
    const packageSize = this.ancestorVsizes[tx]!;
    // Core's GetModFeeAndSize: the package's figures when its rate is the lower one.
    const ownRateIsHigher = ownFee * packageSize > packageFee * ownSize;
    this.scoreFees[tx] = ownRateIsHigher ? packageFee : ownFee;
    this.scoreSizes[tx] = ownRateIsHigher ? packageSize : ownSize;
  }

  #nextMark(): number {
    return ++this.#mark;
  }
}

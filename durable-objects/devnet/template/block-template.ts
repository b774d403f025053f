/**
 * Projected blocks from the mempool by ancestor-score package selection (research §5.1), the way
 * Bitcoin Core's `BlockAssembler` fills a block template:
 *
 * - every transaction is ranked by its ancestor score (`PackageState.compare`); the best-ranked
 *   package, the transaction with all its ancestors not yet in a block, goes in whole;
 * - candidates come from two queues: the initial ranking (a sorted stack) and a "modified" heap
 *   of transactions whose ancestor set shrank because some ancestors were already chosen;
 * - a package that would take the block to limit − 4,000 WU or more (reserve included), or over
 *   the sigop budget, is parked; after more than 1,000 misses in a row with the block within
 *   8,000 WU of the limit, or once both queues run dry, the block closes and the parked packages
 *   are candidates again for the next one;
 * - the last block has no limit and takes everything left (the "stack" block).
 *
 * Block 0 is Core's `getblocktemplate` for the same mempool, transaction for transaction (with
 * Core's default `-blockmaxweight`; there is no `-blockmintxfee` cut-off: every transaction is
 * projected somewhere, as upstream does).
 *
 * @example
 * const { blocks, blockRates, effectiveRateOf } = buildBlockTemplates(txs);
 * blocks[0];               // uids of the next block, in block order
 * blockRates[0]![0];       // 31.4 sat/vB: the rate the first one's package was mined at
 * effectiveRateOf(4_711);  // the same lookup by uid
 */
import { type SatPerVByte, satPerVByte } from "../../../shared/types/units.ts";
import { IndexedHeap } from "./indexed-heap.ts";
import { rankByAncestorScore } from "./initial-ranking.ts";
import { buildMempoolGraph } from "./mempool-graph.ts";
import { PackageState, TX_MODIFIED, TX_PARKED, TX_USED } from "./package-state.ts";
import {
  BLOCK_SIGOPS_LIMIT,
  type BlockTemplateOptions,
  COINBASE_RESERVED_SIGOPS,
  COINBASE_RESERVED_WEIGHT_WU,
  MAX_CONSECUTIVE_FAILURES,
  packageWeightCap,
  WITNESS_SCALE_FACTOR,
  resolveTemplateOptions,
} from "./template-limits.ts";
import type { TemplateTx } from "./template-tx.ts";

/** A package of more than one transaction chosen together (child pays for parent). */
export interface TemplateCluster {
  /** The transaction whose ancestor score chose the package; it comes last in block order. */
  readonly root: number;
  /** Uids in block order. */
  readonly members: readonly number[];
  /** The cluster rate every member was mined at. */
  readonly rate: SatPerVByte;
}

export interface BlockTemplates {
  /** Uids per block in block order, block 0 first; the last one is unbounded. Empty blocks are left out. */
  readonly blocks: readonly (readonly number[])[];
  /** Σ transaction weight per block (no coinbase), in WU. */
  readonly blockWeights: readonly number[];
  /**
   * Effective fee rates aligned with `blocks`: `blockRates[b][k]` belongs to `blocks[b][k]`. A
   * transaction's effective rate is the cluster rate of the package it was mined in.
   */
  readonly blockRates: readonly Float64Array[];
  /** The effective fee rate of `uid`, or undefined for a uid that was not in the input. */
  readonly effectiveRateOf: (uid: number) => SatPerVByte | undefined;
  /** Multi-transaction packages, in the order they were chosen. */
  readonly clusters: readonly TemplateCluster[];
  /**
   * Uids too large for any bounded block on their own (vsize' or sigops beyond a block's budget).
   * They are still placed, in the unbounded last block, but no real block could carry them.
   */
  readonly overflow: readonly number[];
}

/**
 * Builds `blockCount` projected blocks (default 8) from the mempool `txs`.
 *
 * @throws TemplateInputError on a malformed transaction, a repeated uid, an unknown parent or a cycle.
 * @example
 * buildBlockTemplates(txs, { blockCount: 2 }).blocks.length;  // at most 2
 */
export function buildBlockTemplates(txs: readonly TemplateTx[], options?: BlockTemplateOptions): BlockTemplates {
  const { blockWeightLimit, blockCount } = resolveTemplateOptions(options);
  const graph = buildMempoolGraph(txs);
  const state = new PackageState(graph);
  const { flags } = state;
  const n = graph.size;

  const stack = rankByAncestorScore(state);
  let top = 0;
  const modified = new IndexedHeap(n, state.compare);

  const blocks: number[][] = [];
  const blockWeights: number[] = [];
  const blockRates: Float64Array[] = [];
  const clusters: TemplateCluster[] = [];
  const weightCap = packageWeightCap(blockWeightLimit);
  const fullWeight = blockWeightLimit - 2 * COINBASE_RESERVED_WEIGHT_WU;

  let bounded = blockCount > 1;
  let block: number[] = [];
  let weight = COINBASE_RESERVED_WEIGHT_WU;
  let sigops = COINBASE_RESERVED_SIGOPS;
  let failures = 0;
  let parked: number[] = [];
  const closeBlock = (members: readonly number[], blockWeight: number): void => {
    const uids = new Array<number>(members.length);
    const rates = new Float64Array(members.length);
    members.forEach((tx, k) => {
      uids[k] = graph.uids[tx]!;
      rates[k] = state.effectiveRates[tx]!;
    });
    blocks.push(uids);
    blockRates.push(rates);
    blockWeights.push(blockWeight);
  };

  for (;;) {
    while (top < n && (flags[stack[top]!]! & (TX_USED | TX_MODIFIED)) !== 0) top++;
    const fromStack = top < n ? stack[top]! : -1;
    const fromHeap = modified.peek();
    let next = -1;
    if (fromHeap >= 0 && (fromStack < 0 || state.compare(fromHeap, fromStack) < 0)) next = modified.pop();
    else if (fromStack >= 0) next = stack[top++]!;

    if (next >= 0) {
      const fits =
        !bounded ||
        (weight + WITNESS_SCALE_FACTOR * state.ancestorVsizes[next]! < weightCap &&
          sigops + state.ancestorSigops[next]! < BLOCK_SIGOPS_LIMIT);
      if (fits) {
        const rate = state.clusterRate(next);
        const members = state.takePackage(next);
        for (const tx of members) {
          modified.remove(tx);
          state.effectiveRates[tx] = rate;
          block.push(tx);
          weight += graph.weights[tx]!;
          sigops += graph.sigops[tx]!;
        }
        if (members.length > 1) {
          const uids = members.map((tx) => graph.uids[tx]!);
          clusters.push({ root: graph.uids[next]!, members: uids, rate: satPerVByte(rate) });
        }
        for (const tx of state.releaseDescendants(members, rate)) modified.upsert(tx);
        failures = 0;
      } else {
        // Parked, not dropped: a later, smaller package may still fill the gap, and this one
        // competes again for the next block.
        if ((flags[next]! & TX_PARKED) === 0) parked.push(next);
        flags[next]! |= TX_PARKED;
        failures += 1;
      }
    }

    const gaveUp = failures > MAX_CONSECUTIVE_FAILURES && weight > fullWeight;
    if (next >= 0 && !(bounded && gaveUp)) continue;
    if (!bounded || (block.length === 0 && parked.length === 0)) break;

    // Close the bounded block. If nothing at all fitted, no parked package fits any bounded
    // block, so the rest goes straight to the unbounded one (and the loop always progresses).
    if (block.length > 0) closeBlock(block, weight - COINBASE_RESERVED_WEIGHT_WU);
    bounded = block.length > 0 && blocks.length < blockCount - 1;
    block = [];
    weight = COINBASE_RESERVED_WEIGHT_WU;
    sigops = COINBASE_RESERVED_SIGOPS;
    failures = 0;
    // Back in reverse: stack-parked packages return to the top in their original rank order.
    for (let k = parked.length - 1; k >= 0; k--) {
      const tx = parked[k]!;
      flags[tx]! &= ~TX_PARKED;
      if ((flags[tx]! & TX_USED) !== 0) continue;
      if ((flags[tx]! & TX_MODIFIED) !== 0) modified.upsert(tx);
      else stack[--top] = tx;
    }
    parked = [];
  }
  if (block.length > 0) closeBlock(block, weight - COINBASE_RESERVED_WEIGHT_WU);

  const overflow: number[] = [];
  for (let i = 0; i < n; i++) {
    if (
      COINBASE_RESERVED_WEIGHT_WU + WITNESS_SCALE_FACTOR * graph.vsizes[i]! >= weightCap ||
      COINBASE_RESERVED_SIGOPS + graph.sigops[i]! >= BLOCK_SIGOPS_LIMIT
    ) {
      overflow.push(graph.uids[i]!);
    }
  }
  const rates = state.effectiveRates;
  const effectiveRateOf = (uid: number): SatPerVByte | undefined => {
    const index = graph.indexOfUid.get(uid);
    return index < 0 ? undefined : satPerVByte(rates[index]!);
  };
  return { blocks, blockWeights, blockRates, effectiveRateOf, clusters, overflow };
}


/**
 * When an unconfirmed transaction is expected to confirm (research §5.7, the explorer's ETA):
 *
 * - from its projected block `block` (0 = next): the difficulty adjustment's `adjustedTimeAvg` ×
 *   (block + 1) + `timeOffset`; on Liquid, whose blocks come every minute, 60 s × (block + 1);
 * - accelerated: pools with a share h of the hashrate mine it in their next block, the others where
 *   it sits anyway. Each block is found by an accelerating pool with probability h, so the
 *   transaction waits i + 1 blocks with probability h·(1 − h)^i for i below `block`, and `block` + 1
 *   with the rest; the ETA is that expectation × `adjustedTimeAvg`.
 *
 * Until the server reports the position (`txPosition`), {@link estimateMempoolPosition} places a
 * rate among the projected blocks.
 *
 * @example
 * transactionEta({ block: 2 }, "mainnet", { adjustedTimeAvg: 600_000 });            // { block: 2, etaMs: 1_800_000, accelerated: false }
 * transactionEta({ block: 2 }, "mainnet", { adjustedTimeAvg: 600_000 }, { hashrateShare: 0.5 }); // etaMs 1_050_000
 */
import { type BlockTiming, LIQUID_BLOCK_INTERVAL_MS } from "../chain/mempool-block-eta.ts";
import { describeInput } from "../errors/describe-input.ts";
import { NETWORKS, type Network } from "../network/networks.ts";
import type { MempoolBlock } from "../types/mempool.ts";

/** Where the transaction sits among the projected blocks (research §1.4 `txPosition`). */
export interface ProjectedPosition {
  /** Projected block index, 0 = the next block. */
  readonly block: number;
  /** The transaction's midpoint, vB from the start of that block. */
  readonly vsize: number;
}

export interface AccelerationShare {
  /** Share of the network hashrate that mines the transaction in its next block, 0–1. */
  readonly hashrateShare: number;
}

export interface TransactionEta {
  /** Projected block it was estimated from. */
  readonly block: number;
  /** Expected wait in ms from now; null without difficulty data (no honest estimate). */
  readonly etaMs: number | null;
  readonly accelerated: boolean;
}

/**
 * The expected number of blocks until an accelerated transaction confirms (see the module comment).
 *
 * @example
 * expectedAcceleratedBlocks(0, 0.3); // 1
 * expectedAcceleratedBlocks(3, 0);   // 4
 * expectedAcceleratedBlocks(1, 0.5); // 1.5
 */
export function expectedAcceleratedBlocks(block: number, hashrateShare: number): number {
  assertBlockIndex(block);
  if (!(hashrateShare >= 0 && hashrateShare <= 1)) {
    throw new RangeError(`hashrate share must be a number from 0 to 1, got ${describeInput(hashrateShare)}`);
  }
  let expected = 0;
  let stillWaiting = 1;
  for (let i = 0; i < block; i++) {
    expected += stillWaiting * hashrateShare * (i + 1);
    stillWaiting *= 1 - hashrateShare;
  }
  return expected + stillWaiting * (block + 1);
}

/**
 * The ETA of a transaction at `position` (see the module comment). An acceleration share of 0 or
 * none gives the plain estimate.
 *
 * @example
 * transactionEta({ block: 0 }, "liquid", null); // { block: 0, etaMs: 60_000, accelerated: false }
 * transactionEta({ block: 0 }, "mainnet", null); // { block: 0, etaMs: null, accelerated: false }
 */
export function transactionEta(
  position: Pick<ProjectedPosition, "block">,
  network: Network,
  timing: BlockTiming | null | undefined,
  acceleration?: AccelerationShare | null,
): TransactionEta {
  const { block } = position;
  assertBlockIndex(block);
  if (NETWORKS[network].chain === "liquid") return { block, etaMs: LIQUID_BLOCK_INTERVAL_MS * (block + 1), accelerated: false };
  const accelerated = acceleration !== null && acceleration !== undefined && acceleration.hashrateShare > 0;
  if (!timing || !(timing.adjustedTimeAvg > 0)) return { block, etaMs: null, accelerated };
  if (accelerated) {
    return { block, etaMs: expectedAcceleratedBlocks(block, acceleration.hashrateShare) * timing.adjustedTimeAvg, accelerated };
  }
  return { block, etaMs: timing.adjustedTimeAvg * (block + 1) + (timing.timeOffset ?? 0), accelerated };
}

/**
 * Places a fee rate among the projected blocks: the first block whose lowest rate it reaches (the
 * last block when it reaches none), and inside it by linear interpolation over the block's fee
 * range, whose entries are taken as evenly spaced from the block's end (lowest) to its start
 * (highest), since blocks fill from the highest rate down. Pass the rate the template ranks by:
 * the lower of its own and its ancestors' package rate (research §5.7). Null with no blocks.
 *
 * @example
 * estimateMempoolPosition(2, blocks); // e.g. { block: 3, vsize: 812_500 }
 */
export function estimateMempoolPosition(rate: number, blocks: readonly Pick<MempoolBlock, "feeRange" | "blockVSize">[]): ProjectedPosition | null {
  if (!(rate >= 0) || !Number.isFinite(rate)) throw new RangeError(`fee rate must be a finite, non-negative number, got ${describeInput(rate)}`);
  if (blocks.length === 0) return null;
  let index = blocks.findIndex((block) => block.feeRange.length > 0 && rate >= block.feeRange[0]!);
  if (index < 0) index = blocks.length - 1;
  const block = blocks[index]!;
  return { block: index, vsize: shareAbove(rate, block.feeRange) * block.blockVSize };
}

/** Share of a block ahead of a transaction at `rate`, from the block's ascending fee range. */
function shareAbove(rate: number, feeRange: readonly number[]): number {
  const steps = feeRange.length - 1;
  if (steps < 1) return feeRange.length === 1 && rate >= feeRange[0]! ? 0 : 1;
  if (rate >= feeRange[steps]!) return 0;
  if (rate <= feeRange[0]!) return 1;
  let j = 0;
  while (j < steps - 1 && rate >= feeRange[j + 1]!) j++;
  const low = feeRange[j]!;
  const high = feeRange[j + 1]!;
  const within = high > low ? (rate - low) / (high - low) : 0;
  return 1 - (j + within) / steps;
}

function assertBlockIndex(block: unknown): asserts block is number {
  if (!Number.isSafeInteger(block) || (block as number) < 0) {
    throw new RangeError(`projected block index must be a whole number from 0, got ${describeInput(block)}`);
  }
}

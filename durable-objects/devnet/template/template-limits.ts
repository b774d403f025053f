/**
 * Consensus and policy numbers of the block-template builder (research §5.1, Bitcoin Core's
 * `BlockAssembler` defaults) and the one function that resolves and checks its options.
 *
 * @example
 * resolveTemplateOptions({ blockCount: 3 });  // { blockWeightLimit: 4_000_000, blockCount: 3 }
 */
import { BLOCK_WEIGHT_UNITS } from "../../../shared/types/units.ts";
import { TemplateInputError } from "./template-input-error.ts";

/** Consensus block weight. */
export const BLOCK_WEIGHT_LIMIT_WU = BLOCK_WEIGHT_UNITS;
/** Consensus signature-operation cost per block. */
export const BLOCK_SIGOPS_LIMIT = 80_000;
/**
 * Weight kept free for the coinbase. Core starts every block at this weight and also caps blocks
 * at limit − 4,000 (its default `-blockmaxweight`), so a package fits while
 * reserved + Σ weights + 4 · package vsize' < limit − 4,000: 8,000 WU of slack in all (§5.1).
 */
export const COINBASE_RESERVED_WEIGHT_WU = 4_000;
/** Signature-operation cost kept free for the coinbase. */
export const COINBASE_RESERVED_SIGOPS = 400;
/**
 * A block is closed once more than this many packages in a row did not fit and it is within
 * 4,000 WU of its cap: scanning the rest of the mempool for a small enough package costs more
 * than the few hundred bytes it could add (§5.1, Core's `MAX_CONSECUTIVE_FAILURES`).
 */
export const MAX_CONSECUTIVE_FAILURES = 1_000;
/**
 * Core counts each sigop as 20 bytes of weight (`-bytespersigop`), so a sigop-heavy transaction
 * is sized vsize' = max(⌈weight / 4⌉, sigops × 5), weight' = max(weight, sigops × 20).
 */
export const WEIGHT_PER_SIGOP_WU = 20;
export const WITNESS_SCALE_FACTOR = 4;
/** Seven bounded blocks and the unbounded "stack" that holds everything left (§5.1). */
export const DEFAULT_BLOCK_COUNT = 8;

/** Smallest accepted `blockWeightLimit` is one more than this. */
export const MIN_BLOCK_WEIGHT_LIMIT_WU = 3 * COINBASE_RESERVED_WEIGHT_WU;

export interface BlockTemplateOptions {
  /**
   * Block weight of the network: 4,000,000 WU on Bitcoin. Above 12,000, three times the coinbase
   * reserve, so that a block "within 4,000 WU of its cap" always holds a transaction.
   */
  readonly blockWeightLimit?: number;
  /** Projected blocks including the last, unbounded one; at least 1. */
  readonly blockCount?: number;
}

export type ResolvedTemplateOptions = Required<BlockTemplateOptions>;

export const DEFAULT_TEMPLATE_OPTIONS = {
  blockWeightLimit: BLOCK_WEIGHT_LIMIT_WU,
  blockCount: DEFAULT_BLOCK_COUNT,
} as const satisfies ResolvedTemplateOptions;

/**
 * Defaults merged in and every value checked.
 *
 * @example
 * resolveTemplateOptions({});                    // { blockWeightLimit: 4_000_000, blockCount: 8 }
 * resolveTemplateOptions({ blockCount: 0 });     // throws TemplateInputError
 */
export function resolveTemplateOptions(options: BlockTemplateOptions = {}): ResolvedTemplateOptions {
  const { blockWeightLimit, blockCount } = { ...DEFAULT_TEMPLATE_OPTIONS, ...options };
  const minimumWeight = MIN_BLOCK_WEIGHT_LIMIT_WU;
  if (!Number.isSafeInteger(blockWeightLimit) || blockWeightLimit <= minimumWeight) {
    throw TemplateInputError.field(
      "options.blockWeightLimit",
      blockWeightLimit,
      `a whole number of weight units above ${minimumWeight}`,
    );
  }
  if (!Number.isSafeInteger(blockCount) || blockCount < 1) {
    throw TemplateInputError.field("options.blockCount", blockCount, "a whole number of blocks, 1 or more");
  }
  return { blockWeightLimit, blockCount };
}

/**
 * Core's `TestPackage`: a package fits while reserve + block weight + 4 · package vsize' stays
 * below this (its default `-blockmaxweight` is the limit less one more reserve).
 */
export function packageWeightCap(blockWeightLimit: number): number {
  return blockWeightLimit - COINBASE_RESERVED_WEIGHT_WU;
}

/** Core's sigop-adjusted virtual size, vsize' (§5.1). */
export function adjustedVsize(weight: number, sigops: number): number {
  return Math.max(Math.ceil(weight / WITNESS_SCALE_FACTOR), (sigops * WEIGHT_PER_SIGOP_WU) / WITNESS_SCALE_FACTOR);
}

/** Sigop-adjusted weight, weight' (§5.1): the effective fee rate is fee / (Σ weight' / 4). */
export function adjustedWeight(weight: number, sigops: number): number {
  return Math.max(weight, sigops * WEIGHT_PER_SIGOP_WU);
}

/**
 * Whether a transaction's sigops, not its bytes, set its size in a template: vsize' above
 * ⌈weight / 4⌉. Such a transaction ranks by a rate lower than its fee / vsize suggests, and pools
 * that count sigops otherwise may leave it out (the audit's "High sigop count").
 *
 * @example
 * isSigopHeavy(4 * 680, 400);  // true: 400 sigops make it 2,000 vB'
 */
export function isSigopHeavy(weight: number, sigops: number): boolean {
  return adjustedVsize(weight, sigops) > Math.ceil(weight / WITNESS_SCALE_FACTOR);
}

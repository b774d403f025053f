/**
 * The devnet's difficulty adjustments (research §5.8), as the backend indexes them for
 * `mining/difficulty-adjustments` and the `difficulty` series of `mining/hashrate`: every retarget
 * block, one per 2016-block epoch, with the ratio of its difficulty to the previous block's, rounded
 * to 6 decimals to drop float noise as upstream does.
 *
 * Upstream adds genesis (adjustment 0) only when it indexes the whole chain; a partial index takes
 * its oldest block as the baseline and lists only the changes after it. The devnet begins late
 * (like a pruned node), so its first block is such a baseline, not an adjustment: listed at ratio
 * 0 it read as a 100 % drop. Only a chain that begins at height 0 lists genesis.
 *
 * Upstream lists only retargets that changed the bits; on mainnet every retarget does. The devnet's
 * target has a floor (`chain/retarget.ts`), where a slow epoch leaves it unchanged, so every
 * retarget is listed, at ratio 1 when nothing moved, and the epochs stay visible on the graph.
 *
 * @example
 * difficultyHistory(chain, -Infinity).map((row) => row.height); // [1_048_320, 1_050_336, …]
 */
import { DIFFICULTY_EPOCH_BLOCKS } from "../../../shared/chain/difficulty.ts";
import type { ChainState } from "../state/chain-state.ts";
import { difficultyOf } from "./network-hashrate.ts";

const RATIO_DECIMALS = 1_000_000;

/** One adjustment; `adjustment` is the ratio new ÷ old difficulty (1.05 = 5 % harder). */
export interface DifficultyAdjustmentRow {
  readonly time: number;
  readonly height: number;
  readonly difficulty: number;
  readonly adjustment: number;
}

/** `mining/difficulty-adjustments` rows: `[time, height, difficulty, adjustment]`. */
export type DifficultyAdjustmentTuple = readonly [time: number, height: number, difficulty: number, adjustment: number];

/**
 * Every retarget (and genesis, when the chain holds it) whose block time is at or after
 * `fromSeconds`, oldest first.
 *
 * @example
 * difficultyHistory(chain, now - 7 * 86_400).every((row) => row.height % 2016 === 0); // true
 */
export function difficultyHistory(chain: Pick<ChainState, "blockAt" | "tipHeight" | "firstHeight">, fromSeconds: number): DifficultyAdjustmentRow[] {
  const rows: DifficultyAdjustmentRow[] = [];
  const firstRetarget = Math.ceil((chain.firstHeight + 1) / DIFFICULTY_EPOCH_BLOCKS) * DIFFICULTY_EPOCH_BLOCKS;
  const heights = chain.firstHeight === 0 && chain.tipHeight >= 0 ? [0] : [];
  for (let height = firstRetarget; height <= chain.tipHeight; height += DIFFICULTY_EPOCH_BLOCKS) heights.push(height);
  for (const height of heights) {
    const block = chain.blockAt(height)!;
    if (block.header.timestamp < fromSeconds) continue;
    const difficulty = difficultyOf(block.header.bits);
    const previous = chain.blockAt(height - 1);
    const adjustment = previous ? Math.round((difficulty / difficultyOf(previous.header.bits)) * RATIO_DECIMALS) / RATIO_DECIMALS : 0;
    rows.push({ time: block.header.timestamp, height, difficulty, adjustment });
  }
  return rows;
}

/**
 * `mining/difficulty-adjustments[/:interval]`: the same rows as tuples, newest first.
 *
 * @example
 * difficultyAdjustmentTuples(chain, -Infinity)[0]; // [time, 1_050_336, difficulty, 1.02]: the latest retarget
 */
export function difficultyAdjustmentTuples(chain: Pick<ChainState, "blockAt" | "tipHeight" | "firstHeight">, fromSeconds: number): DifficultyAdjustmentTuple[] {
  return difficultyHistory(chain, fromSeconds)
    .reverse()
    .map((row) => [row.time, row.height, row.difficulty, row.adjustment] as const);
}

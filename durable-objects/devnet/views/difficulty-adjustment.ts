/**
 * The difficulty-adjustment estimate (`da`, research §1.4, §5.8) from the devnet chain's
 * timestamps and 2016-block epochs.
 *
 * The estimate compares the hashrate seen to the one the current difficulty expects (a block per
 * 600 s). Early in an epoch too few blocks say much, so during its first quarter (504 blocks) the
 * window reaches back into the previous epoch: the last 504 blocks, each counted by its work
 * relative to today's difficulty (blocks of the previous epoch scaled by the last retarget), over
 * the time from the window's start to now. Later the window is the epoch so far. The change is
 * clamped to −75 … +300 % as consensus does.
 *
 * Times are milliseconds except `previousTime` (unix seconds), as upstream sends them (§8 gotcha 6).
 *
 * @example
 * difficultyAdjustment(network.chain, network.now).remainingBlocks; // blocks to the next retarget
 */
import {
  DIFFICULTY_EPOCH_BLOCKS,
  MAX_DIFFICULTY_CHANGE_PERCENT,
  MIN_DIFFICULTY_CHANGE_PERCENT,
  TARGET_BLOCK_TIME_SECONDS,
} from "../../../shared/chain/difficulty.ts";
import { bitsToDifficulty } from "../chain/pow.ts";
import type { ChainState } from "../state/chain-state.ts";

/** The `da` object (research §1.4). */
export interface DifficultyAdjustment {
  readonly progressPercent: number;
  readonly difficultyChange: number;
  /** Unix milliseconds. */
  readonly estimatedRetargetDate: number;
  readonly remainingBlocks: number;
  /** Milliseconds. */
  readonly remainingTime: number;
  /** Percent change at the last retarget. */
  readonly previousRetarget: number;
  /** Unix seconds: when the current epoch started. */
  readonly previousTime: number;
  readonly nextRetargetHeight: number;
  /** Milliseconds per block in this epoch so far. */
  readonly timeAvg: number;
  /** Milliseconds per block at the estimated hashrate. */
  readonly adjustedTimeAvg: number;
  /** Testnet's 20-minute rule offset; the devnet has no such rule. */
  readonly timeOffset: number;
  readonly expectedBlocks: number;
}

/** What the estimate reads of the chain: headers by height (a test can pass a plain object). */
export type DifficultyChain = Pick<ChainState, "tip" | "tipHeight" | "blockAt" | "firstHeight">;

/** The first quarter of an epoch borrows from the previous one (research §5.8). */
export const ESTIMATE_WINDOW_BLOCKS = DIFFICULTY_EPOCH_BLOCKS / 4;
const MS_PER_SECOND = 1_000;

/**
 * The estimate at `nowSeconds`. Before genesis there is nothing to estimate, so the epoch is
 * reported as just begun.
 *
 * @example
 * difficultyAdjustment(chain, 1_763_700_000).nextRetargetHeight % 2016; // 0
 */
export function difficultyAdjustment(chain: DifficultyChain, nowSeconds: number): DifficultyAdjustment {
  const tip = chain.tip;
  const tipHeight = Math.max(0, chain.tipHeight);
  const blocksInEpoch = tipHeight % DIFFICULTY_EPOCH_BLOCKS;
  const epochStart = tipHeight - blocksInEpoch;
  const epochStartTime = epochStartTimeOf(chain, epochStart, blocksInEpoch, nowSeconds);
  const remainingBlocks = DIFFICULTY_EPOCH_BLOCKS - blocksInEpoch;
  const elapsedSeconds = Math.max(0, nowSeconds - epochStartTime);
  const timeAvgSeconds = blocksInEpoch > 0 && elapsedSeconds > 0 ? elapsedSeconds / blocksInEpoch : TARGET_BLOCK_TIME_SECONDS;
  const difficultyChange = tip ? estimateChangePercent(chain, tipHeight, epochStart, nowSeconds) : 0;
  const adjustedTimeAvgSeconds = TARGET_BLOCK_TIME_SECONDS / (1 + difficultyChange / 100);
  const remainingTime = Math.round(remainingBlocks * adjustedTimeAvgSeconds * MS_PER_SECOND);
  return {
    progressPercent: (blocksInEpoch / DIFFICULTY_EPOCH_BLOCKS) * 100,
    difficultyChange,
    estimatedRetargetDate: Math.round(nowSeconds * MS_PER_SECOND) + remainingTime,
    remainingBlocks,
    remainingTime,
    previousRetarget: previousRetargetPercent(chain, epochStart),
    previousTime: epochStartTime,
    nextRetargetHeight: epochStart + DIFFICULTY_EPOCH_BLOCKS,
    timeAvg: Math.round(timeAvgSeconds * MS_PER_SECOND),
    adjustedTimeAvg: Math.round(adjustedTimeAvgSeconds * MS_PER_SECOND),
    timeOffset: 0,
    expectedBlocks: elapsedSeconds / TARGET_BLOCK_TIME_SECONDS,
  };
}

/**
 * When the epoch began. An epoch that began before the chain did is timed from the chain's first
 * block, stretched back by the blocks it is missing at mainnet's pace.
 */
function epochStartTimeOf(chain: DifficultyChain, epochStart: number, blocksInEpoch: number, nowSeconds: number): number {
  const start = chain.blockAt(epochStart);
  if (start) return start.header.timestamp;
  const first = chain.blockAt(chain.firstHeight);
  if (!first || blocksInEpoch === 0) return nowSeconds;
  return first.header.timestamp - (chain.firstHeight - epochStart) * TARGET_BLOCK_TIME_SECONDS;
}

/** How much the difficulty moved when the current epoch began, in percent; 0 in the first epoch. */
function previousRetargetPercent(chain: DifficultyChain, epochStart: number): number {
  const first = chain.blockAt(epochStart);
  const before = chain.blockAt(epochStart - 1);
  if (!first || !before) return 0;
  return (bitsToDifficulty(first.header.bits) / bitsToDifficulty(before.header.bits) - 1) * 100;
}

function estimateChangePercent(chain: DifficultyChain, tipHeight: number, epochStart: number, nowSeconds: number): number {
  const windowStart = Math.max(
    chain.firstHeight,
    tipHeight - epochStart >= ESTIMATE_WINDOW_BLOCKS ? epochStart : tipHeight - ESTIMATE_WINDOW_BLOCKS,
  );
  const start = chain.blockAt(windowStart);
  const current = chain.blockAt(tipHeight);
  if (!start || !current || windowStart === tipHeight) return 0;
  const seconds = nowSeconds - start.header.timestamp;
  if (seconds <= 0) return 0;
  const currentDifficulty = bitsToDifficulty(current.header.bits);
  // Blocks of one epoch share their bits, so the work sum needs one lookup per epoch, not per block.
  let relativeWork = 0;
  for (let height = tipHeight; height > windowStart; ) {
    const epochFirst = Math.max(windowStart + 1, height - (height % DIFFICULTY_EPOCH_BLOCKS));
    const bits = chain.blockAt(height)!.header.bits;
    relativeWork += (height - epochFirst + 1) * (bitsToDifficulty(bits) / currentDifficulty);
    height = epochFirst - 1;
  }
  const change = ((relativeWork * TARGET_BLOCK_TIME_SECONDS) / seconds - 1) * 100;
  return Math.min(MAX_DIFFICULTY_CHANGE_PERCENT, Math.max(MIN_DIFFICULTY_CHANGE_PERCENT, change));
}

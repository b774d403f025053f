import { HALVING_HEIGHTS, HALVING_INTERVAL_BLOCKS } from "../../../shared/chain/halvings.ts";
import { Random } from "../sim/random.ts";

/** Mainnet's next halving as the devnet was written (the fifth); the devnet's tip sits just before it. */
const DEVNET_TARGET_HALVING: number = HALVING_HEIGHTS[4]!;

/** The random source of block times, apart from every other draw so a history can be counted first. */
export function blockClockFor(seed: string): Random {
  return Random.fromSeed(seed).fork("block-clock");
}

/**
 * When the next block comes: a Poisson clock (exponential gaps with the given mean), never in the
 * same second as the last.
 */
export function nextBlockTime(clock: Random, now: number, meanSeconds: number): number {
  return now + Math.max(1, clock.exponential(meanSeconds));
}

/**
 * The times of a history's blocks from `start` to `until` (one at `start`, then the clock's), drawn
 * from a copy of the block clock so the real run draws the same times.
 */
export function historyBlockTimes(blockClock: Random, start: number, until: number, meanSeconds: number): number[] {
  const copy = Random.fromState(blockClock.state);
  const times = [start];
  for (let time = nextBlockTime(copy, start, meanSeconds); time <= until; time = nextBlockTime(copy, time, meanSeconds)) times.push(time);
  return times;
}

/** How many blocks a history from `start` to `until` holds (see historyBlockTimes). */
export function historyBlockCount(blockClock: Random, start: number, until: number, meanSeconds: number): number {
  return historyBlockTimes(blockClock, start, until, meanSeconds).length;
}

/**
 * The height of the devnet's first block, so that `blocksToHalving` live blocks after a history of
 * `historyBlocks` the chain reaches a halving: mainnet's next one, or a later one when the history
 * is longer than the heights before it.
 *
 * @example
 * firstHeightFor(2016, 60); // 1_047_925: the 60th live block is 1,050,000
 */
export function firstHeightFor(historyBlocks: number, blocksToHalving: number): number {
  const span = historyBlocks - 1 + blocksToHalving;
  let halving = DEVNET_TARGET_HALVING;
  while (halving < span) halving += HALVING_INTERVAL_BLOCKS;
  return halving - span;
}

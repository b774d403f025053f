/**
 * Hashrate estimated from the chain alone, as Bitcoin Core's `getnetworkhashps` does and as the
 * backend asks Core for it (research §2.3 `lastEstimatedHashrate…`): the work of the last
 * `lookup` blocks over the time they took, i.e. hashrate ≈ Σ difficulty × 2³² / elapsed seconds.
 * A block of difficulty D takes D × 2³² hashes on average (2³² per unit of difficulty).
 *
 * @example
 * networkHashrate(chain, 144, chain.tipHeight); // H/s over about a day of blocks
 */
import { bitsToDifficulty } from "../chain/pow.ts";
import type { BlockRecord, ChainState } from "../state/chain-state.ts";

/** Hashes per unit of difficulty: the difficulty-1 target is met once in about 2³² hashes. */
export const HASHES_PER_DIFFICULTY = 2 ** 32;
/** Core's default window for `getnetworkhashps` without arguments, which `currentHashrate` uses. */
export const DEFAULT_HASHRATE_LOOKUP_BLOCKS = 120;

/** What the estimate reads of the chain (tests pass a plain object). */
export type HashrateChain = Pick<ChainState, "blockAt" | "firstHeight">;

// bitsToDifficulty works in BigInt; blocks of an epoch share their bits, so a few entries serve all.
const difficulties = new Map<number, number>();

/**
 * The difficulty of compact bits, memoised.
 *
 * @example
 * difficultyOf(0x1d00ffff); // 1
 */
export function difficultyOf(bits: number): number {
  let difficulty = difficulties.get(bits);
  if (difficulty === undefined) difficulties.set(bits, (difficulty = bitsToDifficulty(bits)));
  return difficulty;
}

/**
 * The estimate over the `lookup` blocks ending at `height`, like Core: the window is capped at the
 * chain's start, and a window without elapsed time (or without blocks) estimates 0.
 *
 * @example
 * networkHashrate(chain, 1, 10); // the work of block 10 over the seconds since block 9
 */
export function networkHashrate(chain: HashrateChain, lookup: number, height: number): number {
  const last = chain.blockAt(height);
  const span = Math.min(Math.max(0, Math.floor(lookup)), height - chain.firstHeight);
  if (!last || span === 0) return 0;
  let minTime = last.header.timestamp;
  let maxTime = minTime;
  let work = 0;
  for (let h = height; h > height - span; h--) {
    const block = chain.blockAt(h)!;
    work += difficultyOf(block.header.bits) * HASHES_PER_DIFFICULTY;
    // Timestamps may go backwards a little, so the span is measured between the extremes, as Core does.
    const before = chain.blockAt(h - 1)!.header.timestamp;
    minTime = Math.min(minTime, block.header.timestamp, before);
    maxTime = Math.max(maxTime, block.header.timestamp, before);
  }
  return maxTime > minTime ? work / (maxTime - minTime) : 0;
}

/**
 * The blocks whose timestamps fall in `[fromSeconds, toSeconds]`, by height. Timestamps are not
 * strictly ordered, so every block is looked at; even a 60-day devnet chain is a few thousand.
 *
 * @example
 * blocksBetween(chain, now - 86_400, now).length; // about 144 at mainnet's pace
 */
export function blocksBetween(chain: Pick<ChainState, "blockAt" | "tipHeight" | "firstHeight">, fromSeconds: number, toSeconds: number): BlockRecord[] {
  const blocks: BlockRecord[] = [];
  for (let h = chain.firstHeight; h <= chain.tipHeight; h++) {
    const block = chain.blockAt(h)!;
    if (block.header.timestamp >= fromSeconds && block.header.timestamp <= toSeconds) blocks.push(block);
  }
  return blocks;
}

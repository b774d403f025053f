/**
 * `/api/v1/mining/blocks/timestamp/:ts`: the block a visitor means by a date, i.e. the latest
 * block stamped at or before it. Block times are not strictly increasing (a miner may stamp a
 * block a little before its parent), so the latest stamp wins, the higher block on a tie, rather
 * than the highest height before the time. `timestamp` is an ISO 8601 string, as upstream's
 * database date column serialises.
 *
 * @example
 * blockAtTime(chain, 1_763_700_000); // { height: 142, hash: "…", timestamp: "2025-11-21T04:37:12.000Z" }
 */
import type { ChainState } from "../state/chain-state.ts";

export interface BlockAtTime {
  readonly height: number;
  readonly hash: string;
  readonly timestamp: string;
}

/**
 * The block, or undefined when every block is younger than `seconds`.
 *
 * @example
 * blockAtTime(chain, 1); // undefined: before genesis
 */
export function blockAtTime(chain: Pick<ChainState, "blockAt" | "tipHeight" | "firstHeight">, seconds: number): BlockAtTime | undefined {
  let best: { height: number; hash: string; time: number } | undefined;
  for (let h = chain.firstHeight; h <= chain.tipHeight; h++) {
    const block = chain.blockAt(h)!;
    const time = block.header.timestamp;
    if (time <= seconds && (!best || time >= best.time)) best = { height: h, hash: block.hash, time };
  }
  return best && { height: best.height, hash: best.hash, timestamp: new Date(best.time * 1000).toISOString() };
}

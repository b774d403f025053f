/**
 * `/api/v1/mining/reward-stats/:blocks` (spec §7.2, default 144 on the page): totals over the
 * latest blocks. Heights are numbers; the three totals are digit strings, as upstream's SQL sums
 * print them (clients parse them).
 *
 * @example
 * rewardStats(chain, 144); // { startBlock: tip - 143, endBlock: tip, totalReward: "…", totalFee: "…", totalTx: "…" }
 */
import type { ChainState } from "../state/chain-state.ts";
import { txCountOf } from "../state/block-record.ts";
import { blockFees, blockReward } from "./block-totals.ts";

export interface RewardStats {
  readonly startBlock: number;
  readonly endBlock: number;
  readonly totalReward: string;
  readonly totalFee: string;
  readonly totalTx: string;
}

/**
 * Totals of the last `count` blocks (all of them when the chain is shorter).
 *
 * @example
 * rewardStats(chain, 1).totalTx; // the tip's transaction count, coinbase included
 */
export function rewardStats(chain: Pick<ChainState, "blockAt" | "tipHeight" | "firstHeight" | "totalsOf">, count: number): RewardStats {
  const endBlock = chain.tipHeight;
  const startBlock = Math.max(chain.firstHeight, endBlock - count + 1);
  let reward = 0;
  let fees = 0;
  let txs = 0;
  for (let h = startBlock; h <= endBlock; h++) {
    const block = chain.blockAt(h)!;
    reward += blockReward(chain, block);
    fees += blockFees(chain, block);
    txs += txCountOf(block);
  }
  return { startBlock, endBlock, totalReward: String(reward), totalFee: String(fees), totalTx: String(txs) };
}

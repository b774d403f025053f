/**
 * What a block paid its miner: the fees of its transactions and the coinbase's outputs (subsidy +
 * fees). The mining views total these over many blocks, so they read the chain's per-block totals
 * (kept when the block connected) instead of its transactions, most of which live in storage only.
 *
 * @example
 * blockReward(chain, block) - blockFees(chain, block); // the subsidy, 5,000,000,000 at devnet heights
 */
import type { BlockRecord, ChainState } from "../state/chain-state.ts";

/**
 * Fees the block collected: every transaction's but the coinbase's.
 *
 * @example
 * blockFees(chain, chain.blockAt(chain.firstHeight)!); // 0: the first block holds only its coinbase
 */
export const blockFees = (chain: Pick<ChainState, "totalsOf">, block: Pick<BlockRecord, "height">): number => chain.totalsOf(block).fees;

/**
 * The coinbase's outputs: subsidy plus fees, as upstream's `reward`.
 *
 * @example
 * blockReward(chain, chain.blockAt(1)!); // 5_000_000_000
 */
export const blockReward = (chain: Pick<ChainState, "totalsOf">, block: Pick<BlockRecord, "height">): number => chain.totalsOf(block).reward;

/**
 * What a block paid its miner, read from the chain's records: the fees of its transactions and
 * the coinbase's outputs (subsidy + fees). The mining views total these over many blocks, so they
 * skip building the block's full extras.
 *
 * @example
 * blockReward(chain, block) - blockFees(chain, block); // the subsidy, 5,000,000,000 at devnet heights
 */
import type { BlockRecord, ChainState } from "../state/chain-state.ts";
import { outputTotal } from "./transaction-view.ts";

/**
 * Fees the block collected: every transaction's but the coinbase's.
 *
 * @example
 * blockFees(chain, chain.blockAt(0)!); // 0: genesis holds only its coinbase
 */
export const blockFees = (chain: Pick<ChainState, "tx">, block: Pick<BlockRecord, "txids">): number =>
  block.txids.slice(1).reduce((sum, txid) => sum + (chain.tx(txid)?.fee ?? 0), 0);

/**
 * The coinbase's outputs: subsidy plus fees, as upstream's `reward`.
 *
 * @example
 * blockReward(chain, chain.blockAt(1)!); // 5_000_000_000
 */
export const blockReward = (chain: Pick<ChainState, "tx">, block: Pick<BlockRecord, "txids">): number =>
  outputTotal(chain.tx(block.txids[0]!) ?? { outputs: [] });

/**
 * A stored network's records loaded back into a fresh one: transactions in the order they were
 * first recorded, blocks by height, the mempool in arrival order; then the wallet and the users'
 * waiting transactions rebuilt from output owners, so nothing derived is stored twice, and the
 * accelerations whose transactions still wait.
 *
 * @example
 * loadRecords({ chain, mempool, users, accelerations }, { txs, blocks, mempool: entries, accelerations: stored });
 */
import type { Mempool } from "../mempool/mempool.ts";
import type { AccelerationBook, StoredAccelerations } from "./accelerations.ts";
import type { BlockRecord, ChainState } from "./chain-state.ts";
import type { StoredMempoolEntry, StoredTx } from "./devnet-journal.ts";
import { recordOf, type SettledStore } from "./settled-store.ts";
import type { UserTransactions } from "./user-transactions.ts";

/** What the store holds of a network besides its clock (DevnetMeta) and samples. */
export interface StoredRecords {
  readonly txs: Iterable<StoredTx>;
  readonly blocks: Iterable<BlockRecord>;
  readonly mempool: Iterable<StoredMempoolEntry>;
  readonly accelerations: StoredAccelerations;
  /** Settled storage the chain already reads from; the wallet's coins come from it too. */
  readonly settled?: SettledStore;
}

/** The parts of a fresh network the records go into. */
export interface RestoredParts {
  readonly chain: ChainState;
  readonly mempool: Mempool;
  readonly users: UserTransactions;
  readonly accelerations: AccelerationBook;
}

/** Loads `stored` into `parts` (see the module comment). */
export function loadRecords(parts: RestoredParts, stored: StoredRecords): void {
  const { chain, mempool, users, accelerations } = parts;
  for (const tx of stored.txs) {
    chain.recordTx(recordOf(tx));
    users.recordOwners(tx.txid, tx.owners);
  }
  for (const block of stored.blocks) chain.restoreBlock(block);
  for (const { txid, signalsRbf } of stored.mempool) {
    const tx = chain.tx(txid);
    if (tx) mempool.add({ ...tx, signalsRbf });
  }
  users.rebuildWallet(stored.settled?.unspentCoins());
  for (const acceleration of stored.accelerations.active) if (mempool.has(acceleration.txid)) accelerations.add(acceleration);
  for (const mined of stored.accelerations.mined) accelerations.recordMined(mined);
}

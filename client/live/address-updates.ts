/**
 * Folding the address keys of a frame (research §1.4) into what the tracked address's page shows
 * over its fetched history: a transaction is in at most one of the three lists, the newest first.
 *
 * @example
 * let updates = emptyAddressUpdates();
 * updates = addressArrivals(updates, [tx]);      // tx in `mempool`
 * updates = addressConfirmations(updates, [tx]); // tx moved to `confirmed`
 */
import type { EsploraTransaction } from "../../shared/types/esplora.ts";
import { type AddressUpdates, TRACKED_ADDRESS_UPDATES_KEPT } from "./tracking-state.ts";

const newestFirst = <T>(fresh: readonly T[], older: readonly T[]): T[] => [...[...fresh].reverse(), ...older].slice(0, TRACKED_ADDRESS_UPDATES_KEPT);
const without = (list: readonly EsploraTransaction[], txids: ReadonlySet<string>) => list.filter((tx) => !txids.has(tx.txid));
const txidsOf = (txs: readonly EsploraTransaction[]) => new Set(txs.map((tx) => tx.txid));

/** `address-transactions`: new mempool transactions (a later one in the list is newer). */
export function addressArrivals(updates: AddressUpdates, txs: readonly EsploraTransaction[]): AddressUpdates {
  const txids = txidsOf(txs);
  return {
    mempool: newestFirst(txs, without(updates.mempool, txids)),
    confirmed: without(updates.confirmed, txids),
    removed: updates.removed.filter((txid) => !txids.has(txid)),
  };
}

/** `block-transactions`: confirmed in the new block. */
export function addressConfirmations(updates: AddressUpdates, txs: readonly EsploraTransaction[]): AddressUpdates {
  const txids = txidsOf(txs);
  return {
    mempool: without(updates.mempool, txids),
    confirmed: newestFirst(txs, without(updates.confirmed, txids)),
    removed: updates.removed.filter((txid) => !txids.has(txid)),
  };
}

/** `address-removed-transactions`: dropped from the mempool unconfirmed. */
export function addressRemovals(updates: AddressUpdates, txs: readonly EsploraTransaction[]): AddressUpdates {
  const txids = txidsOf(txs);
  return {
    mempool: without(updates.mempool, txids),
    confirmed: updates.confirmed,
    removed: newestFirst([...txids], updates.removed.filter((txid) => !txids.has(txid))),
  };
}

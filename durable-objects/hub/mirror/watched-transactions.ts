/**
 * Mempool transactions some client's address subscription concerns, kept in full until they leave
 * the mempool: when one is confirmed the hub sends it as `block-transactions` (with `status`
 * filled from the block), when one is evicted or replaced as `address-removed-transactions`
 * (research §1.4). Only transactions touching a tracked script are kept, and at most `capacity` of
 * them (oldest dropped first), so the memory follows what clients watch, not the mempool's size.
 *
 * @example
 * watched.keep(tx, touchedTrackedScripts);
 * watched.take(txid); // { tx, scripts } once, then undefined
 */
import type { WireTransaction } from "../../../shared/protocol/wire-transaction.ts";

export interface WatchedTransaction {
  readonly tx: WireTransaction;
  /** The tracked scripts it touches. */
  readonly scripts: readonly string[];
}

/** Enough for thousands of busy addresses; each entry is one transaction. */
export const WATCHED_TRANSACTIONS = 20_000;

export class WatchedTransactions {
  readonly #byTxid = new Map<string, WatchedTransaction>();

  constructor(private readonly capacity: number = WATCHED_TRANSACTIONS) {}

  /** Keeps `tx` for `scripts`, adding to the scripts it was already kept for. */
  keep(tx: WireTransaction, scripts: readonly string[]): void {
    if (scripts.length === 0) return;
    const known = this.#byTxid.get(tx.txid);
    this.#byTxid.delete(tx.txid);
    this.#byTxid.set(tx.txid, { tx, scripts: known ? [...new Set([...known.scripts, ...scripts])] : scripts });
    if (this.#byTxid.size > this.capacity) {
      const oldest = this.#byTxid.keys().next().value;
      if (oldest !== undefined) this.#byTxid.delete(oldest);
    }
  }

  /** The kept transaction `txid`, removed from the store (it left the mempool). */
  take(txid: string): WatchedTransaction | undefined {
    const found = this.#byTxid.get(txid);
    if (found) this.#byTxid.delete(txid);
    return found;
  }

  /** Forgets everything (the hub closed its upstream: what it kept may have left the mempool meanwhile). */
  clear(): void {
    this.#byTxid.clear();
  }

  has(txid: string): boolean {
    return this.#byTxid.has(txid);
  }

  get size(): number {
    return this.#byTxid.size;
  }
}

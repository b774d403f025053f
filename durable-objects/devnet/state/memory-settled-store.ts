/**
 * Settled storage where no SQLite is at hand (Node has none before version 22): the unit tests and
 * `npm run bench:devnet` run the devnet with it as the Durable Object runs it with devnet-store.ts.
 * It keeps the same facts (settled-store.ts) and keeps each transaction as JSON text, as the
 * `txs` table does, so what it holds costs what a stored row costs, not what a live record does.
 *
 * @example
 * const store = new MemorySettledStore();
 * network.advanceTo(now + 3_600);
 * store.save(network); // old transactions leave the network's memory
 * network.chain.tx(oldTxid); // read back from the store
 */
import { type Outpoint, outpointKey } from "../mempool/mempool.ts";
import type { OwnedCoin } from "../sim/wallet.ts";
import type { BlockTotals, ConfirmedPlace, Spend, TxRecord } from "./chain-state.ts";
import type { DevnetChange, OutputOwner, StoredTx } from "./devnet-journal.ts";
import type { DevnetNetwork } from "./devnet-network.ts";
import { ownedCoin, recordOf, settledBlockFacts, type SettledStore, type StoredCoin, storedCoins } from "./settled-store.ts";

interface StoredRow {
  readonly seq: number;
  readonly json: string;
  place?: ConfirmedPlace;
}

/** A devnet's settled part in maps (see the module comment). */
export class MemorySettledStore implements SettledStore {
  /** In insertion order, as the `txs` table's sequence. */
  readonly #txs = new Map<string, StoredRow>();
  readonly #spends = new Map<string, Spend>();
  readonly #scripts = new Map<string, string[]>();
  readonly #totals = new Map<number, BlockTotals>();
  /** By height: the `txs` table's rows of a block, in place order. */
  readonly #blockTxids = new Map<number, readonly string[]>();
  /** By txid, then output: the `coins` table. */
  readonly #coins = new Map<string, Map<number, StoredCoin>>();
  #seq = 0;
  #reads = 0;
  #blockReads = 0;

  /** How many records were read back (parsed from their JSON). */
  get reads(): number {
    return this.#reads;
  }

  /** How many blocks' txids were read back. */
  get blockReads(): number {
    return this.#blockReads;
  }

  /** Stores the network's changes since the last save, then lets it drop what is now settled here. */
  save(network: DevnetNetwork): void {
    this.record(network.takeChanges(), network);
    network.settleInto(this);
  }

  /**
   * Stores changes taken from `network` (which must not have settled since), for a caller that
   * also keeps them elsewhere; `network.settleInto(store)` must follow, as `save` does.
   */
  record(changes: readonly DevnetChange[], network: DevnetNetwork): void {
    for (const change of changes) this.#apply(change, network);
  }

  /** Every stored transaction, in the order first stored. */
  *storedTxs(): Generator<StoredTx> {
    for (const row of this.#txs.values()) yield JSON.parse(row.json) as StoredTx;
  }

  tx(txid: string): TxRecord | undefined {
    const row = this.#txs.get(txid);
    if (!row?.place) return undefined;
    this.#reads++;
    return recordOf(JSON.parse(row.json) as StoredTx);
  }

  placeOf(txid: string): ConfirmedPlace | undefined {
    return this.#txs.get(txid)?.place;
  }

  spendOf(outpoint: Outpoint): Spend | undefined {
    return this.#spends.get(outpointKey(outpoint));
  }

  scriptHistory(script: string): readonly string[] {
    return this.#scripts.get(script) ?? [];
  }

  blockTotals(height: number): BlockTotals | undefined {
    return this.#totals.get(height);
  }

  blockTxids(height: number): readonly string[] | undefined {
    const txids = this.#blockTxids.get(height);
    if (txids) this.#blockReads++;
    return txids;
  }

  ownerOf(outpoint: Outpoint): OutputOwner | undefined {
    return this.#coins.get(outpoint.txid)?.get(outpoint.vout)?.owner;
  }

  *unspentCoins(): Generator<OwnedCoin> {
    for (const [txid, row] of this.#txs) {
      const coins = this.#coins.get(txid);
      if (!coins) continue;
      // Stored in output order, and removals keep it.
      for (const coin of coins.values()) yield ownedCoin(txid, coin, row.place);
    }
  }

  #apply(change: DevnetChange, network: DevnetNetwork): void {
    switch (change.op) {
      case "tx": {
        const existing = this.#txs.get(change.tx.txid);
        this.#txs.set(change.tx.txid, { seq: existing?.seq ?? this.#seq++, json: JSON.stringify(change.tx), ...(existing?.place ? { place: existing.place } : {}) });
        const coins = storedCoins(change.tx);
        if (coins.length > 0) this.#coins.set(change.tx.txid, new Map(coins.map((coin) => [coin.vout, coin])));
        return;
      }
      case "forget":
        this.#txs.delete(change.txid);
        this.#coins.delete(change.txid);
        return;
      case "block": {
        const facts = settledBlockFacts(network.chain, change.block);
        for (const { txid, height, index } of facts.places) {
          const row = this.#txs.get(txid);
          if (!row) throw new Error(`Block ${height} lists ${txid}, which was never stored.`);
          row.place = { height, index };
        }
        for (const { outpoint, spend } of facts.spends) {
          this.#spends.set(outpointKey(outpoint), spend);
          const coins = this.#coins.get(outpoint.txid);
          coins?.delete(outpoint.vout);
          if (coins?.size === 0) this.#coins.delete(outpoint.txid);
        }
        for (const { script, txid } of facts.scripts) {
          let history = this.#scripts.get(script);
          if (!history) this.#scripts.set(script, (history = []));
          history.push(txid);
        }
        this.#totals.set(change.block.height, facts.totals);
        this.#blockTxids.set(change.block.height, facts.places.map((place) => place.txid));
        return;
      }
      default:
        // The mempool, samples, audits and accelerations are not part of the settled chain.
        return;
    }
  }
}

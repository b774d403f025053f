/**
 * The users' side of the network: their transactions waiting in the mempool, who holds each output,
 * and the wallet kept in step as transactions are sent, confirmed, evicted or left out of a block.
 * Owners of settled transactions are read from storage, so memory holds only the hot ones.
 *
 * @example
 * users.sent(made);          // its coins leave the wallet, its outputs join it
 * users.evicted(entry);      // and back again when the mempool lets it go
 */
import type { Mempool, MempoolEntry, Outpoint } from "../mempool/mempool.ts";
import type { Random } from "../sim/random.ts";
import type { UserTransaction } from "../sim/traffic.ts";
import type { OwnedCoin, Wallet } from "../sim/wallet.ts";
import type { ChainState } from "./chain-state.ts";
import type { OutputOwner } from "./devnet-journal.ts";
import { ownOutputs, type ReplaceableTx } from "./private-transactions.ts";
import type { SettledStore } from "./settled-store.ts";

/** How deep into the mempool a replacement looks for one of the users' transactions, and how often. */
const REPLACEABLE_SKIP_MAX = 200;
const REPLACEABLE_ATTEMPTS = 4;

interface WaitingTx {
  readonly spent: readonly OwnedCoin[];
  readonly owned: UserTransaction["owned"];
}

/** The users' transactions and coins of one network (see the module comment). */
export class UserTransactions {
  /** The users' transactions in the mempool, oldest first. */
  readonly #waiting = new Map<string, WaitingTx>();
  /** Output owners of the transactions in memory; those of settled ones are read from storage. */
  readonly #owners = new Map<string, readonly (OutputOwner | null)[]>();
  #settled: SettledStore | undefined;

  constructor(
    readonly wallet: Wallet,
    readonly chain: ChainState,
    readonly mempool: Mempool,
  ) {}

  get waitingCount(): number {
    return this.#waiting.size;
  }

  /** Txids of the users' waiting transactions, oldest first. */
  waitingTxids(): IterableIterator<string> {
    return this.#waiting.keys();
  }

  /** Remembers who holds the outputs of a recorded transaction, if anybody does. */
  recordOwners(txid: string, owners: readonly (OutputOwner | null)[]): void {
    if (owners.some((owner) => owner !== null)) this.#owners.set(txid, owners);
  }

  /** `txids` were settled into `store`: their owners are read from there from now on. */
  settled(store: SettledStore, txids: Iterable<string>): void {
    this.#settled = store;
    for (const txid of txids) this.#owners.delete(txid);
  }

  /** A user's transaction entered the mempool: the coins it spends leave the wallet, its outputs join it. */
  sent(made: UserTransaction): void {
    for (const coin of made.spent) this.wallet.remove(coin);
    this.#waiting.set(made.txid, { spent: made.spent, owned: made.owned });
    ownOutputs(this.wallet, made);
  }

  /** A mempool transaction confirmed at `height`: it waits no more and its outputs are confirmed. */
  confirmed(entry: MempoolEntry, height: number): void {
    this.#waiting.delete(entry.txid);
    this.wallet.confirm(entry.outputs.map((_, vout) => ({ txid: entry.txid, vout })), height);
  }

  /** A mempool transaction left without confirming: its outputs go, the coins it spent come back. */
  evicted(entry: MempoolEntry): void {
    const user = this.#waiting.get(entry.txid);
    this.#waiting.delete(entry.txid);
    entry.outputs.forEach((_, vout) => this.wallet.remove({ txid: entry.txid, vout }));
    this.#owners.delete(entry.txid);
    for (const coin of user?.spent ?? []) {
      if (this.#isUnspent(coin)) this.wallet.add(coin);
    }
  }

  /** A pool's private transaction that its block left out: its outputs go, the coins it spent come back. */
  dropped(entry: MempoolEntry): void {
    entry.outputs.forEach((_, vout) => this.wallet.remove({ txid: entry.txid, vout }));
    for (const input of entry.inputs) {
      const coin = this.#coinOf(input);
      if (coin && this.#isUnspent(coin)) this.wallet.add(coin);
    }
  }

  /**
   * One of the users' waiting transactions with no children, drawn from `random` among the first
   * mempool entries, with what it spent and its fee rate; undefined when the draws find none.
   */
  replaceable(random: Random): ReplaceableTx | undefined {
    if (this.mempool.size === 0) return undefined;
    for (let attempt = 0; attempt < REPLACEABLE_ATTEMPTS; attempt++) {
      const entries = this.mempool.entries();
      const skip = random.int(0, Math.min(this.mempool.size - 1, REPLACEABLE_SKIP_MAX));
      let entry: MempoolEntry | undefined;
      for (let i = 0; i <= skip; i++) entry = entries.next().value;
      const user = entry && this.#waiting.get(entry.txid);
      if (entry && user && this.mempool.children(entry.txid).length === 0) {
        return { entry, spent: user.spent, rate: entry.fee / (entry.weight / 4) };
      }
    }
    return undefined;
  }

  /**
   * Rebuilds the wallet and the waiting transactions of a restored network from the owners.
   * @param stored The coins storage holds, none spent by a confirmed transaction; without storage
   * they are found among the owners in memory.
   */
  rebuildWallet(stored?: Iterable<OwnedCoin>): void {
    const coinAt = (txid: string, vout: number): OwnedCoin | undefined => this.#coinOf({ txid, vout });
    if (stored) {
      for (const coin of stored) if (!this.mempool.spenderOf(coin)) this.wallet.add(coin);
    } else {
      for (const [txid, owners] of this.#owners) {
        if (!this.chain.placeOf(txid) && !this.mempool.has(txid)) continue;
        owners.forEach((_, vout) => {
          const coin = coinAt(txid, vout);
          if (coin && this.#isUnspent(coin)) this.wallet.add(coin);
        });
      }
    }
    for (const entry of this.mempool.entries()) {
      const spent = entry.inputs.map((input) => coinAt(input.txid, input.vout)).filter((coin): coin is OwnedCoin => coin !== undefined);
      const owned = (this.#owners.get(entry.txid) ?? []).map((owner, vout) =>
        owner ? { ...owner, value: entry.outputs[vout]!.value } : null,
      );
      if (spent.length > 0) this.#waiting.set(entry.txid, { spent, owned });
    }
  }

  #isUnspent(outpoint: Outpoint): boolean {
    if (this.mempool.spenderOf(outpoint)) return false;
    return this.mempool.has(outpoint.txid) || this.chain.isUnspentConfirmed(outpoint);
  }

  /** An owned output as a wallet coin, from the owners in memory or, for a settled transaction, in storage. */
  #coinOf(outpoint: Outpoint): OwnedCoin | undefined {
    const owners = this.#owners.get(outpoint.txid);
    const owner = owners ? owners[outpoint.vout] : this.#settled?.ownerOf(outpoint);
    const output = this.chain.output(outpoint);
    if (!owner || !output) return undefined;
    const place = this.chain.placeOf(outpoint.txid);
    return { ...outpoint, value: output.value, ...owner, height: place?.height ?? null, coinbase: place?.index === 0 };
  }
}

import type { ScriptKind } from "../tx/script-kinds.ts";
import { outpointKey, type Outpoint } from "../mempool/mempool.ts";
import type { Random } from "./random.ts";

/** An output the simulated users can spend: which key and script kind lock it. */
export interface OwnedCoin extends Outpoint {
  readonly value: number;
  readonly kind: ScriptKind;
  readonly keyIndex: number;
  /** Height of the block that confirmed it; null while unconfirmed. */
  readonly height: number | null;
  readonly coinbase: boolean;
}

/**
 * Users' payments cycle through this many keys. Deriving a public key costs a scalar multiplication
 * (about a millisecond here), so a fresh key for every output would dominate the simulation; a
 * large, reused pool keeps keys cached while reuse inside one transaction stays rare.
 */
export const USER_KEY_POOL_SIZE = 256;

/**
 * Premixed coins are worth exactly this much (P2WPKH, confirmed), so the coinjoins that spend them
 * have equal inputs; the wallet keeps them apart so a coinjoin finds them without a search.
 */
export const PREMIX_DENOMINATION_SATS = 1_000_000;

const isPremixed = (coin: OwnedCoin): boolean => coin.value === PREMIX_DENOMINATION_SATS && coin.kind === "p2wpkh" && coin.height !== null;

/** Consensus: a coinbase output can be spent only after 100 confirmations. */
export const COINBASE_MATURITY_BLOCKS = 100;

/** Coins with O(1) add, remove and random draw (the last coin fills a removed one's slot). */
class CoinPool {
  readonly coins: OwnedCoin[] = [];
  readonly #at = new Map<string, number>();

  has(key: string): boolean {
    return this.#at.has(key);
  }

  get(key: string): OwnedCoin | undefined {
    const at = this.#at.get(key);
    return at === undefined ? undefined : this.coins[at];
  }

  add(key: string, coin: OwnedCoin): void {
    this.#at.set(key, this.coins.length);
    this.coins.push(coin);
  }

  remove(key: string): OwnedCoin | undefined {
    const at = this.#at.get(key);
    if (at === undefined) return undefined;
    const coin = this.coins[at]!;
    const last = this.coins.pop()!;
    if (last !== coin) {
      this.coins[at] = last;
      this.#at.set(outpointKey(last), at);
    }
    this.#at.delete(key);
    return coin;
  }
}

/**
 * The coins of every simulated user, with O(1) add, remove and random pick, so the traffic
 * generator can draw spendable coins quickly whatever the wallet's size. Confirmed and unconfirmed
 * coins are kept apart: between blocks most coins are unconfirmed change, and a payment that wants
 * a confirmed coin must not search them all.
 */
export class Wallet {
  readonly #confirmed = new CoinPool();
  readonly #unconfirmed = new CoinPool();
  /** The confirmed coins that are also premixed (`isPremixed`). */
  readonly #premixed = new CoinPool();
  #nextKeyIndex = 0;

  get size(): number {
    return this.#confirmed.coins.length + this.#unconfirmed.coins.length;
  }

  /** Coins confirmed in a block (mature or not). */
  get confirmedSize(): number {
    return this.#confirmed.coins.length;
  }

  /** The next key index of the users' key pool. */
  nextKeyIndex(): number {
    return this.#nextKeyIndex++ % USER_KEY_POOL_SIZE;
  }

  /** Restores the key counter after a restart. */
  set keyIndexFloor(value: number) {
    this.#nextKeyIndex = Math.max(this.#nextKeyIndex, value);
  }

  get keyIndexFloor(): number {
    return this.#nextKeyIndex;
  }

  /** Confirmed premixed coins (`PREMIX_DENOMINATION_SATS`), in no particular order. */
  get premixed(): readonly OwnedCoin[] {
    return this.#premixed.coins;
  }

  add(coin: OwnedCoin): void {
    const key = outpointKey(coin);
    if (this.#confirmed.has(key) || this.#unconfirmed.has(key)) return;
    if (coin.height === null) this.#unconfirmed.add(key, coin);
    else this.#addConfirmed(key, coin);
  }

  #addConfirmed(key: string, coin: OwnedCoin): void {
    this.#confirmed.add(key, coin);
    if (isPremixed(coin)) this.#premixed.add(key, coin);
  }

  #removeConfirmed(key: string): OwnedCoin | undefined {
    this.#premixed.remove(key);
    return this.#confirmed.remove(key);
  }

  get(outpoint: Outpoint): OwnedCoin | undefined {
    const key = outpointKey(outpoint);
    return this.#confirmed.get(key) ?? this.#unconfirmed.get(key);
  }

  remove(outpoint: Outpoint): OwnedCoin | undefined {
    const key = outpointKey(outpoint);
    return this.#removeConfirmed(key) ?? this.#unconfirmed.remove(key);
  }

  /** Marks coins confirmed at a height. */
  confirm(outpoints: Iterable<Outpoint>, height: number): void {
    for (const outpoint of outpoints) {
      const key = outpointKey(outpoint);
      const coin = this.#unconfirmed.remove(key) ?? this.#removeConfirmed(key);
      if (coin) this.#addConfirmed(key, { ...coin, height });
    }
  }

  /**
   * Up to `count` distinct coins that can be spent at `tipHeight`, drawn at random. With
   * `allowUnconfirmed` the user spends fresh unconfirmed change first (that is how chains of
   * unconfirmed spends, and CPFP, arise), then confirmed coins.
   */
  pick(random: Random, count: number, tipHeight: number, allowUnconfirmed: boolean, minValue = 0): OwnedCoin[] {
    const picked = new Map<string, OwnedCoin>();
    const suitable = (coin: OwnedCoin) => coin.value >= minValue && isSpendable(coin, tipHeight, allowUnconfirmed) && !picked.has(outpointKey(coin));
    const pools = allowUnconfirmed ? [this.#unconfirmed.coins, this.#confirmed.coins] : [this.#confirmed.coins];
    for (const coins of pools) {
      for (let i = 0; i < count * 8 && picked.size < count && coins.length > 0; i++) {
        const coin = coins[random.int(0, coins.length - 1)]!;
        if (suitable(coin)) picked.set(outpointKey(coin), coin);
      }
    }
    // Blind draws can miss the few coins that qualify (large ones, mature coinbases); a user with a
    // suitable coin still pays, as the configured arrival rate promises.
    if (picked.size < count) {
      const rest = pools.flatMap((coins) => coins.filter(suitable));
      while (picked.size < count && rest.length > 0) {
        const coin = rest.splice(random.int(0, rest.length - 1), 1)[0]!;
        picked.set(outpointKey(coin), coin);
      }
    }
    return [...picked.values()];
  }

  all(): readonly OwnedCoin[] {
    return [...this.#confirmed.coins, ...this.#unconfirmed.coins];
  }
}

function isSpendable(coin: OwnedCoin, tipHeight: number, allowUnconfirmed: boolean): boolean {
  if (coin.height === null) return allowUnconfirmed && !coin.coinbase;
  if (coin.coinbase) return tipHeight - coin.height + 1 >= COINBASE_MATURITY_BLOCKS;
  return true;
}

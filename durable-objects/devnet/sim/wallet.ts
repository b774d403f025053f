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
export const USER_KEY_POOL_SIZE = 600;

/** Consensus: a coinbase output can be spent only after 100 confirmations. */
export const COINBASE_MATURITY_BLOCKS = 100;

/**
 * The coins of every simulated user, in one pool with O(1) add, remove and random pick, so the
 * traffic generator can draw spendable coins quickly whatever the wallet's size.
 */
export class Wallet {
  readonly #coins: OwnedCoin[] = [];
  readonly #at = new Map<string, number>();
  #nextKeyIndex = 0;

  get size(): number {
    return this.#coins.length;
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

  add(coin: OwnedCoin): void {
    const key = outpointKey(coin);
    if (this.#at.has(key)) return;
    this.#at.set(key, this.#coins.length);
    this.#coins.push(coin);
  }

  get(outpoint: Outpoint): OwnedCoin | undefined {
    const at = this.#at.get(outpointKey(outpoint));
    return at === undefined ? undefined : this.#coins[at];
  }

  remove(outpoint: Outpoint): OwnedCoin | undefined {
    const key = outpointKey(outpoint);
    const at = this.#at.get(key);
    if (at === undefined) return undefined;
    const coin = this.#coins[at]!;
    const last = this.#coins.pop()!;
    if (last !== coin) {
      this.#coins[at] = last;
      this.#at.set(outpointKey(last), at);
    }
    this.#at.delete(key);
    return coin;
  }

  /** Marks coins confirmed at a height (they keep their place). */
  confirm(outpoints: Iterable<Outpoint>, height: number): void {
    for (const outpoint of outpoints) {
      const at = this.#at.get(outpointKey(outpoint));
      if (at !== undefined) this.#coins[at] = { ...this.#coins[at]!, height };
    }
  }

  /**
   * Up to `count` distinct coins that can be spent at `tipHeight`, drawn at random; unconfirmed
   * coins only when `allowUnconfirmed` (that is how chains of unconfirmed spends, and CPFP, arise).
   */
  pick(random: Random, count: number, tipHeight: number, allowUnconfirmed: boolean, minValue = 0): OwnedCoin[] {
    const picked = new Map<string, OwnedCoin>();
    const suitable = (coin: OwnedCoin) => coin.value >= minValue && isSpendable(coin, tipHeight, allowUnconfirmed) && !picked.has(outpointKey(coin));
    const attempts = count * 8;
    for (let i = 0; i < attempts && picked.size < count && this.#coins.length > 0; i++) {
      const coin = this.#coins[random.int(0, this.#coins.length - 1)]!;
      if (suitable(coin)) picked.set(outpointKey(coin), coin);
    }
    // Between blocks most coins are unconfirmed change, so blind draws miss the few that qualify;
    // a user with a suitable coin still pays, as the configured arrival rate promises.
    if (picked.size < count) {
      const rest = this.#coins.filter(suitable);
      while (picked.size < count && rest.length > 0) {
        const coin = rest.splice(random.int(0, rest.length - 1), 1)[0]!;
        picked.set(outpointKey(coin), coin);
      }
    }
    return [...picked.values()];
  }

  all(): readonly OwnedCoin[] {
    return this.#coins;
  }
}

function isSpendable(coin: OwnedCoin, tipHeight: number, allowUnconfirmed: boolean): boolean {
  if (coin.height === null) return allowUnconfirmed && !coin.coinbase;
  if (coin.coinbase) return tipHeight - coin.height + 1 >= COINBASE_MATURITY_BLOCKS;
  return true;
}

/**
 * The mempool as the firehose showed it to the hub: for every transaction that arrived during the
 * session and has not left, its vsize and its own fee rate, in arrival order. The upstream lists
 * only ~1.2 blocks of its last ("stack") projected block (research §1.6), yet reports a position
 * for every mempool transaction; this index is what lets the hub place one beyond that listing
 * (stack-positions.ts), and tells which of a block's transactions the hub saw wait
 * (clients/block-catch-up.ts).
 *
 * Memory follows the mempool, so each entry is kept small: the key is the txid's first 12 hex
 * digits (48 bits: two of a hundred thousand transactions share one with odds of about 1 in 50,000,
 * and a clash only blurs an estimate), short enough that the engine copies it instead of keeping
 * the 64-character txid alive; the value is one number packing the weight and the rate in
 * hundredths of sat/vB. At most `capacity` entries are kept, the oldest dropped first (the
 * positions then scale what the hub knows to what the upstream's summary says is there).
 *
 * @example
 * const index = new MempoolIndex();
 * index.apply(events);              // arrivals in, departures out
 * index.rateOf(txid);               // 12.5 (sat/vB), or undefined
 */
import type { MempoolEvents } from "./mempool-events.ts";

/** A deep mempool on mainnet holds a few hundred thousand transactions; the newest this many are kept (a few MB). */
export const MEMPOOL_INDEX_CAPACITY = 150_000;

/** Hex digits of the txid kept as the key (below the engine's 13-character threshold for sliced strings). */
const KEY_DIGITS = 12;
/** The packed value: weight × 2^26 + rate in hundredths of sat/vB, both capped so the sum stays an exact integer. */
const RATE_UNITS = 2 ** 26;
const MAX_RATE_CENTS = RATE_UNITS - 1;
const MAX_WEIGHT = 2 ** 27 - 1;

/** The key under which `txid` is kept. */
export const indexKey = (txid: string): string => txid.slice(0, KEY_DIGITS);

/**
 * One number for a transaction's weight and rate (sat/vB, kept to hundredths).
 *
 * @example
 * unpackWeight(packEntry(561, 10.01)); // 561
 * unpackRate(packEntry(561, 10.01));   // 10.01
 */
export function packEntry(weight: number, rate: number): number {
  const cents = Math.min(MAX_RATE_CENTS, Math.max(0, Math.round(rate * 100)));
  return Math.min(MAX_WEIGHT, Math.max(0, Math.round(weight))) * RATE_UNITS + cents;
}

export const unpackWeight = (packed: number): number => Math.floor(packed / RATE_UNITS);
export const unpackRate = (packed: number): number => (packed % RATE_UNITS) / 100;

/** The mempool the firehose showed (see the module comment). */
export class MempoolIndex {
  readonly #entries = new Map<string, number>();

  constructor(private readonly capacity: number = MEMPOOL_INDEX_CAPACITY) {}

  /**
   * Takes one firehose update: arrivals (and replacers) in, removed, replaced and mined out.
   * Returns the mined txids the index held: those the hub saw waiting before the block.
   */
  apply(events: MempoolEvents): Set<string> {
    for (const tx of events.added) this.#add(tx.txid, tx.raw);
    for (const { by } of events.replaced) this.#add(by.txid, by.raw);
    for (const txid of events.removed) this.#entries.delete(indexKey(txid));
    for (const { replaced } of events.replaced) this.#entries.delete(indexKey(replaced));
    const seen = new Set<string>();
    for (const txid of events.mined) if (this.#entries.delete(indexKey(txid))) seen.add(txid);
    return seen;
  }

  has(txid: string): boolean {
    return this.#entries.has(indexKey(txid));
  }

  /** The transaction's own fee rate (sat/vB), or undefined when the index does not hold it. */
  rateOf(txid: string): number | undefined {
    const packed = this.#entries.get(indexKey(txid));
    return packed === undefined ? undefined : unpackRate(packed);
  }

  /** weight / 4, or undefined when the index does not hold it. */
  vsizeOf(txid: string): number | undefined {
    const packed = this.#entries.get(indexKey(txid));
    return packed === undefined ? undefined : unpackWeight(packed) / 4;
  }

  /** Every entry, oldest arrival first: its key and packed value (unpackWeight / unpackRate). */
  entries(): IterableIterator<[key: string, packed: number]> {
    return this.#entries.entries();
  }

  /** Forgets everything (the session ended: what left meanwhile was never announced). */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #add(txid: string, raw: Readonly<Record<string, unknown>>): void {
    const { weight, fee } = raw;
    if (typeof weight !== "number" || typeof fee !== "number" || !(weight > 0) || !(fee >= 0)) return;
    const key = indexKey(txid);
    this.#entries.delete(key);
    this.#entries.set(key, packEntry(weight, fee / (weight / 4)));
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}

/**
 * Everything the hub knows of its upstream, in one place: the broadcast values, the projected
 * blocks (as received and as announced), accelerations, RBF trees, remembered replacements, the
 * mempool transactions address subscribers watch, the mempool the firehose showed, and the
 * tracked transactions' CPFP data. Client messages are answered from here, and each update's
 * per-client keys are computed from here (clients/), never by asking the upstream per client.
 *
 * A transaction's position is read from the announced projected blocks, or, beyond the listing
 * of the last one, placed from the firehose's mempool (mirror/stack-positions.ts). Its
 * acceleration fields are its own acceleration's, else those its CPFP data reports (an ancestor
 * an accelerated descendant pulls along).
 *
 * @example
 * const mirror = new HubMirror("mainnet");
 * mirror.txPosition(txid); // '{"txid":"…","position":{"block":0,"vsize":1234.5}}'
 */
import type { AddressNetwork } from "../../shared/rules/address-network.ts";
import { serialized, type Serialized } from "../../shared/protocol/server-frame.ts";
import type { AccelerationFields } from "../../shared/types/acceleration.ts";
import { ProjectedFeed, type TxPositionValue } from "./clients/projected-feed.ts";
import { AccelerationBook } from "./mirror/acceleration-book.ts";
import { BroadcastCache } from "./mirror/broadcast-cache.ts";
import { type CpfpEntry, CpfpBook } from "./mirror/cpfp-book.ts";
import { MempoolIndex } from "./mirror/mempool-index.ts";
import { ProjectedMirror } from "./mirror/projected-blocks.ts";
import { RbfTrees } from "./mirror/rbf-trees.ts";
import { ReplacementMemory } from "./mirror/replacement-memory.ts";
import { readStackSummary, type StackSummary, type StackTarget, stackPositions } from "./mirror/stack-positions.ts";
import { WatchedTransactions } from "./mirror/watched-transactions.ts";

/** The hub's knowledge of the upstream (see the module comment). */
export class HubMirror {
  readonly cache = new BroadcastCache();
  readonly projected = new ProjectedMirror();
  readonly feed = new ProjectedFeed();
  readonly accelerations = new AccelerationBook();
  readonly rbf = new RbfTrees();
  readonly replacements = new ReplacementMemory();
  readonly watched = new WatchedTransactions();
  readonly index = new MempoolIndex();
  readonly cpfp = new CpfpBook();
  /** The last projected block's summary, as the latest `mempool-blocks` gave it. */
  #stack: StackSummary | undefined;
  /** Per-transaction values of the current announced state, dropped at each update. */
  #positions = new Map<string, Serialized | undefined>();
  #positionsWithCpfp = new Map<string, Serialized | undefined>();
  #trackedEntries = new Map<string, Record<string, unknown> | undefined>();
  #stackPositions = new Map<string, TxPositionValue | undefined>();

  /**
   * @param addressNetwork the address format of the network, or null where the hub cannot read
   *   addresses (Liquid): address subscriptions are then cleared, as an invalid address is.
   */
  constructor(readonly addressNetwork: AddressNetwork | null) {}

  /** Drops per-transaction values computed for the previous announced state. */
  settle(): void {
    this.#positions = new Map();
    this.#positionsWithCpfp = new Map();
    this.#trackedEntries = new Map();
    this.#stackPositions = new Map();
  }

  /** Takes a `mempool-blocks` value (live or from the init bundle): the last block's size places transactions beyond its listing. */
  noteMempoolBlocks(value: unknown): void {
    const stack = readStackSummary(value);
    if (stack) this.#stack = stack;
  }

  /** Forgets what the firehose and the upstream's answers taught (the session closed). */
  forgetMempool(): void {
    this.index.clear();
    this.cpfp.clear();
    this.#stack = undefined;
    this.settle();
  }

  /**
   * Places every transaction of `txids` that lies beyond the stack block's listing at once (one
   * pass over the mempool for all of them), for this announced state.
   */
  placeBeyondListing(txids: Iterable<string>): void {
    const targets: StackTarget[] = [];
    for (const txid of txids) {
      if (this.#stackPositions.has(txid) || this.feed.position(txid)) continue;
      const target = this.#stackTarget(txid);
      if (target) targets.push(target);
      else this.#stackPositions.set(txid, undefined);
    }
    if (targets.length === 0) return;
    const placed = stackPositions({ index: this.index, listings: this.feed.listings(), stack: this.#stack }, targets);
    for (const { txid } of targets) this.#stackPositions.set(txid, placed.get(txid));
  }

  /** Where `txid` stands in the projected blocks, listed or beyond the last listing; undefined when not in the mempool the hub knows. */
  position(txid: string): TxPositionValue | undefined {
    const listed = this.feed.position(txid);
    if (listed) return listed;
    if (!this.#stackPositions.has(txid)) this.placeBeyondListing([txid]);
    return this.#stackPositions.get(txid);
  }

  /** The acceleration fields of `txid`: its own acceleration's, else those of the descendant whose acceleration pulls it along. */
  accelerationOf(txid: string): AccelerationFields | undefined {
    return this.accelerations.fieldsOf(txid) ?? this.cpfp.entry(txid)?.acceleration;
  }

  /**
   * `txPosition` of a transaction in the mempool (research §1.4): its position with its
   * acceleration's fields, the acceleration's per-pool positions when the upstream gave them, and
   * `cpfp` when given; undefined when it has no position.
   */
  txPosition(txid: string, cpfp?: CpfpEntry): Serialized | undefined {
    const cache = cpfp ? this.#positionsWithCpfp : this.#positions;
    if (!cache.has(txid)) {
      const at = this.position(txid);
      const accelerationPositions = this.accelerations.positionsOf(txid);
      const value = at && {
        txid,
        position: { ...at, ...this.accelerationOf(txid) },
        ...(accelerationPositions ? { accelerationPositions } : {}),
        ...(cpfp ? { cpfp: cpfp.info } : {}),
      };
      cache.set(txid, value ? serialized(value) : undefined);
    }
    return cache.get(txid);
  }

  /**
   * What `tracked-txs` says of a transaction in the current state (research §1.4): who replaced it,
   * or where it stands; undefined when neither is known.
   */
  trackedEntry(txid: string): Readonly<Record<string, unknown>> | undefined {
    if (!this.#trackedEntries.has(txid)) {
      const replacedBy = this.replacements.replacer(txid);
      const at = replacedBy === undefined ? this.position(txid) : undefined;
      let entry: Record<string, unknown> | undefined;
      if (replacedBy !== undefined) entry = { replacedBy };
      else if (at) entry = { position: at, ...this.accelerationOf(txid) };
      this.#trackedEntries.set(txid, entry);
    }
    return this.#trackedEntries.get(txid);
  }

  /** What placing `txid` beyond the listing needs: its effective rate (the upstream's, else its own) and vsize. */
  #stackTarget(txid: string): StackTarget | undefined {
    const cpfp = this.cpfp.entry(txid);
    const rate = cpfp?.effectiveRate ?? this.index.rateOf(txid);
    const vsize = this.index.vsizeOf(txid) ?? cpfp?.vsize;
    return rate === undefined || vsize === undefined ? undefined : { txid, rate, vsize };
  }
}

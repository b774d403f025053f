/**
 * Everything the hub knows of its upstream, in one place: the broadcast values, the projected
 * blocks (as received and as announced), accelerations, RBF trees, remembered replacements and the
 * mempool transactions address subscribers watch. Client messages are answered from here, and each
 * update's per-client keys are computed from here (clients/), never by asking the upstream per
 * client.
 *
 * @example
 * const mirror = new HubMirror("mainnet");
 * mirror.txPosition(txid); // '{"txid":"…","position":{"block":0,"vsize":1234.5}}'
 */
import type { AddressNetwork } from "../../shared/rules/address-network.ts";
import { serialized, type Serialized } from "../../shared/protocol/server-frame.ts";
import { ProjectedFeed } from "./clients/projected-feed.ts";
import { AccelerationBook } from "./mirror/acceleration-book.ts";
import { BroadcastCache } from "./mirror/broadcast-cache.ts";
import { ProjectedMirror } from "./mirror/projected-blocks.ts";
import { RbfTrees } from "./mirror/rbf-trees.ts";
import { ReplacementMemory } from "./mirror/replacement-memory.ts";
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
  /** Per-transaction values of the current announced state, dropped at each update. */
  #positions = new Map<string, Serialized | undefined>();
  #trackedEntries = new Map<string, Record<string, unknown> | undefined>();

  /**
   * @param addressNetwork the address format of the network, or null where the hub cannot read
   *   addresses (Liquid): address subscriptions are then cleared, as an invalid address is.
   */
  constructor(readonly addressNetwork: AddressNetwork | null) {}

  /** Drops per-transaction values computed for the previous announced state. */
  settle(): void {
    this.#positions = new Map();
    this.#trackedEntries = new Map();
  }

  /**
   * `txPosition` of a transaction listed in the announced projected blocks, with its own
   * acceleration's fields (research §1.4); undefined when not listed.
   */
  txPosition(txid: string): Serialized | undefined {
    if (!this.#positions.has(txid)) {
      const at = this.feed.position(txid);
      this.#positions.set(txid, at ? serialized({ txid, position: { ...at, ...this.accelerations.fieldsOf(txid) } }) : undefined);
    }
    return this.#positions.get(txid);
  }

  /**
   * What `tracked-txs` says of a transaction in the current state (research §1.4): who replaced it,
   * or where it stands; undefined when neither is known.
   */
  trackedEntry(txid: string): Readonly<Record<string, unknown>> | undefined {
    if (!this.#trackedEntries.has(txid)) {
      const replacedBy = this.replacements.replacer(txid);
      const at = replacedBy === undefined ? this.feed.position(txid) : undefined;
      let entry: Record<string, unknown> | undefined;
      if (replacedBy !== undefined) entry = { replacedBy };
      else if (at) entry = { position: at, ...this.accelerations.fieldsOf(txid) };
      this.#trackedEntries.set(txid, entry);
    }
    return this.#trackedEntries.get(txid);
  }
}

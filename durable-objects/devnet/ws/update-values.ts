/**
 * The values one update shares between all sockets (research §1.7), each computed and serialised
 * on first use and then reused: the new `block`, projected-block deltas per index, the firehose
 * deltas, what the update added and removed, transaction views, and the script index for address
 * subscribers. Per-socket keys are assembled from these in event-fanout.ts.
 *
 * @example
 * const values = new UpdateValues(update, live, previous, { rbfChanged: true });
 * values.projected(0, socketSequence); // a delta at live.sequence, or a full snapshot
 */
import { joinArray, serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import type { AccelerationDelta } from "../../../shared/types/acceleration.ts";
import type { MempoolBlockDelta } from "../../../shared/types/compressed-tx.ts";
import type { MempoolEntry } from "../mempool/mempool.ts";
import type { RbfTree } from "../../../shared/tx/rbf-tree.ts";
import type { StatisticsSample } from "../state/statistics.ts";
import { AddressTouches } from "./address-touches.ts";
import type { ScriptTouches } from "../../../shared/protocol/address-frames.ts";
import type { LiveSnapshot } from "./live-snapshot.ts";
import type { LiveUpdate } from "./live-updates.ts";
import { listingDelta, type ProjectedListing } from "../../../shared/protocol/listing-delta.ts";
import { directlyReplaced, treeTxids } from "./replacements.ts";

/** The listings of the state just before this update, and the sequence they were announced at. */
export interface PreviousListings {
  readonly sequence: number;
  readonly listings: ReadonlyMap<number, ProjectedListing>;
}

export interface UpdateFacts {
  /** The mempool or the tip changed, so the snapshot has a new sequence (false: only a statistics sample). */
  readonly changed?: boolean;
  /** The RBF history changed (a replacement, or a replacing transaction mined). */
  readonly rbfChanged?: boolean;
  /** A statistics sample taken since the last update (`live-2h-chart`). */
  readonly newSample?: StatisticsSample;
  /** The price quote changed since the last update: `conversions` goes to every socket. */
  readonly priceChanged?: boolean;
  /** What the backend is still loading changed (seeding): `loadingIndicators` goes to every socket. */
  readonly loadingIndicators?: Readonly<Record<string, number>>;
  /** The accelerations changed since the last update: this delta goes to every socket (§1.4, §1.7). */
  readonly accelerations?: AccelerationDelta;
}

/** One update's shared values (see the module comment). */
export class UpdateValues {
  /** The state moved to a new sequence: mempool and block keys are due. */
  readonly changed: boolean;
  readonly #views = new Map<string, Serialized | undefined>();
  readonly #deltas = new Map<number, MempoolBlockDelta>();
  #added: MempoolEntry[] | undefined;
  #addedIds: Set<string> | undefined;
  #removed: MempoolEntry[] | undefined;
  #replacedBy: Map<string, string> | undefined;
  #mined: Set<string> | undefined;
  #spends: Map<string, Record<number, { vin: number; txid: string }>> | undefined;
  #touched: Map<string, RbfTree> | undefined;
  #touches: AddressTouches | undefined;
  #block: Serialized | undefined;
  #txids: Serialized | undefined;
  #transactions: Serialized | undefined;

  constructor(
    readonly update: LiveUpdate,
    readonly live: LiveSnapshot,
    readonly previous: PreviousListings | undefined,
    readonly facts: UpdateFacts = {},
  ) {
    this.changed = facts.changed ?? true;
  }

  get isBlock(): boolean {
    return this.update.block !== undefined;
  }

  /** Arrivals of this update that are still waiting in the mempool. */
  get added(): readonly MempoolEntry[] {
    const { mempool } = this.live.network;
    this.#added ??= this.update.transactions.map((event) => event.entry).filter((entry) => mempool.has(entry.txid));
    return this.#added;
  }

  /** Whether `txid` arrived in this update and still waits in the mempool. */
  isAdded(txid: string): boolean {
    this.#addedIds ??= new Set(this.added.map((entry) => entry.txid));
    return this.#addedIds.has(txid);
  }

  /** Transactions that left the mempool unconfirmed: replaced, evicted with them, or conflicting with the block. */
  get removed(): readonly MempoolEntry[] {
    if (!this.#removed) {
      const { mempool } = this.live.network;
      const gone = [...this.update.transactions.flatMap((event) => event.replaced), ...(this.update.block?.conflicts ?? [])];
      this.#removed = [...new Map(gone.filter((tx) => !mempool.has(tx.txid)).map((tx) => [tx.txid, tx])).values()];
    }
    return this.#removed;
  }

  /** Replaced txid → the txid that replaced it directly. */
  get replacedBy(): ReadonlyMap<string, string> {
    this.#replacedBy ??= new Map(this.update.transactions.flatMap((event) => directlyReplaced(event).map((tx) => [tx.txid, event.entry.txid] as const)));
    return this.#replacedBy;
  }

  /** Transactions confirmed by this update's block, coinbase excluded. */
  get mined(): ReadonlySet<string> {
    this.#mined ??= new Set(this.update.block?.block.txids.slice(1) ?? []);
    return this.#mined;
  }

  /** The new tip as `BlockExtended` (the same cached view `/api/v1/blocks` serves). */
  block(): Serialized | undefined {
    const event = this.update.block;
    if (!event) return undefined;
    this.#block ??= serialized(this.live.views.blocks.extended(event.block));
    return this.#block;
  }

  /**
   * `projected-block-transactions` for a socket tracking `index` whose last message had
   * `socketSequence`: a delta when it holds the previous state, else a full snapshot (§1.6); also a
   * full snapshot after a block when the delta would add more than half the block.
   */
  projected(index: number, socketSequence: number): Serialized {
    const { live, previous } = this;
    const before = previous?.listings.get(index);
    if (!before || socketSequence !== previous!.sequence) return live.fullBlock(index);
    let delta = this.#deltas.get(index);
    if (!delta) {
      delta = listingDelta(before, live.listing(index));
      this.#deltas.set(index, delta);
    }
    if (this.isBlock && delta.added.length > live.listing(index).tuples.length / 2) return live.fullBlock(index);
    return this.#cachedView(`delta:${index}`, () => serialized({ index, sequence: live.sequence, delta }))!;
  }

  /** `mempool-txids`: txids added, removed (evicted), mined, and replaced with their replacer. */
  mempoolTxids(): Serialized {
    this.#txids ??= serialized({
      sequence: this.live.sequence,
      added: this.added.map((entry) => entry.txid),
      removed: this.removed.filter((tx) => !this.replacedBy.has(tx.txid)).map((tx) => tx.txid),
      mined: [...this.mined],
      replaced: [...this.replacedBy].map(([replaced, by]) => ({ replaced, by })),
    });
    return this.#txids;
  }

  /** `mempool-transactions`: as `mempool-txids` with full transactions for the added and the replacers. */
  mempoolTransactions(): Serialized {
    if (!this.#transactions) {
      const removed = this.removed.filter((tx) => !this.replacedBy.has(tx.txid)).map((tx) => serialized(tx.txid));
      const replaced = [...this.replacedBy].flatMap(([old, by]) => {
        const view = this.txView(by);
        return view ? [`{"replaced":${serialized(old)},"by":${view}}` as Serialized] : [];
      });
      this.#transactions = `{"sequence":${this.live.sequence},"added":${joinArray(this.added.flatMap((entry) => this.txView(entry.txid) ?? []))},"removed":${joinArray(removed)},"mined":${serialized([...this.mined])},"replaced":${joinArray(replaced)}}` as Serialized;
    }
    return this.#transactions;
  }

  /** The Esplora view of a transaction the chain knows (mempool or confirmed), serialised once per update. */
  txView(txid: string): Serialized | undefined {
    return this.#cachedView(txid, () => {
      const record = this.live.views.txs.record(txid);
      return record ? serialized(this.live.views.txs.esplora(record)) : undefined;
    });
  }

  /** Outputs of `txid` spent by this update's arrivals: `{[vout]: {vin, txid}}` (`utxoSpent`). */
  spendsOf(txid: string): Record<number, { vin: number; txid: string }> | undefined {
    if (!this.#spends) {
      this.#spends = new Map();
      for (const entry of this.added) {
        entry.inputs.forEach((input, vin) => {
          const outputs = this.#spends!.get(input.txid) ?? {};
          outputs[input.vout] = { vin, txid: entry.txid };
          this.#spends!.set(input.txid, outputs);
        });
      }
    }
    return this.#spends.get(txid);
  }

  /** The RBF tree containing `txid`, when this update replaced or mined within it (`rbfInfo`). */
  touchedTree(txid: string): RbfTree | undefined {
    if (!this.#touched) {
      this.#touched = new Map();
      const { rbf } = this.live.network;
      const roots = [...this.replacedBy.values(), ...this.mined].map((id) => rbf.treeOf(id).replacements);
      for (const tree of roots) if (tree) for (const member of treeTxids(tree)) this.#touched.set(member, tree);
    }
    return this.#touched.get(txid);
  }

  /** `rbfInfo` for a tracked transaction whose tree this update touched. */
  rbfInfo(txid: string): Serialized | undefined {
    const tree = this.touchedTree(txid);
    return tree ? this.#cachedView(`tree:${tree.tx.txid}`, () => serialized(tree)) : undefined;
  }

  /** `accelerations` as an update: `{added, removed}`, serialised once for every socket. */
  accelerations(): Serialized | undefined {
    const delta = this.facts.accelerations;
    return delta ? this.#cachedView("accelerations", () => serialized(delta)) : undefined;
  }

  /** `live-2h-chart`: the sample taken since the last update. */
  liveChart(): Serialized | undefined {
    const sample = this.facts.newSample;
    return sample ? this.#cachedView("live-2h-chart", () => serialized(sample)) : undefined;
  }

  /** The transactions touching `script`: new in the mempool, confirmed by the block, removed. */
  touches(script: string): ScriptTouches {
    this.#touches ??= new AddressTouches(this.live, { added: this.added, removed: this.removed, block: this.update.block?.block }, (txid) => this.txView(txid));
    return this.#touches.of(script);
  }

  #cachedView(key: string, make: () => Serialized | undefined): Serialized | undefined {
    if (!this.#views.has(key)) this.#views.set(key, make());
    return this.#views.get(key);
  }
}

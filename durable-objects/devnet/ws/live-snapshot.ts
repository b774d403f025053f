/**
 * The server-side values of one state of the network, each built and serialised at most once and
 * then shared by every socket (research §1.2: "serialised once per update and reused for every
 * client"). A snapshot stands for one mempool-and-tip state; `sequence` numbers those states, so a
 * projected-block delta is only ever applied on top of the state it was computed from (§1.6).
 *
 * Shapes come from the devnet's views (init-data.ts, the mempool snapshot, cached-transaction.ts,
 * the RBF history); this module only decides what to serialise and keeps the strings.
 *
 * @example
 * const live = new LiveSnapshot(views, 42, flags);
 * socket.send(live.initFrame());
 * frame([["fees", live.value("fees")], ["mempool-blocks", live.value("mempool-blocks")]]);
 */
import { frame, serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import { type MempoolTemplate, templateOf } from "../state/mempool-template.ts";
import { mempoolCachedTransaction } from "../views/cached-transaction.ts";
import type { DevnetViews } from "../views/devnet-views.ts";
import { DEVNET_BACKEND_INFO, type InitData, initData } from "../views/init-data.ts";
import { FlagCache, type ProjectedListing, projectedListing } from "./projected-listing.ts";
import { replacerOf } from "./replacements.ts";
import type { RbfMode } from "./socket-state.ts";

/** `tomahawk` lists health-checked hosts: always empty here, as on any but the original's own deployment (research §1.4). */
export const TOMAHAWK_VALUE = serialized([]);

/**
 * A fingerprint of everything a snapshot is built from: the mempool's contents (its fee total rises
 * with every arrival or replacement, see mempool-snapshot.ts) and the tip.
 *
 * @example
 * liveStateKey(network) === liveStateKey(network); // until the next arrival or block
 */
export function liveStateKey(network: Pick<DevnetNetwork, "mempool" | "chain">): string {
  const { mempool, chain } = network;
  return `${mempool.size}|${mempool.totalFees}|${mempool.vsize}|${chain.tip?.hash ?? ""}`;
}

/** One state's serialised values (see the module comment). */
export class LiveSnapshot {
  readonly key: string;
  #data: InitData | undefined;
  #init: string | undefined;
  #template: MempoolTemplate | undefined;
  readonly #values = new Map<string, Serialized>();
  readonly #listings = new Map<number, ProjectedListing>();

  constructor(
    readonly views: DevnetViews,
    readonly sequence: number,
    readonly flags: FlagCache = new FlagCache(),
  ) {
    this.key = liveStateKey(views.network);
  }

  get network(): DevnetNetwork {
    return this.views.network;
  }

  /** The init bundle (§1.5) as one frame: `backend`, the init-data keys in upstream's order, and `rbfSummary` after the first replacement. */
  initFrame(): string {
    this.#init ??= frame([
      ["backend", serialized(DEVNET_BACKEND_INFO.backend)],
      ...(Object.keys(this.#initData()) as (keyof InitData)[]).map((key) => [key, this.value(key)] as const),
      ["rbfSummary", this.rbfSummary()],
    ])!;
    return this.#init;
  }

  /** One init-data value (`mempoolInfo`, `fees`, `blocks`…), serialised once. */
  value(key: keyof InitData): Serialized {
    return this.#cached(key, () => serialized(this.#initData()[key]));
  }

  /** `rbfLatest` for a mode: the newest trees, only full-RBF ones for `fullRbf`. */
  rbfLatest(mode: RbfMode): Serialized {
    return this.#cached(`rbfLatest:${mode}`, () => serialized(this.network.rbf.latest(mode === "fullRbf")));
  }

  /** `rbfSummary` / `rbfLatestSummary`; undefined until the first replacement, as upstream. */
  rbfSummary(): Serialized | undefined {
    if (this.network.rbf.version === 0) return undefined;
    return this.#cached("rbfSummary", () => serialized(this.network.rbf.summary()));
  }

  /** The projected blocks with their transactions (the views' snapshot keeps only summaries). */
  template(): MempoolTemplate {
    this.#template ??= templateOf(this.network.mempool);
    return this.#template;
  }

  listing(index: number): ProjectedListing {
    let listing = this.#listings.get(index);
    if (!listing) {
      listing = projectedListing(this.views, this.template(), index, this.flags);
      this.#listings.set(index, listing);
    }
    return listing;
  }

  /** The listings built so far: what the next update can compute deltas from. */
  builtListings(): ReadonlyMap<number, ProjectedListing> {
    return this.#listings;
  }

  /** A full `projected-block-transactions` message for `index` at this snapshot's sequence. */
  fullBlock(index: number): Serialized {
    return this.#cached(`full:${index}`, () => serialized({ index, sequence: this.sequence, blockTransactions: this.listing(index).tuples }));
  }

  /** `txPosition` for a mempool transaction; undefined when it is not in the mempool. */
  txPosition(txid: string): Serialized | undefined {
    const position = this.views.mempool().position(txid);
    return position ? this.#cached(`position:${txid}`, () => serialized({ txid, position })) : undefined;
  }

  /** `tx` for watch-mempool: the backend's record of a mempool transaction (Esplora view plus extras). */
  mempoolTx(txid: string): Serialized | undefined {
    const cached = mempoolCachedTransaction(this.views, txid);
    return cached ? this.#cached(`tx:${txid}`, () => serialized(cached)) : undefined;
  }

  /** The direct replacer of a replaced transaction, while the RBF history remembers it. */
  replacer(txid: string): string | undefined {
    return this.network.mempool.has(txid) ? undefined : replacerOf(this.network.rbf, txid);
  }

  #initData(): InitData {
    this.#data ??= initData(this.views);
    return this.#data;
  }

  #cached(key: string, make: () => Serialized): Serialized {
    let value = this.#values.get(key);
    if (value === undefined) {
      value = make();
      this.#values.set(key, value);
    }
    return value;
  }
}

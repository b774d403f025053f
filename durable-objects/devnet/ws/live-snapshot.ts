/**
 * The server-side values of one state of the network, each built and serialised at most once and
 * then shared by every socket (research §1.2: "serialised once per update and reused for every
 * client"). A snapshot stands for one mempool-and-tip state; `sequence` numbers those states, so a
 * projected-block delta is only ever applied on top of the state it was computed from (§1.6).
 *
 * Everything is read from the devnet's views, the same instance the REST routes use: the init
 * bundle from init-data.ts (its one builder), the projected template from the views' mempool
 * snapshot (built once per mempool state, whoever asks first), CPFP data from cpfp-view.ts. This
 * module only decides what to serialise and keeps the strings.
 *
 * @example
 * const live = new LiveSnapshot(views, 42, tuples);
 * socket.send(live.initFrame());
 * frame([["fees", live.value("fees")], ["mempool-blocks", live.value("mempool-blocks")]]);
 */
import { cpfpFingerprint } from "../../../shared/protocol/cpfp-fingerprint.ts";
import { frame, serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import type { MempoolTemplate } from "../state/mempool-template.ts";
import { mempoolCachedTransaction } from "../views/cached-transaction.ts";
import { quoteTime } from "../views/conversions.ts";
import type { MempoolCpfpInfo } from "../../../shared/tx/cpfp-info.ts";
import { cpfpInfo } from "../views/cpfp-view.ts";
import type { DevnetViews } from "../views/devnet-views.ts";
import { type InitData, initData } from "../views/init-data.ts";
import type { MempoolSnapshot } from "../views/mempool-snapshot.ts";
import type { ProjectedListing } from "../../../shared/protocol/listing-delta.ts";
import { projectedListing, TupleCache } from "./projected-listing.ts";
import { replacerOf } from "./replacements.ts";
import type { RbfMode } from "../../../shared/protocol/socket-state.ts";

/** `tomahawk` lists health-checked hosts: always empty here, as on any but the original's own deployment (research §1.4). */
export const TOMAHAWK_VALUE = serialized([]);

/** A mempool transaction's CPFP data (`/api/v1/cpfp/:txid`), serialised, with a short fingerprint of it. */
export interface LiveCpfp {
  readonly info: MempoolCpfpInfo;
  readonly value: Serialized;
  /** 8 characters (48 bits) naming this transaction with exactly this data; kept per socket (socket-state.ts `cpfpSeen`). */
  readonly fingerprint: string;
}

/** The init bundle of one price quote, each key serialised on first use. */
interface Bundle {
  readonly data: InitData;
  readonly values: Map<keyof InitData, Serialized | undefined>;
  frame?: string;
}

/** One state's serialised values (see the module comment). */
export class LiveSnapshot {
  /** The views' snapshot of the mempool this state was taken at. */
  readonly snapshot: MempoolSnapshot;
  readonly tipHash: string;
  #bundle: Bundle | undefined;
  readonly #values = new Map<string, Serialized>();
  readonly #listings = new Map<number, ProjectedListing>();
  readonly #cpfp = new Map<string, LiveCpfp | undefined>();

  constructor(
    readonly views: DevnetViews,
    readonly sequence: number,
    readonly tuples: TupleCache = new TupleCache(),
  ) {
    this.snapshot = views.mempool();
    this.tipHash = views.network.chain.tip?.hash ?? "";
  }

  get network(): DevnetNetwork {
    return this.views.network;
  }

  /** Whether the network is still in this state: the same mempool snapshot and the same tip. */
  isCurrent(): boolean {
    return this.views.mempool() === this.snapshot && (this.network.chain.tip?.hash ?? "") === this.tipHash;
  }

  /** The init bundle (§1.5) as one frame, keys in upstream's order. */
  initFrame(): string {
    const bundle = this.#currentBundle();
    bundle.frame ??= frame((Object.keys(bundle.data) as (keyof InitData)[]).map((key) => [key, this.value(key)] as const))!;
    return bundle.frame;
  }

  /** One init-bundle value (`mempoolInfo`, `fees`, `blocks`, `conversions`…), serialised once; undefined when the bundle lacks it. */
  value(key: keyof InitData): Serialized | undefined {
    const bundle = this.#currentBundle();
    if (!bundle.values.has(key)) {
      const value = bundle.data[key];
      bundle.values.set(key, value === undefined ? undefined : serialized(value));
    }
    return bundle.values.get(key);
  }

  /** `rbfLatest` for a mode: the newest trees, only full-RBF ones for `fullRbf`. */
  rbfLatest(mode: RbfMode): Serialized {
    return this.#cached(`rbfLatest:${mode}`, () => serialized(this.network.rbf.latest(mode === "fullRbf")));
  }

  /** `rbfSummary` / `rbfLatestSummary`; undefined until the first replacement, as upstream. */
  rbfSummary(): Serialized | undefined {
    return this.value("rbfSummary");
  }

  /** The projected blocks with their transactions: the views' template of this state, not a second build. */
  template(): MempoolTemplate {
    return this.snapshot.template;
  }

  listing(index: number): ProjectedListing {
    let listing = this.#listings.get(index);
    if (!listing) {
      listing = projectedListing(this.views, this.template(), index, this.tuples);
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

  /**
   * `txPosition` for a mempool transaction, with `cpfp` when given (the socket was not sent this
   * data yet); undefined when it is not in the mempool.
   */
  txPosition(txid: string, cpfp?: LiveCpfp): Serialized | undefined {
    const at = this.snapshot.position(txid);
    if (!at) return undefined;
    // §1.4: an accelerated transaction's position carries its acceleration fields.
    const position = { ...at, ...this.snapshot.acceleration(txid) };
    if (!cpfp) return this.#cached(`position:${txid}`, () => serialized({ txid, position }));
    return this.#cached(`position+cpfp:${txid}`, () => serialized({ txid, position, cpfp: cpfp.info }));
  }

  /** The CPFP data of a mempool transaction in this state (the answer of `/api/v1/cpfp/:txid`); undefined outside the mempool. */
  cpfp(txid: string): LiveCpfp | undefined {
    if (!this.#cpfp.has(txid)) {
      const info = this.network.mempool.has(txid) ? cpfpInfo(this.network.mempool, this.snapshot, txid) : undefined;
      this.#cpfp.set(txid, info && "fee" in info ? liveCpfp(txid, info) : undefined);
    }
    return this.#cpfp.get(txid);
  }

  /** `tx` for watch-mempool: the backend's record of a mempool transaction (Esplora view plus extras). */
  mempoolTx(txid: string): Serialized | undefined {
    const cached = mempoolCachedTransaction(this.views, txid);
    return cached ? this.#cached(`tx:${txid}`, () => serialized(cached)) : undefined;
  }

  /** `accelerations` for a new `track-accelerations` subscriber: the whole active list (§1.3). */
  accelerations(): Serialized {
    return this.#cached("accelerations", () => serialized({ accelerations: this.network.accelerations.active }));
  }

  /** The direct replacer of a replaced transaction, while the RBF history remembers it. */
  replacer(txid: string): string | undefined {
    return this.network.mempool.has(txid) ? undefined : replacerOf(this.network.rbf, txid);
  }

  /**
   * The bundle for the price quote standing now. A state can outlast a quote (a quiet mempool), and
   * then the whole bundle is rebuilt: rare (once per quote at most) and keeps one builder.
   */
  #currentBundle(): Bundle {
    if (!this.#bundle || this.#bundle.data.conversions.time !== quoteTime(this.network.now)) {
      this.#bundle = { data: initData(this.views), values: new Map() };
    }
    return this.#bundle;
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

function liveCpfp(txid: string, info: MempoolCpfpInfo): LiveCpfp {
  const value = serialized(info);
  return { info, value, fingerprint: cpfpFingerprint(txid, value) };
}

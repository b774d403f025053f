/**
 * The values one hub update shares between all clients (research §1.7), each computed and
 * serialised once: the broadcast keys as received, the projected-block messages per index, and
 * what the firehose said about single transactions (confirmed, replaced, spending a tracked
 * output, touching a tracked address). Per-client frames are joined from these in client-update.ts.
 *
 * Address keys need the transactions themselves: arrivals come with the firehose; a transaction
 * that touches a tracked script is kept (mirror/watched-transactions.ts) so that, when it is
 * confirmed or leaves the mempool, `block-transactions` or `address-removed-transactions` can carry
 * it whole, `status` filled from the block.
 *
 * Two kinds of update carry no upstream event of their own: a block's confirmations found after
 * its update (`late`, block-catch-up.ts), and tracked transactions whose CPFP data the hub just
 * refreshed (`cpfpRefreshed`, cpfp-refresh.ts).
 *
 * @example
 * const values = new BatchValues(mirror, { broadcast, events, projected, block, trackedScripts });
 * values.touches(script).confirmed; // ['{"txid":…,"status":{"confirmed":true,…}}']
 */
import { serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import { touchedScripts, type WireTransaction } from "../../../shared/protocol/wire-transaction.ts";
import type { HubMirror } from "../hub-mirror.ts";
import type { CpfpEntry } from "../mirror/cpfp-book.ts";
import type { MempoolEvents } from "../mirror/mempool-events.ts";
import type { LateConfirmations } from "./block-catch-up.ts";
import type { IndexMessage } from "./projected-feed.ts";
import type { ScriptTouches } from "../../../shared/protocol/address-frames.ts";

/** The block an update announced, as `status` of its transactions needs it. */
export interface BlockStamp {
  readonly height: number;
  readonly hash: string;
  readonly time: number;
}

export type { ScriptTouches };

export interface BatchInput {
  /** Broadcast keys of this update with their serialised values (`block`, `mempool-blocks`, `fees`…). */
  readonly broadcast: ReadonlyMap<string, Serialized>;
  readonly events?: MempoolEvents;
  /** The firehose value as received, for `track-mempool` subscribers. */
  readonly firehose?: Serialized;
  readonly projected: ReadonlyMap<number, IndexMessage>;
  readonly block?: BlockStamp;
  /** The upstream's replacement trees changed: `rbfLatest` / `rbfInfo` are due. */
  readonly rbfChanged: boolean;
  /** The output scripts some client tracks now. */
  readonly trackedScripts: ReadonlySet<string>;
  /** A block's confirmations found after its own update. */
  readonly late?: LateConfirmations;
  /** Tracked txids whose CPFP data was refreshed since the last update. */
  readonly cpfpRefreshed?: ReadonlySet<string>;
}

const NO_TOUCHES: ScriptTouches = { mempool: [], confirmed: [], removed: [] };
const NONE: ReadonlySet<string> = new Set();

/** One update's shared values (see the module comment). */
export class BatchValues {
  readonly mined: ReadonlySet<string>;
  /** Replaced txid → the txid that replaced it. */
  readonly replacedBy: ReadonlyMap<string, string>;
  /** Mined txids whose `block-transactions` this update carries. */
  readonly announcedConfirmed = new Set<string>();
  readonly cpfpRefreshed: ReadonlySet<string>;
  /** The mempool or the tip changed in this update: positions and per-transaction keys are due. */
  readonly mempoolChanged: boolean;
  readonly #added: ReadonlyMap<string, WireTransaction>;
  readonly #views = new Map<string, Serialized>();
  readonly #trackedItems = new Map<string, Serialized | undefined>();
  readonly #trackedWithCpfp = new Map<string, Serialized>();
  readonly #touches = new Map<string, { mempool: Serialized[]; confirmed: Serialized[]; removed: Serialized[] }>();
  #spends: Map<string, Record<number, { vin: number; txid: string }>> | undefined;
  #txids: Serialized | undefined;

  constructor(
    readonly mirror: HubMirror,
    readonly input: BatchInput,
  ) {
    const { events, late } = input;
    const mined = events?.mined ?? NONE;
    this.mined = late ? new Set([...mined, ...late.mined]) : mined;
    this.replacedBy = new Map(events?.replaced.map((r) => [r.replaced, r.by.txid]) ?? []);
    this.#added = new Map(events?.added.map((tx) => [tx.txid, tx]) ?? []);
    this.cpfpRefreshed = input.cpfpRefreshed ?? NONE;
    this.mempoolChanged = events !== undefined || input.projected.size > 0 || input.broadcast.has("mempool-blocks") || input.block !== undefined;
    if (events) this.#indexTouches(events);
    if (late) this.#indexLate(late);
  }

  get isBlock(): boolean {
    return this.input.block !== undefined;
  }

  /** `block` for the frame of a `txConfirmed`: this update's block, or the block a late confirmation belongs to. */
  get confirmingBlock(): Serialized | undefined {
    return this.input.broadcast.get("block") ?? this.input.late?.blockValue;
  }

  /**
   * Whether this update may carry CPFP data: a mempool update or a refresh, never a block's update
   * (upstream's block updates carry bare positions, research §1.7).
   */
  get cpfpDue(): boolean {
    return !this.isBlock && (this.mempoolChanged || this.cpfpRefreshed.size > 0);
  }

  /** A broadcast value of this update, or undefined when the update did not carry it. */
  broadcast(key: string): Serialized | undefined {
    return this.input.broadcast.get(key);
  }

  /** The transaction `txid` when it arrived in this update, serialised as received (watch-mempool's `tx`). */
  addedTx(txid: string): Serialized | undefined {
    const tx = this.#added.get(txid);
    return tx && this.#view(tx);
  }

  /** Outputs of `txid` spent by this update's arrivals: `{[vout]: {vin, txid}}` (`utxoSpent`). */
  spendsOf(txid: string): Readonly<Record<number, { vin: number; txid: string }>> | undefined {
    if (!this.#spends) {
      this.#spends = new Map();
      for (const tx of this.#added.values()) {
        tx.vin.forEach((input, vin) => {
          const outputs = this.#spends!.get(input.txid) ?? {};
          outputs[input.vout] = { vin, txid: tx.txid };
          this.#spends!.set(input.txid, outputs);
        });
      }
    }
    return this.#spends.get(txid);
  }

  /**
   * What `tracked-txs` says of `txid` in this update (research §1.4): its replacer, the outputs
   * arrivals spent, `confirmed` when the block holds it, else its position; undefined when nothing.
   */
  trackedItem(txid: string): Serialized | undefined {
    if (!this.#trackedItems.has(txid)) {
      const item = this.#trackedFields(txid, this.mempoolChanged);
      this.#trackedItems.set(txid, Object.keys(item).length > 0 ? serialized(item) : undefined);
    }
    return this.#trackedItems.get(txid);
  }

  /** `trackedItem` of a transaction still waiting, with its CPFP data `cpfp` (and its position even in a refresh's update). */
  trackedItemWithCpfp(txid: string, cpfp: CpfpEntry): Serialized {
    let item = this.#trackedWithCpfp.get(txid);
    if (item === undefined) {
      item = serialized({ ...this.#trackedFields(txid, true), cpfp: cpfp.info });
      this.#trackedWithCpfp.set(txid, item);
    }
    return item;
  }

  /** The transactions of this update touching `script`: new in the mempool, confirmed, removed. */
  touches(script: string): ScriptTouches {
    return this.#touches.get(script) ?? NO_TOUCHES;
  }

  /** `mempool-txids`: the firehose with txids in place of transactions (research §1.4). */
  mempoolTxids(): Serialized | undefined {
    const events = this.input.events;
    if (!events) return undefined;
    this.#txids ??= serialized({
      sequence: events.sequence,
      added: events.added.map((tx) => tx.txid),
      removed: events.removed,
      mined: [...events.mined],
      replaced: events.replaced.map(({ replaced, by }) => ({ replaced, by: by.txid })),
    });
    return this.#txids;
  }

  #trackedFields(txid: string, withPosition: boolean): Record<string, unknown> {
    const item: Record<string, unknown> = {};
    const replacedBy = this.replacedBy.get(txid);
    if (replacedBy !== undefined) item.replacedBy = replacedBy;
    const spent = this.spendsOf(txid);
    if (spent) item.utxoSpent = spent;
    if (this.mined.has(txid)) item.confirmed = true;
    else if (withPosition) {
      const position = this.mirror.position(txid);
      if (position) Object.assign(item, { position }, this.mirror.accelerationOf(txid));
    }
    return item;
  }

  #indexTouches(events: MempoolEvents): void {
    const { watched } = this.mirror;
    const { trackedScripts } = this.input;
    if (trackedScripts.size > 0) {
      for (const tx of events.added) {
        const scripts = [...touchedScripts(tx)].filter((script) => trackedScripts.has(script));
        if (scripts.length === 0) continue;
        watched.keep(tx, scripts);
        for (const script of scripts) this.#touchesOf(script).mempool.push(this.#view(tx));
      }
    }
    const left = [...events.removed, ...events.replaced.map((r) => r.replaced)];
    for (const txid of left) {
      const gone = watched.take(txid);
      if (gone) for (const script of gone.scripts) this.#touchesOf(script).removed.push(this.#view(gone.tx));
    }
    const block = this.input.block;
    for (const txid of events.mined) {
      const confirmed = watched.take(txid);
      if (!confirmed || !block) continue;
      this.announcedConfirmed.add(txid);
      const view = confirmedView(confirmed.tx, block);
      for (const script of confirmed.scripts) this.#touchesOf(script).confirmed.push(view);
    }
  }

  /** A block's transactions the hub never saw wait: confirmed for the tracked scripts they touch. */
  #indexLate(late: LateConfirmations): void {
    const { trackedScripts } = this.input;
    for (const tx of late.transactions) {
      this.mirror.watched.take(tx.txid);
      const scripts = [...touchedScripts(tx)].filter((script) => trackedScripts.has(script));
      if (scripts.length === 0) continue;
      const view = confirmedView(tx, late.block);
      for (const script of scripts) this.#touchesOf(script).confirmed.push(view);
    }
  }

  #touchesOf(script: string): { mempool: Serialized[]; confirmed: Serialized[]; removed: Serialized[] } {
    let touches = this.#touches.get(script);
    if (!touches) {
      touches = { mempool: [], confirmed: [], removed: [] };
      this.#touches.set(script, touches);
    }
    return touches;
  }

  #view(tx: WireTransaction): Serialized {
    let view = this.#views.get(tx.txid);
    if (view === undefined) {
      view = serialized(tx.raw);
      this.#views.set(tx.txid, view);
    }
    return view;
  }
}

/** A transaction as `block-transactions` carries it: `status` filled from its block. */
function confirmedView(tx: WireTransaction, block: BlockStamp): Serialized {
  return serialized({ ...tx.raw, status: { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time } });
}

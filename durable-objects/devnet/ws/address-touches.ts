/**
 * What one update did to each output script (research §1.4 address keys): which of its new
 * mempool transactions, block transactions and removed transactions pay or spend it, as serialised
 * Esplora views. The index is built once per update, on the first address subscriber's lookup; each
 * further subscriber is a map lookup and string joins.
 *
 * Removed transactions are gone from the chain, so their view is rebuilt from the mempool entry,
 * with prevouts found among the other removed transactions or the RBF history's replaced ones; a
 * transaction whose prevouts are all forgotten is left out rather than shown wrong.
 *
 * @example
 * const touches = new AddressTouches(live, { added, removed, block }, (txid) => values.txView(txid));
 * touches.of(trackedScript).mempool; // ['{"txid":…}', …]
 */
import { serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import type { MempoolEntry } from "../mempool/mempool.ts";
import type { BlockRecord, TxRecord } from "../state/chain-state.ts";
import { toEsploraTransaction, toEsploraVout } from "../tx/esplora-view.ts";
import type { LiveSnapshot } from "./live-snapshot.ts";
import { type OutputLookup, scriptMatches, withGoneOutputs } from "./script-matches.ts";
import type { ScriptTouches } from "../../../shared/protocol/address-frames.ts";

export type { ScriptTouches };

export interface TouchedTransactions {
  /** Arrivals still in the mempool. */
  readonly added: readonly MempoolEntry[];
  /** Transactions that left the mempool unconfirmed. */
  readonly removed: readonly MempoolEntry[];
  readonly block?: BlockRecord;
}

type ScriptIndex = Readonly<Record<keyof ScriptTouches, Map<string, TxRecord[]>>>;

const NO_TOUCHES: ScriptTouches = { mempool: [], confirmed: [], removed: [] };

/** One update's script index (see the module comment). */
export class AddressTouches {
  #index: ScriptIndex | undefined;
  readonly #removedViews = new Map<string, Serialized | undefined>();
  readonly #lookup: OutputLookup;
  readonly #goneLookup: OutputLookup;

  constructor(
    readonly live: LiveSnapshot,
    readonly txs: TouchedTransactions,
    private readonly txView: (txid: string) => Serialized | undefined,
  ) {
    const { chain, rbf } = live.network;
    this.#lookup = (outpoint) => chain.output(outpoint);
    this.#goneLookup = withGoneOutputs(this.#lookup, txs.removed, (txid) => rbf.replacedTx(txid));
  }

  /**
   * The transactions touching `script` (hex).
   *
   * @example
   * touches.of("0014…").confirmed.length; // block transactions paying or spending it
   */
  of(script: string): ScriptTouches {
    const index = this.#scriptIndex();
    const mempool = index.mempool.get(script);
    const confirmed = index.confirmed.get(script);
    const removed = index.removed.get(script);
    if (!mempool && !confirmed && !removed) return NO_TOUCHES;
    return {
      mempool: (mempool ?? []).flatMap((tx) => this.txView(tx.txid) ?? []),
      confirmed: (confirmed ?? []).flatMap((tx) => this.txView(tx.txid) ?? []),
      removed: (removed ?? []).flatMap((tx) => this.#removedView(tx) ?? []),
    };
  }

  #scriptIndex(): ScriptIndex {
    if (!this.#index) {
      const { chain } = this.live.network;
      const confirmed = (this.txs.block?.txids ?? []).flatMap((txid) => chain.tx(txid) ?? []);
      this.#index = {
        mempool: scriptMatches(this.txs.added, this.#lookup),
        confirmed: scriptMatches(confirmed, this.#lookup),
        removed: scriptMatches(this.txs.removed, this.#goneLookup),
      };
    }
    return this.#index;
  }

  #removedView(tx: TxRecord): Serialized | undefined {
    if (!this.#removedViews.has(tx.txid)) {
      const spent = tx.inputs.map(this.#goneLookup);
      let view: Serialized | undefined;
      if (spent.every((output) => output !== undefined)) {
        const network = this.live.views.addressNetwork;
        const prevouts = spent.map((output) => toEsploraVout(output!.script, output!.value, network));
        view = serialized(toEsploraTransaction(tx.hex, prevouts, { confirmed: false }, { network }));
      }
      this.#removedViews.set(tx.txid, view);
    }
    return this.#removedViews.get(tx.txid);
  }
}

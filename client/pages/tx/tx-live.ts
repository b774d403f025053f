/**
 * What the socket says about the page's transaction beyond what the store keeps (research §1.4):
 * the transaction itself once it appears (`tx`, for a page that found nothing), fresh CPFP data
 * (`txPosition.cpfp`), its replacement tree (`rbfInfo`), outputs spent by new mempool transactions
 * (`utxoSpent`) and the block that confirmed it. The store already keeps its position, its
 * confirmation and what replaced it (client/live/tracking-state.ts).
 *
 * Pure: a frame or event and the previous overlay give the next overlay; `showTx` lays the overlay
 * over the loaded data, so a live answer wins until a reload brings data that knows it too.
 *
 * @example
 * let overlay = emptyTxLive();
 * overlay = applyTxFrame(overlay, { utxoSpent: { 0: { vin: 1, txid: spender } } }, txid);
 * showTx(details, overlay).outspends?.[0]; // { spent: true, txid: spender, vin: 1, status: { confirmed: false } }
 */
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { type CpfpInfo, readCpfpInfo } from "../../../shared/tx/cpfp-info.ts";
import { type RbfTree, readRbfTree } from "../../../shared/tx/rbf-tree.ts";
import type { EsploraOutspend, EsploraTransaction } from "../../../shared/types/esplora.ts";
import { isHash64 } from "../../../shared/types/ids.ts";
import { readEsploraTransaction } from "./esplora-readers.ts";
import type { TxDetails } from "./tx-page-data.ts";
import { isRecord } from "../../live/live-fields.ts";

/** The block a live `txConfirmed` came with. */
export interface ConfirmingBlock {
  readonly height: number;
  readonly hash: string;
  /** Unix seconds. */
  readonly time: number;
}

export interface TxLive {
  /** The transaction as the `tx` frame brought it, when it appeared after the page found nothing. */
  readonly arrived: EsploraTransaction | null;
  readonly cpfp: CpfpInfo | null;
  readonly rbf: RbfTree | null;
  /** Outputs spent since the page loaded, by output index. */
  readonly spent: Readonly<Record<number, EsploraOutspend>>;
  readonly confirmedIn: ConfirmingBlock | null;
}

export const emptyTxLive = (): TxLive => ({ arrived: null, cpfp: null, rbf: null, spent: {}, confirmedIn: null });


/**
 * Folds the keys of one frame about `txid` into `live`; keys about another transaction, and values
 * that cannot be read, leave it as it was.
 */
export function applyTxFrame(live: TxLive, frame: Readonly<Record<string, unknown>>, txid: string): TxLive {
  let next = live;
  if ("tx" in frame) {
    const tx = readEsploraTransaction(frame.tx);
    if (tx !== undefined && tx.txid === txid) next = { ...next, arrived: tx };
  }
  const position = frame.txPosition;
  if (isRecord(position) && typeof position.txid === "string" && position.txid.toLowerCase() === txid && position.cpfp !== undefined) {
    const cpfp = readCpfpInfo(position.cpfp);
    if (cpfp !== undefined) next = { ...next, cpfp };
  }
  if ("rbfInfo" in frame) {
    const tree = readRbfTree(frame.rbfInfo);
    if (tree !== undefined && treeHolds(tree, txid)) next = { ...next, rbf: tree };
  }
  if (isRecord(frame.utxoSpent)) {
    const spent = readUtxoSpent(frame.utxoSpent);
    if (Object.keys(spent).length > 0) next = { ...next, spent: { ...next.spent, ...spent } };
  }
  return next;
}

/** `utxoSpent`: `{[vout]: {vin, txid}}`; entries that are not one are skipped. */
function readUtxoSpent(value: Record<string, unknown>): Record<number, EsploraOutspend> {
  const spent: Record<number, EsploraOutspend> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!/^\d{1,10}$/.test(key) || !isRecord(entry) || !isHash64(entry.txid) || !Number.isSafeInteger(entry.vin) || (entry.vin as number) < 0) continue;
    spent[Number(key)] = { spent: true, txid: entry.txid.toLowerCase(), vin: entry.vin as number, status: { confirmed: false } };
  }
  return spent;
}

function treeHolds(tree: RbfTree, txid: string): boolean {
  return tree.tx.txid === txid || tree.replaces.some((child) => treeHolds(child, txid));
}

/**
 * Notes the block that confirmed `txid` (the connection's "block-confirmed" event names the tracked
 * transaction it confirmed).
 */
export function applyConfirmingBlock(live: TxLive, block: Pick<BlockExtended, "height" | "id" | "timestamp">, confirmedTxid: string | null, txid: string): TxLive {
  if (confirmedTxid !== txid) return live;
  return { ...live, confirmedIn: { height: block.height, hash: block.id, time: block.timestamp } };
}

/**
 * Whether a new block should make the page load its transaction again. `track-tx` answers with a
 * position only (research §1.4), so a transaction mined between the page's data and the start of
 * tracking is never announced as confirmed: a block that finds it shown unconfirmed while tracked,
 * and not placed among the projected blocks, means it confirmed or left meanwhile.
 *
 * @example
 * recheckOnBlock(shown.tx, mode === "track", live.tracking.txPosition); // true: load it again
 */
export const recheckOnBlock = (tx: Pick<EsploraTransaction, "status">, tracked: boolean, position: unknown): boolean =>
  tracked && !tx.status.confirmed && position === null;

/** What the page shows: the loaded details with the live news laid over them. */
export interface ShownTx {
  readonly tx: EsploraTransaction;
  readonly outspends: readonly EsploraOutspend[] | null;
  readonly cpfp: CpfpInfo | null;
  readonly rbf: RbfTree | null;
  readonly firstSeen: number | null;
}

/**
 * Lays `live` over `details` (or over the transaction that arrived live, when the page had none).
 * A confirmation the loaded data does not know yet (a reload still under way, or a backend a step
 * behind the socket) shows from the block that brought it.
 */
export function showTx(details: Omit<TxDetails, "kind"> | null, live: TxLive): ShownTx | null {
  const base = details ?? (live.arrived === null ? null : { tx: live.arrived, outspends: null, cpfp: null, rbf: null, firstSeen: null });
  if (base === null) return null;
  const confirming = live.confirmedIn;
  const tx =
    !base.tx.status.confirmed && confirming !== null
      ? { ...base.tx, status: { confirmed: true, block_height: confirming.height, block_hash: confirming.hash, block_time: confirming.time } }
      : base.tx;
  return { tx, outspends: mergeOutspends(base.tx, base.outspends, live.spent), cpfp: live.cpfp ?? base.cpfp, rbf: live.rbf ?? base.rbf?.replacements ?? null, firstSeen: base.firstSeen };
}

function mergeOutspends(tx: EsploraTransaction, loaded: readonly EsploraOutspend[] | null, spent: Readonly<Record<number, EsploraOutspend>>): readonly EsploraOutspend[] | null {
  const indexes = Object.keys(spent).map(Number);
  if (indexes.length === 0) return loaded;
  // Without a loaded list (a transaction that arrived live) the outputs nobody reported spent are unspent.
  return tx.vout.map((_, vout) => {
    const known = loaded?.[vout];
    return known?.spent ? known : (spent[vout] ?? known ?? { spent: false });
  });
}

/**
 * One socket's frame for one update (research §1.7): the shared values it `want`s, joined with its
 * own tracking keys, all from values serialised once per update (update-values.ts). Per socket
 * this is only lookups and string joins, so a broadcast costs one `JSON.stringify` per value, not
 * one per client.
 *
 * - want `blocks` → `block`; `stats` → `mempoolInfo`, `vBytesPerSecond`, `fees`, `da` (and
 *   `transactions` when transactions arrived); `mempool-blocks`; `live-2h-chart` on a new sample;
 * - track-tx → `tx` (watch-mempool, when it appears), `rbfTransaction`, `txConfirmed` (always with
 *   `block`, gotcha 1) or `txPosition`, `utxoSpent`, `rbfInfo`;
 * - track-txs → `tracked-txs`;
 * - both: `cpfp` inside `txPosition` / a `tracked-txs` entry when this socket was not sent that
 *   transaction's CPFP data yet (cpfp-changes.ts); on a mempool update only, as upstream, whose
 *   block updates carry bare positions;
 * - every socket → `conversions` when the price quote changed and `accelerations` ({added, removed})
 *   when the accelerations did (broadcasts, §1.7); addresses → `address-transactions`, `address-removed-transactions`,
 *   `block-transactions`, `multi-address-transactions`, `multi-scriptpubkey-transactions`;
 * - track-mempool-block → `projected-block-transactions`, delta or full (§1.6);
 * - track-rbf / track-rbf-summary → `rbfLatest` / `rbfLatestSummary` when the history changed;
 * - track-mempool-txids / track-mempool → `mempool-txids` / `mempool-transactions`.
 *
 * @example
 * const { frame, state: next } = socketUpdate(state, values);
 * if (frame) ws.send(frame);
 */
import { frame, serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import { statsEntries } from "./client-handler.ts";
import { CpfpChanges } from "./cpfp-changes.ts";
import type { SocketState } from "../../../shared/protocol/socket-state.ts";
import { addressEntries, multiScriptsValue } from "../../../shared/protocol/address-frames.ts";
import type { UpdateValues } from "./update-values.ts";

type Entry = readonly [key: string, value: Serialized | undefined];

export interface SocketUpdate {
  /** Null when nothing in the update concerns this socket. */
  readonly frame: string | null;
  /** The same object when unchanged, so the caller rewrites the attachment only when needed. */
  readonly state: SocketState;
}

/**
 * The frame for `state` and the state after sending it.
 *
 * @example
 * socketUpdate({ ...EMPTY_SOCKET_STATE, want: ["blocks"] }, blockValues).frame; // '{"block":{…}}'
 */
export function socketUpdate(state: SocketState, values: UpdateValues): SocketUpdate {
  const { live } = values;
  const entries: Entry[] = [];
  let next = state;
  const wants = new Set(state.want);

  if (values.changed) {
    const confirmsTracked = state.trackTx !== null && values.mined.has(state.trackTx.txid);
    if (values.isBlock && (wants.has("blocks") || confirmsTracked)) entries.push(["block", values.block()]);
    if (wants.has("stats")) {
      entries.push(...statsEntries(live));
      if (values.update.transactions.length > 0) entries.push(["transactions", live.value("transactions")]);
    }
    if (wants.has("mempool-blocks")) entries.push(["mempool-blocks", live.value("mempool-blocks")]);
    const cpfp = values.isBlock ? undefined : new CpfpChanges(state.cpfpSeen);
    next = trackedTx(next, values, entries, cpfp);
    entries.push(["tracked-txs", trackedTxs(state.trackTxs, values, cpfp)]);
    const cpfpSeen = cpfp?.seen() ?? state.cpfpSeen;
    if (cpfpSeen !== state.cpfpSeen) next = { ...next, cpfpSeen };
    if (state.trackAddress) entries.push(...addressEntries(values.touches(state.trackAddress.script)));
    entries.push(["multi-address-transactions", multiScriptsValue(state.trackAddresses, (script) => values.touches(script))]);
    entries.push(["multi-scriptpubkey-transactions", multiScriptsValue(state.trackScriptPubkeys.map((script) => ({ key: script, script })), (script) => values.touches(script))]);
    if (state.mempoolBlock) {
      const { index, sequence } = state.mempoolBlock;
      entries.push(["projected-block-transactions", values.projected(index, sequence)]);
      next = { ...next, mempoolBlock: { index, sequence: live.sequence } };
    }
    if (state.mempoolTxids) entries.push(["mempool-txids", values.mempoolTxids()]);
    if (state.mempool) entries.push(["mempool-transactions", values.mempoolTransactions()]);
  }
  if (values.facts.priceChanged) entries.push(["conversions", live.value("conversions")]);
  if (values.facts.loadingIndicators) entries.push(["loadingIndicators", serialized(values.facts.loadingIndicators)]);
  if (values.facts.accelerations) entries.push(["accelerations", values.accelerations()]);
  if (wants.has("live-2h-chart")) entries.push(["live-2h-chart", values.liveChart()]);
  if (values.facts.rbfChanged) {
    if (state.rbf) entries.push(["rbfLatest", live.rbfLatest(state.rbf)]);
    if (state.rbfSummary) entries.push(["rbfLatestSummary", live.rbfSummary()]);
  }
  return { frame: frame(entries), state: next };
}

function trackedTx(state: SocketState, values: UpdateValues, entries: Entry[], cpfp: CpfpChanges | undefined): SocketState {
  const tracked = state.trackTx;
  if (!tracked) return state;
  const { txid } = tracked;
  let next = state;
  if (tracked.awaitingMempool && values.isAdded(txid)) {
    entries.push(["tx", values.live.mempoolTx(txid)]);
    next = { ...state, trackTx: { txid, awaitingMempool: false } };
  }
  const replacer = values.replacedBy.get(txid);
  if (replacer !== undefined) entries.push(["rbfTransaction", serialized({ txid: replacer })]);
  if (values.mined.has(txid)) entries.push(["txConfirmed", serialized(txid)]);
  else entries.push(["txPosition", values.live.txPosition(txid, cpfp?.unsent(values.live, txid))]);
  const spent = values.spendsOf(txid);
  if (spent) entries.push(["utxoSpent", serialized(spent)]);
  entries.push(["rbfInfo", values.rbfInfo(txid)]);
  return next;
}

/** `tracked-txs`: for each tracked txid what happened to it; on a block only `confirmed` or a position (§1.4). */
function trackedTxs(txids: readonly string[], values: UpdateValues, cpfp: CpfpChanges | undefined): Serialized | undefined {
  if (txids.length === 0) return undefined;
  const { snapshot } = values.live;
  const info: Record<string, Record<string, unknown>> = {};
  for (const txid of txids) {
    const item: Record<string, unknown> = {};
    const replacedBy = values.replacedBy.get(txid);
    if (replacedBy !== undefined) item.replacedBy = replacedBy;
    const spent = values.spendsOf(txid);
    if (spent) item.utxoSpent = spent;
    if (values.mined.has(txid)) item.confirmed = true;
    else {
      const position = snapshot.position(txid);
      if (position) Object.assign(item, { position }, snapshot.acceleration(txid));
      const unsent = cpfp?.unsent(values.live, txid);
      if (unsent) item.cpfp = unsent.info;
    }
    if (Object.keys(item).length > 0) info[txid] = item;
  }
  return Object.keys(info).length > 0 ? serialized(info) : undefined;
}

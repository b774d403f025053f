/**
 * One client's frame for one hub update (research §1.7), joined from values serialised once per
 * update (batch-values.ts); per client this is lookups and string joins only.
 *
 * - want `blocks` → `block` (and `blocks` after a reorg or an upstream resync); `stats` →
 *   `mempoolInfo`, `vBytesPerSecond`, `fees`, `da`, `transactions`; `mempool-blocks`;
 *   `live-2h-chart`;
 * - every client → `conversions`, `loadingIndicators`, `accelerations` (broadcasts, §1.7);
 * - track-tx → `tx` (watch-mempool, when it arrives), `rbfTransaction`, `txConfirmed` in the
 *   frame of its `block` or else `txPosition`, `utxoSpent`, `rbfInfo`;
 * - track-txs → `tracked-txs`; addresses → `address-transactions`, `address-removed-transactions`,
 *   `block-transactions`, `multi-address-transactions`, `multi-scriptpubkey-transactions`;
 * - both tx forms: `cpfp` inside `txPosition` / a `tracked-txs` entry when this socket was not sent
 *   that transaction's CPFP data yet (cpfp-seen.ts), on a mempool update or when the hub refreshed
 *   that data, never on a block's update (upstream's block updates carry bare positions);
 * - a block's confirmations found after its update (block-catch-up.ts) → `txConfirmed` with that
 *   block, `{confirmed: true}` in `tracked-txs`, `block-transactions` and the multi forms;
 * - track-mempool-block → `projected-block-transactions`: the delta when the client holds the
 *   previous sequence, else the full snapshot;
 * - track-rbf / track-rbf-summary → `rbfLatest` / `rbfLatestSummary` when they changed;
 * - track-mempool-txids / track-mempool → `mempool-txids` / `mempool-transactions`.
 *
 * A client that tracks nothing of its own gets the same frame as every client with the same
 * wants; `sharedFrameKey` names that group, so the frame is joined once per group.
 *
 * @example
 * const { frame, projectedSequence } = clientUpdate(entry.state, entry.projectedSequence, values);
 */
import { frame, serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import type { SocketState } from "../../../shared/protocol/socket-state.ts";
import { addressEntries, multiScriptsValue } from "../../../shared/protocol/address-frames.ts";
import type { BatchValues } from "./batch-values.ts";
import { STATS_KEYS } from "./client-messages.ts";
import { CpfpSeen } from "./cpfp-seen.ts";

type Entry = readonly [key: string, value: Serialized | undefined];

export interface ClientUpdate {
  /** Null when nothing in the update concerns this client. */
  readonly frame: string | null;
  /** The state after sending: the same object when unchanged (watch-mempool's wait ends when the tx arrives). */
  readonly state: SocketState;
  /** The projected-block sequence the client holds after this frame. */
  readonly projectedSequence: number | undefined;
}

/**
 * Every group name given so far, each one string for all its clients: the registry keeps a name
 * per connection, and a name joined afresh is a chain of string pieces on every socket. `want` is a
 * subset of WANTABLE in its order, so there are at most 2^5 × 3 × 2^3 names.
 */
const groupNames = new Map<string, string>();

/**
 * The group of clients that share one frame, or undefined for a client with its own keys. The same
 * group always gets the same string.
 *
 * @example
 * sharedFrameKey({ ...EMPTY_SOCKET_STATE, want: ["blocks", "stats"] }); // "blocks,stats|-|0|0|0"
 */
export function sharedFrameKey(state: SocketState): string | undefined {
  const own = state.trackTx !== null || state.trackTxs.length > 0 || state.trackAddress !== null || state.trackAddresses.length > 0 || state.trackScriptPubkeys.length > 0 || state.mempoolBlock !== null;
  if (own) return undefined;
  const name = `${state.want.join(",")}|${state.rbf ?? "-"}|${state.rbfSummary ? 1 : 0}|${state.mempoolTxids ? 1 : 0}|${state.mempool ? 1 : 0}`;
  let shared = groupNames.get(name);
  if (shared === undefined) {
    shared = name;
    groupNames.set(name, shared);
  }
  return shared;
}

/**
 * The frame for a client in `state` holding projected sequence `projectedSequence`.
 *
 * @example
 * clientUpdate({ ...EMPTY_SOCKET_STATE, want: ["blocks"] }, undefined, blockValues).frame; // '{"block":{…}}'
 */
export function clientUpdate(state: SocketState, projectedSequence: number | undefined, values: BatchValues): ClientUpdate {
  const entries: Entry[] = [];
  const wants = state.want;
  let next = state;
  let sequence = projectedSequence;
  const { mirror } = values;
  const cpfp = values.cpfpDue && (state.trackTx !== null || state.trackTxs.length > 0) ? new CpfpSeen(state.cpfpSeen, mirror.cpfp) : undefined;

  const confirmsTracked = state.trackTx !== null && values.mined.has(state.trackTx.txid);
  if (wants.includes("blocks") || confirmsTracked) entries.push(["block", confirmsTracked ? values.confirmingBlock : values.broadcast("block")]);
  if (wants.includes("blocks")) entries.push(["blocks", values.broadcast("blocks")]);
  if (wants.includes("stats")) {
    for (const key of STATS_KEYS) entries.push([key, values.broadcast(key)]);
    entries.push(["transactions", values.broadcast("transactions")]);
  }
  if (wants.includes("mempool-blocks")) entries.push(["mempool-blocks", values.broadcast("mempool-blocks")]);
  if (wants.includes("live-2h-chart")) entries.push(["live-2h-chart", values.broadcast("live-2h-chart")]);
  entries.push(["conversions", values.broadcast("conversions")]);
  entries.push(["loadingIndicators", values.broadcast("loadingIndicators")]);
  entries.push(["accelerations", values.broadcast("accelerations")]);

  if (state.trackTx) {
    const { txid, awaitingMempool } = state.trackTx;
    const arrived = awaitingMempool ? values.addedTx(txid) : undefined;
    if (arrived !== undefined) {
      entries.push(["tx", arrived]);
      next = { ...next, trackTx: { txid, awaitingMempool: false } };
    }
    const replacer = values.replacedBy.get(txid);
    if (replacer !== undefined) entries.push(["rbfTransaction", serialized({ txid: replacer })]);
    if (confirmsTracked) entries.push(["txConfirmed", serialized(txid)]);
    else entries.push(["txPosition", trackedPosition(txid, values, cpfp)]);
    const spent = values.spendsOf(txid);
    if (spent) entries.push(["utxoSpent", serialized(spent)]);
    if (values.input.rbfChanged) entries.push(["rbfInfo", mirror.rbf.changedTreeOf(txid)]);
  }
  if (state.trackTxs.length > 0) entries.push(["tracked-txs", trackedTxs(state.trackTxs, values, cpfp)]);
  if (cpfp) {
    const cpfpSeen = cpfp.seen();
    if (cpfpSeen !== state.cpfpSeen) next = { ...next, cpfpSeen };
  }
  if (state.trackAddress) entries.push(...addressEntries(values.touches(state.trackAddress.script)));
  if (state.trackAddresses.length > 0) entries.push(["multi-address-transactions", multiScriptsValue(state.trackAddresses, (script) => values.touches(script))]);
  if (state.trackScriptPubkeys.length > 0) {
    entries.push(["multi-scriptpubkey-transactions", multiScriptsValue(state.trackScriptPubkeys.map((script) => ({ key: script, script })), (script) => values.touches(script))]);
  }
  if (state.mempoolBlock) {
    const message = values.input.projected.get(state.mempoolBlock.index);
    if (message) {
      const inStep = message.delta !== undefined && projectedSequence === message.previousSequence;
      entries.push(["projected-block-transactions", inStep ? message.delta : message.full()]);
      sequence = message.sequence;
    }
  }
  if (values.input.rbfChanged) {
    if (state.rbf) entries.push(["rbfLatest", mirror.rbf.latest(state.rbf)]);
  }
  if (state.rbfSummary) entries.push(["rbfLatestSummary", values.broadcast("rbfLatestSummary")]);
  if (state.mempoolTxids) entries.push(["mempool-txids", values.mempoolTxids()]);
  if (state.mempool) entries.push(["mempool-transactions", values.input.firehose]);
  return { frame: frame(entries), state: next, projectedSequence: sequence };
}

/**
 * `txPosition` of the tracked transaction still waiting: on a mempool update or a block, with
 * `cpfp` when this socket lacks its data; on a refresh of its CPFP data, only to carry new data.
 */
function trackedPosition(txid: string, values: BatchValues, cpfp: CpfpSeen | undefined): Serialized | undefined {
  const { mirror } = values;
  const due = values.mempoolChanged || values.cpfpRefreshed.has(txid);
  if (!cpfp) return values.mempoolChanged ? mirror.txPosition(txid) : undefined;
  if (!due || mirror.position(txid) === undefined) {
    cpfp.keep(txid);
    return undefined;
  }
  const unsent = cpfp.take(txid);
  if (unsent) return mirror.txPosition(txid, unsent);
  return values.mempoolChanged ? mirror.txPosition(txid) : undefined;
}

/** `tracked-txs`: for each tracked txid what this update did to it; on a block only `confirmed` or a position (§1.4). */
function trackedTxs(txids: readonly string[], values: BatchValues, cpfp: CpfpSeen | undefined): Serialized | undefined {
  const parts: [string, Serialized][] = [];
  for (const txid of txids) {
    let item = values.trackedItem(txid);
    if (cpfp && !values.mined.has(txid)) {
      if (values.mempoolChanged || values.cpfpRefreshed.has(txid)) {
        const unsent = cpfp.take(txid);
        if (unsent) item = values.trackedItemWithCpfp(txid, unsent);
      } else {
        cpfp.keep(txid);
      }
    }
    if (item !== undefined) parts.push([txid, item]);
  }
  return (frame(parts) ?? undefined) as Serialized | undefined;
}


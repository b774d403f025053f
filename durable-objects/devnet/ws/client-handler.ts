/**
 * What one inbound frame does to a socket (research §1.2, §1.3): the gate every server of the
 * protocol applies (shared/protocol/inbound-frame.ts: rate limit, size, the reader's verdict), then
 * the new subscription state and the immediate replies. A pure function of the
 * socket's state, the frame, the time and the current snapshot, so every rule is tested without a
 * socket; the Durable Object only stores the state, sends the replies and closes when told.
 *
 * Replies follow upstream: the init bundle as a frame of its own, then at most one frame joining
 * every other answer (`pong`, `blocks`, `txPosition`, `projected-block-transactions`, …).
 *
 * @example
 * const result = handleClientFrame(state, '{"action":"want","data":["blocks"]}', Date.now(), live);
 * result.replies; // ['{"blocks":[…]}']
 * result.close;   // undefined: the socket stays open
 */
import type { ClientMessage } from "../../../shared/protocol/client-message.ts";
import { admitFrame, type SocketClose } from "../../../shared/protocol/inbound-frame.ts";
import { frame, PONG_FRAME, serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import { type LiveSnapshot, TOMAHAWK_VALUE } from "./live-snapshot.ts";
import type { SocketState, TrackedScript, TrackedTx } from "../../../shared/protocol/socket-state.ts";
import { isTrackableScriptPubkey, trackedAddress } from "../../../shared/protocol/tracked-script.ts";

export interface HandlerResult {
  readonly state: SocketState;
  readonly replies: readonly string[];
  /** Close the socket after sending the replies. */
  readonly close?: SocketClose;
}

type Entry = readonly [key: string, value: Serialized | undefined];

/**
 * Handles one inbound frame: text as the protocol expects, or binary (which only earns a close).
 *
 * @example
 * handleClientFrame(state, "not json", now, live).close; // { code: 1008, reason: "Malformed frame: not JSON." }
 */
export function handleClientFrame(state: SocketState, data: unknown, nowMs: number, live: LiveSnapshot): HandlerResult {
  const gate = admitFrame(state.recent, data, nowMs);
  const counted: SocketState = { ...state, recent: gate.recent };
  if (gate.ok) return handleClientMessage(counted, gate.message, live);
  const cleared = gate.clears ? { ...counted, [gate.clears]: [] } : counted;
  return gate.close ? { state: cleared, replies: gate.replies, close: gate.close } : { state: cleared, replies: gate.replies };
}

/**
 * The new state and immediate replies for a well-formed message; each key is handled
 * independently, in upstream's order.
 *
 * @example
 * handleClientMessage(EMPTY_SOCKET_STATE, { init: false, ping: true, refreshBlocks: false }, live).replies; // ['{"pong":true}']
 */
export function handleClientMessage(state: SocketState, message: ClientMessage, live: LiveSnapshot): HandlerResult {
  const entries: Entry[] = [];
  let next: SocketState = state;

  if (message.want) {
    const before = new Set(state.want);
    const added = message.want.filter((key) => !before.has(key));
    // Only flags that just became true are answered (§1.3); `live-2h-chart` waits for its next sample.
    if (added.includes("blocks")) entries.push(["blocks", live.value("blocks")]);
    if (added.includes("mempool-blocks")) entries.push(["mempool-blocks", live.value("mempool-blocks")]);
    if (added.includes("stats")) entries.push(...statsEntries(live));
    if (added.includes("tomahawk")) entries.push(["tomahawk", TOMAHAWK_VALUE]);
    next = { ...next, want: message.want };
  }
  if (message.refreshBlocks && !entries.some(([key]) => key === "blocks")) entries.push(["blocks", live.value("blocks")]);
  if (message.trackTx !== undefined) next = trackTx(next, message.trackTx, live, entries);
  if (message.trackTxs !== undefined) {
    next = { ...next, trackTxs: message.trackTxs };
    entries.push(["tracked-txs", trackedTxsReply(message.trackTxs, live)]);
  }
  const network = live.views.addressNetwork;
  if (message.trackAddress !== undefined) {
    next = { ...next, trackAddress: message.trackAddress === null ? null : trackedAddress(message.trackAddress, network) };
  }
  if (message.trackAddresses !== undefined) {
    next = { ...next, trackAddresses: present(message.trackAddresses.map((address) => trackedAddress(address, network))) };
  }
  if (message.trackScriptPubkeys !== undefined) {
    next = { ...next, trackScriptPubkeys: message.trackScriptPubkeys.filter(isTrackableScriptPubkey) };
  }
  if (message.trackMempoolBlock !== undefined) {
    const index = message.trackMempoolBlock;
    next = { ...next, mempoolBlock: index === null ? null : { index, sequence: live.sequence } };
    if (index !== null) entries.push(["projected-block-transactions", live.fullBlock(index)]);
  }
  if (message.trackRbf !== undefined) {
    next = { ...next, rbf: message.trackRbf };
    if (message.trackRbf !== null) entries.push(["rbfLatest", live.rbfLatest(message.trackRbf)]);
  }
  if (message.trackRbfSummary !== undefined) {
    next = { ...next, rbfSummary: message.trackRbfSummary };
    if (message.trackRbfSummary) entries.push(["rbfLatestSummary", live.rbfSummary()]);
  }
  // Changes reach every socket anyway (a broadcast, §1.7); subscribing asks for the whole list now.
  if (message.trackAccelerations === true) entries.push(["accelerations", live.accelerations()]);
  if (message.trackMempoolTxids !== undefined) next = { ...next, mempoolTxids: message.trackMempoolTxids };
  if (message.trackMempool !== undefined) next = { ...next, mempool: message.trackMempool };

  const replies: string[] = [];
  if (message.init) replies.push(live.initFrame());
  const combined = message.ping && entries.length === 0 ? PONG_FRAME : frame(message.ping ? [...entries, ["pong", serialized(true)]] : entries);
  if (combined !== null) replies.push(combined);
  return { state: next, replies };
}

/**
 * `mempoolInfo`, `vBytesPerSecond`, `fees`, `da`: the `stats` subscription's values.
 *
 * @example
 * frame(statsEntries(live)); // '{"mempoolInfo":{…},"vBytesPerSecond":1234,"fees":{…},"da":{…}}'
 */
export function statsEntries(live: LiveSnapshot): Entry[] {
  return [
    ["mempoolInfo", live.value("mempoolInfo")],
    ["vBytesPerSecond", live.value("vBytesPerSecond")],
    ["fees", live.value("fees")],
    ["da", live.value("da")],
  ];
}

function trackTx(state: SocketState, request: ClientMessage["trackTx"], live: LiveSnapshot, entries: Entry[]): SocketState {
  if (!request) return { ...state, trackTx: null };
  const { txid, watchMempool } = request;
  let tracked: TrackedTx | null = { txid, awaitingMempool: false };
  if (watchMempool) {
    const replacer = live.replacer(txid);
    const inMempool = live.network.mempool.has(txid);
    // §1.3: already replaced → say by whom and stop; in the mempool → the transaction itself;
    // neither → wait for it to appear (a tx page that got a 404 may be a few seconds early).
    if (replacer !== undefined) {
      entries.push(["txReplaced", serialized({ txid: replacer })]);
      tracked = null;
    } else if (inMempool) entries.push(["tx", live.mempoolTx(txid)]);
    else tracked = { txid, awaitingMempool: true };
  }
  if (tracked) entries.push(["txPosition", live.txPosition(txid)]);
  return { ...state, trackTx: tracked };
}

/** `tracked-txs` for the txids already known: replaced ones with their replacer, mempool ones with their position. */
function trackedTxsReply(txids: readonly string[], live: LiveSnapshot): Serialized | undefined {
  const known: Record<string, object> = {};
  for (const txid of txids) {
    const replacedBy = live.replacer(txid);
    const position = replacedBy === undefined ? live.views.mempool().position(txid) : undefined;
    if (replacedBy !== undefined) known[txid] = { replacedBy };
    else if (position) known[txid] = { position, ...live.views.mempool().acceleration(txid) };
  }
  return Object.keys(known).length > 0 ? serialized(known) : undefined;
}

const present = (items: readonly (TrackedScript | null)[]): TrackedScript[] => items.filter((item): item is TrackedScript => item !== null);

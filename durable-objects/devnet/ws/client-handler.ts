/**
 * What one inbound frame does to a socket (research §1.2, §1.3): the rate limit, the protocol
 * reader's verdict, the new subscription state and the immediate replies. A pure function of the
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
import { type ClientMessage, type FrameProblem, parseClientFrame } from "../../../shared/protocol/client-message.ts";
import { frame, PONG_FRAME, serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import {
  admitMessage,
  CLOSE_MESSAGE_TOO_BIG,
  CLOSE_POLICY_VIOLATION,
  MAX_INBOUND_FRAME_BYTES,
  MAX_TRACKED_TXS,
  MESSAGE_RATE_LIMIT,
  MESSAGE_RATE_WINDOW_MS,
} from "../../../shared/protocol/socket-limits.ts";
import { type LiveSnapshot, TOMAHAWK_VALUE } from "./live-snapshot.ts";
import type { SocketState, TrackedScript, TrackedTx } from "./socket-state.ts";
import { isTrackableScriptPubkey, trackedAddress } from "./tracked-script.ts";

export interface SocketClose {
  readonly code: number;
  /** At most 123 bytes (RFC 6455 §5.5); says what the client did wrong. */
  readonly reason: string;
}

export interface HandlerResult {
  readonly state: SocketState;
  readonly replies: readonly string[];
  /** Close the socket after sending the replies. */
  readonly close?: SocketClose;
}

type Entry = readonly [key: string, value: Serialized | undefined];

/** The devnet has no accelerator: the list is always empty, but the subscription is answered. */
const NO_ACCELERATIONS = serialized({ accelerations: [] });

/**
 * Handles one inbound frame: text as the protocol expects, or binary (which only earns a close).
 *
 * @example
 * handleClientFrame(state, "not json", now, live).close; // { code: 1008, reason: "Malformed frame: not JSON." }
 */
export function handleClientFrame(state: SocketState, data: unknown, nowMs: number, live: LiveSnapshot): HandlerResult {
  const admitted = admitMessage(state.recent, nowMs);
  const counted: SocketState = { ...state, recent: admitted.recent };
  if (!admitted.allowed) {
    return closing(counted, CLOSE_POLICY_VIOLATION, `Too many messages: at most ${MESSAGE_RATE_LIMIT} per ${MESSAGE_RATE_WINDOW_MS / 1000} s.`);
  }
  if (typeof data !== "string") {
    const bytes = data instanceof ArrayBuffer ? data.byteLength : ArrayBuffer.isView(data) ? data.byteLength : 0;
    if (bytes > MAX_INBOUND_FRAME_BYTES) return tooBig(counted);
    return closing(counted, CLOSE_POLICY_VIOLATION, "Malformed frame: send JSON text frames, not binary.");
  }
  const parsed = parseClientFrame(data);
  if (!parsed.ok) return refused(counted, parsed.problem);
  return handleClientMessage(counted, parsed.message, live);
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
  if (message.trackAccelerations === true) entries.push(["accelerations", NO_ACCELERATIONS]);
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
    else if (position) known[txid] = { position };
  }
  return Object.keys(known).length > 0 ? serialized(known) : undefined;
}

function refused(state: SocketState, problem: FrameProblem): HandlerResult {
  switch (problem.kind) {
    case "too-big":
      return tooBig(state);
    case "malformed":
      return closing(state, CLOSE_POLICY_VIOLATION, `Malformed frame: ${problem.detail}.`);
    case "track-txs-error":
      // §1.2: the error is sent, then the connection closed.
      return { ...closing(state, CLOSE_POLICY_VIOLATION, `track-txs refused: send a list of at most ${MAX_TRACKED_TXS} txids.`), replies: [errorFrame(problem.kind, problem.message)] };
    case "track-addresses-error":
      return { state: { ...state, trackAddresses: [] }, replies: [errorFrame(problem.kind, problem.message)] };
    case "track-scriptpubkeys-error":
      return { state: { ...state, trackScriptPubkeys: [] }, replies: [errorFrame(problem.kind, problem.message)] };
  }
}

const tooBig = (state: SocketState): HandlerResult => closing(state, CLOSE_MESSAGE_TOO_BIG, `Frame too big: at most ${MAX_INBOUND_FRAME_BYTES} bytes.`);

const closing = (state: SocketState, code: number, reason: string): HandlerResult => ({ state, replies: [], close: { code, reason } });

/** The reader's messages for limits come pre-quoted (upstream's text); others are plain text. Both become one JSON string. */
function errorFrame(key: string, message: string): string {
  let text = message;
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed === "string") text = parsed;
  } catch {
    // Plain text: serialised below.
  }
  return frame([[key, serialized(text)]])!;
}

const present = (items: readonly (TrackedScript | null)[]): TrackedScript[] => items.filter((item): item is TrackedScript => item !== null);

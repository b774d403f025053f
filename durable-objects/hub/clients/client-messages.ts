/**
 * What one inbound frame does to a hub connection (research §1.3): the shared gate
 * (shared/protocol/inbound-frame.ts), then the new subscriptions and the immediate replies, all
 * answered from the hub's mirror. A pure function of the socket's state, the frame, the time and
 * the mirror, so every rule is tested without a socket.
 *
 * Replies follow upstream: the init bundle as a frame of its own, then at most one frame joining
 * every other answer. One answer needs the upstream: watch-mempool on a transaction the hub has not
 * seen arrive (`lookUp`); the caller asks for it once and sends `tx` when it is in the mempool.
 *
 * @example
 * const result = handleHubFrame(state, '{"track-mempool-block":0}', Date.now(), mirror);
 * result.replies;            // ['{"projected-block-transactions":{"index":0,"sequence":4,"blockTransactions":[…]}}']
 * result.projectedSequence;  // 4
 */
import type { ClientMessage } from "../../../shared/protocol/client-message.ts";
import { admitFrame, type GateOptions, type SocketClose } from "../../../shared/protocol/inbound-frame.ts";
import { frame, PONG_FRAME, serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import type { SocketState, TrackedScript, TrackedTx } from "../../../shared/protocol/socket-state.ts";
import { isTrackableScriptPubkey, trackedAddress } from "../../../shared/protocol/tracked-script.ts";
import type { HubMirror } from "../hub-mirror.ts";

export interface MessageResult {
  readonly state: SocketState;
  readonly replies: readonly string[];
  /** Close the socket after sending the replies. */
  readonly close?: SocketClose;
  /** The sequence of the full snapshot among the replies, or null when the socket stopped tracking a projected block. */
  readonly projectedSequence?: number | null;
  /** A watch-mempool txid to look up upstream (see the module comment). */
  readonly lookUp?: string;
}

type Entry = readonly [key: string, value: Serialized | undefined];

/** `tomahawk` lists health-checked hosts: always empty outside the original's own deployment (research §1.4). */
export const TOMAHAWK_VALUE = serialized([]);

/**
 * Handles one inbound frame; `options.rateLimited` is false for a shard's socket (client-registry.ts).
 *
 * @example
 * handleHubFrame(state, "{not json", now, mirror).close; // { code: 1008, reason: "Malformed frame: not JSON." }
 */
export function handleHubFrame(state: SocketState, data: unknown, nowMs: number, mirror: HubMirror, options: GateOptions = {}): MessageResult {
  const gate = admitFrame(state.recent, data, nowMs, options);
  const counted: SocketState = { ...state, recent: gate.recent };
  if (gate.ok) return handleHubMessage(counted, gate.message, mirror);
  const cleared = gate.clears ? { ...counted, [gate.clears]: [] } : counted;
  return gate.close ? { state: cleared, replies: gate.replies, close: gate.close } : { state: cleared, replies: gate.replies };
}

/**
 * The new state and immediate replies for a well-formed message; each key is handled
 * independently, in upstream's order.
 *
 * @example
 * handleHubMessage(EMPTY_SOCKET_STATE, { init: false, ping: true, refreshBlocks: false }, mirror).replies; // ['{"pong":true}']
 */
export function handleHubMessage(state: SocketState, message: ClientMessage, mirror: HubMirror): MessageResult {
  const { cache } = mirror;
  const entries: Entry[] = [];
  let next: SocketState = state;
  let projectedSequence: number | null | undefined;
  let lookUp: string | undefined;

  if (message.want) {
    const before = new Set(state.want);
    const added = message.want.filter((key) => !before.has(key));
    // Only flags that just became true are answered (§1.3); `live-2h-chart` waits for its next sample.
    if (added.includes("blocks")) entries.push(["blocks", cache.value("blocks")]);
    if (added.includes("mempool-blocks")) entries.push(["mempool-blocks", cache.value("mempool-blocks")]);
    if (added.includes("stats")) entries.push(...statsEntries(mirror));
    if (added.includes("tomahawk")) entries.push(["tomahawk", TOMAHAWK_VALUE]);
    next = { ...next, want: message.want };
  }
  if (message.refreshBlocks && !entries.some(([key]) => key === "blocks")) entries.push(["blocks", cache.value("blocks")]);
  if (message.trackTx !== undefined) {
    const tracked = trackTx(message.trackTx, mirror, entries);
    next = { ...next, trackTx: tracked };
    if (tracked?.awaitingMempool) lookUp = tracked.txid;
  }
  if (message.trackTxs !== undefined) {
    next = { ...next, trackTxs: message.trackTxs };
    entries.push(["tracked-txs", trackedTxsReply(message.trackTxs, mirror)]);
  }
  const network = mirror.addressNetwork;
  const scriptOf = (address: string): TrackedScript | null => (network === null ? null : trackedAddress(address, network));
  if (message.trackAddress !== undefined) next = { ...next, trackAddress: message.trackAddress === null ? null : scriptOf(message.trackAddress) };
  if (message.trackAddresses !== undefined) next = { ...next, trackAddresses: message.trackAddresses.map(scriptOf).filter((s): s is TrackedScript => s !== null) };
  if (message.trackScriptPubkeys !== undefined) next = { ...next, trackScriptPubkeys: message.trackScriptPubkeys.filter(isTrackableScriptPubkey) };
  if (message.trackMempoolBlock !== undefined) {
    const index = message.trackMempoolBlock;
    const snapshot = index === null ? undefined : mirror.feed.snapshot(index);
    // Without a snapshot yet (the upstream is still connecting), the next update brings the full one.
    next = { ...next, mempoolBlock: index === null ? null : { index, sequence: snapshot?.sequence ?? -1 } };
    projectedSequence = snapshot ? snapshot.sequence : null;
    if (snapshot) entries.push(["projected-block-transactions", snapshot.message]);
  }
  if (message.trackRbf !== undefined) {
    next = { ...next, rbf: message.trackRbf };
    if (message.trackRbf !== null) entries.push(["rbfLatest", mirror.rbf.latest(message.trackRbf)]);
  }
  if (message.trackRbfSummary !== undefined) {
    next = { ...next, rbfSummary: message.trackRbfSummary };
    if (message.trackRbfSummary) entries.push(["rbfLatestSummary", cache.value("rbfSummary")]);
  }
  // Changes reach every socket anyway (a broadcast, §1.7); subscribing asks for the whole list now.
  if (message.trackAccelerations === true) entries.push(["accelerations", mirror.accelerations.list()]);
  if (message.trackMempoolTxids !== undefined) next = { ...next, mempoolTxids: message.trackMempoolTxids };
  if (message.trackMempool !== undefined) next = { ...next, mempool: message.trackMempool };

  const replies: string[] = [];
  if (message.init) {
    const bundle = cache.initFrame();
    if (bundle !== undefined) replies.push(bundle);
  }
  const combined = message.ping && entries.length === 0 ? PONG_FRAME : frame(message.ping ? [...entries, ["pong", serialized(true)]] : entries);
  if (combined !== null) replies.push(combined);
  return {
    state: next,
    replies,
    ...(projectedSequence !== undefined ? { projectedSequence } : {}),
    ...(lookUp !== undefined ? { lookUp } : {}),
  };
}

/**
 * `mempoolInfo`, `vBytesPerSecond`, `fees`, `da`: the `stats` subscription's values.
 *
 * @example
 * frame(statsEntries(mirror)); // '{"mempoolInfo":{…},"vBytesPerSecond":1234,"fees":{…},"da":{…}}'
 */
export function statsEntries(mirror: HubMirror): Entry[] {
  return STATS_KEYS.map((key) => [key, mirror.cache.value(key)] as const);
}

export const STATS_KEYS = ["mempoolInfo", "vBytesPerSecond", "fees", "da"] as const;

function trackTx(request: ClientMessage["trackTx"], mirror: HubMirror, entries: Entry[]): TrackedTx | null {
  if (!request) return null;
  const { txid, watchMempool } = request;
  if (watchMempool) {
    // §1.3: already replaced → say by whom and stop; otherwise wait for it (the caller looks it up
    // upstream once, and sends it at once if it is already in the mempool).
    const replacer = mirror.replacements.replacer(txid);
    if (replacer !== undefined) {
      entries.push(["txReplaced", serialized({ txid: replacer })]);
      return null;
    }
  }
  entries.push(["txPosition", mirror.txPosition(txid)]);
  return { txid, awaitingMempool: watchMempool };
}

/** `tracked-txs` for the txids already known: replaced ones with their replacer, listed ones with their position. */
function trackedTxsReply(txids: readonly string[], mirror: HubMirror): Serialized | undefined {
  // Those beyond the stack block's listing are placed in one pass over the mempool, not one each.
  mirror.placeBeyondListing(txids);
  const known: Record<string, unknown> = {};
  for (const txid of txids) {
    const entry = mirror.trackedEntry(txid);
    if (entry) known[txid] = entry;
  }
  return Object.keys(known).length > 0 ? serialized(known) : undefined;
}

/**
 * What one websocket subscribed to (research §1.1 lists the original's per-socket flags), as a plain
 * JSON object kept in the socket's attachment. A hibernating Durable Object forgets everything in
 * memory but the runtime keeps each socket's attachment, so this object is the whole per-connection
 * state: nothing is lost when the object is evicted and a new instance wakes for the next message.
 *
 * Both servers of the protocol keep their connections this way (the devnet's `ws/` and the hub's
 * `clients/`), so a socket's subscriptions have one encoding and one reader.
 *
 * Attachments come back as `unknown` (another version of the code may have written them, or none
 * did), so `readSocketState` narrows field by field and falls back to "not subscribed" for anything
 * it does not recognise rather than trusting a cast.
 *
 * @example
 * const state = readSocketState(ws.deserializeAttachment()); // EMPTY_SOCKET_STATE for a new socket
 * ws.serializeAttachment(socketAttachment({ ...state, rbfSummary: true }));
 */
import { WANTABLE, type Wantable } from "./client-message.ts";
import { MAX_TRACKED_ADDRESSES, MAX_TRACKED_TXS, MEMPOOL_BLOCKS_AMOUNT, MESSAGE_RATE_LIMIT } from "./socket-limits.ts";
import { isHash64 } from "../types/ids.ts";
import { isCpfpFingerprint } from "./cpfp-fingerprint.ts";

/** A tracked transaction (`track-tx`); `awaitingMempool` is the original's `track-mempool-tx` (watch-mempool). */
export interface TrackedTx {
  readonly txid: string;
  readonly awaitingMempool: boolean;
}

/** A tracked address or scriptpubkey: the key the client knows it by and the output script it stands for (hex). */
export interface TrackedScript {
  readonly key: string;
  readonly script: string;
}

/** `track-mempool-block`: the projected block index and the sequence of the last message sent for it. */
export interface TrackedMempoolBlock {
  readonly index: number;
  readonly sequence: number;
}

export type RbfMode = "all" | "fullRbf";

export interface SocketState {
  readonly want: readonly Wantable[];
  readonly trackTx: TrackedTx | null;
  readonly trackTxs: readonly string[];
  readonly trackAddress: TrackedScript | null;
  readonly trackAddresses: readonly TrackedScript[];
  /** Tracked by their own hex, which is both the key and the script. */
  readonly trackScriptPubkeys: readonly string[];
  readonly mempoolBlock: TrackedMempoolBlock | null;
  readonly rbf: RbfMode | null;
  readonly rbfSummary: boolean;
  readonly mempoolTxids: boolean;
  readonly mempool: boolean;
  /**
   * Fingerprints of the CPFP data last sent for each tracked transaction (cpfp-fingerprint.ts):
   * `txPosition` and `tracked-txs` carry `cpfp` only when it is not among them.
   */
  readonly cpfpSeen: readonly string[];
  /** Arrival times (ms) of the messages of the last rate window (socket-limits.ts `admitMessage`). */
  readonly recent: readonly number[];
}

/** A socket that subscribed to nothing yet (a new connection, or an attachment this code cannot read). */
export const EMPTY_SOCKET_STATE: SocketState = {
  want: [],
  trackTx: null,
  trackTxs: [],
  trackAddress: null,
  trackAddresses: [],
  trackScriptPubkeys: [],
  mempoolBlock: null,
  rbf: null,
  rbfSummary: false,
  mempoolTxids: false,
  mempool: false,
  cpfpSeen: [],
  recent: [],
};

/** Bumped when the attachment's shape changes; an attachment of another version reads as empty. */
const ATTACHMENT_VERSION = 1;

/**
 * An attachment holds at most 16 KiB (peers-and-platform §3.1). At their fullest, 100 txids with
 * their CPFP fingerprints, the rate window and 11 addresses given as raw uncompressed public keys
 * (130 characters, tracked as 134-character P2PK scripts) take about 12.8 KB, which leaves room for
 * 10 tracked scriptpubkeys of at most this length: every standard output but a bare multisig of
 * uncompressed keys (a compressed 3-of-3 is 210 characters). A longer one is dropped, not stored.
 */
export const MAX_TRACKED_SCRIPT_HEX_CHARS = 320;
const SCRIPT_HEX = /^(?:[0-9a-f]{2})+$/;

/**
 * The attachment to store for `state`.
 *
 * @example
 * ws.serializeAttachment(socketAttachment(state));
 */
export const socketAttachment = (state: SocketState): Readonly<Record<string, unknown>> => ({ v: ATTACHMENT_VERSION, ...state });

/**
 * Reads a socket's attachment back. Unknown shapes and out-of-range values read as "not subscribed",
 * never as a crash: one odd attachment must not stop the fan-out to everyone else.
 *
 * @example
 * readSocketState(null);                       // EMPTY_SOCKET_STATE
 * readSocketState({ v: 1, rbfSummary: true }).rbfSummary; // true
 */
export function readSocketState(attachment: unknown): SocketState {
  if (!isRecord(attachment) || attachment.v !== ATTACHMENT_VERSION) return EMPTY_SOCKET_STATE;
  const a = attachment;
  return {
    want: Array.isArray(a.want) ? WANTABLE.filter((key) => (a.want as unknown[]).includes(key)) : [],
    trackTx: readTrackedTx(a.trackTx),
    trackTxs: Array.isArray(a.trackTxs) ? a.trackTxs.filter(isTxidText).slice(0, MAX_TRACKED_TXS) : [],
    trackAddress: readTrackedScript(a.trackAddress),
    trackAddresses: readScripts(a.trackAddresses),
    trackScriptPubkeys: Array.isArray(a.trackScriptPubkeys) ? a.trackScriptPubkeys.filter(isTrackableScript).slice(0, MAX_TRACKED_ADDRESSES) : [],
    mempoolBlock: readMempoolBlock(a.mempoolBlock),
    rbf: a.rbf === "all" || a.rbf === "fullRbf" ? a.rbf : null,
    rbfSummary: a.rbfSummary === true,
    mempoolTxids: a.mempoolTxids === true,
    mempool: a.mempool === true,
    cpfpSeen: Array.isArray(a.cpfpSeen) ? a.cpfpSeen.filter(isCpfpFingerprint).slice(0, MAX_TRACKED_TXS + 1) : [],
    recent: Array.isArray(a.recent) ? a.recent.filter((t): t is number => Number.isFinite(t)).slice(-(MESSAGE_RATE_LIMIT + 1)) : [],
  };
}

/** One per tracked transaction: `track-tx` and the `track-txs` list. */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isTxidText = (value: unknown): value is string => isHash64(value) && value === value.toLowerCase();

function readTrackedTx(value: unknown): TrackedTx | null {
  if (!isRecord(value) || !isTxidText(value.txid)) return null;
  return { txid: value.txid, awaitingMempool: value.awaitingMempool === true };
}

const isTrackableScript = (value: unknown): value is string =>
  typeof value === "string" && value.length <= MAX_TRACKED_SCRIPT_HEX_CHARS && SCRIPT_HEX.test(value);

/** Address keys are at most 90 characters (bech32) or a 130-character raw pubkey. */
const MAX_ADDRESS_KEY_CHARS = 130;

function readTrackedScript(value: unknown): TrackedScript | null {
  if (!isRecord(value)) return null;
  const { key, script } = value;
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_ADDRESS_KEY_CHARS || !isTrackableScript(script)) return null;
  return { key, script };
}

function readScripts(value: unknown): TrackedScript[] {
  if (!Array.isArray(value)) return [];
  return value.map(readTrackedScript).filter((s): s is TrackedScript => s !== null).slice(0, MAX_TRACKED_ADDRESSES);
}

function readMempoolBlock(value: unknown): TrackedMempoolBlock | null {
  if (!isRecord(value)) return null;
  const { index, sequence } = value;
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= MEMPOOL_BLOCKS_AMOUNT) return null;
  return { index: index as number, sequence: Number.isSafeInteger(sequence) ? (sequence as number) : -1 };
}

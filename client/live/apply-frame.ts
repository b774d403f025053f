/**
 * How one server frame changes the live state (spec §4.3, research §1.4–§1.8). A frame is an object
 * whose keys are message types; every key present is handled, in a fixed order, and what the state
 * alone cannot do (send a message, reload, notify) comes back as effects for the connection to
 * carry out. No I/O, no clock: the same state and frame always give the same state and effects.
 *
 * A value that cannot be read is left out and reported as an `ignored` effect; the rest of the frame
 * still applies. Keys this client does not use are skipped silently.
 *
 * @example
 * const effects = applyFrame(state, JSON.parse(text));
 * for (const effect of effects) if (effect.kind === "refresh-blocks") send({ "refresh-blocks": true });
 */
import type { BlockExtended } from "../../shared/types/block-extended.ts";
import { KEEP_BLOCKS_AMOUNT } from "../../shared/protocol/socket-limits.ts";
import { addressArrivals, addressConfirmations, addressRemovals } from "./address-updates.ts";
import {
  isRecord,
  readAddressTransaction,
  readBackendInfo,
  readBlock,
  readBlocks,
  readConversions,
  readDifficultyAdjustment,
  readFees,
  readLoadingIndicators,
  readMempoolBlocks,
  readMempoolInfo,
  readReplacementSummary,
  readStrippedTransactions,
  readTxidValue,
  readTxPosition,
  readVBytesPerSecond,
} from "./live-fields.ts";
import type { LiveState } from "./live-state.ts";
import { applyProjectedDelta, readProjectedBlockMessage } from "./projected-block.ts";
import type { EsploraTransaction } from "../../shared/types/esplora.ts";

export type LiveEffect =
  /** A block arrived beyond tip+1: some were missed, ask for the latest list (`refresh-blocks`). */
  | { readonly kind: "refresh-blocks" }
  /** A new tip at exactly tip+1 (spec §4.3 "confirmed notification"), with the tracked txid it confirmed. */
  | { readonly kind: "block-confirmed"; readonly block: BlockExtended; readonly txConfirmed: string | null }
  /** The backend runs a new release: reload the page after a random delay (spec §4.3). */
  | { readonly kind: "reload" }
  /** A projected-block delta skipped a sequence: the list was reset, ask for a full one (research §1.6). */
  | { readonly kind: "resync-mempool-block"; readonly index: number }
  /** A value that could not be read, left out of the state. */
  | { readonly kind: "ignored"; readonly key: string; readonly reason: string };

type Handler = (state: LiveState, value: unknown, frame: Readonly<Record<string, unknown>>) => LiveEffect[] | undefined;

const ignored = (key: string, reason = "malformed value"): LiveEffect[] => [{ kind: "ignored", key, reason }];

/**
 * Applies every key of `frame` to `state` (mutated in place: a valtio proxy, or a plain object in
 * tests and on the server) and returns the effects, in key order.
 *
 * @example
 * applyFrame(state, { block: next }); // [{ kind: "block-confirmed", block: next, txConfirmed: null }] when next.height === tip + 1
 */
export function applyFrame(state: LiveState, frame: unknown): LiveEffect[] {
  if (!isRecord(frame)) return ignored("(frame)", "not a JSON object");
  const effects: LiveEffect[] = [];
  for (const [key, handle] of HANDLERS) {
    if (!Object.hasOwn(frame, key)) continue;
    effects.push(...(handle(state, frame[key], frame) ?? []));
  }
  return effects;
}

/** Replaces a broadcast value, or reports it when it cannot be read. */
function replace<K extends keyof LiveState>(key: string, field: K, read: (value: unknown) => LiveState[K] | undefined): [string, Handler] {
  return [
    key,
    (state, value) => {
      const parsed = read(value);
      if (parsed === undefined) return ignored(key);
      state[field] = parsed;
      return undefined;
    },
  ];
}

function applyBlocks(state: LiveState, value: unknown): LiveEffect[] | undefined {
  const blocks = readBlocks(value);
  if (!blocks) return ignored("blocks");
  // research §1.4: the whole list replaces ours, its tip included: after a reorganisation to a
  // shorter chain it is lower, and the next block is the one above it (one socket keeps the order,
  // so a list is never older than a block before it).
  state.blocks = blocks;
  if (blocks[0]) state.tip = blocks[0].height;
  return undefined;
}

function applyBlock(state: LiveState, value: unknown, frame: Readonly<Record<string, unknown>>): LiveEffect[] | undefined {
  const block = readBlock(value);
  if (!block) return ignored("block");
  // spec §4.3: with the tip unknown (-1) any block but genesis is "further ahead", so the list is fetched.
  if (block.height > state.tip + 1) return [{ kind: "refresh-blocks" }];
  if (block.height !== state.tip + 1) return undefined;
  state.tip = block.height;
  state.blocks = [block, ...state.blocks].slice(0, KEEP_BLOCKS_AMOUNT);
  const confirmed = readTxidValue(frame.txConfirmed);
  return [{ kind: "block-confirmed", block, txConfirmed: confirmed !== undefined && confirmed === state.tracking.txid ? confirmed : null }];
}

function applyTxConfirmed(state: LiveState, value: unknown): LiveEffect[] | undefined {
  const txid = readTxidValue(value);
  if (txid === undefined) return ignored("txConfirmed");
  // A confirmation of a transaction no longer tracked is late news from an earlier session.
  if (txid !== state.tracking.txid) return undefined;
  state.tracking.txConfirmed = txid;
  state.tracking.txPosition = null;
  // spec §4.3: tracking a transaction stops when it confirms.
  state.tracking.txid = null;
  return undefined;
}

function applyTxPosition(state: LiveState, value: unknown): LiveEffect[] | undefined {
  const { txid } = state.tracking;
  if (txid === null) return undefined;
  const position = readTxPosition(value, txid);
  // Another transaction's position (a session switched mid-flight) is not an error.
  if (position === undefined) return isRecord(value) && typeof value.txid === "string" && value.txid.toLowerCase() !== txid ? undefined : ignored("txPosition");
  state.tracking.txPosition = position;
  return undefined;
}

function replacement(key: string): Handler {
  return (state, value) => {
    const replacer = readTxidValue(value);
    if (replacer === undefined) return ignored(key);
    if (state.tracking.txid !== null) state.tracking.txReplacedBy = replacer;
    return undefined;
  };
}

function noteGitCommit(state: LiveState, commit: string): LiveEffect[] | undefined {
  if (state.firstGitCommit === null) {
    state.firstGitCommit = commit;
    return undefined;
  }
  if (commit === state.firstGitCommit || state.reloadDue) return undefined;
  state.reloadDue = true;
  return [{ kind: "reload" }];
}

function applyBackendInfo(state: LiveState, value: unknown): LiveEffect[] | undefined {
  const info = readBackendInfo(value);
  if (!info) return ignored("backendInfo");
  state.backendInfo = info;
  return noteGitCommit(state, info.gitCommit);
}

/** The legacy `git-commit` key (research §1.4): the commit alone. */
function applyGitCommit(state: LiveState, value: unknown): LiveEffect[] | undefined {
  return typeof value === "string" && value !== "" ? noteGitCommit(state, value) : ignored("git-commit");
}

function applyProjectedBlock(state: LiveState, value: unknown): LiveEffect[] | undefined {
  const message = readProjectedBlockMessage(value);
  if (!message) return ignored("projected-block-transactions");
  const tracking = state.tracking;
  // A message for a block no longer followed arrives after a switch: the next full one will do.
  if (tracking.mempoolBlockIndex !== message.index) return undefined;
  if (message.kind === "full") {
    tracking.mempoolBlockTransactions = [...message.transactions];
    tracking.mempoolBlockSequence = message.sequence;
    return undefined;
  }
  if (tracking.mempoolBlockSequence !== null && message.sequence !== tracking.mempoolBlockSequence + 1) {
    // research §1.6: a gap means a missed delta; the list is wrong until a full one replaces it.
    tracking.mempoolBlockTransactions = [];
    tracking.mempoolBlockSequence = null;
    return [{ kind: "resync-mempool-block", index: message.index }];
  }
  tracking.mempoolBlockTransactions = applyProjectedDelta(tracking.mempoolBlockTransactions, message.delta);
  tracking.mempoolBlockSequence = message.sequence;
  return undefined;
}

function addressKey(key: string, fold: (state: LiveState, txs: EsploraTransaction[]) => void): [string, Handler] {
  return [
    key,
    (state, value) => {
      if (state.tracking.address === null) return undefined;
      if (!Array.isArray(value)) return ignored(key);
      const txs = value.map(readAddressTransaction);
      const good = txs.filter((tx): tx is EsploraTransaction => tx !== undefined);
      fold(state, good);
      return good.length === txs.length ? undefined : ignored(key, `${txs.length - good.length} malformed transaction(s)`);
    },
  ];
}

/**
 * In this order: the release check first, then blocks before the things computed at that tip, and
 * `block` before `txConfirmed`, which the server sends in the same frame (research §1.4).
 */
const HANDLERS: readonly (readonly [string, Handler])[] = [
  ["backendInfo", applyBackendInfo],
  ["git-commit", applyGitCommit],
  replace("loadingIndicators", "loadingIndicators", readLoadingIndicators),
  replace("conversions", "conversions", readConversions),
  ["blocks", applyBlocks],
  ["block", applyBlock],
  ["txConfirmed", applyTxConfirmed],
  replace("mempool-blocks", "mempoolBlocks", readMempoolBlocks),
  replace("fees", "fees", readFees),
  replace("mempoolInfo", "mempoolInfo", readMempoolInfo),
  replace("vBytesPerSecond", "vBytesPerSecond", readVBytesPerSecond),
  replace("da", "da", readDifficultyAdjustment),
  replace("transactions", "transactions", readStrippedTransactions),
  // The init reply calls it `rbfSummary`, the tracked stream `rbfLatestSummary` (research §1.4).
  replace("rbfSummary", "rbfSummary", readReplacementSummary),
  replace("rbfLatestSummary", "rbfSummary", readReplacementSummary),
  ["txPosition", applyTxPosition],
  ["txReplaced", replacement("txReplaced")],
  ["rbfTransaction", replacement("rbfTransaction")],
  ["projected-block-transactions", applyProjectedBlock],
  addressKey("address-transactions", (state, txs) => {
    state.tracking.addressUpdates = addressArrivals(state.tracking.addressUpdates, txs);
  }),
  addressKey("block-transactions", (state, txs) => {
    state.tracking.addressUpdates = addressConfirmations(state.tracking.addressUpdates, txs);
  }),
  addressKey("address-removed-transactions", (state, txs) => {
    state.tracking.addressUpdates = addressRemovals(state.tracking.addressUpdates, txs);
  }),
];

/**
 * The gate every inbound frame passes before a server of the protocol (the devnet, the hub) acts
 * on it (research §1.2): the message rate limit, text frames only, the size cap and the reader's
 * verdict. Refusals say what to answer and whether to close, the way the original server does:
 * a flood, a binary or malformed frame, an oversized frame or an over-long `track-txs` closes the
 * socket (the last one after a `track-txs-error`); too many addresses or scriptpubkeys only clear
 * that subscription, with an `*-error` frame.
 *
 * @example
 * const gate = admitFrame(state.recent, data, Date.now());
 * if (!gate.ok) { send(gate.replies); if (gate.close) ws.close(gate.close.code, gate.close.reason); }
 */
import { type ClientMessage, type FrameProblem, parseClientFrame } from "./client-message.ts";
import { frame, serialized } from "./server-frame.ts";
import {
  admitMessage,
  CLOSE_MESSAGE_TOO_BIG,
  CLOSE_POLICY_VIOLATION,
  MAX_INBOUND_FRAME_BYTES,
  MAX_TRACKED_TXS,
  MESSAGE_RATE_LIMIT,
  MESSAGE_RATE_WINDOW_MS,
} from "./socket-limits.ts";

export interface SocketClose {
  readonly code: number;
  /** At most 123 bytes (RFC 6455 §5.5); says what the client did wrong. */
  readonly reason: string;
}

export interface FrameRefusal {
  readonly ok: false;
  readonly recent: number[];
  readonly replies: readonly string[];
  readonly close?: SocketClose;
  /** The subscription a refusal clears (too many addresses or scriptpubkeys). */
  readonly clears?: "trackAddresses" | "trackScriptPubkeys";
}

export type FrameGate = { readonly ok: true; readonly message: ClientMessage; readonly recent: number[] } | FrameRefusal;

export interface GateOptions {
  /**
   * False for a peer that is not a browser (a hub shard on its root hub): its frames are not
   * counted, and its window stays empty.
   */
  readonly rateLimited?: boolean;
}

/**
 * Counts the frame against the rate window `recent` (arrival times, ms) and reads it.
 *
 * @example
 * admitFrame([], "not json", Date.now()); // { ok: false, close: { code: 1008, reason: "Malformed frame: not JSON." }, … }
 */
export function admitFrame(recent: readonly number[], data: unknown, nowMs: number, { rateLimited = true }: GateOptions = {}): FrameGate {
  const admitted = rateLimited ? admitMessage(recent, nowMs) : { allowed: true, recent: [] };
  const counted = admitted.recent;
  if (!admitted.allowed) {
    return closing(counted, CLOSE_POLICY_VIOLATION, `Too many messages: at most ${MESSAGE_RATE_LIMIT} per ${MESSAGE_RATE_WINDOW_MS / 1000} s.`);
  }
  if (typeof data !== "string") {
    const bytes = data instanceof ArrayBuffer ? data.byteLength : ArrayBuffer.isView(data) ? data.byteLength : 0;
    if (bytes > MAX_INBOUND_FRAME_BYTES) return tooBig(counted);
    return closing(counted, CLOSE_POLICY_VIOLATION, "Malformed frame: send JSON text frames, not binary.");
  }
  const parsed = parseClientFrame(data);
  return parsed.ok ? { ok: true, message: parsed.message, recent: counted } : refused(counted, parsed.problem);
}

function refused(recent: number[], problem: FrameProblem): FrameRefusal {
  switch (problem.kind) {
    case "too-big":
      return tooBig(recent);
    case "malformed":
      return closing(recent, CLOSE_POLICY_VIOLATION, `Malformed frame: ${problem.detail}.`);
    case "track-txs-error":
      // §1.2: the error is sent, then the connection closed.
      return { ...closing(recent, CLOSE_POLICY_VIOLATION, `track-txs refused: send a list of at most ${MAX_TRACKED_TXS} txids.`), replies: [errorFrame(problem.kind, problem.message)] };
    case "track-addresses-error":
      return { ok: false, recent, replies: [errorFrame(problem.kind, problem.message)], clears: "trackAddresses" };
    case "track-scriptpubkeys-error":
      return { ok: false, recent, replies: [errorFrame(problem.kind, problem.message)], clears: "trackScriptPubkeys" };
  }
}

const tooBig = (recent: number[]): FrameRefusal => closing(recent, CLOSE_MESSAGE_TOO_BIG, `Frame too big: at most ${MAX_INBOUND_FRAME_BYTES} bytes.`);

const closing = (recent: number[], code: number, reason: string): FrameRefusal => ({ ok: false, recent, replies: [], close: { code, reason } });

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

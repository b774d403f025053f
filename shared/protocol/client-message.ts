import { isHash64 } from "../types/ids.ts";
import { MAX_INBOUND_FRAME_BYTES, MAX_TRACKED_ADDRESSES, MAX_TRACKED_TXS, MEMPOOL_BLOCKS_AMOUNT } from "./socket-limits.ts";

/** What a client may `want` (research §1.3); the list is absolute, not additive. */
export const WANTABLE = ["blocks", "mempool-blocks", "live-2h-chart", "stats", "tomahawk"] as const;
export type Wantable = (typeof WANTABLE)[number];

/**
 * One inbound frame, read from `unknown` into what it asks for. A key that is absent is `undefined`;
 * the "stop" forms (anything that is not a valid value) read as `null`, which clears that tracking.
 */
export interface ClientMessage {
  readonly init: boolean;
  readonly ping: boolean;
  readonly want?: readonly Wantable[];
  readonly trackTx?: { readonly txid: string; readonly watchMempool: boolean } | null;
  readonly trackTxs?: readonly string[];
  readonly trackAddress?: string | null;
  readonly trackAddresses?: readonly string[];
  readonly trackScriptPubkeys?: readonly string[];
  readonly trackAsset?: string | null;
  readonly trackMempoolBlock?: number | null;
  readonly trackRbf?: "all" | "fullRbf" | null;
  readonly trackRbfSummary?: boolean;
  readonly trackAccelerations?: boolean;
  readonly trackMempoolTxids?: boolean;
  readonly trackMempool?: boolean;
  readonly refreshBlocks: boolean;
}

/** Why a frame was refused; `closes` says whether the socket must close (research §1.2). */
export type FrameProblem =
  | { readonly kind: "too-big"; readonly closes: true }
  | { readonly kind: "malformed"; readonly closes: true; readonly detail: string }
  | { readonly kind: "track-txs-error"; readonly closes: true; readonly message: string }
  | { readonly kind: "track-addresses-error"; readonly closes: false; readonly message: string }
  | { readonly kind: "track-scriptpubkeys-error"; readonly closes: false; readonly message: string };

export type ParsedFrame = { readonly ok: true; readonly message: ClientMessage } | { readonly ok: false; readonly problem: FrameProblem };

// Base58 (26–35 characters, or 80 for long legacy forms), bech32/bech32m in one case, or a raw pubkey.
const ADDRESS = /^(?:[a-km-zA-HJ-NP-Z1-9]{26,35}|[a-km-zA-HJ-NP-Z1-9]{80}|[a-z]{2,5}1[ac-hj-np-z02-9]{8,100}|[A-Z]{2,5}1[AC-HJ-NP-Z02-9]{8,100}|04[a-fA-F0-9]{128}|(?:02|03)[a-fA-F0-9]{64})$/;
const HEX = /^(?:[0-9a-fA-F]{2})+$/;

/** An address as the protocol accepts it: bech32 in upper case is lower-cased. */
export function normalizeTrackedAddress(input: unknown): string | null {
  if (typeof input !== "string" || !ADDRESS.test(input)) return null;
  return /^[A-Z]{2,5}1/.test(input) ? input.toLowerCase() : input;
}

/**
 * Reads one text frame. Malformed JSON, a non-object, or a frame above the size cap is refused with
 * a problem that closes the socket; limit violations are refused as the original server does.
 *
 * @example
 * parseClientFrame('{"action":"want","data":["blocks","stats"]}');
 * // { ok: true, message: { init: false, ping: false, want: ["blocks", "stats"], refreshBlocks: false } }
 */
export function parseClientFrame(frame: unknown): ParsedFrame {
  if (typeof frame !== "string") return malformed("frames must be text");
  if (frame.length > MAX_INBOUND_FRAME_BYTES || utf8Length(frame) > MAX_INBOUND_FRAME_BYTES) return { ok: false, problem: { kind: "too-big", closes: true } };
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return malformed("not JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return malformed("expected a JSON object");
  const data = value as Record<string, unknown>;
  const message: { -readonly [K in keyof ClientMessage]: ClientMessage[K] } = {
    init: data.action === "init",
    ping: data.action === "ping",
    refreshBlocks: data["refresh-blocks"] === true,
  };
  if (data.action === "want") {
    if (!Array.isArray(data.data)) return malformed('"want" needs a "data" list');
    message.want = WANTABLE.filter((key) => (data.data as unknown[]).includes(key));
  }
  if ("track-tx" in data) {
    const txid = data["track-tx"];
    message.trackTx = isHash64(txid) ? { txid: txid.toLowerCase(), watchMempool: data["watch-mempool"] === true } : null;
  }
  if ("track-txs" in data) {
    const txids = data["track-txs"];
    if (!Array.isArray(txids)) return { ok: false, problem: { kind: "track-txs-error", closes: true, message: "track-txs must be a list of txids" } };
    if (txids.length > MAX_TRACKED_TXS) {
      return { ok: false, problem: { kind: "track-txs-error", closes: true, message: `"too many txids requested, this connection supports tracking a maximum of ${MAX_TRACKED_TXS} txids"` } };
    }
    message.trackTxs = txids.filter(isHash64).map((txid) => txid.toLowerCase());
  }
  if ("track-address" in data) message.trackAddress = normalizeTrackedAddress(data["track-address"]);
  if ("track-addresses" in data) {
    const list = data["track-addresses"];
    const addresses = Array.isArray(list) ? list.map(normalizeTrackedAddress).filter((a): a is string => a !== null) : [];
    if (addresses.length > MAX_TRACKED_ADDRESSES) {
      return { ok: false, problem: { kind: "track-addresses-error", closes: false, message: `"too many addresses requested, this connection supports tracking a maximum of ${MAX_TRACKED_ADDRESSES} addresses"` } };
    }
    message.trackAddresses = addresses;
  }
  if ("track-scriptpubkeys" in data) {
    const list = data["track-scriptpubkeys"];
    const scripts = Array.isArray(list) ? list.filter((s): s is string => typeof s === "string" && HEX.test(s)).map((s) => s.toLowerCase()) : [];
    if (scripts.length > MAX_TRACKED_ADDRESSES) {
      return { ok: false, problem: { kind: "track-scriptpubkeys-error", closes: false, message: `"too many scriptpubkeys requested, this connection supports tracking a maximum of ${MAX_TRACKED_ADDRESSES} scriptpubkeys"` } };
    }
    message.trackScriptPubkeys = scripts;
  }
  if ("track-asset" in data) message.trackAsset = isHash64(data["track-asset"]) ? (data["track-asset"] as string).toLowerCase() : null;
  if ("track-mempool-block" in data) {
    const index = data["track-mempool-block"];
    message.trackMempoolBlock = Number.isInteger(index) && (index as number) >= 0 && (index as number) < MEMPOOL_BLOCKS_AMOUNT ? (index as number) : null;
  }
  if ("track-rbf" in data) message.trackRbf = data["track-rbf"] === "all" || data["track-rbf"] === "fullRbf" ? data["track-rbf"] : null;
  if ("track-rbf-summary" in data) message.trackRbfSummary = data["track-rbf-summary"] === true;
  if ("track-accelerations" in data) message.trackAccelerations = data["track-accelerations"] === true;
  if ("track-mempool-txids" in data) message.trackMempoolTxids = data["track-mempool-txids"] === true;
  if ("track-mempool" in data) message.trackMempool = data["track-mempool"] === true;
  return { ok: true, message };
}

const malformed = (detail: string): ParsedFrame => ({ ok: false, problem: { kind: "malformed", closes: true, detail } });

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? (i++, 4) : 3;
  }
  return bytes;
}

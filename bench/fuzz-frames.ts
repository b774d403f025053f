/**
 * The websocket frames of the fuzz: every client message of the protocol (shared/protocol/
 * client-message.ts, research §1.3) with valid values from the devnet, then mutated: values of the
 * wrong type, numbers past every edge, number-like text, deep nesting, long strings, frames at and
 * over the 50,000-byte cap (shared/protocol/socket-limits.ts, in UTF-16 units and in UTF-8 bytes),
 * invalid UTF-8 (raw bytes in a text frame, and text of lone surrogates), binary and empty frames,
 * and floods past the message rate limit.
 *
 * Each frame says whether the server must close the socket for it: the protocol's own gate
 * (shared/protocol/inbound-frame.ts `admitFrame`, the rate limit left out) is the oracle, so a close
 * the gate did not call for (or a 1011) is the server's fault, not the frame's.
 *
 * @example
 * const frames = new FrameFactory(random, ids);
 * frames.valid();      // { data: '{"track-mempool-block":3}', binary: false, label: "valid:track-mempool-block", closes: false }
 * frames.hostile();    // { data: <60,000 bytes>, label: "oversize:utf8", closes: true, code: 1009 }
 */
import { admitFrame } from "../shared/protocol/inbound-frame.ts";
import { WANTABLE } from "../shared/protocol/client-message.ts";
import { MAX_INBOUND_FRAME_BYTES, MAX_TRACKED_ADDRESSES, MAX_TRACKED_TXS, MESSAGE_RATE_LIMIT } from "../shared/protocol/socket-limits.ts";
import type { NetworkIds } from "./fuzz-devnet.ts";
import { deepNestingText, EDGE_NUMBERS, NUMBER_LIKE_STRINGS, type Random } from "./fuzz-random.ts";

export interface FuzzFrame {
  /** Text, or bytes (sent as a binary frame, or as a text frame when `rawText`). */
  readonly data: string | Buffer;
  readonly binary: boolean;
  /** Bytes sent in a text frame as they are, never checked as UTF-8 (only a raw client can). */
  readonly rawText?: boolean;
  /** What it is, for the counts: "valid:want", "mutated:wrong-type", "oversize:ascii", … */
  readonly label: string;
  /** Whether the server must close the socket for it; null when the gate cannot say (bytes that are no UTF-8). */
  readonly closes: boolean | null;
  /** The close code the gate gives, when it closes. */
  readonly code?: number;
}

/** A ping that reaches the handler: the devnet answers the exact `{"action":"ping"}` from the runtime itself, unread. */
export const HANDLED_PING = '{ "action": "ping" }';
/** The ping the runtime answers itself (setWebSocketAutoResponse), never reaching the object. */
const AUTO_ANSWERED_PING = '{"action":"ping"}';
/** Client messages of the original protocol our reader does not know: ignored, never a close. */
const FOREIGN_MESSAGES = ["track-wallet", "track-stratum", "track-donation", "historicalDate", "track-bisq-market"] as const;

type Message = Record<string, unknown>;

export class FrameFactory {
  constructor(
    private readonly random: Random,
    private readonly ids: NetworkIds,
  ) {}

  /** One valid client message (sometimes several combined in one object, as upstream reads them). */
  valid(): FuzzFrame {
    const parts = this.random.chance(0.15) ? this.random.int(2, 4) : 1;
    const messages = Array.from({ length: parts }, () => this.validMessage());
    const merged = Object.assign({}, ...messages.map(([, message]) => message)) as Message;
    return this.#judged(JSON.stringify(merged), `valid:${parts > 1 ? "combined" : messages[0]![0]}`);
  }

  /** A mutated message the gate lets through (the socket stays open), or one it refuses without closing. */
  mutated(): FuzzFrame {
    for (;;) {
      const frame = this.#mutation();
      if (frame.closes === false) return frame;
    }
  }

  /** A frame the server must close the socket for, or one the gate cannot judge (raw invalid UTF-8). */
  hostile(rawTextAllowed: boolean): FuzzFrame {
    const r = this.random;
    const kind = r.weighted<string>([
      [3, "malformed"], [2, "binary"], [1, "empty"], [2, "oversize"], [1, "track-txs"], [1, "scalar"], [1, "deep"],
      [rawTextAllowed ? 2 : 0, "raw-utf8"], [1, "want-shape"],
    ]);
    switch (kind) {
      case "malformed": {
        const text = JSON.stringify(this.validMessage()[1]);
        const broken = r.weighted<() => string>([
          [2, () => text.slice(0, r.int(0, text.length - 1))],
          [1, () => `${text}}`],
          [1, () => text.replace(/"/g, "'")],
          [1, () => `\uFEFF${text}`],
          [1, () => "{" + r.junk(r.int(1, 200))],
          [1, () => r.loneSurrogates(r.int(1, 100))],
          [1, () => r.unicode(r.int(1, 100))],
          [1, () => '{"action":"ping",}'],
          [1, () => '{"action":NaN}'],
          [1, () => " \n\t "],
        ])();
        return this.#judged(broken, "hostile:malformed");
      }
      case "binary": {
        const bytes = r.weighted<() => Buffer>([
          [2, () => Buffer.from(JSON.stringify(this.validMessage()[1]))],
          [2, () => Buffer.from(Array.from({ length: r.int(1, 2_000) }, () => r.int(0, 255)))],
          [1, () => Buffer.alloc(0)],
          [1, () => Buffer.alloc(r.int(MAX_INBOUND_FRAME_BYTES + 1, 200_000), 0x7b)],
        ])();
        return { data: bytes, binary: true, label: bytes.length > MAX_INBOUND_FRAME_BYTES ? "hostile:binary-oversize" : bytes.length === 0 ? "hostile:binary-empty" : "hostile:binary", closes: true, code: bytes.length > MAX_INBOUND_FRAME_BYTES ? 1009 : 1008 };
      }
      case "empty":
        return this.#judged("", "hostile:empty");
      case "oversize":
        return this.oversize();
      case "track-txs":
        return this.#judged(
          JSON.stringify({ "track-txs": r.chance(0.5) ? Array.from({ length: r.int(MAX_TRACKED_TXS + 1, 400) }, () => r.pick(this.ids.txids)) : r.wrongValue() }),
          "hostile:track-txs",
        );
      case "scalar":
        return this.#judged(JSON.stringify(r.pick<unknown>([null, 1, -1e308, "init", true, [], [{ action: "init" }], NUMBER_LIKE_STRINGS[0]])), "hostile:scalar");
      case "deep": {
        // As deep as the cap allows: a recursive reader's stack, not the size check, meets it.
        const depth = r.int(1_000, Math.floor((MAX_INBOUND_FRAME_BYTES - 40) / 2));
        return this.#judged(deepNestingText(depth, "array"), "hostile:deep-array");
      }
      case "raw-utf8": {
        const json = Buffer.from(JSON.stringify({ "track-address": "" }));
        const bytes = r.chance(0.5) ? r.invalidUtf8(r.int(1, 300)) : Buffer.concat([json.subarray(0, json.length - 2), r.invalidUtf8(r.int(1, 20)), json.subarray(json.length - 2)]);
        return { data: bytes, binary: false, rawText: true, label: "hostile:invalid-utf8-text", closes: null };
      }
      default:
        return this.#judged(JSON.stringify({ action: "want", data: r.wrongValue() }), "hostile:want-shape");
    }
  }

  /** A text frame over the cap: ASCII, or under it in UTF-16 units but over it in UTF-8 bytes; now and then far over. */
  oversize(): FuzzFrame {
    const r = this.random;
    const multibyte = r.chance(0.4);
    const target = r.weighted<number>([[4, MAX_INBOUND_FRAME_BYTES + r.int(1, 64)], [3, r.int(MAX_INBOUND_FRAME_BYTES, 300_000)], [1, r.int(1_000_000, 1_200_000)]]);
    const filler = multibyte ? "€".repeat(Math.ceil(Math.min(target, MAX_INBOUND_FRAME_BYTES - 100) / 3) + 40) : "x".repeat(target);
    return this.#judged(JSON.stringify({ "track-address": filler }), multibyte ? "hostile:oversize-utf8" : "hostile:oversize");
  }

  /**
   * `MESSAGE_RATE_LIMIT` + `extra` handled pings and valid messages at once: past the limit, the
   * socket closes 1008. The exact `{"action":"ping"}` is left out: the runtime answers it without
   * waking the object (hub-object.ts, devnet-object.ts), so it counts against no limit.
   */
  flood(extra: number): FuzzFrame[] {
    const counted = (): FuzzFrame => {
      for (;;) {
        const frame = this.valid();
        if (frame.data !== AUTO_ANSWERED_PING) return { ...frame, label: "flood" };
      }
    };
    return Array.from({ length: MESSAGE_RATE_LIMIT + extra }, () => (this.random.chance(0.7) ? { data: HANDLED_PING, binary: false, label: "flood", closes: false } : counted()));
  }

  /** A message of one type with valid values: [its name, the message]. */
  validMessage(): [string, Message] {
    const r = this.random;
    const ids = this.ids;
    const txid = (): string => (r.chance(0.2) ? r.pick(ids.txids).toUpperCase() : r.pick(ids.txids));
    const address = (): string => r.pick(ids.addresses);
    const some = <T>(make: () => T, max: number): T[] => Array.from({ length: r.int(0, max) }, make);
    return r.weighted<() => [string, Message]>([
      [3, () => ["init", { action: "init" }]],
      [3, () => ["ping", { action: "ping" }]],
      [4, () => ["want", { action: "want", data: WANTABLE.filter(() => r.chance(0.5)) }]],
      [1, () => ["refresh-blocks", { "refresh-blocks": true }]],
      [3, () => ["track-tx", r.chance(0.3) ? { "track-tx": txid(), "watch-mempool": true } : { "track-tx": r.chance(0.2) ? "stop" : txid() }]],
      [2, () => ["track-txs", { "track-txs": some(txid, MAX_TRACKED_TXS) }]],
      [2, () => ["track-address", { "track-address": r.chance(0.2) ? "stop" : r.chance(0.2) ? address().toUpperCase() : address() }]],
      [2, () => ["track-addresses", { "track-addresses": some(address, MAX_TRACKED_ADDRESSES) }]],
      [2, () => ["track-scriptpubkeys", { "track-scriptpubkeys": some(() => r.pick(ids.scriptPubkeys), MAX_TRACKED_ADDRESSES) }]],
      [1, () => ["track-asset", { "track-asset": r.chance(0.3) ? "stop" : r.hex(64) }]],
      [3, () => ["track-mempool-block", { "track-mempool-block": r.int(-1, 7) }]],
      [2, () => ["track-rbf", { "track-rbf": r.pick(["all", "fullRbf", "stop"]) }]],
      [1, () => ["track-rbf-summary", { "track-rbf-summary": r.chance(0.5) }]],
      [1, () => ["track-accelerations", { "track-accelerations": r.chance(0.5) }]],
      [1, () => ["track-mempool-txids", { "track-mempool-txids": r.chance(0.5) }]],
      [1, () => ["track-mempool", { "track-mempool": r.chance(0.5) }]],
      [1, () => {
        const name = r.pick(FOREIGN_MESSAGES);
        return [name, { [name]: r.pick<unknown>(["all", "stop", null, 1, r.hex(22), Date.now()]) }];
      }],
    ])();
  }

  #mutation(): FuzzFrame {
    const r = this.random;
    const [name, message] = this.validMessage();
    const keys = Object.keys(message);
    const kind = r.weighted<string>([[6, "wrong-type"], [2, "extra-keys"], [1, "deep-object"], [1, "lone-surrogates"], [2, "edge-number"], [2, "number-like"], [1, "long-string"], [1, "deep-value"], [1, "proto"], [1, "duplicate-key"], [1, "too-many"], [1, "near-cap"]]);
    const mutated: Message = { ...message };
    const key = r.pick(keys);
    switch (kind) {
      case "wrong-type":
        mutated[key] = r.wrongValue();
        if (r.chance(0.3)) mutated.data = r.wrongValue();
        break;
      case "extra-keys":
        for (let i = r.int(1, 5); i > 0; i--) mutated[r.chance(0.5) ? r.junk(r.int(0, 12)) : r.pick(["track-tx", "track-txs", "track-address", "action", "data", "watch-mempool", "refresh-blocks"])] = r.wrongValue();
        break;
      case "edge-number":
        mutated[key] = r.pick(EDGE_NUMBERS);
        break;
      case "number-like":
        mutated[key] = r.pick(NUMBER_LIKE_STRINGS);
        break;
      case "long-string":
        mutated[key] = r.junk(r.int(1_000, MAX_INBOUND_FRAME_BYTES - 1_000));
        break;
      case "deep-value":
        // Deep, yet under the cap: `{"track-tx":[[[…]]]}`.
        return this.#judged(`{"${key}":${deepNestingText(r.int(100, Math.floor((MAX_INBOUND_FRAME_BYTES - 100) / 2)), "array")}}`, "mutated:deep-value");
      case "lone-surrogates":
        // Raw in a JSON string: the sender encodes them as U+FFFD, so the frame stays a valid object.
        return this.#judged(`{"${key}":"${r.loneSurrogates(r.int(1, 400))}"}`, "mutated:lone-surrogates");
      case "deep-object":
        // A message object as deep as the cap allows: valid JSON, an object, so the gate lets it through.
        return this.#judged(`{"action":"ping","x":${deepNestingText(r.int(100, Math.floor((MAX_INBOUND_FRAME_BYTES - 100) / 6)), "object")}}`, "mutated:deep-object");
      case "proto":
        return this.#judged(`{"__proto__":{"init":true,"ping":true},"constructor":{"prototype":{"x":1}},${JSON.stringify(message).slice(1)}`, "mutated:proto");
      case "duplicate-key":
        return this.#judged(`{"action":"want","data":"x","action":${JSON.stringify(r.pick(["init", "ping", "want"]))},${JSON.stringify(message).slice(1)}`, "mutated:duplicate-key");
      case "too-many":
        mutated[r.pick(["track-addresses", "track-scriptpubkeys"])] = Array.from({ length: r.int(MAX_TRACKED_ADDRESSES + 1, 40) }, () => (r.chance(0.5) ? r.pick(this.ids.addresses) : r.pick(this.ids.scriptPubkeys)));
        break;
      default: {
        // Just under the cap, and exactly at it.
        const text = JSON.stringify({ ...message, pad: "" });
        const room = MAX_INBOUND_FRAME_BYTES - Buffer.byteLength(text) - r.int(0, 1);
        return this.#judged(`${text.slice(0, -2)}${"p".repeat(Math.max(0, room))}"}`, "mutated:near-cap");
      }
    }
    return this.#judged(JSON.stringify(mutated), `mutated:${kind}:${name}`);
  }

  /** The frame as text, judged by the protocol's gate (the rate limit left out). */
  #judged(text: string, label: string): FuzzFrame {
    const gate = admitFrame([], text, 0, { rateLimited: false });
    const closes = !gate.ok && gate.close !== undefined;
    return { data: text, binary: false, label, closes, ...(closes && !gate.ok ? { code: gate.close!.code } : {}) };
  }
}

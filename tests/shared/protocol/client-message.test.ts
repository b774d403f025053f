import { describe, expect, it } from "vitest";
import { normalizeTrackedAddress, parseClientFrame } from "../../../shared/protocol/client-message.ts";
import { MAX_INBOUND_FRAME_BYTES, admitMessage, MESSAGE_RATE_LIMIT } from "../../../shared/protocol/socket-limits.ts";

const TXID = "b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698";
const ok = (frame: string) => {
  const parsed = parseClientFrame(frame);
  if (!parsed.ok) throw new Error(`refused: ${JSON.stringify(parsed.problem)}`);
  return parsed.message;
};

describe("parseClientFrame", () => {
  it.each([
    ['{"action":"init"}', { init: true }],
    ['{"action":"ping"}', { ping: true }],
    ['{"action":"want","data":["blocks","stats","nonsense"]}', { want: ["blocks", "stats"] }],
    ['{"action":"want","data":[]}', { want: [] }],
    [`{"track-tx":"${TXID}"}`, { trackTx: { txid: TXID, watchMempool: false } }],
    [`{"track-tx":"${TXID.toUpperCase()}","watch-mempool":true}`, { trackTx: { txid: TXID, watchMempool: true } }],
    ['{"track-tx":"stop"}', { trackTx: null }],
    [`{"track-txs":["${TXID}","nope"]}`, { trackTxs: [TXID] }],
    ['{"track-address":"bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"}', { trackAddress: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" }],
    ['{"track-address":"BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ"}', { trackAddress: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" }],
    ['{"track-address":"stop"}', { trackAddress: null }],
    ['{"track-mempool-block":0}', { trackMempoolBlock: 0 }],
    ['{"track-mempool-block":7}', { trackMempoolBlock: 7 }],
    ['{"track-mempool-block":8}', { trackMempoolBlock: null }],
    ['{"track-mempool-block":-1}', { trackMempoolBlock: null }],
    ['{"track-mempool-block":1.5}', { trackMempoolBlock: null }],
    ['{"track-rbf":"fullRbf"}', { trackRbf: "fullRbf" }],
    ['{"track-rbf":"stop"}', { trackRbf: null }],
    ['{"track-rbf-summary":true}', { trackRbfSummary: true }],
    ['{"refresh-blocks":true}', { refreshBlocks: true }],
    ['{"historicalDate":"2024-01-01"}', {}],
  ])("reads %s", (frame, expected) => {
    expect(ok(frame)).toEqual({ init: false, ping: false, refreshBlocks: false, ...expected });
  });

  it("reads several commands in one frame", () => {
    expect(ok(`{"action":"want","data":["blocks"],"track-mempool-block":2,"track-tx":"${TXID}"}`)).toMatchObject({
      want: ["blocks"],
      trackMempoolBlock: 2,
      trackTx: { txid: TXID },
    });
  });

  it.each([
    ["not JSON", "{", "malformed"],
    ["an array", "[1]", "malformed"],
    ["a number", "5", "malformed"],
    ["null", "null", "malformed"],
    ["want without data", '{"action":"want"}', "malformed"],
    ["track-txs not a list", '{"track-txs":"x"}', "track-txs-error"],
    ["too many tracked txs", JSON.stringify({ "track-txs": Array(101).fill(TXID) }), "track-txs-error"],
    ["an oversized frame", JSON.stringify({ pad: "x".repeat(MAX_INBOUND_FRAME_BYTES) }), "too-big"],
  ])("refuses %s and closes the socket", (_, frame, kind) => {
    const parsed = parseClientFrame(frame);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problem.kind).toBe(kind);
      expect(parsed.problem.closes).toBe(true);
    }
  });

  it("refuses too many tracked addresses without closing", () => {
    const parsed = parseClientFrame(JSON.stringify({ "track-addresses": Array(11).fill("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq") }));
    expect(parsed).toMatchObject({ ok: false, problem: { kind: "track-addresses-error", closes: false } });
  });

  it("counts bytes, not characters, against the size cap", () => {
    expect(parseClientFrame(JSON.stringify({ pad: "é".repeat(MAX_INBOUND_FRAME_BYTES / 2) }))).toMatchObject({ ok: false, problem: { kind: "too-big" } });
  });

  it("refuses a frame that is not text", () => {
    expect(parseClientFrame(new ArrayBuffer(4))).toMatchObject({ ok: false, problem: { kind: "malformed" } });
  });
});

describe("normalizeTrackedAddress", () => {
  it.each([
    ["1stAprEZapjCYGUACUcXohQqSHF9MU5Kj", "1stAprEZapjCYGUACUcXohQqSHF9MU5Kj"],
    ["02" + "ab".repeat(32), "02" + "ab".repeat(32)],
    ["bc1Qmixed", null],
    ["0OIl", null],
    [42, null],
  ])("%j → %j", (input, expected) => {
    expect(normalizeTrackedAddress(input)).toBe(expected);
  });
});

describe("admitMessage", () => {
  it("allows the limit within the window and refuses one more", () => {
    let recent: number[] = [];
    for (let i = 0; i < MESSAGE_RATE_LIMIT; i++) {
      const step = admitMessage(recent, 1_000 + i);
      expect(step.allowed).toBe(true);
      recent = step.recent;
    }
    expect(admitMessage(recent, 2_000).allowed).toBe(false);
  });

  it("forgets messages older than the window", () => {
    const recent = Array.from({ length: MESSAGE_RATE_LIMIT }, (_, i) => i);
    expect(admitMessage(recent, 10_000 + MESSAGE_RATE_LIMIT).allowed).toBe(true);
  });
});

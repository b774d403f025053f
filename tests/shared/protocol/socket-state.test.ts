import { describe, expect, it } from "vitest";
import { MAX_TRACKED_ADDRESSES, MAX_TRACKED_TXS, MESSAGE_RATE_LIMIT } from "../../../shared/protocol/socket-limits.ts";
import {
  EMPTY_SOCKET_STATE,
  MAX_TRACKED_SCRIPT_HEX_CHARS,
  readSocketState,
  socketAttachment,
  type SocketState,
} from "../../../shared/protocol/socket-state.ts";

const TXID = "ab".repeat(32);
const roundTrip = (state: SocketState) => readSocketState(JSON.parse(JSON.stringify(socketAttachment(state))));

describe("readSocketState", () => {
  it("reads a new socket (no attachment) and foreign shapes as not subscribed", () => {
    for (const attachment of [null, undefined, 42, "x", [], { v: 2, rbfSummary: true }, { rbfSummary: true }]) {
      expect(readSocketState(attachment)).toEqual(EMPTY_SOCKET_STATE);
    }
  });

  it("gives back exactly what was stored", () => {
    const state: SocketState = {
      want: ["blocks", "mempool-blocks", "stats"],
      trackTx: { txid: TXID, awaitingMempool: true },
      trackTxs: [TXID],
      trackAddress: { key: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", script: "0014e8df018c7e326cc253faac7e46cdc51e68542c42" },
      trackAddresses: [{ key: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", script: "0014e8df018c7e326cc253faac7e46cdc51e68542c42" }],
      trackScriptPubkeys: ["6a"],
      mempoolBlock: { index: 3, sequence: 17 },
      rbf: "fullRbf",
      rbfSummary: true,
      mempoolTxids: true,
      mempool: true,
      cpfpSeen: ["Ab-_0123", "zzzzzzzz"],
      recent: [1, 2, 3],
    };
    expect(roundTrip(state)).toEqual(state);
  });

  it("drops values it cannot trust, field by field", () => {
    const state = readSocketState({
      v: 1,
      want: ["blocks", "nonsense", 3],
      trackTx: { txid: "stop" },
      trackTxs: [TXID, TXID.toUpperCase(), 5],
      trackAddress: { key: "x", script: "not hex" },
      mempoolBlock: { index: 8, sequence: 1 },
      rbf: "some",
      cpfpSeen: ["Ab-_0123", "short", "with space", 8],
      recent: [1, "2", Number.NaN],
    });
    expect(state).toEqual({ ...EMPTY_SOCKET_STATE, want: ["blocks"], trackTxs: [TXID], cpfpSeen: ["Ab-_0123"], recent: [1] });
  });

  it("fits the runtime's 16 KiB attachment limit when every list is full", () => {
    const script = "ab".repeat(MAX_TRACKED_SCRIPT_HEX_CHARS / 2);
    const full: SocketState = {
      ...EMPTY_SOCKET_STATE,
      want: ["blocks", "mempool-blocks", "live-2h-chart", "stats", "tomahawk"],
      trackTx: { txid: TXID, awaitingMempool: true },
      trackTxs: Array.from({ length: MAX_TRACKED_TXS }, () => TXID),
      trackAddress: { key: `04${"ab".repeat(64)}`, script: `41${"ab".repeat(65)}ac` },
      // Raw public keys are the longest addresses and scripts an address subscription can hold.
      trackAddresses: Array.from({ length: MAX_TRACKED_ADDRESSES }, () => ({ key: `04${"ab".repeat(64)}`, script: `41${"ab".repeat(65)}ac` })),
      trackScriptPubkeys: Array.from({ length: MAX_TRACKED_ADDRESSES }, () => script),
      mempoolBlock: { index: 7, sequence: Number.MAX_SAFE_INTEGER },
      cpfpSeen: Array.from({ length: MAX_TRACKED_TXS + 1 }, (_, i) => i.toString(36).padStart(8, "_")),
      recent: Array.from({ length: MESSAGE_RATE_LIMIT + 1 }, () => 1_763_700_000_000),
    };
    const bytes = JSON.stringify(socketAttachment(full)).length;
    expect(bytes).toBeLessThan(16_384);
    expect(roundTrip(full)).toEqual(full);
  });
});

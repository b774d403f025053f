import { describe, expect, it } from "vitest";
import { compactAttachment, keptState } from "../../../../durable-objects/hub/clients/kept-state.ts";
import { cpfpFingerprint } from "../../../../shared/protocol/cpfp-fingerprint.ts";
import { EMPTY_SOCKET_STATE, readSocketState, type SocketState } from "../../../../shared/protocol/socket-state.ts";
import { txidOf } from "../hub-fixtures.ts";

/** What the runtime gives back of an attachment (a structured clone; JSON is enough for these values). */
const stored = (attachment: unknown): unknown => JSON.parse(JSON.stringify(attachment));

/** A value other than the empty one for each field of the state. */
const FILLED: SocketState = {
  want: ["blocks", "stats"],
  trackTx: { txid: txidOf(1), awaitingMempool: true },
  trackTxs: [txidOf(2), txidOf(3)],
  trackAddress: { key: "bc1qexample", script: `0014${"ab".repeat(20)}` },
  trackAddresses: [{ key: "bc1qother", script: `0014${"cd".repeat(20)}` }],
  trackScriptPubkeys: [`0014${"ef".repeat(20)}`],
  mempoolBlock: { index: 2, sequence: 41 },
  rbf: "fullRbf",
  rbfSummary: true,
  mempoolTxids: true,
  mempool: true,
  cpfpSeen: [cpfpFingerprint(txidOf(1), "{}")],
  recent: [1_763_700_000_000, 1_763_700_001_000],
};

describe("compactAttachment", () => {
  it("leaves every empty field out, and reads back as the state it was written from", () => {
    expect(compactAttachment(EMPTY_SOCKET_STATE)).toEqual({ v: 1 });
    expect(readSocketState(stored(compactAttachment(EMPTY_SOCKET_STATE)))).toEqual(EMPTY_SOCKET_STATE);
    expect(readSocketState(stored(compactAttachment(FILLED)))).toEqual(FILLED);
    const dashboard = { ...EMPTY_SOCKET_STATE, want: FILLED.want, recent: FILLED.recent };
    expect(compactAttachment(dashboard)).toEqual({ v: 1, want: ["blocks", "stats"], recent: FILLED.recent });
  });

  it("reads back every field alone, so a field added to the state later cannot be lost by leaving it out", () => {
    const keys = Object.keys(EMPTY_SOCKET_STATE) as (keyof SocketState)[];
    expect(keys.filter((key) => JSON.stringify(FILLED[key]) === JSON.stringify(EMPTY_SOCKET_STATE[key])), "FILLED sets each field").toEqual([]);
    for (const key of keys) {
      const state = { ...EMPTY_SOCKET_STATE, [key]: FILLED[key] } as SocketState;
      expect(readSocketState(stored(compactAttachment(state))), key).toEqual(state);
    }
  });
});

describe("keptState", () => {
  it("gives every state that wants the same keys one frozen want list, and copies the rest unchanged", () => {
    const a = keptState({ ...EMPTY_SOCKET_STATE, want: ["blocks", "stats"] });
    const b = keptState({ ...FILLED, want: ["blocks", "stats"] });
    expect(a.want).toBe(b.want);
    expect(Object.isFrozen(a.want)).toBe(true);
    expect(keptState({ ...EMPTY_SOCKET_STATE, want: ["blocks"] }).want).not.toBe(a.want);
    expect(b).toEqual(FILLED);
    expect(b.recent).not.toBe(FILLED.recent);
  });
});

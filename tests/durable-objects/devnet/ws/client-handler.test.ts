import { describe, expect, it } from "vitest";
import { MAX_INBOUND_FRAME_BYTES, MAX_TRACKED_TXS, MESSAGE_RATE_LIMIT } from "../../../../shared/protocol/socket-limits.ts";
import { handleClientFrame, type HandlerResult } from "../../../../durable-objects/devnet/ws/client-handler.ts";
import { LiveSnapshot } from "../../../../durable-objects/devnet/ws/live-snapshot.ts";
import { EMPTY_SOCKET_STATE, type SocketState } from "../../../../shared/protocol/socket-state.ts";
import { DevnetViews } from "../../../../durable-objects/devnet/views/devnet-views.ts";
import { NOW, seedWsNetwork } from "./ws-harness.ts";

const network = seedWsNetwork();
const views = new DevnetViews(network, "mainnet");
const live = new LiveSnapshot(views, 7);
const T = NOW * 1000;

const send = (message: unknown, state: SocketState = EMPTY_SOCKET_STATE, now = T): HandlerResult =>
  handleClientFrame(state, typeof message === "string" ? message : JSON.stringify(message), now, live);
const replies = (result: HandlerResult) => result.replies.map((text) => JSON.parse(text) as Record<string, unknown>);
const mempoolTxids = () => [...network.mempool.entries()].map((entry) => entry.txid);

describe("handleClientFrame", () => {
  it("answers init with the whole bundle in its own frame, blocks oldest first", () => {
    const [bundle, ...rest] = replies(send({ action: "init" }));
    expect(rest).toEqual([]);
    expect(Object.keys(bundle!)).toEqual(
      expect.arrayContaining(["backend", "mempoolInfo", "vBytesPerSecond", "blocks", "mempool-blocks", "transactions", "backendInfo", "loadingIndicators", "da", "fees"]),
    );
    const heights = (bundle!.blocks as { height: number }[]).map((block) => block.height);
    expect(heights).toHaveLength(8);
    expect(heights.at(-1)).toBe(network.chain.tipHeight);
    expect([...heights].sort((a, b) => a - b)).toEqual(heights);
  });

  it("treats want as absolute and answers only the flags that just became true", () => {
    const first = send({ action: "want", data: ["blocks", "stats"] });
    expect(first.state.want).toEqual(["blocks", "stats"]);
    expect(Object.keys(replies(first)[0]!).sort()).toEqual(["blocks", "da", "fees", "mempoolInfo", "vBytesPerSecond"]);
    const second = send({ action: "want", data: ["stats", "mempool-blocks"] }, first.state);
    expect(second.state.want).toEqual(["mempool-blocks", "stats"]);
    expect(Object.keys(replies(second)[0]!)).toEqual(["mempool-blocks"]);
    const none = send({ action: "want", data: [] }, second.state);
    expect(none.state.want).toEqual([]);
    expect(none.replies).toEqual([]);
  });

  it("answers ping with pong, alone or joined to the other answers", () => {
    expect(send({ action: "ping" }).replies).toEqual(['{"pong":true}']);
    expect(replies(send({ action: "ping", "refresh-blocks": true }))[0]).toMatchObject({ pong: true, blocks: expect.any(Array) });
  });

  it("tracks a mempool transaction and answers its projected position", () => {
    const txid = mempoolTxids()[0]!;
    const result = send({ "track-tx": txid });
    expect(result.state.trackTx).toEqual({ txid, awaitingMempool: false });
    const { txPosition } = replies(result)[0] as { txPosition: { txid: string; position: { block: number; vsize: number } } };
    expect(txPosition).toEqual({ txid, position: views.mempool().position(txid) });
    expect(send({ "track-tx": "stop" }, result.state).state.trackTx).toBeNull();
  });

  it("with watch-mempool, sends a mempool transaction at once and waits for an unknown one", () => {
    const txid = mempoolTxids()[1]!;
    const [reply] = replies(send({ "track-tx": txid, "watch-mempool": true }));
    expect(reply).toMatchObject({ tx: { txid, firstSeen: expect.any(Number), position: expect.any(Object) }, txPosition: { txid } });
    const unknown = "ab".repeat(32);
    const waiting = send({ "track-tx": unknown, "watch-mempool": true });
    expect(waiting.state.trackTx).toEqual({ txid: unknown, awaitingMempool: true });
    expect(waiting.replies).toEqual([]);
  });

  it("with watch-mempool, says who replaced a transaction that is already gone", () => {
    const tree = network.rbf.latest()[0];
    expect(tree, "the seeded network should have made a replacement").toBeDefined();
    const replaced = tree!.replaces[0]!.tx.txid;
    const result = send({ "track-tx": replaced, "watch-mempool": true });
    expect(replies(result)[0]).toEqual({ txReplaced: { txid: tree!.tx.txid } });
    expect(result.state.trackTx).toBeNull();
  });

  it("tracks up to 100 txids and reports the ones it knows", () => {
    const txids = mempoolTxids().slice(0, 3);
    const result = send({ "track-txs": [...txids, "f".repeat(64)] });
    expect(result.state.trackTxs).toHaveLength(4);
    const tracked = replies(result)[0]!["tracked-txs"] as Record<string, unknown>;
    expect(Object.keys(tracked).sort()).toEqual([...txids].sort());
    expect(tracked[txids[0]!]).toEqual({ position: views.mempool().position(txids[0]!) });
  });

  it("answers track-mempool-block with a full snapshot at the current sequence", () => {
    const result = send({ "track-mempool-block": 0 });
    expect(result.state.mempoolBlock).toEqual({ index: 0, sequence: 7 });
    const message = replies(result)[0]!["projected-block-transactions"] as { index: number; sequence: number; blockTransactions: unknown[][] };
    expect(message.index).toBe(0);
    expect(message.sequence).toBe(7);
    expect(message.blockTransactions.length).toBe(Math.min(views.mempool().blocks[0]!.nTx, message.blockTransactions.length));
    expect(message.blockTransactions.length).toBeGreaterThan(0);
    const [txid, fee, vsize, value, rate, flags, time] = message.blockTransactions[0]!;
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    expect([fee, vsize, value, rate, flags, time].every((n) => typeof n === "number")).toBe(true);
    expect(send({ "track-mempool-block": -1 }, result.state).state.mempoolBlock).toBeNull();
  });

  it("answers track-rbf and track-rbf-summary with the RBF history", () => {
    const all = send({ "track-rbf": "all", "track-rbf-summary": true });
    expect(all.state).toMatchObject({ rbf: "all", rbfSummary: true });
    const reply = replies(all)[0]!;
    expect((reply.rbfLatest as unknown[]).length).toBe(network.rbf.latest().length);
    expect(reply.rbfLatestSummary).toEqual(network.rbf.summary());
    expect(send({ "track-rbf": "stop" }, all.state).state.rbf).toBeNull();
  });

  it("keeps an address of this network as its output script, and clears one of another network", () => {
    const address = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
    const tracked = send({ "track-address": address });
    expect(tracked.state.trackAddress).toEqual({ key: address, script: "0014e8df018c7e326cc253faac7e46cdc51e68542c42" });
    expect(send({ "track-address": "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx" }, tracked.state).state.trackAddress).toBeNull();
    const pubkey = `02${"11".repeat(32)}`;
    expect(send({ "track-address": pubkey }).state.trackAddress).toEqual({ key: pubkey, script: `21${pubkey}ac` });
  });

  it("refuses too many addresses with an error but keeps the socket open", () => {
    const addresses = Array.from({ length: 11 }, () => "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq");
    const result = send({ "track-addresses": addresses }, { ...EMPTY_SOCKET_STATE, trackAddresses: [{ key: "x", script: "00" }] });
    expect(result.close).toBeUndefined();
    expect(result.state.trackAddresses).toEqual([]);
    expect(replies(result)[0]).toEqual({ "track-addresses-error": expect.stringMatching(/too many addresses/) });
  });

  it("closes on a frame that is too big (1009), not JSON or binary (1008)", () => {
    const big = JSON.stringify({ "track-tx": "x".repeat(MAX_INBOUND_FRAME_BYTES) });
    expect(send(big).close).toMatchObject({ code: 1009 });
    expect(send("not json").close).toEqual({ code: 1008, reason: "Malformed frame: not JSON." });
    expect(handleClientFrame(EMPTY_SOCKET_STATE, new ArrayBuffer(10), T, live).close?.code).toBe(1008);
    expect(handleClientFrame(EMPTY_SOCKET_STATE, new ArrayBuffer(MAX_INBOUND_FRAME_BYTES + 1), T, live).close?.code).toBe(1009);
  });

  it("closes the socket on the 101st message within 10 s, and not after the window moved on", () => {
    let state = EMPTY_SOCKET_STATE;
    for (let i = 0; i < MESSAGE_RATE_LIMIT; i++) {
      const result = send({ "track-rbf-summary": false }, state, T + i);
      expect(result.close).toBeUndefined();
      state = result.state;
    }
    expect(send({ "track-rbf-summary": false }, state, T + 200).close).toMatchObject({ code: 1008, reason: expect.stringMatching(/Too many messages/) });
    expect(send({ "track-rbf-summary": false }, state, T + 10_100).close).toBeUndefined();
  });

  it("answers track-txs with too many txids with track-txs-error, then closes", () => {
    const txids = Array.from({ length: MAX_TRACKED_TXS + 1 }, (_, i) => i.toString(16).padStart(64, "0"));
    const result = send({ "track-txs": txids });
    expect(replies(result)).toEqual([{ "track-txs-error": expect.stringMatching(/too many txids/) }]);
    expect(result.close).toMatchObject({ code: 1008 });
  });
});

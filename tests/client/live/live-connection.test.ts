import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveConnection, type LiveEvent } from "../../../client/live/live-connection.ts";
import { CONNECTION_CONNECTED, CONNECTION_OFFLINE, CONNECTION_RECONNECTING, type LiveState } from "../../../client/live/live-state.ts";
import { MEMPOOL_BLOCK_STOP_DELAY_MS, PING_AFTER_MS, PONG_TIMEOUT_MS } from "../../../shared/live/connection-timing.ts";
import { admitMessage, MESSAGE_RATE_WINDOW_MS } from "../../../shared/protocol/socket-limits.ts";
import { block, blocksDown, liveState, tuple, txid } from "./live-builders.ts";
import { FakeSockets } from "./fake-live-socket.ts";

const URL_ = "wss://example.org/testnet/api/v1/ws";
const ADDRESS = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";

interface Harness {
  store: LiveState;
  sockets: FakeSockets;
  live: LiveConnection;
  reload: ReturnType<typeof vi.fn>;
  logs: string[];
  /** Draws handed to the service, in order; 0.5 once they run out. */
  draws: number[];
}

function harness({ sendInit = false, store = liveState() }: { sendInit?: boolean; store?: LiveState } = {}): Harness {
  const sockets = new FakeSockets();
  const reload = vi.fn();
  const logs: string[] = [];
  const draws: number[] = [];
  const live = new LiveConnection({
    store,
    url: URL_,
    createSocket: sockets.create,
    sendInit,
    random: () => draws.shift() ?? 0.5,
    reload,
    log: (message) => logs.push(message),
  });
  return { store, sockets, live, reload, logs, draws };
}

/** Started, open and answered once: connected. */
function connected(options?: Parameters<typeof harness>[0]): Harness {
  const h = harness(options);
  h.live.start();
  h.sockets.last.open();
  h.sockets.last.receive({ pong: true });
  h.sockets.last.take();
  return h;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("LiveConnection: opening (spec §4.3, research §1.5)", () => {
  it("opens the network's socket and counts as connected only after the first message", () => {
    const { store, sockets, live } = harness();
    live.start();
    expect(sockets.last.url).toBe(URL_);
    expect(store.connection).toBe(CONNECTION_RECONNECTING);
    sockets.last.open();
    expect(store.connection).toBe(CONNECTION_RECONNECTING);
    sockets.last.receive({ pong: true });
    expect(store.connection).toBe(CONNECTION_CONNECTED);
  });

  it("asks for the init bundle only when no snapshot was embedded", () => {
    const without = harness({ sendInit: true });
    without.live.start();
    without.sockets.last.open();
    expect(without.sockets.last.take()).toEqual([{ action: "init" }]);

    const embedded = harness({ sendInit: false });
    embedded.live.start();
    embedded.sockets.last.open();
    expect(embedded.sockets.last.take()).toEqual([]);
  });

  it("sends what the page asked for before the socket opened, once it opens", () => {
    const { sockets, live } = harness({ sendInit: true });
    live.want(["blocks", "stats"]);
    live.trackMempoolBlock(0);
    live.start();
    expect(sockets.last.sent).toEqual([]);
    sockets.last.open();
    expect(sockets.last.take()).toEqual([{ action: "init" }, { action: "want", data: ["blocks", "stats"] }, { "track-mempool-block": 0 }]);
  });

  it("applies the init reply to the store", () => {
    const { store, sockets } = connected({ sendInit: true });
    sockets.last.receive({ blocks: [block(10), block(11)], vBytesPerSecond: 1_234 });
    expect(store.tip).toBe(11);
    expect(store.vBytesPerSecond).toBe(1_234);
  });
});

describe("LiveConnection: want", () => {
  it("sends a list only when it changed", () => {
    const { sockets, live } = connected();
    live.want(["blocks", "stats", "mempool-blocks"]);
    live.want(["blocks", "stats", "mempool-blocks"]);
    live.want(["blocks", "blocks", "stats", "mempool-blocks"]);
    live.want(["blocks"]);
    expect(sockets.last.take()).toEqual([
      { action: "want", data: ["blocks", "stats", "mempool-blocks"] },
      { action: "want", data: ["blocks"] },
    ]);
  });

  it("refuses a stream the protocol does not have", () => {
    const { sockets, live } = connected();
    expect(() => live.want(["blocks", "everything" as "blocks"])).toThrow(/want\(\) takes blocks, mempool-blocks.*got everything/);
    expect(sockets.last.take()).toEqual([]);
  });
});

describe("LiveConnection: the server's message limit", () => {
  /** Replays the page's sends through the server's own rule; the first refused index, or -1. */
  function firstRefused(sentAt: readonly number[]): number {
    let recent: number[] = [];
    return sentAt.findIndex((at) => {
      const admitted = admitMessage(recent, at);
      recent = admitted.recent;
      return !admitted.allowed;
    });
  }

  /** What a server holding every message so far would follow: the last message of each subscription. */
  function serverView(messages: readonly Record<string, unknown>[]): Record<string, unknown> {
    const view: Record<string, unknown> = {};
    for (const message of messages) {
      if (message.action === "want") view.want = message.data;
      else if (message.action === undefined) Object.assign(view, message);
    }
    return view;
  }

  it("keeps a page that switches faster than the limit allows within it, and ends in the page's latest state", () => {
    const { sockets, live } = connected();
    // Home and a chart page, back and forth every 20 ms for 8 s: 4 messages a trip, 1,600 in all.
    for (let trip = 0; trip < 400; trip++) {
      const home = trip % 2 === 0;
      live.want(home ? ["blocks", "stats", "mempool-blocks", "live-2h-chart"] : ["blocks", "live-2h-chart"]);
      live.trackRbfSummary(home);
      live.trackRbf(home ? "all" : null);
      live.trackAddress(home ? ADDRESS : null);
      vi.advanceTimersByTime(20);
    }
    live.want(["blocks"]);
    live.trackRbf("fullRbf");
    // The server keeps talking, so liveness never gives up on the socket while the queue drains.
    for (let second = 0; second < (3 * MESSAGE_RATE_WINDOW_MS) / 1_000; second++) {
      vi.advanceTimersByTime(1_000);
      sockets.last.receive({ pong: true });
    }

    expect(sockets.all).toHaveLength(1);
    expect(sockets.last.closed).toBeUndefined();
    expect(firstRefused(sockets.last.sentAt)).toBe(-1);
    const sent = sockets.last.take();
    expect(sent.length).toBeLessThan(400);
    expect(serverView(sent)).toEqual({ want: ["blocks"], "track-rbf-summary": false, "track-rbf": "fullRbf", "track-address": "stop" });
  });

  it("sends a ping at once while subscriptions wait, and sends nothing of a dropped socket's queue on the next", () => {
    const { sockets, live } = connected();
    for (let n = 0; n < 200; n++) live.want(n % 2 === 0 ? ["blocks"] : ["blocks", "stats"]);
    const before = sockets.last.take().length;
    expect(before).toBeLessThan(100);
    vi.advanceTimersByTime(PING_AFTER_MS);
    expect(sockets.last.take()).toContainEqual({ action: "ping" });

    sockets.last.fail();
    vi.advanceTimersByTime(4_000);
    sockets.last.open();
    sockets.last.receive({ pong: true });
    // The new socket restores the latest want once, and no older message follows it.
    vi.advanceTimersByTime(2 * MESSAGE_RATE_WINDOW_MS);
    expect(sockets.last.take()).toEqual([{ action: "init" }, { action: "want", data: ["blocks", "stats"] }]);
  });
});

describe("LiveConnection: reconnecting (spec §4.3)", () => {
  it("goes offline on an error and opens a new socket after the drawn delay", () => {
    const { store, sockets, live, draws } = connected();
    draws.push(0.25); // 2000 + 0.25 × 2000
    sockets.last.fail();
    expect(store.connection).toBe(CONNECTION_OFFLINE);
    vi.advanceTimersByTime(2_499);
    expect(sockets.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets.all).toHaveLength(2);
    expect(store.connection).toBe(CONNECTION_RECONNECTING);
    live.close();
  });

  it.each([
    [0, 2_000],
    [1, 4_000],
  ])("draws %f as a delay of %i ms", (draw, delay) => {
    const { sockets, draws } = connected();
    draws.push(draw);
    sockets.last.serverClose();
    vi.advanceTimersByTime(delay - 1);
    expect(sockets.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets.all).toHaveLength(2);
  });

  it("retries once for an error followed by the close of the same socket", () => {
    const { sockets } = connected();
    sockets.last.fail();
    sockets.last.serverClose();
    vi.advanceTimersByTime(4_000);
    expect(sockets.all).toHaveLength(2);
  });

  it("keeps retrying while the server stays away", () => {
    const { store, sockets } = connected();
    sockets.last.fail();
    vi.advanceTimersByTime(4_000);
    sockets.last.fail();
    vi.advanceTimersByTime(4_000);
    expect(sockets.all).toHaveLength(3);
    expect(store.connection).toBe(CONNECTION_RECONNECTING);
  });

  it("asks for init on the new socket, and restores every subscription in order on its first message", () => {
    const { store, sockets, live } = connected();
    live.want(["blocks", "mempool-blocks"]);
    live.trackTransaction(txid(1));
    live.trackMempoolBlock(3);
    live.trackRbf("fullRbf");
    live.trackRbfSummary(true);
    live.trackAccelerations(true);
    live.trackAddress(ADDRESS);
    sockets.last.take();
    sockets.last.fail();
    vi.advanceTimersByTime(4_000);
    const next = sockets.last;
    next.open();
    expect(next.take()).toEqual([{ action: "init" }]);
    next.receive({ fees: { fastestFee: 9, halfHourFee: 8, hourFee: 7, economyFee: 4, minimumFee: 2 } });
    expect(next.take()).toEqual([
      { action: "want", data: ["blocks", "mempool-blocks"] },
      { "track-tx": txid(1) },
      { "track-mempool-block": 3 },
      { "track-rbf": "fullRbf" },
      { "track-rbf-summary": true },
      { "track-accelerations": true },
      { "track-address": ADDRESS },
    ]);
    expect(store.connection).toBe(CONNECTION_CONNECTED);
    expect(store.fees?.fastestFee).toBe(9);
  });

  it("does not restart a transaction that confirmed in the first frame after reconnecting", () => {
    const { store, sockets, live } = connected({ store: liveState({ tip: 100, blocks: blocksDown(100, 8) }) });
    live.trackTransaction(txid(1), { watchMempool: true });
    expect(sockets.last.take()).toEqual([{ "track-tx": txid(1), "watch-mempool": true }]);
    sockets.last.fail();
    vi.advanceTimersByTime(4_000);
    sockets.last.open();
    sockets.last.take();
    sockets.last.receive({ block: block(101), txConfirmed: txid(1) });
    expect(sockets.last.take()).toEqual([]);
    expect(store.tracking.txConfirmed).toBe(txid(1));
  });

  it("holds the page's changes while reconnecting and sends the latest state once", () => {
    const { sockets, live } = connected();
    live.want(["blocks"]);
    sockets.last.fail();
    live.want(["stats"]);
    vi.advanceTimersByTime(4_000);
    sockets.last.open();
    live.trackMempoolBlock(1);
    sockets.last.receive({ pong: true });
    expect(sockets.last.take()).toEqual([{ action: "init" }, { action: "want", data: ["stats"] }, { "track-mempool-block": 1 }]);
  });

  it("ignores events of a socket it gave up on", () => {
    const { store, sockets } = connected();
    const old = sockets.last;
    old.fail();
    vi.advanceTimersByTime(4_000);
    old.receive({ vBytesPerSecond: 999 });
    old.serverClose();
    expect(store.vBytesPerSecond).toBeNull();
    vi.advanceTimersByTime(4_000);
    expect(sockets.all).toHaveLength(2);
  });

  it("goes offline and retries when sending fails", () => {
    const { store, sockets, live } = connected();
    sockets.last.failSends = true;
    live.want(["blocks"]);
    expect(store.connection).toBe(CONNECTION_OFFLINE);
    vi.advanceTimersByTime(4_000);
    expect(sockets.all).toHaveLength(2);
  });

  it("retries when the socket cannot even be created", () => {
    const { store, sockets, live } = harness();
    sockets.failCreates = true;
    live.start();
    expect(store.connection).toBe(CONNECTION_OFFLINE);
    sockets.failCreates = false;
    vi.advanceTimersByTime(4_000);
    expect(sockets.all).toHaveLength(1);
  });
});

describe("LiveConnection: liveness (spec §4.3)", () => {
  it("pings 30 s after the last message and stays up when answered", () => {
    const { store, sockets } = connected();
    vi.advanceTimersByTime(PING_AFTER_MS - 1);
    expect(sockets.last.take()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sockets.last.take()).toEqual([{ action: "ping" }]);
    vi.advanceTimersByTime(PONG_TIMEOUT_MS - 1);
    sockets.last.receive({ pong: true });
    vi.advanceTimersByTime(PONG_TIMEOUT_MS);
    expect(sockets.last.closed).toBeUndefined();
    expect(store.connection).toBe(CONNECTION_CONNECTED);
  });

  it("counts every message as an answer, and restarts the 30 s from it", () => {
    const { sockets } = connected();
    vi.advanceTimersByTime(PING_AFTER_MS - 1_000);
    sockets.last.receive({ vBytesPerSecond: 5 });
    vi.advanceTimersByTime(PING_AFTER_MS - 1);
    expect(sockets.last.take()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sockets.last.take()).toEqual([{ action: "ping" }]);
  });

  it("closes the socket and goes offline when nothing answers the ping within 5 s", () => {
    const { store, sockets } = connected();
    vi.advanceTimersByTime(PING_AFTER_MS + PONG_TIMEOUT_MS - 1);
    expect(sockets.last.closed).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(sockets.last.closed).toBeDefined();
    expect(store.connection).toBe(CONNECTION_OFFLINE);
    vi.advanceTimersByTime(4_000);
    expect(sockets.all).toHaveLength(2);
  });

  it("checks a socket that opened but never spoke", () => {
    const { sockets, live } = harness();
    live.start();
    sockets.last.open();
    vi.advanceTimersByTime(PING_AFTER_MS);
    expect(sockets.last.take()).toEqual([{ action: "ping" }]);
  });
});

describe("LiveConnection: effects of frames", () => {
  it("asks for the blocks when one arrives beyond the tip", () => {
    const { sockets } = connected({ store: liveState({ tip: 100, blocks: blocksDown(100, 8) }) });
    sockets.last.receive({ block: block(103) });
    expect(sockets.last.take()).toEqual([{ "refresh-blocks": true }]);
  });

  it("tells subscribers about a confirmed block, and one failing subscriber does not stop the rest", () => {
    const { sockets, live, logs } = connected({ store: liveState({ tip: 100 }) });
    const heard: LiveEvent[] = [];
    live.subscribe(() => {
      throw new Error("page bug");
    });
    const stop = live.subscribe((event) => heard.push(event));
    sockets.last.receive({ block: block(101) });
    expect(heard.map((e) => e.kind)).toEqual(["block-confirmed", "frame"]);
    expect(logs).toContain("a live listener failed");
    stop();
    sockets.last.receive({ block: block(102) });
    expect(heard).toHaveLength(2);
  });

  it("asks for the whole projected block again when a delta skips a sequence", () => {
    const { store, sockets, live } = connected();
    live.trackMempoolBlock(0);
    sockets.last.take();
    sockets.last.receive({ "projected-block-transactions": { index: 0, sequence: 5, blockTransactions: [tuple(1)] } });
    sockets.last.receive({ "projected-block-transactions": { index: 0, sequence: 7, delta: { added: [], removed: [], changed: [] } } });
    expect(sockets.last.take()).toEqual([{ "track-mempool-block": 0 }]);
    expect(store.tracking.mempoolBlockTransactions).toEqual([]);
    sockets.last.receive({ "projected-block-transactions": { index: 0, sequence: 8, blockTransactions: [tuple(2)] } });
    expect(store.tracking.mempoolBlockTransactions.map((tx) => tx.txid)).toEqual([txid(2)]);
  });

  it("reloads the page once, after the drawn 60–120 s, when the backend's commit changes", () => {
    const { sockets, reload, draws } = connected({ store: liveState({ backendInfo: { gitCommit: "aaa" } }) });
    draws.push(0.5); // 60 s + 0.5 × 60 s
    sockets.last.receive({ backendInfo: { gitCommit: "bbb" } });
    sockets.last.receive({ backendInfo: { gitCommit: "ccc" } });
    vi.advanceTimersByTime(89_999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("skips frames that are not JSON objects, logging them, and goes on", () => {
    const { store, sockets, logs } = connected();
    sockets.last.receive("{not json");
    sockets.last.receive("[1,2]");
    sockets.last.receive("null");
    sockets.last.receive(new ArrayBuffer(8));
    sockets.last.receive('{"__proto__":{"polluted":true},"blocks":{"length":1e9},"fees":[],"constructor":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(logs).toEqual([
      "ignored a frame that is not JSON",
      "ignored a frame that is not a JSON object",
      "ignored a frame that is not a JSON object",
      "ignored a frame that is not text",
      "ignored blocks: malformed value",
      "ignored fees: malformed value",
    ]);
    expect(store.blocks).toEqual([]);
    sockets.last.receive({ vBytesPerSecond: 7 });
    expect(store.vBytesPerSecond).toBe(7);
    expect(store.connection).toBe(CONNECTION_CONNECTED);
  });
});

describe("LiveConnection: tracking", () => {
  it("tracks a transaction once, stops it, and refuses what is not a txid", () => {
    const { store, sockets, live } = connected();
    live.trackTransaction(txid(1).toUpperCase());
    live.trackTransaction(txid(1));
    live.trackTransaction(null);
    live.trackTransaction(null);
    expect(sockets.last.take()).toEqual([{ "track-tx": txid(1) }, { "track-tx": "stop" }]);
    expect(() => live.trackTransaction("stop")).toThrow(/64 hexadecimal characters or null; got a text of 4 characters/);
    expect(store.tracking.txid).toBeNull();
  });

  it("waits 2 s before stopping a projected block, and keeps it when asked again within that time", () => {
    const { store, sockets, live } = connected();
    live.trackMempoolBlock(1);
    live.trackMempoolBlock(null);
    vi.advanceTimersByTime(MEMPOOL_BLOCK_STOP_DELAY_MS - 1);
    live.trackMempoolBlock(1);
    vi.advanceTimersByTime(MEMPOOL_BLOCK_STOP_DELAY_MS * 2);
    expect(sockets.last.take()).toEqual([{ "track-mempool-block": 1 }]);
    live.trackMempoolBlock(null);
    vi.advanceTimersByTime(MEMPOOL_BLOCK_STOP_DELAY_MS);
    expect(sockets.last.take()).toEqual([{ "track-mempool-block": -1 }]);
    expect(store.tracking.mempoolBlockIndex).toBeNull();
  });

  it("switches projected blocks at once, cancelling a pending stop", () => {
    const { store, sockets, live } = connected();
    live.trackMempoolBlock(1);
    live.trackMempoolBlock(null);
    live.trackMempoolBlock(2);
    vi.advanceTimersByTime(MEMPOOL_BLOCK_STOP_DELAY_MS * 2);
    expect(sockets.last.take()).toEqual([{ "track-mempool-block": 1 }, { "track-mempool-block": 2 }]);
    expect(store.tracking.mempoolBlockIndex).toBe(2);
    expect(() => live.trackMempoolBlock(8)).toThrow(/from 0 to 7/);
    expect(() => live.trackMempoolBlock(1.5)).toThrow(RangeError);
  });

  it("tracks an address in its canonical form and refuses what is not one", () => {
    const { store, sockets, live } = connected();
    live.trackAddress(ADDRESS.toUpperCase());
    live.trackAddress(ADDRESS);
    live.trackAddress(null);
    expect(sockets.last.take()).toEqual([{ "track-address": ADDRESS }, { "track-address": "stop" }]);
    expect(() => live.trackAddress("not an address")).toThrow(RangeError);
    expect(store.tracking.address).toBeNull();
  });

  it("switches the rbf streams only on change", () => {
    const { sockets, live } = connected();
    live.trackRbf("all");
    live.trackRbf("all");
    live.trackRbf(null);
    live.trackRbfSummary(true);
    live.trackRbfSummary(true);
    live.trackRbfSummary(false);
    expect(sockets.last.take()).toEqual([{ "track-rbf": "all" }, { "track-rbf": "stop" }, { "track-rbf-summary": true }, { "track-rbf-summary": false }]);
    expect(() => live.trackRbf("some" as "all")).toThrow(RangeError);
  });

  it("asks for the accelerations only on change (research §3.3)", () => {
    const { sockets, live } = connected();
    live.trackAccelerations(true);
    live.trackAccelerations(true);
    live.trackAccelerations(false);
    expect(sockets.last.take()).toEqual([{ "track-accelerations": true }, { "track-accelerations": false }]);
  });
});

describe("LiveConnection: close", () => {
  it("closes the socket for good: no ping, no retry, no reload, no pending stop", () => {
    const { store, sockets, live, reload } = connected({ store: liveState({ backendInfo: { gitCommit: "a" } }) });
    live.trackMempoolBlock(4);
    live.trackMempoolBlock(null);
    sockets.last.receive({ backendInfo: { gitCommit: "b" } });
    sockets.last.take();
    live.close();
    expect(sockets.last.closed?.code).toBe(1000);
    expect(store.connection).toBe(CONNECTION_OFFLINE);
    expect(store.tracking.mempoolBlockIndex).toBeNull();
    sockets.last.fail();
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets.all).toHaveLength(1);
    expect(sockets.last.take()).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    live.start();
    expect(sockets.all).toHaveLength(1);
  });
});

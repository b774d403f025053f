import { describe, expect, it, vi } from "vitest";
import type { TransactionCompressed } from "../../../../shared/types/compressed-tx.ts";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { conversionsAt, PRICE_QUOTE_SECONDS, quoteTime } from "../../../../durable-objects/devnet/views/conversions.ts";
import { NetworkViews } from "../../../../durable-objects/devnet/views/devnet-views.ts";
import { SocketHub } from "../../../../durable-objects/devnet/ws/socket-hub.ts";
import { EMPTY_SOCKET_STATE, readSocketState, socketAttachment } from "../../../../shared/protocol/socket-state.ts";
import { FakeSocket, NOW, seedWsNetwork, type Frame } from "./ws-harness.ts";

const network = seedWsNetwork();
const T = NOW * 1000;

interface Projected {
  index: number;
  sequence: number;
  blockTransactions?: TransactionCompressed[];
  delta?: { added: TransactionCompressed[]; removed: string[]; changed: [string, number, number, number][] };
}

/** What the original's client does with `projected-block-transactions` (research §1.6). */
class ProjectedClient {
  sequence: number | undefined;
  readonly rates = new Map<string, number>();
  fulls = 0;
  deltas = 0;

  apply(message: Projected): void {
    if (message.blockTransactions) {
      this.fulls++;
      this.rates.clear();
      for (const tuple of message.blockTransactions) this.rates.set(tuple[0], tuple[4]);
    } else {
      expect(message.sequence, "a delta must follow the last message's sequence").toBe(this.sequence! + 1);
      this.deltas++;
      for (const txid of message.delta!.removed) this.rates.delete(txid);
      for (const tuple of message.delta!.added) this.rates.set(tuple[0], tuple[4]);
      for (const [txid, rate] of message.delta!.changed) this.rates.set(txid, rate);
    }
    this.sequence = message.sequence;
  }
}

const hubWith = (...sockets: FakeSocket[]) => new SocketHub(new NetworkViews("mainnet"), () => sockets);
const projectedOf = (frames: Frame[]) => frames.map((f) => f["projected-block-transactions"] as Projected | undefined).filter((p) => p !== undefined);

describe("SocketHub", () => {
  it("pushes what each socket wants on every update, and nothing to a socket that wants nothing", () => {
    const stats = new FakeSocket();
    const idle = new FakeSocket();
    const hub = hubWith(stats, idle);
    hub.receive(stats, '{"action":"want","data":["stats","mempool-blocks"]}', network, T);
    stats.take();
    hub.advance(network, network.now + 5, 120);
    const frames = stats.take();
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(Object.keys(frame)).toEqual(expect.arrayContaining(["mempoolInfo", "vBytesPerSecond", "fees", "da", "mempool-blocks"]));
    expect(frames.some((frame) => Array.isArray(frame.transactions))).toBe(true);
    expect(idle.sent).toEqual([]);
  });

  it("serialises each shared value once: every socket gets the very same string", () => {
    const a = new FakeSocket();
    const b = new FakeSocket();
    const hub = hubWith(a, b);
    for (const socket of [a, b]) hub.receive(socket, '{"action":"want","data":["mempool-blocks"]}', network, T);
    a.take();
    b.take();
    hub.advance(network, network.now + 3, 120);
    expect(a.sent.length).toBeGreaterThan(0);
    expect(a.sent).toEqual(b.sent);
  });

  it("follows a full snapshot with deltas of sequence +1 that rebuild each projected block, across a block", () => {
    const sockets = [0, 1, 7].map(() => new FakeSocket());
    const hub = hubWith(...sockets);
    const clients = [0, 1, 7].map((index, i) => {
      hub.receive(sockets[i]!, JSON.stringify({ "track-mempool-block": index }), network, T);
      return new ProjectedClient();
    });
    const blockAt = network.nextBlockAt;
    const tip = network.chain.tipHeight;
    for (let t = Math.ceil(network.now) + 1; t < blockAt + 4; t += 2) {
      hub.advance(network, t, 120);
      sockets.forEach((socket, i) => {
        for (const message of projectedOf(socket.take())) clients[i]!.apply(message);
        const live = hub.current(network);
        const expected = new Map(live.listing([0, 1, 7][i]!).tuples.map((tuple) => [tuple[0], tuple[4]]));
        expect(clients[i]!.rates).toEqual(expected);
        expect(clients[i]!.sequence).toBe(live.sequence);
      });
    }
    expect(network.chain.tipHeight).toBeGreaterThan(tip);
    expect(clients[0]!.deltas).toBeGreaterThan(0);
  });

  it("closes only the socket whose send throws (1011); the others keep receiving", () => {
    const broken = new FakeSocket();
    const healthy = new FakeSocket();
    const hub = hubWith(broken, healthy);
    for (const socket of [broken, healthy]) hub.receive(socket, '{"action":"want","data":["mempool-blocks"]}', network, T);
    healthy.take();
    broken.failSends = true;
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    hub.advance(network, network.now + 3, 120);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
    expect(broken.closed).toMatchObject({ code: 1011 });
    expect(healthy.take().length).toBeGreaterThan(0);
    // A closed socket is skipped from then on, without another error.
    hub.advance(network, network.now + 3, 120);
    expect(healthy.take().length).toBeGreaterThan(0);
  });

  it("after the object was evicted, a fresh hub continues the sequence from the sockets' attachments", () => {
    const socket = new FakeSocket();
    const first = hubWith(socket);
    first.receive(socket, '{"track-mempool-block":0}', network, T);
    first.advance(network, network.now + 3, 120);
    const told = readSocketState(socket.deserializeAttachment()).mempoolBlock!.sequence;
    socket.take();

    const woken = hubWith(socket); // nothing in memory but the attachments
    woken.advance(network, network.now + 3, 120);
    const [message] = projectedOf(socket.take());
    expect(message!.sequence).toBeGreaterThan(told);
    expect(message!.blockTransactions, "without the previous listing, a full snapshot").toBeDefined();
    expect(readSocketState(socket.deserializeAttachment()).mempoolBlock).toEqual({ index: 0, sequence: message!.sequence });
  });

  it("keeps the whole subscription in the attachment, readable after a JSON round trip", () => {
    const socket = new FakeSocket();
    const hub = hubWith(socket);
    const txid = [...network.mempool.entries()][0]!.txid;
    hub.receive(socket, JSON.stringify({ action: "want", data: ["blocks"], "track-tx": txid, "track-rbf": "fullRbf", "track-mempool-txids": true }), network, T);
    expect(readSocketState(socket.deserializeAttachment())).toEqual({
      ...EMPTY_SOCKET_STATE,
      want: ["blocks"],
      trackTx: { txid, awaitingMempool: false },
      rbf: "fullRbf",
      mempoolTxids: true,
      recent: [T],
    });
  });

  it("pushes a new statistics sample to live-2h-chart subscribers, even without arrivals", () => {
    const socket = new FakeSocket();
    socket.serializeAttachment(socketAttachment({ ...EMPTY_SOCKET_STATE, want: ["live-2h-chart"] }));
    const hub = hubWith(socket);
    hub.current(network);
    const samples = network.samples.length;
    hub.advance(network, network.now + 61, 120);
    expect(network.samples.length).toBeGreaterThan(samples);
    const charts = socket.frames().map((frame) => frame["live-2h-chart"]).filter(Boolean);
    expect(charts).toEqual([network.samples.at(-1)]);
  });

  it("broadcasts conversions to every socket when the price quote changes, and only then", () => {
    const idle = new FakeSocket();
    const charts = new FakeSocket();
    const hub = hubWith(idle, charts);
    hub.receive(charts, '{"action":"want","data":["live-2h-chart"]}', network, T);
    const nextQuote = quoteTime(network.now) + PRICE_QUOTE_SECONDS;
    for (let t = Math.ceil(network.now) + 1; t <= nextQuote + 3; t += 2) hub.advance(network, t, 120);
    const expected = conversionsAt(network.settings.seed, nextQuote);
    // Even a socket that subscribed to nothing hears the new quote, once.
    for (const socket of [idle, charts]) {
      const quotes = socket.frames().map((frame) => frame.conversions).filter(Boolean);
      expect(quotes).toEqual([expected]);
    }
    // The init bundle follows the new quote even where the mempool state did not change since.
    const fresh = new FakeSocket();
    hub.receive(fresh, '{"action":"init"}', network, T);
    expect(fresh.frames()[0]!.conversions).toEqual(expected);
  });

  it("reads the views the REST routes read: one projected template per update, whoever asks", async () => {
    const shared = new NetworkViews("mainnet");
    const api = createDevnetApi(() => network, { views: shared });
    const sockets = [new FakeSocket(), new FakeSocket()];
    const hub = new SocketHub(shared, () => sockets);
    hub.receive(sockets[0]!, '{"action":"want","data":["mempool-blocks"]}', network, T);
    hub.receive(sockets[1]!, '{"track-mempool-block":0}', network, T);
    for (let i = 0; i < 3; i++) {
      hub.advance(network, network.now + 2, 120);
      const live = hub.current(network);
      const snapshot = shared.of(network).mempool();
      // mempool-blocks and the projected-block listing were both read from the views' one template.
      expect(live.views).toBe(shared.of(network));
      expect(live.snapshot).toBe(snapshot);
      expect(live.template()).toBe(snapshot.template);
      const [, projected] = sockets.map((socket) => socket.take().at(-1)!);
      expect((projected!["projected-block-transactions"] as Projected).sequence).toBe(live.sequence);
      expect(await (await api.request("/api/v1/fees/mempool-blocks")).json()).toEqual(snapshot.blocks);
      expect(shared.of(network).mempool(), "a REST request reuses the update's snapshot").toBe(snapshot);
    }
  });

  it("answers init with the bundle of GET /api/v1/init-data (one builder)", async () => {
    const shared = new NetworkViews("mainnet");
    const api = createDevnetApi(() => network, { views: shared });
    const socket = new FakeSocket();
    const hub = new SocketHub(shared, () => [socket]);
    hub.receive(socket, '{"action":"init"}', network, T);
    const rest = (await (await api.request("/api/v1/init-data")).json()) as Frame;
    const [bundle] = socket.frames();
    expect(Object.keys(bundle!)).toEqual(Object.keys(rest));
    expect(bundle).toEqual(rest);
    expect(Object.keys(rest)).toEqual(expect.arrayContaining(["backend", "rbfSummary", "conversions", "loadingIndicators"]));
  });
});

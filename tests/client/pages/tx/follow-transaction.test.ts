import { describe, expect, it, vi } from "vitest";
import { LiveConnection } from "../../../../client/live/live-connection.ts";
import { followTransaction } from "../../../../client/pages/tx/use-tx-live.ts";
import { emptyTxLive, type TxLive } from "../../../../client/pages/tx/tx-live.ts";
import { block, liveState } from "../../live/live-builders.ts";
import { FakeSockets } from "../../live/fake-live-socket.ts";
import { hash, REPLACEMENT_TXID, replacementTx } from "./tx-fixtures.ts";

/** A connected LiveConnection over a fake socket, the page's overlay, and what it sent. */
function connected() {
  const store = liveState({ tip: 99, blocks: [block(99)] });
  const sockets = new FakeSockets();
  const live = new LiveConnection({ store, url: "wss://example.org/api/v1/ws", createSocket: sockets.create, sendInit: false, log: () => undefined });
  live.start();
  sockets.last.open();
  sockets.last.receive({ pong: true });
  sockets.last.take();
  let overlay: TxLive = emptyTxLive();
  const update = (change: (live: TxLive) => TxLive) => {
    overlay = change(overlay);
  };
  return { store, socket: sockets.last, live, update, overlay: () => overlay };
}

describe("followTransaction", () => {
  it("tracks an unconfirmed transaction and hears its spent outputs and its confirmation", () => {
    const page = connected();
    const stop = followTransaction(page.live, REPLACEMENT_TXID, "track", { update: page.update, onArrived: vi.fn() });
    expect(page.socket.take()).toEqual([{ "track-tx": REPLACEMENT_TXID }]);

    page.socket.receive({ txPosition: { txid: REPLACEMENT_TXID, position: { block: 2, vsize: 500 } }, utxoSpent: { 0: { vin: 3, txid: hash(7) } } });
    expect(page.store.tracking.txPosition).toEqual({ block: 2, vsize: 500 });
    expect(page.overlay().spent[0]).toEqual({ spent: true, txid: hash(7), vin: 3, status: { confirmed: false } });

    const next = block(100);
    page.socket.receive({ block: next, txConfirmed: REPLACEMENT_TXID });
    expect(page.overlay().confirmedIn).toEqual({ height: 100, hash: next.id, time: next.timestamp });
    expect(page.store.tracking.txConfirmed).toBe(REPLACEMENT_TXID);

    stop();
    // Tracking already ended with the confirmation: nothing more to tell the server.
    expect(page.socket.take()).toEqual([]);
  });

  it("stops tracking when the page goes", () => {
    const page = connected();
    const stop = followTransaction(page.live, REPLACEMENT_TXID, "track", { update: page.update, onArrived: vi.fn() });
    page.socket.take();
    stop();
    expect(page.socket.take()).toEqual([{ "track-tx": "stop" }]);
    page.socket.receive({ utxoSpent: { 0: { vin: 0, txid: hash(7) } } });
    expect(page.overlay().spent).toEqual({});
  });

  it("watches the mempool for an unknown txid and loads the page again when it appears", () => {
    const page = connected();
    const onArrived = vi.fn();
    followTransaction(page.live, REPLACEMENT_TXID, "watch", { update: page.update, onArrived });
    expect(page.socket.take()).toEqual([{ "track-tx": REPLACEMENT_TXID, "watch-mempool": true }]);
    page.socket.receive({ "mempool-blocks": [] });
    expect(onArrived).not.toHaveBeenCalled();
    page.socket.receive({ tx: replacementTx() });
    expect(onArrived).toHaveBeenCalledTimes(1);
    expect(page.overlay().arrived?.txid).toBe(REPLACEMENT_TXID);
  });

  it("notes a replacement in the store while it waits", () => {
    const page = connected();
    followTransaction(page.live, REPLACEMENT_TXID, "watch", { update: page.update, onArrived: vi.fn() });
    page.socket.receive({ txReplaced: { txid: hash(12) } });
    expect(page.store.tracking.txReplacedBy).toBe(hash(12));
  });

  it("does nothing for a confirmed transaction", () => {
    const page = connected();
    followTransaction(page.live, REPLACEMENT_TXID, "none", { update: page.update, onArrived: vi.fn() })();
    expect(page.socket.take()).toEqual([]);
  });
});

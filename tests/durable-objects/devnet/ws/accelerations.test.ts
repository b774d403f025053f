import { describe, expect, it } from "vitest";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { NetworkViews } from "../../../../durable-objects/devnet/views/devnet-views.ts";
import { listingDelta, type ProjectedListing } from "../../../../shared/protocol/listing-delta.ts";
import { SocketHub } from "../../../../durable-objects/devnet/ws/socket-hub.ts";
import type { Acceleration, AccelerationDelta } from "../../../../shared/types/acceleration.ts";
import type { TransactionCompressed } from "../../../../shared/types/compressed-tx.ts";
import { FakeSocket, NOW, WS_TEST_SETTINGS } from "./ws-harness.ts";

// Frequent accelerations on light traffic; the clock stops at a moment one is waiting.
const network = DevnetNetwork.seed({ ...WS_TEST_SETTINGS, seed: "ws-accelerations", txPerSecond: 1, accelerationsPerHour: 240 }, NOW);
network.advanceTo(NOW + 240);
for (let t = NOW + 240; network.accelerations.size === 0 && t < NOW + 900; t += 5) network.advanceTo(t);
const T = NOW * 1000;
const accelerated = network.accelerations.active[0]!;
const fields = { accelerated: true, acceleratedBy: accelerated.pools, acceleratedAt: accelerated.added, feeDelta: accelerated.feeDelta };

const hubWith = (...sockets: FakeSocket[]) => new SocketHub(new NetworkViews("mainnet"), () => sockets);
const ask = (message: object): Record<string, unknown> => {
  const socket = new FakeSocket();
  hubWith(socket).receive(socket, JSON.stringify(message), network, T);
  return socket.frames()[0]!;
};

describe("accelerations on the devnet's websocket", { timeout: 30_000 }, () => {
  it("answers track-accelerations with the whole list of waiting accelerations", () => {
    expect(ask({ "track-accelerations": true }).accelerations).toEqual({ accelerations: network.accelerations.active });
  });

  it("puts the acceleration fields into an accelerated transaction's txPosition and tracked-txs entry", () => {
    const { txPosition } = ask({ "track-tx": accelerated.txid }) as { txPosition: { position: object } };
    expect(txPosition.position).toMatchObject({ block: expect.any(Number), vsize: expect.any(Number), ...fields });
    const tracked = ask({ "track-txs": [accelerated.txid] })["tracked-txs"] as Record<string, object>;
    expect(tracked[accelerated.txid]).toEqual({ position: expect.objectContaining({ block: expect.any(Number) }), ...fields });
  });

  it("marks accelerated transactions, and only those, with the eighth tuple element 1", () => {
    const hub = hubWith();
    const template = hub.current(network).template();
    const block = template.projected.positionOf(template.uidOf.get(accelerated.txid)!)!.block;
    const { blockTransactions } = ask({ "track-mempool-block": block })["projected-block-transactions"] as { blockTransactions: TransactionCompressed[] };
    const marked = blockTransactions.filter((tuple) => tuple.length === 8);
    expect(marked.map((tuple) => tuple[0])).toContain(accelerated.txid);
    for (const tuple of marked) expect(tuple[7]).toBe(1);
    for (const tuple of blockTransactions) expect(tuple.length === 8).toBe(template.accelerated.has(tuple[0]));
  });

  it("broadcasts every change to every socket, subscribed or not: new accelerations, then the mined ones removed", () => {
    const idle = new FakeSocket();
    const hub = hubWith(idle);
    hub.current(network);
    const added: Acceleration[] = [];
    const removed: string[] = [];
    for (let t = Math.ceil(network.now) + 1; t < NOW + 2_400 && !(added.length > 0 && removed.includes(added[0]!.txid)); t += 2) {
      hub.advance(network, t, 120);
      for (const frame of idle.take()) {
        const delta = frame.accelerations as AccelerationDelta | undefined;
        // Only broadcasts reach a socket that subscribed to nothing.
        expect(["accelerations", "conversions"]).toEqual(expect.arrayContaining(Object.keys(frame)));
        added.push(...(delta?.added ?? []));
        removed.push(...(delta?.removed ?? []));
      }
    }
    expect(added.length).toBeGreaterThan(0);
    expect(removed).toContain(added[0]!.txid);
    expect(network.mempool.has(added[0]!.txid)).toBe(false);
  });

  it("reports a listed transaction whose acceleration marker turned on or off as changed, with the marker", () => {
    const plain: TransactionCompressed = [accelerated.txid, 1_000, 141, 5_000, 7.09, 1_024, 1_700_000_000];
    const marked: TransactionCompressed = [...plain, 1];
    const listing = (tuple: TransactionCompressed): ProjectedListing => ({ tuples: [tuple], byTxid: new Map([[tuple[0], tuple]]) });
    expect(listingDelta(listing(plain), listing(marked))).toEqual({ added: [], removed: [], changed: [[accelerated.txid, 7.09, 1_024, 1]] });
    expect(listingDelta(listing(marked), listing(plain)).changed).toEqual([[accelerated.txid, 7.09, 1_024, 0]]);
    expect(listingDelta(listing(marked), listing(marked)).changed).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { ClientRegistry } from "../../../../durable-objects/hub/clients/client-registry.ts";
import { sharedFrameKey } from "../../../../durable-objects/hub/clients/client-update.ts";
import { closeClient, sendToClient } from "../../../../durable-objects/hub/clients/fan-out.ts";
import { PendingBatch } from "../../../../durable-objects/hub/clients/pending-batch.ts";
import { DEFAULT_SEND_LIMITS } from "../../../../durable-objects/hub/clients/send-budget.ts";
import { MAX_TRACKED_ADDRESSES, MAX_TRACKED_TXS, MESSAGE_RATE_LIMIT } from "../../../../shared/protocol/socket-limits.ts";
import { EMPTY_SOCKET_STATE, MAX_TRACKED_SCRIPT_HEX_CHARS, socketAttachment, type SocketState } from "../../../../shared/protocol/socket-state.ts";
import { FakeSocket } from "../../../support/fake-socket.ts";
import { txidOf } from "../hub-fixtures.ts";

const registryOf = (sockets: FakeSocket[]) => new ClientRegistry(() => sockets, () => DEFAULT_SEND_LIMITS, () => 0);

describe("ClientRegistry", () => {
  it("rebuilds every connection from its attachment after a wake-up, owing projected trackers a full snapshot", () => {
    const tracking = new FakeSocket();
    tracking.serializeAttachment(socketAttachment({ ...EMPTY_SOCKET_STATE, want: ["blocks"], mempoolBlock: { index: 3, sequence: 77 } }));
    const fresh = new FakeSocket();
    const odd = new FakeSocket();
    odd.serializeAttachment({ v: 999, want: ["blocks"] });
    const registry = registryOf([tracking, fresh, odd]);
    expect(registry.active).toBe(3);
    const entry = registry.entry(tracking);
    expect(entry.state).toMatchObject({ want: ["blocks"], mempoolBlock: { index: 3, sequence: 77 } });
    expect(entry.projectedSequence).toBeUndefined();
    expect(registry.entry(fresh).state).toEqual(EMPTY_SOCKET_STATE);
    expect(registry.entry(odd).state).toEqual(EMPTY_SOCKET_STATE);
  });

  it("writes new subscriptions to the attachment too, and only when they changed", () => {
    const socket = new FakeSocket();
    const registry = registryOf([socket]);
    const entry = registry.entry(socket);
    registry.update(entry, entry.state);
    expect(socket.deserializeAttachment()).toBeNull();
    registry.update(entry, { ...entry.state, rbfSummary: true });
    expect(socket.deserializeAttachment()).toMatchObject({ rbfSummary: true });
  });

  it("counts open connections only, dropping closed ones and not counting those being shed", () => {
    const [a, b, c] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const registry = registryOf([a, b, c]);
    registry.entry(b).closing = true;
    c.close(1000, "bye");
    expect(registry.active).toBe(1);
    expect([...registry.open()].map((entry) => entry.socket)).toEqual([a]);
    registry.forget(a);
    expect(registry.active).toBe(0);
  });

  it("counts the connections not being closed as they come, leave and are shed, without walking them", () => {
    const [a, b, c, d] = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const sockets = [a, b, c];
    const registry = registryOf(sockets);
    expect(registry.unclosed).toBe(3);
    sockets.push(d);
    registry.entry(d);
    expect(registry.unclosed).toBe(4);
    closeClient(registry.entry(b), 1013, "shed");
    closeClient(registry.entry(b), 1013, "shed again");
    expect(registry.unclosed).toBe(3);
    registry.forget(b);
    registry.forget(a);
    registry.forget(a);
    expect(registry.unclosed).toBe(2);
    // A socket that closed before its close event came still counts until the event (forget) or the exact count's walk.
    c.close(1000, "bye");
    expect(registry.unclosed).toBe(2);
    expect(registry.active).toBe(1);
    expect(registry.unclosed).toBe(1);
    registry.forget(d);
    expect(registry.unclosed).toBe(0);
  });

  it("rebuilds, after a wake-up, each connection's subscriptions as they were written, leaving out sockets already closed", () => {
    const [dashboard, tracker, quiet, gone] = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const sockets = [dashboard, tracker, quiet, gone];
    const before = registryOf(sockets);
    const states = new Map<FakeSocket, SocketState>([
      [dashboard, { ...EMPTY_SOCKET_STATE, want: ["blocks", "mempool-blocks", "stats"], recent: [5, 6] }],
      [tracker, { ...EMPTY_SOCKET_STATE, want: ["blocks"], trackTx: { txid: txidOf(1), awaitingMempool: false }, mempoolBlock: { index: 1, sequence: 9 }, rbf: "all" }],
    ]);
    for (const [socket, state] of states) before.update(before.entry(socket), state);
    gone.close(1000, "bye");

    const after = registryOf(sockets);
    expect(after.connections().map((entry) => entry.socket)).toEqual([dashboard, tracker, quiet]);
    for (const [socket, state] of states) {
      expect(after.entry(socket).state).toEqual(state);
      expect(after.entry(socket).frameGroup).toBe(sharedFrameKey(state));
    }
    expect(after.entry(quiet).state).toBe(EMPTY_SOCKET_STATE);
    expect(quiet.deserializeAttachment()).toBeNull();
  });

  it("shares one want list among the connections that want the same, each changing its own", () => {
    const [a, b] = [new FakeSocket(), new FakeSocket()];
    const registry = registryOf([a, b]);
    for (const socket of [a, b]) registry.update(registry.entry(socket), { ...EMPTY_SOCKET_STATE, want: ["blocks", "stats"] });
    expect(registry.entry(a).state.want).toBe(registry.entry(b).state.want);
    registry.update(registry.entry(a), { ...registry.entry(a).state, want: ["blocks"] });
    expect(registry.entry(a).state.want).toEqual(["blocks"]);
    expect(registry.entry(b).state.want).toEqual(["blocks", "stats"]);
  });

  it("keeps its connections in one array, each with the frame group of its current subscriptions", () => {
    const [a, b, c] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const registry = registryOf([a, b]);
    const entry = registry.entry(a);
    expect(entry.frameGroup).toBe(sharedFrameKey(EMPTY_SOCKET_STATE));
    registry.update(entry, { ...entry.state, want: ["blocks"] });
    expect(entry.frameGroup).toBe(sharedFrameKey({ ...EMPTY_SOCKET_STATE, want: ["blocks"] }));
    registry.update(entry, { ...entry.state, trackTxs: [txidOf(1)] });
    expect(entry.frameGroup).toBeUndefined();
    registry.entry(c);
    registry.forget(a);
    expect(registry.connections().map((listed) => listed.socket)).toEqual([c, b]);
    registry.forget(c);
    registry.forget(c);
    expect(registry.connections().map((listed) => listed.socket)).toEqual([b]);
  });

  it("leaves a shard's sockets unmetered and marks them, while viewers get a send budget", () => {
    const [viewer, shard] = [new FakeSocket(), new FakeSocket()];
    const registry = new ClientRegistry(() => [viewer, shard], () => DEFAULT_SEND_LIMITS, () => 0, (socket) => socket === shard);
    expect(registry.entry(viewer)).toMatchObject({ shard: false, budget: expect.any(Object) });
    expect(registry.entry(shard)).toMatchObject({ shard: true, budget: undefined });
    expect(registry.active).toBe(2);
    // More than a viewer's whole budget at once: the shard gets it, the viewer is shed.
    const burst = "x".repeat(DEFAULT_SEND_LIMITS.capacityBytes + 1);
    expect(sendToClient(registry.entry(shard), burst, 0)).toBe(true);
    expect(sendToClient(registry.entry(viewer), burst, 0)).toBe(false);
    expect(viewer.closed?.code).toBe(1013);
    expect(shard.closed).toBeUndefined();
  });

  it("fits the fullest subscription a connection may hold in the runtime's 16 KiB attachment", () => {
    const script = "00".repeat(MAX_TRACKED_SCRIPT_HEX_CHARS / 2);
    const fullest: SocketState = {
      ...EMPTY_SOCKET_STATE,
      want: ["blocks", "mempool-blocks", "live-2h-chart", "stats", "tomahawk"],
      trackTx: { txid: txidOf(1), awaitingMempool: true },
      trackTxs: Array.from({ length: MAX_TRACKED_TXS }, (_, i) => i.toString(16).padStart(64, "0")),
      // Raw public keys are the longest addresses and scripts an address subscription can hold.
      trackAddress: { key: `04${"ab".repeat(64)}`, script: `41${"ab".repeat(65)}ac` },
      trackAddresses: Array.from({ length: MAX_TRACKED_ADDRESSES }, () => ({ key: `04${"ab".repeat(64)}`, script: `41${"ab".repeat(65)}ac` })),
      trackScriptPubkeys: Array.from({ length: MAX_TRACKED_ADDRESSES }, () => script),
      mempoolBlock: { index: 7, sequence: Number.MAX_SAFE_INTEGER },
      recent: Array.from({ length: MESSAGE_RATE_LIMIT + 1 }, () => 1_763_700_000_000),
    };
    const socket = new FakeSocket();
    const registry = registryOf([socket]);
    expect(() => registry.update(registry.entry(socket), fullest)).not.toThrow();
  });
});

describe("PendingBatch", () => {
  it("keeps the newest value of a state key and says when a second event would share the frame", () => {
    const batch = new PendingBatch();
    expect(batch.empty).toBe(true);
    batch.add({ fees: 1, block: { height: 1 } });
    batch.add({ fees: 2, pong: null });
    expect([...batch.values]).toEqual([["block", { height: 1 }], ["fees", 2]]);
    expect(batch.conflictsWith({ fees: 3, "mempool-blocks": [] })).toBe(false);
    expect(batch.conflictsWith({ block: { height: 2 } })).toBe(true);
    batch.add({ "mempool-transactions": {} });
    expect(batch.conflictsWith({ "mempool-transactions": {} })).toBe(true);
    const projectedOnly = new PendingBatch();
    projectedOnly.projectedChanged = true;
    expect(projectedOnly.empty).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { snapshotFromInitBundle } from "../../../client/live/init-snapshot.ts";
import { createLiveStore } from "../../../client/live/live-store.ts";
import { startLiveSession } from "../../../client/live/live-session.ts";
import { emptySnapshot, UNKNOWN_TIP } from "../../../client/live/live-state.ts";
import { capturedBundle } from "./live-builders.ts";
import { FakeSockets } from "./fake-live-socket.ts";

const origin = { protocol: "https:", host: "example.org" };
const log = () => {};

describe("startLiveSession", () => {
  it("connects to the network's socket without init when the store holds its embedded snapshot", () => {
    const sockets = new FakeSockets();
    const store = createLiveStore(snapshotFromInitBundle(capturedBundle()), "mainnet");
    const session = startLiveSession({ store, network: "mainnet", networkBase: "", origin, embedded: true, createSocket: sockets.create, log });
    expect(sockets.last.url).toBe("wss://example.org/api/v1/ws");
    sockets.last.open();
    expect(sockets.last.take()).toEqual([]);
    expect(store.tip).toBe(837050);
    session.stop();
    expect(sockets.last.closed).toBeDefined();
  });

  it("clears another network's data and asks for init", () => {
    const sockets = new FakeSockets();
    const store = createLiveStore(snapshotFromInitBundle(capturedBundle()), "mainnet");
    startLiveSession({ store, network: "testnet", networkBase: "/testnet", origin, embedded: false, createSocket: sockets.create, log });
    expect(store).toMatchObject({ network: "testnet", tip: UNKNOWN_TIP, blocks: [], transactions: [] });
    expect(sockets.last.url).toBe("wss://example.org/testnet/api/v1/ws");
    sockets.last.open();
    expect(sockets.last.take()).toEqual([{ action: "init" }]);
  });

  it("asks for init when the embedded snapshot had no blocks", () => {
    const sockets = new FakeSockets();
    const store = createLiveStore(emptySnapshot(), "signet");
    startLiveSession({ store, network: "signet", networkBase: "/signet", origin, embedded: true, createSocket: sockets.create, log });
    sockets.last.open();
    expect(sockets.last.take()).toEqual([{ action: "init" }]);
  });
});

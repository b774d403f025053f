import { describe, expect, it } from "vitest";
import { snapshot, subscribe } from "valtio";
import { applyFrame } from "../../../client/live/apply-frame.ts";
import { snapshotFromInitBundle } from "../../../client/live/init-snapshot.ts";
import { CONNECTION_RECONNECTING, UNKNOWN_TIP } from "../../../client/live/live-state.ts";
import { createLiveStore, resetNetwork } from "../../../client/live/live-store.ts";
import { emptyTracking } from "../../../client/live/tracking-state.ts";
import { capturedBundle } from "./live-builders.ts";

describe("live store", () => {
  const embedded = snapshotFromInitBundle(capturedBundle());

  it("starts from the embedded snapshot, reconnecting, tracking nothing, with its release as the first", () => {
    const store = createLiveStore(embedded, "mainnet");
    expect(store).toMatchObject({ ...embedded, network: "mainnet", connection: CONNECTION_RECONNECTING, tracking: emptyTracking(), firstGitCommit: "abbc8a134", reloadDue: false });
  });

  it("copies the snapshot instead of sharing it", () => {
    const store = createLiveStore(embedded, "mainnet");
    store.blocks.pop();
    store.loadingIndicators.mempool = 3;
    expect(embedded.blocks).toHaveLength(8);
    expect(embedded.loadingIndicators).toEqual({});
  });

  it("derives mempoolLoading from the mempool indicator, in snapshots too", () => {
    const store = createLiveStore(embedded, "mainnet");
    expect(snapshot(store).mempoolLoading).toBe(false);
    applyFrame(store, { loadingIndicators: { mempool: 42 } });
    expect(store.mempoolLoading).toBe(true);
    expect(snapshot(store).mempoolLoading).toBe(true);
    applyFrame(store, { loadingIndicators: {} });
    expect(snapshot(store).mempoolLoading).toBe(false);
  });

  it("notifies subscribers of frames applied to it", async () => {
    const store = createLiveStore(embedded, "mainnet");
    let notified = 0;
    subscribe(store, () => notified++);
    applyFrame(store, { vBytesPerSecond: 99 });
    await Promise.resolve();
    expect(notified).toBe(1);
  });

  it("clears the tip, blocks and recent transactions when the network is reset, and nothing else", () => {
    const store = createLiveStore(embedded, "mainnet");
    resetNetwork(store, "testnet");
    expect(store).toMatchObject({ network: "testnet", tip: UNKNOWN_TIP, blocks: [], transactions: [] });
    expect(store.mempoolBlocks).toEqual(embedded.mempoolBlocks);
    expect(store.fees).toEqual(embedded.fees);
  });
});

import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { snapshotFromInitBundle } from "../../../client/live/init-snapshot.ts";
import { LiveProvider, useLive, useLiveConnection, usePreferences } from "../../../client/live/live-provider.tsx";
import { capturedBundle } from "./live-builders.ts";

function Probe() {
  const live = useLive();
  const preferences = usePreferences();
  const connection = useLiveConnection();
  return createElement("p", null, `tip ${live.tip}, ${live.blocks.length} blocks, loading ${String(live.mempoolLoading)}, ${preferences.rateUnit}, ltr ${String(preferences.timeLeftToRight)}, socket ${connection === null ? "none" : "open"}`);
}

const render = (node: ReactNode) => renderToString(node);

describe("LiveProvider on the server", () => {
  it("renders the embedded snapshot and the default preferences, and opens no socket", () => {
    const createSocket = vi.fn();
    const snapshot = snapshotFromInitBundle(capturedBundle());
    const html = render(createElement(LiveProvider, { snapshot, network: "mainnet", networkBase: "", locale: "he", createSocket, children: createElement(Probe) }));
    expect(html).toBe("<p>tip 837050, 8 blocks, loading false, vb, ltr true, socket none</p>");
    expect(createSocket).not.toHaveBeenCalled();
  });

  it("renders placeholders' state without a snapshot", () => {
    const html = render(createElement(LiveProvider, { snapshot: null, network: "testnet", networkBase: "/testnet", children: createElement(Probe) }));
    expect(html).toBe("<p>tip -1, 0 blocks, loading false, vb, ltr false, socket none</p>");
  });

  it("names the missing provider", () => {
    expect(() => render(createElement(Probe))).toThrow("useLive() needs a <LiveProvider> above it.");
  });
});

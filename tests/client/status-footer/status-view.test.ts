import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import fixture from "../../fixtures/mempool/cypress/mainnet_mempoolInfo.json";
import { StatusView, type StatusViewProps } from "../../../client/pages/status-page.tsx";
import {
  CONNECTION_CONNECTED,
  CONNECTION_OFFLINE,
  CONNECTION_RECONNECTING,
  emptySnapshot,
  type LiveSnapshot,
} from "../../../client/live/live-state.ts";
import type { MempoolBlock, MempoolInfo } from "../../../shared/types/mempool.ts";

const LOADED: LiveSnapshot = {
  ...emptySnapshot(),
  tip: 837_050,
  mempoolInfo: fixture.mempoolInfo as unknown as MempoolInfo,
  vBytesPerSecond: fixture.vBytesPerSecond,
  mempoolBlocks: fixture["mempool-blocks"] as unknown as MempoolBlock[],
};
const STRIP = createElement("div", { className: "test-strip" }, "the strip");

const render = (props: Partial<StatusViewProps>) =>
  renderToString(
    createElement(StatusView, { network: "signet", snapshot: emptySnapshot(), connection: CONNECTION_OFFLINE, rateUnit: "vb", ...props }, STRIP),
  );
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("StatusView", () => {
  it.each([
    [CONNECTION_OFFLINE, "Connecting to the Bitcoin Signet network…", "Offline"],
    [CONNECTION_RECONNECTING, "Connection lost. Reconnecting to the Bitcoin Signet network…", "Reconnecting"],
    [CONNECTION_CONNECTED, "Connected. Waiting for the Bitcoin Signet chain tip…", "Live"],
  ] as const)("shows the tip state until the chain tip arrives (connection %d)", (connection, message, badge) => {
    const html = render({ connection });
    expect(text(html)).toContain(message);
    expect(text(html)).toContain(`Bitcoin Signet ${badge}`);
    expect(html).toContain('role="status"');
    expect(html).not.toContain("the strip");
    expect(html).not.toContain("Chain tip");
  });

  it("shows the tip and the start view once the tip is known", () => {
    const html = render({ snapshot: LOADED, connection: CONNECTION_CONNECTED });
    expect(text(html)).toContain("Chain tip Block 837,050");
    expect(html).toContain("the strip");
    expect(html).not.toContain("status-tip-loading");
  });

  it("always has the status footer, fed from the snapshot", () => {
    expect(text(render({}))).toContain("Incoming transactions Offline");
    expect(text(render({ snapshot: LOADED, connection: CONNECTION_CONNECTED }))).toContain("Unconfirmed 112,686");
    expect(text(render({ snapshot: { ...LOADED, loadingIndicators: { mempool: 7 } }, connection: CONNECTION_CONNECTED }))).toContain(
      "Syncing 7%",
    );
  });
});

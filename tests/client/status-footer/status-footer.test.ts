import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import fixture from "../../fixtures/mempool/cypress/mainnet_mempoolInfo.json";
import { StatusFooter, type StatusFooterProps } from "../../../client/components/status-footer/status-footer.tsx";
import { CONNECTION_CONNECTED, CONNECTION_OFFLINE, CONNECTION_RECONNECTING } from "../../../client/live/live-state.ts";
import type { MempoolBlock, MempoolInfo } from "../../../shared/types/mempool.ts";

// Captured bundle: 112,686 unconfirmed, 2,364 vB/s, usage 856,780,672 of 300,000,000 bytes, 8 projected blocks.
const INFO = fixture.mempoolInfo as unknown as MempoolInfo;
const BLOCKS = fixture["mempool-blocks"] as unknown as MempoolBlock[];
const BASE: StatusFooterProps = {
  network: "mainnet",
  mempoolInfo: INFO,
  vBytesPerSecond: fixture.vBytesPerSecond,
  loadingIndicators: {},
  rateUnit: "vb",
  mempoolBlocks: BLOCKS,
  connection: CONNECTION_CONNECTED,
};

const render = (props: Partial<StatusFooterProps> = {}) => renderToString(createElement(StatusFooter, { ...BASE, ...props }));
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("StatusFooter", () => {
  it("shows the captured bundle's figures", () => {
    const shown = text(render());
    expect(shown).toContain("Incoming transactions 2,364 vB/s");
    expect(shown).toContain("Unconfirmed 112,686");
    // Sum of the projected blocks' sizes, and their vsize in 1,000,000 vB blocks, rounded up.
    expect(shown).toContain("Mempool size 346.96 MB (176 blocks)");
    expect(shown).toContain("Memory usage 857 MB / 300 MB");
    // The captured node's floor (1.305 sat/vB) is above its relay minimum (1): it was purging.
    expect(shown).toContain("Purging &lt; 1.31 sat/vB");
  });

  it("shows the minimum fee while the floor is the relay minimum, and Purging below a higher one", () => {
    const devnet = { ...INFO, mempoolminfee: 0.000001, minrelaytxfee: 0.000001 };
    expect(text(render({ mempoolInfo: devnet }))).toContain("Minimum fee 0.10 sat/vB");
    expect(render({ mempoolInfo: devnet })).not.toContain("status-purging");
    const purging = render({ mempoolInfo: { ...devnet, mempoolminfee: 0.00003117 } });
    expect(text(purging)).toContain("Purging &lt; 3.12 sat/vB");
    expect(purging).toMatch(/class="status-purging" title="The mempool is full: [^"]+"/);
    expect(text(render({ mempoolInfo: { ...devnet, mempoolminfee: 0.00003117 }, rateUnit: "wu" }))).toContain("Purging &lt; 0.78 sat/WU");
  });

  it("prints the rate in WU/s (four times the vB/s) for the weight unit", () => {
    expect(text(render({ rateUnit: "wu" }))).toContain("Incoming transactions 9,456 WU/s");
    expect(text(render({ rateUnit: "wu", vBytesPerSecond: 100.1 }))).toContain("401 WU/s");
  });

  it("rounds the rate up, as a rate that is not zero should not print as zero", () => {
    expect(text(render({ vBytesPerSecond: 0.2 }))).toContain("1 vB/s");
  });

  it.each([
    [0, 0, "0%"],
    [833.5, 0, "50%"],
    [1667, 0, "100%"],
    [1668, 1, "100%"],
    [2001, 2, "100%"],
    [2501, 3, "100%"],
    [3001, 4, "100%"],
    [3501, 5, "100%"],
  ])("fills and colours the rate bar for %d vB/s: level %d, width %s", (rate, level, width) => {
    const html = render({ vBytesPerSecond: rate });
    expect(html).toContain(`status-rate-level-${level}`);
    expect(html).toMatch(new RegExp(`role="meter"[^>]*aria-valuemax="1667"`));
    expect(html).toContain(`width:${width}`);
  });

  it.each([
    [150_000_000, "success"],
    [225_000_000, "warning"],
    [225_000_001, "danger"],
    [856_780_672, "danger"],
  ])("colours memory usage of %d bytes of 300 MB as %s", (usage, level) => {
    expect(render({ mempoolInfo: { ...INFO, usage } })).toContain(`status-memory-${level}`);
  });

  it("caps the memory bar at full (usage is 286 % of the limit)", () => {
    const html = render({ vBytesPerSecond: 0 });
    expect(html.match(/width:100%/g)).toHaveLength(1);
    expect(html).toMatch(/status-memory-danger[^>]*aria-valuemax="100" aria-valuenow="100"/);
  });

  it("says block in the singular for one block", () => {
    const one = [{ ...BLOCKS[0]!, blockVSize: 400_000, blockSize: 600_000 }] as MempoolBlock[];
    expect(text(render({ mempoolBlocks: one }))).toContain("Mempool size 600.00 kB (1 block)");
  });

  it("counts blocks in Liquid's smaller blocks", () => {
    const one = [{ ...BLOCKS[0]!, blockVSize: 150_000, blockSize: 300_000 }] as MempoolBlock[];
    expect(text(render({ network: "liquid", mempoolBlocks: one }))).toContain("(2 blocks)");
  });

  it("replaces the rate bar by a syncing badge while the mempool loads", () => {
    const html = render({ loadingIndicators: { mempool: 42 } });
    expect(text(html)).toContain("Incoming transactions Syncing 42%");
    expect(html).not.toContain("status-rate-level");
    expect(html).toContain("status-badge-syncing");
  });

  it.each([
    ["at 100", { mempool: 100 }],
    ["without a mempool indicator", { "block-indexing": 12 }],
  ])("shows the rate bar %s", (_case, loadingIndicators) => {
    expect(text(render({ loadingIndicators }))).toContain("2,364 vB/s");
  });

  it("keeps the last figures, dimmed, while offline", () => {
    const html = render({ connection: CONNECTION_OFFLINE });
    expect(text(html)).toContain("Incoming transactions Offline");
    expect(html).toContain("status-badge-offline");
    expect(html).toContain("status-footer-stale");
    expect(text(html)).toContain("Unconfirmed 112,686");
  });

  it("shows the server's fresh figures while the socket is still opening (state 1)", () => {
    const html = render({ connection: CONNECTION_RECONNECTING });
    expect(text(html)).toContain("Incoming transactions 2,364 vB/s");
    expect(html).not.toContain("status-footer-stale");
  });

  it("shows loading placeholders before any data", () => {
    const html = render({ mempoolInfo: null, vBytesPerSecond: null, mempoolBlocks: [] });
    expect(html.match(/class="status-skeleton/g)).toHaveLength(5);
    expect(text(html).match(/Loading/g)).toHaveLength(4);
    expect(html).not.toContain("role=\"meter\"");
  });

  it("labels itself for assistive technology and links each meter to its label", () => {
    const html = render();
    expect(html).toContain('aria-label="Mempool status"');
    const labelIds = [...html.matchAll(/<span id="([^"]+)" class="status-label"/g)].map((match) => match[1]);
    const labelled = [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((match) => match[1]);
    expect(labelled).toEqual(labelIds);
    expect(html).toContain('aria-valuetext="2,364 vB/s"');
  });
});

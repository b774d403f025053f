import { describe, expect, it } from "vitest";
import { MempoolBlockPage } from "../../../../client/pages/mempool-block-page.tsx";
import { snapshotFromInitBundle } from "../../../../client/live/init-snapshot.ts";
import type { LiveSnapshot } from "../../../../client/live/live-state.ts";
import { capturedBundle } from "../../live/live-builders.ts";
import { renderPage, textOf } from "./render-page.ts";

/** The captured mainnet bundle: 8 projected blocks, the last a stack of 169; da.adjustedTimeAvg 567,619 ms. */
const snapshot = snapshotFromInitBundle(capturedBundle());
const render = (path: string, live: LiveSnapshot | null = snapshot) => renderPage(MempoolBlockPage, "/mempool-block/:index", path, { snapshot: live });

describe("the mempool block page, rendered on the server", () => {
  it("shows the next block's figures from the live store (spec §2.3)", () => {
    const text = textOf(render("/mempool-block/0"));
    expect(text).toContain("Next block");
    expect(text).toContain("Median fee ~7 sat/vB");
    expect(text).toContain("Fee span 7 - 236 sat/vB");
    expect(text).toContain("Size 2.16 MB");
    expect(text).toContain("Virtual size 997.94 kvB");
    expect(text).toContain("Transactions 4,888");
    expect(text).toContain("Total fees 0.09079705 BTC");
    // spec §9: average block time × (index + 1): 9.46 minutes.
    expect(text).toContain("Estimated time In ~9 minutes");
  });

  it("numbers later blocks from one and estimates them further out", () => {
    const text = textOf(render("/mempool-block/3"));
    expect(text).toContain("Mempool block 4");
    expect(text).toContain("Estimated time In ~37 minutes");
  });

  it("shows the merged overflow block as a stack with its block count instead of a time", () => {
    const text = textOf(render("/mempool-block/7"));
    expect(text).toContain("Stack of 169 mempool blocks");
    expect(text).toContain("Estimated time 169 blocks");
  });

  it("lowers an index beyond the last block to it (spec §5)", () => {
    expect(textOf(render("/mempool-block/12"))).toContain("Stack of 169 mempool blocks");
    const three: LiveSnapshot = { ...snapshot, mempoolBlocks: snapshot.mempoolBlocks.slice(0, 3) };
    expect(textOf(render("/mempool-block/5", three))).toContain("Mempool block 3");
  });

  it("marks the projected block in the strip and waits for its transactions", () => {
    const html = render("/mempool-block/2");
    expect(html).toContain('aria-busy="true"');
    expect(textOf(html)).toContain("Projected block overview");
    expect(html.match(/class="[^"]*is-marked[^"]*"/g)).toHaveLength(1);
  });

  it("waits for the projected blocks before it knows any", () => {
    expect(textOf(render("/mempool-block/0", null))).toContain("Waiting for the projected blocks…");
  });
});

import { describe, expect, it } from "vitest";
import { confirmedBlockView, faceLines, mempoolBlockView, type BlockViewContext } from "../../../client/components/blockchain-strip/block-view.ts";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { DA, MEMPOOL_BLOCKS, NOW_MS, TOP } from "./fixtures.ts";

const context = (overrides: Partial<BlockViewContext> = {}): BlockViewContext => ({
  t: createTranslator("en"),
  network: "mainnet",
  rateUnit: "vb",
  miningView: false,
  nowMs: NOW_MS,
  timing: DA,
  ...overrides,
});
const projected = (overrides: Partial<Record<keyof MempoolBlock, unknown>>): MempoolBlock =>
  ({ ...MEMPOOL_BLOCKS[0], ...overrides }) as MempoolBlock;

describe("mempoolBlockView", () => {
  it("takes the fee range's minimum from index 1 when the median equals index 3 (spec §9)", () => {
    const view = mempoolBlockView(projected({ medianFee: 5, feeRange: [1, 2, 3, 5, 5, 6, 50] }), 0, 8, context());
    expect(view.feeSpan).toBe("2 - 50 sat/vB");
    const other = mempoolBlockView(projected({ medianFee: 4, feeRange: [1, 2, 3, 5, 5, 6, 50] }), 0, 8, context());
    expect(other.feeSpan).toBe("1 - 50 sat/vB");
  });

  it("fills in proportion to vsize over one block's vsize", () => {
    expect(mempoolBlockView(projected({ blockVSize: 250_000 }), 0, 8, context()).fill).toBe(0.25);
    // A Liquid block is 75,000 vB.
    expect(mempoolBlockView(projected({ blockVSize: 37_500 }), 0, 8, context({ network: "liquid" })).fill).toBe(0.5);
  });

  it("marks only the last block above one block's vsize as the stack", () => {
    const big = projected({ blockVSize: 2_000_001 });
    expect(mempoolBlockView(big, 7, 8, context())).toMatchObject({ isStack: true, footer: "+3 blocks" });
    expect(mempoolBlockView(big, 3, 8, context()).isStack).toBe(false);
    expect(mempoolBlockView(projected({ blockVSize: 1_000_000 }), 7, 8, context()).isStack).toBe(false);
  });

  it("adds testnet's time offset to the estimate", () => {
    const view = mempoolBlockView(projected({}), 0, 8, context({ network: "testnet", timing: { adjustedTimeAvg: 600_000, timeOffset: -300_000 } }));
    expect(view.footer).toBe("In ~5 minutes");
  });

  it("says 'In < 1 minute' for an estimate under a minute", () => {
    expect(mempoolBlockView(projected({}), 0, 8, context({ timing: { adjustedTimeAvg: 30_000 } })).footer).toBe("In < 1 minute");
  });
});

describe("confirmedBlockView", () => {
  it("lists the face lines in reading order", () => {
    expect(faceLines(confirmedBlockView(TOP, context()))).toEqual(["~9 sat/vB", "7 - 262 sat/vB", "2.14 MB", "2,659 transactions", "7 minutes ago"]);
  });

  it("names the pool only in the mining view", () => {
    expect(confirmedBlockView(TOP, context()).poolName).toBeNull();
    expect(confirmedBlockView(TOP, context({ miningView: true }))).toMatchObject({ poolName: "Foundry USA", poolSlug: "foundryusa" });
  });

  it("says 'Just now' for a block whose time is ahead of ours", () => {
    expect(confirmedBlockView(TOP, context({ nowMs: TOP.timestamp * 1000 - 30_000 })).footer).toBe("Just now");
  });

  it("ages in hours and days past the minute thresholds", () => {
    expect(confirmedBlockView(TOP, context({ nowMs: (TOP.timestamp + 3 * 3_600) * 1000 })).footer).toBe("3 hours ago");
    expect(confirmedBlockView(TOP, context({ nowMs: (TOP.timestamp + 86_400 * 3) * 1000 })).footer).toBe("3 days ago");
    expect(confirmedBlockView(TOP, context({ nowMs: (TOP.timestamp + 86_400) * 1000 })).footer).toBe("24 hours ago");
  });

  it("flags low similarity below 0.5 only", () => {
    const at = (similarity: number | undefined): BlockExtended => ({ ...TOP, extras: { ...TOP.extras, similarity } }) as BlockExtended;
    expect(confirmedBlockView(at(0.49), context()).lowSimilarity).toBe(true);
    expect(confirmedBlockView(at(0.5), context()).lowSimilarity).toBe(false);
    expect(confirmedBlockView(at(undefined), context()).lowSimilarity).toBe(false);
  });

  it("shows a block without extras (an Esplora-only backend) with what it has", () => {
    const bare = { ...TOP, extras: undefined } as unknown as BlockExtended;
    expect(faceLines(confirmedBlockView(bare, context({ miningView: true })))).toEqual(["2,659 transactions", "7 minutes ago"]);
  });
});

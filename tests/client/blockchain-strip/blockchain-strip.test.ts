import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockchainStrip } from "../../../client/components/blockchain-strip/blockchain-strip.tsx";
import type { BlockchainStripProps } from "../../../client/components/blockchain-strip/strip-types.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { BLOCKS, BLOCKS_2025, MEMPOOL_BLOCKS, TOP, blockAt, stripProps } from "./fixtures.ts";

const render = (overrides: Partial<BlockchainStripProps> = {}): string => renderToString(createElement(BlockchainStrip, stripProps(overrides)));

/** Every aria-label of the links, in document order (they carry each block's whole face). */
const linkLabels = (html: string): string[] =>
  [...html.matchAll(/<a [^>]*aria-label="([^"]*)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
const hrefs = (html: string): string[] => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] ?? "");
const visibleText = (html: string): string => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("BlockchainStrip, rendered on the server", () => {
  it("shows every projected block's median fee, fee range, size, transaction count and time estimate", () => {
    const labels = linkLabels(render());
    expect(labels[0]).toBe("Projected block 1, ~7 sat/vB, 7 - 236 sat/vB, 2.16 MB, 4,888 transactions, In ~9 minutes");
    expect(labels[1]).toBe("Projected block 2, ~7 sat/vB, 6 - 7 sat/vB, 2.07 MB, 892 transactions, In ~18 minutes");
    // da.adjustedTimeAvg is 567,619 ms: block 7 is 7 × 9.46 minutes away.
    expect(labels[6]).toContain("In ~66 minutes");
  });

  it("shows the overflow stack's block count instead of a time estimate", () => {
    const stack = linkLabels(render())[7];
    // 168,604,440 vB hold 169 blocks' worth.
    expect(stack).toBe("Projected block 8, ~2 sat/vB, 1 - 6 sat/vB, 333.33 MB, 106,612 transactions, +169 blocks");
    expect(render()).toMatch(/class="chain-block chain-block-mempool is-stack"/);
  });

  it("shows every confirmed block's height, median fee, fee span, size, transaction count and age", () => {
    const labels = linkLabels(render());
    expect(labels[8]).toBe("Block 837050, ~9 sat/vB, 7 - 262 sat/vB, 2.14 MB, 2,659 transactions, 7 minutes ago");
    expect(labels[10]).toBe("Block 837048, ~9 sat/vB, 9 - 146 sat/vB, 1.64 MB, 2,252 transactions, 15 minutes ago");
    expect(labels).toHaveLength(16);
    expect(visibleText(render())).toContain(" 837050 ");
  });

  it("links projected blocks to /mempool-block/{index} and confirmed ones to /block/{hash}, behind the prefixes", () => {
    const links = hrefs(render({ linkPrefix: "/de", networkBase: "/testnet", network: "testnet" }));
    expect(links.slice(0, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((index) => `/de/testnet/mempool-block/${index}`));
    expect(links[8]).toBe(`/de/testnet/block/${TOP.id}`);
    expect(links).toHaveLength(16);
  });

  it("reads 'Just now' under a minute and uses the singular for one transaction", () => {
    const lonely: BlockExtended = { ...TOP, tx_count: 1, timestamp: TOP.timestamp };
    const labels = linkLabels(render({ blocks: [lonely], now: (TOP.timestamp + 59) * 1000 }));
    expect(labels[8]).toContain(", 1 transaction, Just now");
    expect(labels[8]).not.toContain("transactions");
  });

  it("shows total fees and pool names only in the mining view", () => {
    const plain = render();
    expect(plain).not.toContain("Foundry USA");
    expect(plain).not.toContain("BTC");
    const mining = render({ miningView: true });
    const labels = linkLabels(mining);
    expect(labels[0]).toBe("Projected block 1, ~7 sat/vB, 7 - 236 sat/vB, 0.091 BTC, 4,888 transactions, In ~9 minutes");
    expect(labels[8]).toBe("Block 837050, ~9 sat/vB, 7 - 262 sat/vB, 0.109 BTC, 2,659 transactions, 7 minutes ago");
    expect(mining).toContain('href="/mining/pool/foundryusa"');
    expect(visibleText(mining)).toContain(" Foundry USA ");
    expect(visibleText(mining)).toContain(" ViaBTC ");
  });

  it("writes amounts with the network's prefix in the mining view", () => {
    const labels = linkLabels(render({ miningView: true, network: "signet", networkBase: "/signet" }));
    expect(labels[0]).toContain("0.091 sBTC");
  });

  it("estimates Liquid blocks a minute apart and rounds their fees to one decimal", () => {
    const labels = linkLabels(render({ network: "liquid", da: null }));
    expect(labels[0]).toContain("~7 sat/vB, 7 - 236.1 sat/vB");
    // 61 s, then a minute more per block; seconds read as seconds up to 90 (spec §9 thresholds).
    expect(labels[0]?.endsWith("In ~61 seconds")).toBe(true);
    expect(labels[1]?.endsWith("In ~2 minutes")).toBe(true);
  });

  it("counts blocks ahead instead of minutes before the difficulty data arrives", () => {
    const labels = linkLabels(render({ da: null }));
    expect(labels[0]?.endsWith("Next block")).toBe(true);
    expect(labels[2]?.endsWith("In 3 blocks")).toBe(true);
  });

  it("shows fee rates in sat/WU when the visitor chose weight units", () => {
    expect(linkLabels(render({ rateUnit: "wu" }))[0]).toContain("~2 sat/WU, 2 - 59 sat/WU");
  });

  it("keeps the first page to 8 confirmed blocks", () => {
    const many = [...BLOCKS, ...[837_042, 837_041, 837_040].map((height) => blockAt(height))];
    expect(linkLabels(render({ blocks: many })).filter((label) => label.startsWith("Block "))).toHaveLength(8);
  });

  it("shows placeholder blocks and the connection message while loading", () => {
    const html = render({ loading: true });
    expect(linkLabels(html)).toEqual([]);
    expect(html.match(/chain-block-placeholder/g)).toHaveLength(16);
    expect(html).toContain('aria-busy="true"');
    expect(visibleText(html)).toContain("Connecting to the Bitcoin network…");
    expect(visibleText(render({ loading: true, network: "testnet" }))).toContain("Connecting to the Bitcoin Testnet network…");
  });

  it("shows the mempool's loading percentage while it loads", () => {
    expect(visibleText(render({ loading: true, loadingIndicators: { mempool: 37.6 } }))).toContain("Loading the mempool… 38%");
  });

  it("shows indexing badges only for indicators at 0 % or more", () => {
    const text = visibleText(render({ loadingIndicators: { "block-indexing": 0, "daily-hashrate-indexing": 55.2, "weekly-hashrate-indexing": -1, mempool: 12 } }));
    expect(text).toContain("Indexing blocks 0%");
    expect(text).toContain("Indexing network hashrate 55%");
    expect(text).not.toContain("Indexing pools hashrate");
  });

  it("counts down to a special block with singular and plural wording", () => {
    expect(visibleText(render({ tip: 839_000 }))).toContain("Halving 4 in 1,000 blocks!");
    expect(visibleText(render({ tip: 839_999 }))).toContain("Halving 4 in 1 block!");
    expect(visibleText(render({ tip: 838_991 }))).not.toContain("Halving 4 in");
  });

  it("celebrates the special block for 8 blocks, marking the block itself", () => {
    const halving = blockAt(840_000);
    const atEvent = render({ blocks: [halving], tip: 840_000 });
    expect(visibleText(atEvent)).toContain("Halving 4 completed");
    expect(atEvent).toMatch(/class="chain-block chain-block-confirmed is-special"/);
    expect(visibleText(render({ blocks: [blockAt(840_007)], tip: 840_007 }))).toContain("Halving 4 completed");
    expect(visibleText(render({ blocks: [blockAt(840_008)], tip: 840_008 }))).not.toContain("completed");
  });

  it("has no special events off mainnet and testnet", () => {
    expect(visibleText(render({ network: "signet", networkBase: "/signet", tip: 839_999 }))).not.toContain("Halving");
  });

  it("blurs a block below 50 % similarity and says why", () => {
    const unlike: BlockExtended = { ...TOP, extras: { ...TOP.extras, similarity: 0.42 } };
    const html = render({ blocks: [unlike] });
    expect(html).toMatch(/class="chain-block chain-block-confirmed is-low-similarity"/);
    expect(linkLabels(html)[8]).toContain("This block differs a lot from the projected one.");
    expect(render({ blocks: BLOCKS_2025, tip: 890_447 })).not.toContain("is-low-similarity");
  });

  it("puts the arrow under a marked block height and marks that block", () => {
    const html = render({ mark: { blockHeight: 837_048 } });
    // Slot 2: 15 px clearance, two pitches of 155 px, half a block.
    expect(html).toContain('class="chain-mark chain-mark-confirmed" style="--along:387.5px"');
    expect(html).toMatch(/class="chain-block chain-block-confirmed is-marked"[^>]*aria-label="Block 837048[^"]*" aria-current="true"/);
  });

  it("puts the arrow at a searched transaction's position inside its projected block", () => {
    const html = render({ mark: { mempoolBlockIndex: 1, mempoolPosition: { block: 1, vsize: 200_000 }, txid: "ab".repeat(32) } });
    // Block 1 ends 170 px before the divider; a fifth of 125 px further out.
    expect(html).toContain('class="chain-mark chain-mark-mempool is-transaction" style="--along:-195px"');
  });

  it("draws no arrow for a height above the newest block", () => {
    expect(render({ mark: { blockHeight: TOP.height + 1 } })).not.toContain("chain-mark");
  });

  it("flips sides when time runs left to right and says so on the toggle", () => {
    const html = render({ timeLeftToRight: true });
    expect(html).toMatch(/class="chain-strip is-ltr"/);
    expect(html).toContain('aria-label="Flip the time direction"');
    expect(html).toContain('aria-pressed="true"');
    expect(render()).toContain('aria-pressed="false"');
  });

  it("fills each block in proportion to its weight, coloured by its fee range", () => {
    const html = render();
    // 837050 weighs 3,992,678 WU of 4,000,000.
    // Its range [7.12, 7.98, 8.01, 8.02, 10.05, 17.27, 261.78] at 0, 10, 25, 50, 75, 90 and 100 %.
    expect(html).toContain("--fill:0.998;--fill-image:linear-gradient(to top, #58812c 0%, #62852a 25%, #728822 75%, #918c10 90%, #cf4e2f 100%)");
    const halfFull = render({ blocks: [{ ...TOP, weight: 1_000_000 }] });
    expect(halfFull).toContain("--fill:0.25;");
  });

  it("renders the same markup twice for the same props (the browser hydrates the server's)", () => {
    expect(render({ mark: { blockHeight: 837_047 } })).toBe(render({ mark: { blockHeight: 837_047 } }));
  });

  it("survives malformed blocks: missing fee data leaves lines out instead of failing", () => {
    const broken = { ...TOP, extras: { ...TOP.extras, feeRange: [], medianFee: Number.NaN } } as BlockExtended;
    const weird = { ...MEMPOOL_BLOCKS[0], feeRange: [1, -3], blockSize: -1 } as unknown as (typeof MEMPOOL_BLOCKS)[number];
    const html = render({ blocks: [broken], mempoolBlocks: [weird] });
    expect(linkLabels(html)[0]).toBe("Projected block 1, ~7 sat/vB, 4,888 transactions, In ~9 minutes");
    expect(linkLabels(html)[1]).toBe("Block 837050, 2.14 MB, 2,659 transactions, 7 minutes ago");
  });
});

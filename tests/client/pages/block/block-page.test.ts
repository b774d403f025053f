import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockAuditPanel } from "../../../../client/pages/block/block-audit-panel.tsx";
import type { AuditView } from "../../../../client/pages/block/block-audit.ts";
import { BlockPage } from "../../../../client/pages/block-page.tsx";
import { snapshotFromInitBundle } from "../../../../client/live/init-snapshot.ts";
import type { PageDataEntry } from "../../../../client/app/page-data.tsx";
import type { LiveSnapshot } from "../../../../client/live/live-state.ts";
import { capturedBundle } from "../../live/live-builders.ts";
import { renderPage, textOf } from "./render-page.ts";

/** The captured mainnet bundle: blocks 837043–837050, mempool blocks, da. */
const bundle = capturedBundle();
const snapshot = snapshotFromInitBundle(bundle);
const blockAt = (height: number) => bundle.blocks.find((block) => block.height === height)!;
const BLOCK = blockAt(837_045);
const ready = (id: string, block = BLOCK): PageDataEntry => ({ key: `block:${id}`, data: { block } });
const render = (path: string, entry: PageDataEntry | null, live: LiveSnapshot | null = snapshot) => renderPage(BlockPage, "/block/:id", path, { entry, snapshot: live });

describe("the block page, rendered on the server", () => {
  it("shows the block's figures (spec §2.2)", () => {
    const html = render("/block/837045", ready("837045"));
    const text = textOf(html);
    expect(text).toContain("Block 837,045");
    expect(text).toContain(`Hash ${BLOCK.id}`);
    expect(text).toContain("Timestamp Mar 31, 2024, 02:51:10 UTC (30 minutes ago)");
    expect(text).toContain("Confirmations 6 confirmations");
    expect(text).toContain("Transactions 3,135");
    expect(text).toContain("Size 1.52 MB");
    expect(text).toContain("Virtual size 999.47 kvB");
    expect(text).toContain("Weight 4.00 MWU");
    expect(text).toContain("Median fee ~19 sat/vB");
    // spec §9: feeRange[3] is not the median, so the span starts at feeRange[0].
    expect(text).toContain("Fee span 16 - 477 sat/vB");
    expect(text).toContain("Total fees 0.25142949 BTC");
    expect(text).toContain("Subsidy + fees 6.50142949 BTC");
    expect(text).toContain("Miner F2Pool");
    expect(html).toContain('href="/mining/pool/f2pool"');
    expect(text).toContain("Difficulty 83.13 T");
    expect(text).toContain("Nonce 0xe04c31d");
    expect(text).toContain("Bits 170362d3");
    expect(text).toContain("Version 0x26000000");
    expect(text).toContain(`Merkle root ${BLOCK.merkle_root}`);
  });

  it("links the previous block by hash and the next one from the live list", () => {
    const html = render("/block/837045", ready("837045"));
    expect(html).toContain(`href="/block/${BLOCK.previousblockhash}"`);
    expect(html).toContain(`href="/block/${blockAt(837_046).id}"`);
    expect(textOf(html)).toMatch(/‹ 837,044 Block 837,045 837,046 ›/);
  });

  it("has no next link and no confirmations before the chain has them", () => {
    const tip = blockAt(837_050);
    const html = render(`/block/${tip.id}`, ready(tip.id, tip));
    expect(textOf(html)).toContain("Confirmations 1 confirmation");
    expect(html).not.toContain('aria-label="Next block"');
    const unknownTip = textOf(render("/block/837045", ready("837045"), null));
    expect(unknownTip).not.toContain("Confirmations");
    expect(unknownTip).not.toContain("837,046");
  });

  it("marks the block in the strip", () => {
    const html = render("/block/837045", ready("837045"));
    expect(html).toContain("Selected block");
  });

  it("waits for the graph and the transactions in the browser, with the first page's range and pager", () => {
    const html = render("/block/837045", ready("837045"));
    const text = textOf(html);
    expect(text).toContain("Block overview");
    expect(html).toContain('aria-busy="true"');
    expect(text).toContain("Transactions 1–25 of 3,135");
    expect(text).toContain("Page 1 of 126");
    expect(text).toContain("Loading transactions…");
    expect(html).toContain('href="/block/837045?page=2"');
  });

  it("shows the page of transactions the address names, keeping the visitor's id", () => {
    const html = render(`/block/${BLOCK.id}?page=3`, ready(BLOCK.id));
    expect(textOf(html)).toContain("Transactions 51–75 of 3,135");
    expect(textOf(html)).toContain("Page 3 of 126");
    expect(html).toContain(`href="/block/${BLOCK.id}?page=2"`);
    expect(html).toContain(`href="/block/${BLOCK.id}?page=4"`);
  });

  it("keeps the network's prefix in links and amounts", () => {
    const html = render("/testnet/block/837045", ready("837045"));
    expect(html).toContain(`href="/testnet/block/${BLOCK.previousblockhash}"`);
    expect(html).toContain('href="/testnet/mining/pool/f2pool"');
    expect(textOf(html)).toContain("Total fees 0.25142949 tBTC");
  });

  it("says when no block has the id, with a search hint (spec §8)", () => {
    const id = "ab".repeat(32);
    const text = textOf(render(`/block/${id}`, { key: `block:${id}`, error: { status: 404, message: "Block not found" } }));
    expect(text).toContain("Block not found");
    expect(text).toContain(`The Bitcoin chain has no block ${id}.`);
    expect(text).toContain("search box");
  });

  it("says what a block id looks like for a malformed one, and offers a retry for other failures", () => {
    const invalid = textOf(render("/block/12ab", { key: "block:12ab", error: { status: 400, message: "Invalid block hash: expected 64 hexadecimal characters, got 4 characters." } }));
    expect(invalid).toContain("Invalid block id");
    expect(invalid).toContain("64 hexadecimal characters");
    const failed = render("/block/5", { key: "block:5", error: { status: 502, message: "Bad gateway" } });
    expect(textOf(failed)).toContain("The block could not be loaded Bad gateway Try again");
  });

  it("shows the loading state for a block not loaded yet, already marked when the id is a height", () => {
    const html = render("/block/837045", null);
    expect(textOf(html)).toContain("Loading block 837045…");
    expect(html).toContain("Selected block");
  });
});

describe("the audit figures", () => {
  const view: AuditView = {
    expected: [],
    actual: [],
    counts: { found: 3_120, censored: 2, added: 5, selected: 1 },
    health: 99.94,
    expectedFees: 25_286_032,
    actualFees: 25_142_949,
    expectedCount: 3_122,
    actualCount: 3_126,
  };

  it("shows health, expected against actual, and each status present with its count, mined ones first", () => {
    const text = textOf(renderToStaticMarkup(createElement(BlockAuditPanel, { view, network: "signet" })));
    expect(text).toBe(
      "Health 99.94% Expected fees 0.25286032 sBTC Actual fees 0.25142949 sBTC Expected transactions 3,122 Actual transactions 3,126 " +
        "Match 3,120 Added 5 Marginal fee rate (mined) 1 Removed 2",
    );
  });

  it("leaves the health out when the backend gave none", () => {
    expect(textOf(renderToStaticMarkup(createElement(BlockAuditPanel, { view: { ...view, health: null }, network: "mainnet" })))).not.toContain("Health");
  });
});

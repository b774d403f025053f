import { describe, expect, it } from "vitest";
import type { PageDataEntry } from "../../../../client/app/page-data.tsx";
import { snapshotFromInitBundle } from "../../../../client/live/init-snapshot.ts";
import { BlocksPage } from "../../../../client/pages/blocks-page.tsx";
import { RbfPage } from "../../../../client/pages/rbf-page.tsx";
import { block, blocksDown, capturedBundle, txid } from "../../live/live-builders.ts";
import { renderPage, textOf } from "../block/render-page.ts";

const snapshot = snapshotFromInitBundle(capturedBundle());
const renderBlocks = (path: string, entry: PageDataEntry) => renderPage(BlocksPage, "/blocks", path, { entry, snapshot: null });

describe("the blocks page (server render)", () => {
  const blocks = blocksDown(837_045, 15).map((b, index) =>
    index === 0 ? { ...b, extras: { ...b.extras, matchRate: 98.5 } } : index === 1 ? { ...b, extras: { ...b.extras, matchRate: null } } : b,
  );
  const entry: PageDataEntry = { key: "blocks:2", data: { page: 2, tipHeight: 837_060, blocks } };

  it("lists 15 blocks with height links, pools, ages, health, reward, fees, TXs and a size bar", () => {
    const html = renderBlocks("/blocks?page=2", entry);
    const text = textOf(html);
    expect(html.match(/<tr [^>]*data-height=/g)).toHaveLength(15);
    expect(html).toContain(`href="/block/${block(837_045).id}">837,045</a>`);
    const pool = blocks[0]!.extras.pool;
    expect(html).toContain(`href="/mining/pool/${pool.slug}">${pool.name}</a>`);
    expect(text).toContain("Heights 837,045 to 837,031");
    expect(html).toMatch(/class="blocks-health blocks-health-fair"[^>]*>98.5%|class="blocks-health blocks-health-fair"[^>]*>99%/);
    expect(html).toMatch(/<time dateTime="[^"]+Z" title="[^"]+ UTC">/);
    expect(html).toMatch(/class="blocks-size-fill" style="width:\d+(\.\d)?%"/);
    expect(text).toContain("Reward (BTC)");
  });

  it("pages with five numbers around the current page, its neighbours and both ends", () => {
    const html = renderBlocks("/blocks?page=2", entry);
    expect(html).toContain('aria-current="page"');
    for (const page of [3, 4, 5]) expect(html).toContain(`href="/blocks?page=${page}"`);
    expect(html).toMatch(/<a class="blocks-pager-step blocks-pager-previous" rel="prev"[^>]* href="\/blocks"/);
    expect(html).toMatch(/<a class="blocks-pager-step blocks-pager-next" rel="next"[^>]* href="\/blocks\?page=3"/);
    expect(html).toMatch(/<a class="blocks-pager-step blocks-pager-last"[^>]* href="\/blocks\?page=55805"/);
    expect(textOf(html)).toContain("Page 2 of 55,805");
    // The numbers beyond the narrow window are hidden on phones by the stylesheet.
    expect(html.match(/class="blocks-pager-outer"/g)).toHaveLength(2);
  });

  it("says why a page number is refused, and that a page is past the chain's start", () => {
    const refused = textOf(renderBlocks("/blocks?page=abc", { key: "blocks:abc", error: { status: 400, message: "x" } }));
    expect(refused).toContain("Not a page number");
    expect(refused).toContain("“abc” is not a page of the block list");
    const missing = textOf(renderPage(BlocksPage, "/blocks", "/blocks?page=99999999", { entry: { key: "blocks:99999999", error: { status: 404, message: "x" } }, snapshot }));
    expect(missing).toContain("The Bitcoin chain has no page 99,999,999 of blocks");
    expect(missing).toMatch(/Go to the last page \([\d,]+\)/);
  });
});

const rbfTx = (n: number, rate: number, extra: Record<string, unknown> = {}) => ({ txid: txid(n), fee: Math.round(rate * 141), vsize: 141, value: 50_000, rate, time: 1_711_853_000 + n, rbf: true, ...extra });
const tree = (n: number, fullRbf: boolean, mined = false) => ({
  tx: rbfTx(n, 12, { ...(fullRbf ? { fullRbf } : {}), ...(mined ? { mined } : {}) }),
  time: 1_711_853_400,
  fullRbf,
  ...(mined ? { mined } : {}),
  replaces: [{ tx: rbfTx(n + 100, 3, { rbf: !fullRbf }), time: 1_711_853_100, interval: 300, fullRbf: false, replaces: [] }],
});

describe("the replacements page (server render)", () => {
  it("draws each tree with its versions, rates, badges and ages", () => {
    const html = renderPage(RbfPage, "/rbf", "/rbf", { entry: { key: "rbf", data: { trees: [tree(1, true, true), tree(2, false)] } }, snapshot: null });
    const text = textOf(html);
    expect(html.match(/class="rbf-card"/g)).toHaveLength(2);
    expect(html).toContain(`href="/tx/${txid(1)}"`);
    expect(html).toContain(`href="/tx/${txid(101)}"`);
    expect(text).toContain("3.00 sat/vB → 12.0 sat/vB");
    expect(text).toContain("Mined");
    expect(text).toContain("Full RBF");
    expect(text).toContain("Replaced after 5 minutes");
    expect(text).toContain("Did not signal RBF");
    expect(text).toMatch(/\d+ minutes ago/);
    // The fragment is the browser's: the server shows every tree with "All" chosen.
    expect(html).toMatch(/aria-current="true" data-mode="all"/);
  });

  it("says when there is nothing to show", () => {
    const text = textOf(renderPage(RbfPage, "/rbf", "/rbf", { entry: { key: "rbf", data: { trees: [] } }, snapshot: null }));
    expect(text).toContain("No transaction has been replaced recently.");
  });
});

/**
 * The clock as the worker renders it (spec §2.12): from the captured mainnet bundle (blocks
 * 837043–837050, 8 projected blocks, fastest fee 8 sat/vB, $69,880) and the page's blocks, five
 * minutes after block 837050.
 */
import { describe, expect, it } from "vitest";
import { snapshotFromInitBundle } from "../../../../client/live/init-snapshot.ts";
import type { LiveSnapshot } from "../../../../client/live/live-state.ts";
import { ClockPage } from "../../../../client/pages/clock-page.tsx";
import type { BlockExtended } from "../../../../shared/types/block-extended.ts";
import { capturedBundle, txid } from "../../live/live-builders.ts";
import { type ClockPageData, clockPageData } from "../../../../client/pages/clock/clock-page-data.ts";
import type { TransactionStripped } from "../../../../shared/types/compressed-tx.ts";
import { renderPage, textOf } from "../block/render-page.ts";
import { staticSquareCount } from "../../../support/static-graph-html.ts";

const bundle = capturedBundle();
const snapshot = snapshotFromInitBundle(bundle);
/** Newest first: 837050 … 837043. */
const BLOCKS: readonly BlockExtended[] = snapshot.blocks;
/** 03:20:27 UTC, five minutes after block 837050. */
const RENDERED_AT = (1_711_854_927 + 300) * 1000;

/** Three transactions of the chosen mined block, as its summary lists them. */
const SUMMARY: readonly TransactionStripped[] = [1, 2, 3].map((n) => ({ txid: txid(n), fee: 2_000 * n, vsize: 250, value: 10_000, rate: 8 * n }));

interface RenderOptions {
  readonly live?: LiveSnapshot | null;
  readonly blocks?: readonly BlockExtended[];
  /** The chosen mined block's transactions in the page's data; null leaves them to the browser. */
  readonly chosen?: ClockPageData["chosen"];
}

/** Renders `path` with the page data the worker would have loaded for it. */
function render(path: string, { live = snapshot, blocks = BLOCKS, chosen }: RenderOptions = {}): string {
  const [, mode = "", index = ""] = /\/clock\/(\w+)\/(\d+)/.exec(path) ?? [];
  const params = { mode, index };
  const shown = blocks[Math.min(Number(index), blocks.length - 1)];
  const data: ClockPageData = {
    blocks,
    chosen: chosen !== undefined ? chosen : mode === "mined" && shown !== undefined ? { hash: shown.id, transactions: SUMMARY } : null,
    projected: mode === "mempool" ? { index: Number(index), transactions: SUMMARY } : null,
  };
  return renderPage(ClockPage, "/clock/:mode/:index", path, { snapshot: live, entry: { key: clockPageData.key(params), data: clockPageData.pack!(data) }, renderedAt: RENDERED_AT });
}

const arcHeights = (html: string): number[] => [...html.matchAll(/class="clock-arc" data-height="(\d+)"/g)].map((match) => Number(match[1]));
const hrefs = (html: string): string[] => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
const marked = (html: string): string[] => [...html.matchAll(/<a [^>]*aria-label="([^",]*)[^"]*" aria-current="true"/g)].map((match) => match[1] ?? "");

describe("the clock, rendered on the server", () => {
  it("draws an arc for each block of the last hour, and none for older ones", () => {
    // 837044 (02:18:24) is more than an hour before 03:20:27; 837045 (03:04:30) is not.
    expect(arcHeights(render("/clock/mined/0"))).toEqual([837045, 837046, 837047, 837048, 837049, 837050]);
  });

  it("sets the hands at the server's time, in UTC", () => {
    const html = render("/clock/mempool/0");
    expect(html).toContain('class="clock-hand clock-hand-minute" transform="rotate(122.7)"');
    expect(html).toMatch(/class="clock-hand clock-hand-hour" transform="rotate\(100\.2\d\)"/);
    expect(html).toContain('aria-label="Clock face: 6 blocks in the last hour"');
  });

  it("shows in mined mode the block numbered from the newest, its size and transaction count", () => {
    const tip = textOf(render("/clock/mined/0"));
    expect(tip).toContain("Size 2.14 MB");
    expect(tip).toContain("Transactions 2,659");
    const html = render("/clock/mined/3");
    expect(html).toContain('aria-label="Block 837047"');
    expect(textOf(html)).toContain("Transactions 2,657");
    expect(marked(html)).toEqual(["Block 837047"]);
  });

  it("shows in mempool mode the projected block's height and the mempool's memory and unconfirmed count", () => {
    const html = render("/clock/mempool/2");
    expect(html).toContain('aria-label="Projected block 837053"');
    expect(html).toContain('aria-label="Transactions of block 837053"');
    const text = textOf(html);
    expect(text).toContain("Memory usage 857 MB");
    expect(text).toContain("Unconfirmed 112,686");
    expect(marked(html)).toEqual(["Projected block 3"]);
  });

  it("draws in mempool mode the projected block's transactions from the page's data, with no script", () => {
    const html = render("/clock/mempool/2");
    expect(staticSquareCount(html)).toBe(3);
  });

  it("draws the chosen mined block's transactions in the face, with no script", () => {
    const html = render("/clock/mined/2");
    expect(html).toContain('aria-label="Transactions of block 837048"');
    expect(staticSquareCount(html)).toBe(3);
    // Without the transactions (another block than the data's), the graph waits for the browser.
    const waiting = render("/clock/mined/2", { chosen: { hash: BLOCKS[0]!.id, transactions: SUMMARY } });
    expect(waiting).not.toContain("block-graph-static");
    expect(waiting).toMatch(/<figure class="block-graph is-loading"/);
  });

  it("shows the price of one coin and the fastest recommended fee", () => {
    const text = textOf(render("/clock/mempool/0"));
    expect(text).toContain("Price $69,880");
    expect(text).toContain("High priority 8.00 sat/vB");
  });

  it("leaves the stats out for stats=false, and only then", () => {
    expect(render("/clock/mined/0?stats=false")).not.toContain("clock-stats");
    expect(render("/clock/mined/0?stats=0")).toContain("clock-stats");
  });

  it("limits the canvas to an integer width and height, and ignores others", () => {
    expect(render("/clock/mined/0?width=640&height=480")).toContain("--canvas-w:min(100cqw, 640px);--canvas-h:min(100cqh, 480px)");
    expect(render("/clock/mined/0?width=640.5&height=x")).toContain("--canvas-w:100cqw;--canvas-h:100cqh");
  });

  it("links each block to its own clock under the prefixes, keeping the query", () => {
    const links = hrefs(render("/de/testnet/clock/mined/1?stats=false"));
    expect(links.slice(0, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((index) => `/de/testnet/clock/mempool/${index}?stats=false`));
    expect(links.slice(8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((index) => `/de/testnet/clock/mined/${index}?stats=false`));
  });

  it("shows no price on a test network", () => {
    const text = textOf(render("/testnet/clock/mined/0"));
    expect(text).not.toContain("Price");
    expect(text).toContain("High priority");
  });

  it("lowers an index beyond the blocks there are to the last one", () => {
    expect(render("/clock/mined/40")).toContain('aria-label="Block 837043"');
    expect(render("/clock/mempool/40")).toContain('aria-label="Projected block 837058"');
  });

  it("shows the live blocks alone when the page has no blocks of its own", () => {
    expect(arcHeights(render("/clock/mined/0", { blocks: [] }))).toEqual([837045, 837046, 837047, 837048, 837049, 837050]);
  });

  it("draws the face and the strip empty before any data", () => {
    const html = render("/clock/mempool/0", { live: null, blocks: [] });
    expect(html).toContain('class="clock-face"');
    expect(arcHeights(html)).toEqual([]);
    expect(hrefs(html)).toEqual([]);
  });
});

/**
 * The pending block view (spec §2.11) in Chromium against the shared dev server, whose devnet stands
 * still until a test steps its clock (devnet-clock.ts), so its graph comes to rest: the window hook
 * sets the transaction filter as the menu would, and the graph fades exactly the squares without the
 * flag; when the devnet mines, the view shows the new next block without a reload.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../shared/params/autofit.ts";
import { FILTER_NON_MATCH_ALPHA } from "../../shared/tables/fee-colours.ts";
import { TRANSACTION_FLAGS } from "../../shared/tables/transaction-flags.ts";
import { useChromium } from "./chromium.ts";
import { mineBlocks, waitingTransaction } from "./devnet-clock.ts";
import { markThisLoad, readMarker } from "./explorer-pages.ts";
import { type IdentifiedCell, type Rgb, colourAt, composite, graphFramesDrawn, readGraphCells, sameRgb, waitForGraphsAtRest } from "./graph-pixels.ts";
import { saveScreenshot } from "./page-helpers.ts";
import { type OpenedView, VIEW_TIMEOUT_MS, captionCount, expectFollowsNextBlock, landedSquares, nextBlockCount, openView, viewGraph } from "./view-graph.ts";

const baseURL = inject("baseURL");
/** Enough waiting transactions for squares of several kinds. */
const WAITING = 12;
const SIZE = { width: 1280, height: 800 } as const;

const browser = useChromium();
let decoder: Page;

beforeAll(async () => {
  decoder = await browser().newPage();
});

describe("/view/mempool-block/{index} on the devnet's manual clock", () => {
  /** Opens the view once the devnet has transactions waiting, and waits until it shows them all, landed. */
  async function openFollowing(): Promise<OpenedView & { squares: IdentifiedCell[]; background: Rgb }> {
    await waitingTransaction(baseURL, { minimum: WAITING });
    const opened = await openView(browser(), baseURL, "/view/mempool-block/0", SIZE);
    const count = await nextBlockCount(baseURL);
    await expect.poll(() => captionCount(viewGraph(opened.page)), { timeout: VIEW_TIMEOUT_MS }).toBe(count);
    return { ...opened, ...(await landedSquares(opened.page, decoder, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS)) };
  }

  it("lets a tester set the filter flags through the window hook, and the graph fades what they leave out", async () => {
    const { context, page, problems, squares, background } = await openFollowing();
    // A flag some of the identified squares carry and some do not, read off their tooltips.
    const flag = TRANSACTION_FLAGS.find((entry) => {
      const carrying = squares.filter((square) => square.tooltip.flags.includes(entry.label)).length;
      return carrying > 0 && carrying < squares.length;
    });
    expect(flag, `the ${squares.length} squares shown all carry the same flags`).toBeDefined();

    const framesBefore = await graphFramesDrawn(page);
    const set = await page.evaluate((flags) => String(window.blocktideSetFilterFlags!(flags)), String(flag!.value));
    expect(set).toBe(String(flag!.value));
    // The menu shows the selection as if the visitor had made it.
    await expect.poll(() => page.locator(".graph-filter-count").textContent()).toBe("1 filter on");
    expect(await page.locator(".graph-filter-flag[aria-pressed='true']").allTextContents()).toEqual([flag!.label]);
    await waitForGraphsAtRest(page, framesBefore);
    const filtered = await readGraphCells(viewGraph(page), decoder, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS);
    await saveScreenshot(page, "view-mempool-block-filter-hook");
    for (const square of squares) {
      const kept = square.tooltip.flags.includes(flag!.label);
      const [r, g, b] = square.colour;
      const expected = kept ? square.colour : composite([r / 255, g / 255, b / 255, FILTER_NON_MATCH_ALPHA], background);
      const seen = colourAt(filtered, square.cell);
      expect(sameRgb(seen, expected), `${square.txid} (${kept ? "kept" : "faded"}) is drawn ${seen}, not ${expected}`).toBe(true);
    }

    // Null clears the filter; what is no flags value is refused, naming the fault.
    const framesBeforeClear = await graphFramesDrawn(page);
    expect(await page.evaluate(() => String(window.blocktideSetFilterFlags!(null)))).toBe("0");
    await expect.poll(() => page.locator(".graph-filter-count").count()).toBe(0);
    await waitForGraphsAtRest(page, framesBeforeClear);
    const cleared = await readGraphCells(viewGraph(page), decoder, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS);
    expect(squares.filter((square) => !sameRgb(colourAt(cleared, square.cell), square.colour)).map((square) => square.txid)).toEqual([]);
    await expect(page.evaluate(() => window.blocktideSetFilterFlags!("taproot"))).rejects.toThrow(/Invalid transaction flags "taproot"/);
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("shows the new next block when the devnet mines, without a reload", async () => {
    const { context, page, problems, squares } = await openFollowing();
    const marker = await markThisLoad(page);
    const mined = await mineBlocks(baseURL, 1);
    // Transactions arrive after the block, for the next one.
    await waitingTransaction(baseURL, { minimum: 3 });
    await expectFollowsNextBlock(page, decoder, baseURL, mined.height, new Set(squares.map((square) => square.txid)));
    await saveScreenshot(page, "view-mempool-block-after-a-block");
    expect(await readMarker(page)).toBe(marker);
    expect(problems.list()).toEqual([]);
    await context.close();
  });
});

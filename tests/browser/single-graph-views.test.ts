/**
 * The single-graph kiosk views in Chromium (spec §2.8, §2.11) against the shared dev server: each
 * draws a non-empty graph as the largest square of the viewport at 800×480, 1920×1080 and 3840×2160
 * with no scrollbars (the document is exactly the viewport) and autofit's resolution; a click on a
 * square opens its transaction under the network prefix, in a new tab with ctrl, and its tooltip
 * names its audit status. (The pending block view's hook and live following: pending-block-view.test.ts.)
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { autofitResolution, BLOCK_VIEW_RESOLUTION_CELLS, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../shared/params/autofit.ts";
import { AUDIT_STATUS_TEXTS } from "../../shared/tables/audit-status.ts";
import { useChromium } from "./chromium.ts";
import type { ListedBlock } from "./explorer-pages.ts";
import { drawnCells, identifySquares, readGraphCells, waitForGraphsAtRest } from "./graph-pixels.ts";
import { apiJson, expectCtrlClickOpensTab, saveScreenshot } from "./page-helpers.ts";
import { type OpenedView, VIEW_TIMEOUT_MS, captionCount, openView, viewGraph } from "./view-graph.ts";

const baseURL = inject("baseURL");
const SIZES = [
  { width: 800, height: 480 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const;

const browser = useChromium();
let decoder: Page;

beforeAll(async () => {
  decoder = await browser().newPage();
});

/** A visitor of its own at `size`, on the shared dev server. */
const openAt = (path: string, size: { width: number; height: number }): Promise<OpenedView> => openView(browser(), baseURL, path, size);

/**
 * The view is the viewport and nothing more (no scrollbar either way), the graph the largest square
 * it holds, centred, at the resolution the view names.
 */
async function expectFillsViewport(page: Page, size: { width: number; height: number }, resolution: number): Promise<void> {
  const scroll = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    bodyWidth: document.body.scrollWidth,
    bodyHeight: document.body.scrollHeight,
  }));
  expect(scroll).toEqual({ width: size.width, height: size.height, bodyWidth: size.width, bodyHeight: size.height });
  const box = (await viewGraph(page).boundingBox())!;
  const side = Math.min(size.width, size.height);
  expect(box.width).toBeCloseTo(side, 0);
  expect(box.height).toBeCloseTo(side, 0);
  expect(box.x).toBeCloseTo((size.width - side) / 2, 0);
  expect(box.y).toBeCloseTo((size.height - side) / 2, 0);
  expect(await page.locator(".view-graph-square").getAttribute("data-resolution")).toBe(String(resolution));
}

/** The newest recent block of the network with at least `minTransactions` transactions. */
async function recentBlock(prefix: string, minTransactions: number): Promise<ListedBlock> {
  const recent = await apiJson<ListedBlock[]>(baseURL, `${prefix}/api/v1/blocks`);
  const block = recent.find((candidate) => candidate.tx_count >= minTransactions);
  if (block === undefined) throw new Error(`None of the ${recent.length} recent blocks of "${prefix || "mainnet"}" has ${minTransactions} transactions.`);
  return block;
}

describe("/view/block/{id} in Chromium", () => {
  it("draws the block as the largest square of the viewport, at autofit's resolution, without scrollbars", async () => {
    const block = await recentBlock("", 3);
    for (const size of SIZES) {
      const resolution = autofitResolution(size.width, size.height);
      const { context, page, problems } = await openAt(`/view/block/${block.id}?autofit=true`, size);
      const graph = viewGraph(page);
      await expect.poll(() => captionCount(graph)).toBe(block.tx_count);
      await waitForGraphsAtRest(page);
      await expectFillsViewport(page, size, resolution);
      const cells = await readGraphCells(graph, decoder, resolution);
      // Every transaction covers a cell at least.
      expect(drawnCells(cells).length, `${size.width}×${size.height}`).toBeGreaterThanOrEqual(block.tx_count);
      await saveScreenshot(page, `view-block-${size.width}x${size.height}`);
      expect(problems.list()).toEqual([]);
      await context.close();
    }
  });

  it("names each square's audit status, and opens its transaction under the network prefix (in a new tab with ctrl)", async () => {
    const block = await recentBlock("/testnet", 3);
    const txids = await apiJson<string[]>(baseURL, `/testnet/api/block/${block.id}/txids`);
    const { context, page, problems } = await openAt(`/testnet/view/block/${block.height}`, { width: 1280, height: 800 });
    const graph = viewGraph(page);
    await expect.poll(() => captionCount(graph)).toBe(block.tx_count);
    await waitForGraphsAtRest(page);
    expect(await page.locator(".view-graph-square").getAttribute("data-resolution")).toBe(String(BLOCK_VIEW_RESOLUTION_CELLS));
    const cells = await readGraphCells(graph, decoder, BLOCK_VIEW_RESOLUTION_CELLS);
    const squares = await identifySquares(page, graph, cells);
    const mined = squares.filter((square) => square.txid !== txids[0]);
    expect(mined.length).toBeGreaterThan(0);
    const statuses: readonly string[] = Object.values(AUDIT_STATUS_TEXTS);
    for (const square of squares) expect(txids, `the tooltip names ${square.txid}`).toContain(square.txid);
    // The devnet audits every block: the tooltip says how the audit saw each mined transaction (spec §4.1).
    for (const square of mined) expect(statuses, `the tooltip of ${square.txid}`).toContain(square.tooltip.audit);
    const [square] = mined;
    await expectCtrlClickOpensTab(context, page, square!.point, `${baseURL}/testnet/tx/${square!.txid}`);

    await page.mouse.click(square!.point.x, square!.point.y);
    await page.waitForURL(`${baseURL}/testnet/tx/${square!.txid}`);
    await expect.poll(() => page.locator(".tx-page-txid").textContent()).toBe(square!.txid);
    expect(problems.list()).toEqual([]);
    await context.close();
  });
});

describe("/view/mempool-block/{index} in Chromium", () => {
  it("draws the next projected block as the largest square of the viewport, at autofit's resolution, without scrollbars", async () => {
    for (const size of SIZES) {
      const resolution = autofitResolution(size.width, size.height);
      const { context, page, problems } = await openAt("/view/mempool-block/0?autofit=true", size);
      const graph = viewGraph(page);
      await expect.poll(() => captionCount(graph), { timeout: VIEW_TIMEOUT_MS }).toBeGreaterThan(0);
      // Squares fly in from outside the graph: wait until they show.
      await expect.poll(async () => drawnCells(await readGraphCells(graph, decoder, resolution)).length, { timeout: VIEW_TIMEOUT_MS }).toBeGreaterThan(0);
      await expectFillsViewport(page, size, resolution);
      await saveScreenshot(page, `view-mempool-block-${size.width}x${size.height}`);
      expect(problems.list()).toEqual([]);
      await context.close();
    }
  });

  it("draws at the projected block resolution without autofit", async () => {
    const { context, page, problems } = await openAt("/view/mempool-block/0", { width: 1920, height: 1080 });
    await expect.poll(() => captionCount(viewGraph(page)), { timeout: VIEW_TIMEOUT_MS }).toBeGreaterThan(0);
    await expectFillsViewport(page, { width: 1920, height: 1080 }, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS);
    expect(await viewGraph(page).getAttribute("aria-label")).toMatch(new RegExp(`^Next block: [\\d,]+ transactions?$`));
    expect(problems.list()).toEqual([]);
    await context.close();
  });
});

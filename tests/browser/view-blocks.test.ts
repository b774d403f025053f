/**
 * The multi-block wall, /view/blocks, in Chromium against the shared dev server (spec §2.9, §2.10):
 * it fills kiosk screens from 800×480 to 3840×2160 without scrollbars, each block inside the window
 * at the size the shared layout rule gives, and follows resizes; each mined-by line shows only after
 * its delay; test mode steps a height up; a click on a square opens its transaction under the
 * network's prefix, in a new tab with ctrl.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { MULTI_BLOCK_VIEW_RESOLUTION_CELLS } from "../../shared/params/autofit.ts";
import { blockWallBlockPx, blockWallGrid } from "../../shared/params/block-wall-layout.ts";
import { EIGHT_BLOCKS_INFO_DELAY_MS, EIGHT_BLOCKS_TEST_REFRESH_MS, MULTI_BLOCK_DEFAULTS } from "../../shared/params/embed-params.ts";
import { useChromium } from "./chromium.ts";
import { pageProblems } from "./explorer-pages.ts";
import { countGraphFrames, waitForGraphsAtRest } from "./graph-pixels.ts";
import { blockTxids, graphOfBlock, lineFades, someSquare, wallTiles } from "./block-wall-pages.ts";
import { expectCtrlClickOpensTab, openHydrated, saveScreenshot } from "./page-helpers.ts";

const baseURL = inject("baseURL");
const browser = useChromium();
let decoder: Page;

beforeAll(async () => {
  decoder = await browser().newPage();
});

interface Wall {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly problems: { readonly list: () => string[] };
}

async function openWall(path: string, viewport = { width: 1280, height: 720 }): Promise<Wall> {
  const context = await browser().newContext({ viewport });
  await countGraphFrames(context);
  const page = await context.newPage();
  const problems = pageProblems(page);
  await openHydrated(page, `${baseURL}${path}`);
  return { context, page, problems };
}

describe("the block wall in Chromium", () => {
  it.each([
    [800, 480],
    [1920, 1080],
    [3840, 2160],
  ])("fills %i×%i with every block inside the window and no scrollbars", async (width, height) => {
    const { context, page, problems } = await openWall("/view/blocks", { width, height });
    const count = MULTI_BLOCK_DEFAULTS.numBlocks;
    const tiles = await wallTiles(page);
    expect(tiles).toHaveLength(count);
    // The newest blocks, newest first.
    expect(tiles.map((tile) => tile.height)).toEqual(tiles.map((_, index) => tiles[0]!.height - index));

    const scroll = await page.evaluate(() => {
      window.scrollTo(500, 500);
      const root = document.documentElement;
      return { scrollWidth: root.scrollWidth, scrollHeight: root.scrollHeight, x: window.scrollX, y: window.scrollY };
    });
    expect(scroll).toEqual({ scrollWidth: width, scrollHeight: height, x: 0, y: 0 });
    // Each block lies inside the window, at the size and in the grid of the shared layout rule.
    const side = blockWallBlockPx(width, height, { count, wrap: true, blockWidthPx: MULTI_BLOCK_DEFAULTS.blockWidthPx });
    const grid = blockWallGrid(width, height, count, true);
    for (const { box } of tiles) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
      expect(box.width).toBeCloseTo(side, 0);
      expect(box.height).toBeCloseTo(side, 0);
    }
    expect(new Set(tiles.map((tile) => Math.round(tile.box.x))).size).toBe(grid.cols);
    expect(new Set(tiles.map((tile) => Math.round(tile.box.y))).size).toBe(grid.rows);
    expect(await page.locator("canvas.block-graph-canvas").count()).toBe(count);

    await waitForGraphsAtRest(page);
    await saveScreenshot(page, `view-blocks-${width}x${height}`);
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("follows a resize and a turn to portrait, still without scrollbars", async () => {
    const { context, page, problems } = await openWall("/view/blocks", { width: 1920, height: 1080 });
    await waitForGraphsAtRest(page);
    const sizing = { count: MULTI_BLOCK_DEFAULTS.numBlocks, wrap: true, blockWidthPx: MULTI_BLOCK_DEFAULTS.blockWidthPx };
    for (const [width, height] of [
      [390, 844],
      [844, 390],
    ] as const) {
      await page.setViewportSize({ width, height });
      const side = blockWallBlockPx(width, height, sizing);
      await expect.poll(async () => (await wallTiles(page)).map((tile) => Math.round(tile.box.width))).toEqual(Array(sizing.count).fill(Math.round(side)));
      const tiles = await wallTiles(page);
      expect(new Set(tiles.map((tile) => Math.round(tile.box.y))).size).toBe(blockWallGrid(width, height, sizing.count, true).rows);
      for (const { box } of tiles) expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([width, height]);
      await waitForGraphsAtRest(page);
      await saveScreenshot(page, `view-blocks-resized-${width}x${height}`);
    }
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("shows each block's mined-by line only once its delay is over (spec §2.10), each block later by the stagger", async () => {
    const stagger = 200;
    const { context, page, problems } = await openWall(`/view/blocks?numBlocks=4&stagger=${stagger}`);
    const lines = page.locator(".block-wall-pool");
    await expect.poll(() => lines.count()).toBe(4);
    for (const text of await lines.allTextContents()) expect(text).toMatch(/^by \S/);
    // Each line's fade, sought to moments around its delay: hidden before, shown after.
    const seen = await lineFades(page);
    expect(seen).toEqual([0, 1, 2, 3].map((slot) => ({ delay: EIGHT_BLOCKS_INFO_DELAY_MS + slot * stagger, start: "0", justBefore: "0", after: "1" })));
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("steps one block up in test mode, every 10 s from the height asked for (spec §2.10, §9)", async () => {
    const tip = Number(await (await fetch(`${baseURL}/api/blocks/tip/height`)).text());
    const start = tip - 10;
    const { context, page, problems } = await openWall(`/view/blocks?test=true&testHeight=${start}&numBlocks=3`);
    expect((await wallTiles(page)).map((tile) => tile.height)).toEqual([start, start - 1, start - 2]);
    // The first step comes EIGHT_BLOCKS_TEST_REFRESH_MS after the page; the wait allows for a busy machine.
    await expect.poll(async () => (await wallTiles(page)).map((tile) => tile.height), { timeout: 3 * EIGHT_BLOCKS_TEST_REFRESH_MS }).toEqual([start + 1, start, start - 1]);
    expect(problems.list()).toEqual([]);
    await context.close();
  }, 60_000);

  it("opens a clicked square's transaction, and in a new tab with ctrl without leaving the wall", async () => {
    const { context, page, problems } = await openWall("/view/blocks?autofit=false&numBlocks=4");
    await waitForGraphsAtRest(page);
    const [newest] = await wallTiles(page);
    const square = await someSquare(page, graphOfBlock(page, newest!.height), decoder, MULTI_BLOCK_VIEW_RESOLUTION_CELLS);
    expect(await blockTxids(baseURL, newest!.height)).toContain(square.txid);
    await expectCtrlClickOpensTab(context, page, square.point, `${baseURL}/tx/${square.txid}`);

    await page.mouse.click(square.point.x, square.point.y);
    await page.waitForURL(`${baseURL}/tx/${square.txid}`);
    await expect.poll(() => page.locator(".tx-page-txid").textContent()).toBe(square.txid);
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("opens a transaction under the network's prefix on testnet", async () => {
    const { context, page, problems } = await openWall("/testnet/view/blocks?autofit=false&numBlocks=2");
    await waitForGraphsAtRest(page);
    const [newest] = await wallTiles(page);
    const square = await someSquare(page, graphOfBlock(page, newest!.height), decoder, MULTI_BLOCK_VIEW_RESOLUTION_CELLS);
    await page.mouse.click(square.point.x, square.point.y);
    await page.waitForURL(`${baseURL}/testnet/tx/${square.txid}`);
    expect(problems.list()).toEqual([]);
    await context.close();
  });
});

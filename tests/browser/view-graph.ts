/**
 * What the single-graph view tests read off a view (spec §2.8, §2.11): its graph, the count its
 * caption gives, its squares once they have landed, and whether the pending block view follows the
 * next projected block after the devnet mined one.
 *
 * @example
 * const { squares } = await landedSquares(page, decoder, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS);
 * await expectFollowsNextBlock(page, decoder, baseURL, mined.height);
 */
import { expect } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../shared/params/autofit.ts";
import type { MempoolBlock } from "../../shared/types/mempool.ts";
import { pageProblems } from "./explorer-pages.ts";
import { type IdentifiedCell, type Rgb, countGraphFrames, drawnCells, identifySquares, readGraphCells, waitForGraphsAtRest } from "./graph-pixels.ts";
import { apiJson, apiText, openHydrated } from "./page-helpers.ts";

/** A view's wait for what a viewer would wait for (a socket's first list, a squares' flight). */
export const VIEW_TIMEOUT_MS = 30_000;

export interface OpenedView {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly problems: { readonly list: () => string[] };
}

/** Opens `path` of the explorer at `origin` for a visitor of its own at `size`, with the graph's frames counted. */
export async function openView(browser: Browser, origin: string, path: string, size: { readonly width: number; readonly height: number }): Promise<OpenedView> {
  const context = await browser.newContext({ viewport: size });
  await countGraphFrames(context);
  const page = await context.newPage();
  const problems = pageProblems(page);
  await openHydrated(page, `${origin}${path}`);
  return { context, page, problems };
}

export const viewGraph = (page: Page): Locator => page.locator("figure.block-graph");

/** The transactions the graph's caption counts ("1,234 transactions" → 1234). */
export const captionCount = async (graph: Locator): Promise<number> => Number(((await graph.locator("figcaption").textContent()) ?? "").replace(/[^\d]/g, ""));

/** Transactions in the next projected block of the explorer at `origin`, as its API says. */
export const nextBlockCount = async (origin: string): Promise<number> => (await apiJson<MempoolBlock[]>(origin, "/api/v1/fees/mempool-blocks"))[0]?.nTx ?? 0;

/**
 * Waits until the graph shows squares and they have stopped moving, then names them by their
 * tooltips. The graph updates at most once a second (spec §9), so squares may come a second after
 * the list, and they fly in from outside it.
 */
export async function landedSquares(page: Page, decoder: Page, resolution: number): Promise<{ squares: IdentifiedCell[]; background: Rgb }> {
  const graph = viewGraph(page);
  await expect.poll(async () => drawnCells(await readGraphCells(graph, decoder, resolution)).length, { timeout: VIEW_TIMEOUT_MS }).toBeGreaterThan(0);
  await waitForGraphsAtRest(page);
  const cells = await readGraphCells(graph, decoder, resolution);
  return { squares: await identifySquares(page, graph, cells), background: cells.background };
}

/**
 * After the devnet mined block `height` and then stood still (the manual clock, stepped by the test,
 * with transactions that arrived after the block): the pending block view at index 0, at its default
 * resolution, counts the new next block's transactions and shows only waiting ones, none of the
 * block's. `shownBefore` are the txids it showed before: the block took some of them.
 */
export async function expectFollowsNextBlock(page: Page, decoder: Page, origin: string, height: number, shownBefore: ReadonlySet<string>): Promise<void> {
  const hash = await apiText(origin, `/api/block-height/${height}`);
  const mined = new Set(await apiJson<string[]>(origin, `/api/block/${hash}/txids`));
  expect([...shownBefore].some((txid) => mined.has(txid)), `block ${height} took none of the ${shownBefore.size} transactions the view showed`).toBe(true);
  const waiting = new Set(await apiJson<string[]>(origin, "/api/mempool/txids"));
  const count = await nextBlockCount(origin);
  const graph = viewGraph(page);
  await expect.poll(() => captionCount(graph), { timeout: VIEW_TIMEOUT_MS }).toBe(count);
  await expect
    .poll(
      async () => {
        const { squares } = await landedSquares(page, decoder, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS);
        return { mined: squares.filter((square) => mined.has(square.txid)).length, waiting: squares.every((square) => waiting.has(square.txid)) };
      },
      { timeout: VIEW_TIMEOUT_MS },
    )
    .toEqual({ mined: 0, waiting: true });
}

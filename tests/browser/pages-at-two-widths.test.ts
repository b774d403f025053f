/**
 * The block, mempool block, transaction, address, mining and pool pages at a desktop (1440 px) and a phone
 * (390 px) width against the shared dev server: each hydrates and goes live without a console
 * error or hydration warning, leaves no ARIA reference dangling, never scrolls sideways, and is
 * kept as a full-page screenshot for a person to look at.
 */
import { mkdirSync } from "node:fs";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useChromium } from "./chromium.ts";
import { addressWithLongHistory, chooseBlock, pageProblems } from "./explorer-pages.ts";
import { BLOCK_VIEW_RESOLUTION_CELLS, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../shared/params/autofit.ts";
import { waitingTransaction } from "./devnet-clock.ts";
import { countGraphFrames, drawnCells, readGraphCells, waitForGraphsAtRest } from "./graph-pixels.ts";
import { apiJson, danglingIdReferences, openHydrated, SCREENSHOT_DIR, waitForStripAtRest } from "./page-helpers.ts";

const baseURL = inject("baseURL");
const LOAD_TIMEOUT_MS = 15_000;

const VIEWPORTS = [
  { name: "1440", width: 1440, height: 900 },
  { name: "390", width: 390, height: 844 },
] as const;

interface PageUnderTest {
  readonly name: string;
  readonly path: string;
  /** What shows once the page has its content (not its loading state). */
  readonly ready: string;
  /** The page's overview graph, if it has one: the screenshot waits until it shows squares. */
  readonly graph?: { readonly name: string; readonly resolution: number; readonly comesToRest: boolean };
}

const browser = useChromium();
let decoder: Page;
let pages: PageUnderTest[];

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  decoder = await browser().newPage();
  const { block } = await chooseBlock(baseURL, 5);
  const [coinbase] = await apiJson<string[]>(baseURL, `/api/block/${block.id}/txids`);
  // The newest waiting transaction; the next projected block's graph shows it and the others.
  const pending = await waitingTransaction(baseURL);
  const { address } = await addressWithLongHistory(baseURL, 25);
  const { pools } = await apiJson<{ pools: { slug: string }[] }>(baseURL, "/api/v1/mining/pools/1w");
  pages = [
    { name: "block", path: `/block/${block.id}`, ready: ".block-transactions .tx-card", graph: { name: "Actual block", resolution: BLOCK_VIEW_RESOLUTION_CELLS, comesToRest: true } },
    // Its graph follows the mempool: a delta a second, each animated for a second, so it may never rest.
    { name: "mempool-block", path: "/mempool-block/0", ready: "figure.block-graph[aria-busy='false']", graph: { name: "Next block", resolution: MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS, comesToRest: false } },
    { name: "tx-confirmed", path: `/tx/${coinbase}`, ready: ".tx-status-confirmed" },
    { name: "tx-pending", path: `/tx/${pending}`, ready: ".tx-status-unconfirmed" },
    { name: "address", path: `/address/${address}`, ready: ".address-page .tx-card" },
    { name: "mining", path: "/mining", ready: ".mining-pools tbody tr" },
    { name: "pool", path: `/mining/pool/${pools[0]!.slug}`, ready: ".pool-blocks-table tbody tr" },
  ];
});

describe("explorer pages at two widths", () => {
  for (const viewport of VIEWPORTS) {
    it(`hydrate without console problems and fit the width at ${viewport.name} px`, async () => {
      const context = await browser().newContext({ viewport: { width: viewport.width, height: viewport.height } });
      await countGraphFrames(context);
      const overflowing: string[] = [];
      for (const target of pages) {
        const page = await context.newPage();
        const problems = pageProblems(page);
        await openHydrated(page, `${baseURL}${target.path}`);
        await page.locator(target.ready).first().waitFor({ timeout: LOAD_TIMEOUT_MS });
        if (target.graph !== undefined) {
          const { name, resolution, comesToRest } = target.graph;
          const graph = page.getByRole("figure", { name, exact: true });
          // Squares fly in from outside the graph: wait until they show (and, for a block, have landed).
          await expect.poll(async () => drawnCells(await readGraphCells(graph, decoder, resolution)).length, { timeout: LOAD_TIMEOUT_MS }).toBeGreaterThan(0);
          if (comesToRest) await waitForGraphsAtRest(page);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await waitForStripAtRest(page);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (sideways > 0) overflowing.push(`${target.name} is ${sideways} px too wide`);
        expect(await danglingIdReferences(page), target.name).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOT_DIR}page-${target.name}-${viewport.name}.png`, fullPage: true });
        expect(problems.list(), target.name).toEqual([]);
        await page.close();
      }
      expect(overflowing).toEqual([]);
      await context.close();
    });
  }
});

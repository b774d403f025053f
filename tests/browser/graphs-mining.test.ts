/**
 * /graphs/mining/:graph in Chromium at 1440 and 390 px against the shared dev server (manual devnet
 * clock): every graph hydrates without console problems and its table holds the API's answer for
 * the window it shows; a window switch writes the fragment and miningWindowPreference, which a
 * reload and another graph keep (raised to that graph's minimum); a new block re-fetches the graph;
 * a slice of the pools donut opens its pool's page. Each graph is kept as a screenshot per width.
 */
import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { MINING_GRAPHS } from "../../shared/charts/mining-graphs.ts";
import type { MiningWindow } from "../../shared/preferences/chart-windows.ts";
import { TABLED_MINING_GRAPHS, type TabledMiningGraph, tableColumns } from "../support/mining-graph-columns.ts";
import { useChromium } from "./chromium.ts";
import { mineBlocks } from "./devnet-clock.ts";
import { pageProblems } from "./explorer-pages.ts";
import { SCREENSHOT_DIR, apiJson, openHydrated } from "./page-helpers.ts";

const baseURL = inject("baseURL");
const WAIT_MS = 30_000;
/** A test that visits eight server-rendered graphs, each with a long table, on a machine the suite shares. */
const LONG_TEST_MS = 600_000;
const VIEWPORTS = [
  { name: "1440", width: 1440, height: 900 },
  { name: "390", width: 390, height: 844 },
] as const;

const browser = useChromium();

/** A page that waits as long for a document as a loaded machine's dev server may take to render one. */
async function patientPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(120_000);
  page.setDefaultTimeout(WAIT_MS);
  return page;
}

beforeAll(() => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

/** The window the shown graph's data are for, once its card is there and not loading. */
async function shownWindow(page: Page): Promise<MiningWindow> {
  const cards = page.locator(".graphs-cards[aria-busy='false']");
  await cards.waitFor({ timeout: WAIT_MS });
  return (await cards.getAttribute("data-window")) as MiningWindow;
}

/** The chart table's rows (opened first: the browser builds them only while it is open), as the API's values. */
async function tableValues(page: Page): Promise<number[][]> {
  const table = page.locator("details.chart-table");
  if ((await table.getAttribute("open")) === null) await table.locator("summary").click();
  await table.locator("tbody tr").first().waitFor({ timeout: WAIT_MS });
  return table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].map((cell) => Number(cell.dataset.value))));
}

/** In the page: the time of the open chart table's newest row. */
const newestRowTime = (): number => Math.max(...[...document.querySelectorAll("details.chart-table tbody tr")].map((row) => Number(row.getAttribute("data-time"))));

/** `query`: the one the page asked with after a new block (an answer no cache holds from before it). */
async function expectTableOfApi(page: Page, graph: TabledMiningGraph, query = ""): Promise<void> {
  const window = await shownWindow(page);
  const columns = tableColumns(graph, await apiJson<unknown>(baseURL, `/api/v1/mining/${graphRoute(graph)}/${window}${query}`));
  expect(columns.length).toBeGreaterThan(0);
  expect((await tableValues(page)).map((row) => row.slice(0, columns[0]!.length))).toEqual(columns);
}

const graphRoute = (graph: TabledMiningGraph): string =>
  ({
    "hashrate-difficulty": "hashrate",
    "block-fee-rates": "blocks/fee-rates",
    "block-fees": "blocks/fees",
    "block-rewards": "blocks/rewards",
    "block-sizes-weights": "blocks/sizes-weights",
    "block-health": "blocks/predictions",
  })[graph];

describe("the mining graphs", () => {
  for (const viewport of VIEWPORTS) {
    it(`show every graph with the API's values and no console problems at ${viewport.name} px`, async () => {
      const context = await browser().newContext({ viewport: { width: viewport.width, height: viewport.height } });
      try {
        for (const graph of MINING_GRAPHS) {
          // A page per graph: leaving one closes its socket, which the next load would hear as a warning.
          const page = await patientPage(context);
          const problems = pageProblems(page);
          await openHydrated(page, `${baseURL}/graphs/mining/${graph}`);
          await shownWindow(page);
          if (graph === "pools") {
            const ranking = await apiJson<{ pools: { slug: string; blockCount: number }[] }>(baseURL, `/api/v1/mining/pools/${await shownWindow(page)}`);
            const rows = await page.locator("tr[data-slug]").evaluateAll((rows) => rows.map((row) => [row.getAttribute("data-slug"), Number((row.querySelector("td[data-value]") as HTMLElement).dataset.value)]));
            expect(rows).toEqual(ranking.pools.map((pool) => [pool.slug, pool.blockCount]));
          } else if (graph !== "pools-dominance") {
            await expectTableOfApi(page, graph);
          }
          if (graph !== "pools") await page.locator(".chart-box[data-state='canvas']").waitFor({ timeout: WAIT_MS });
          // The page never scrolls sideways.
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await page.screenshot({ path: `${SCREENSHOT_DIR}graphs-mining-${graph}-${viewport.name}.png`, fullPage: true });
          expect(problems.list()).toEqual([]);
          await page.close();
        }
      } finally {
        await context.close();
      }
    }, LONG_TEST_MS);
  }

  it("switches the window by the fragment and keeps it in miningWindowPreference across a reload and other graphs", async () => {
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    const problems: string[] = [];
    let page: Page | null = null;
    // A page per address: leaving one closes its socket, which the next load would hear as a warning.
    const open = async (path: string): Promise<Page> => {
      if (page !== null) {
        problems.push(...pageProblemsOf.get(page)!.list());
        await page.close();
      }
      page = await patientPage(context);
      pageProblemsOf.set(page, pageProblems(page));
      await openHydrated(page, `${baseURL}${path}`);
      return page;
    };
    const pageProblemsOf = new Map<Page, { readonly list: () => string[] }>();
    try {
      let shown = await open("/graphs/mining/block-health");
      expect(await shownWindow(shown)).toBe("1w");
      await shown.locator(".graphs-window[data-window='24h']").click();
      await shown.waitForURL(/#24h$/);
      await shown.locator(".graphs-cards[data-window='24h'][aria-busy='false']").waitFor({ timeout: WAIT_MS });
      expect(await shown.evaluate(() => localStorage.getItem("miningWindowPreference"))).toBe("24h");
      await expectTableOfApi(shown, "block-health");

      await shown.reload();
      await shown.waitForSelector("html[data-hydrated='true']");
      expect(await shownWindow(shown)).toBe("24h");

      // Without a fragment the preference decides, raised to a graph's minimum; a fragment wins.
      shown = await open("/graphs/mining/block-sizes-weights");
      await shown.locator(".graphs-cards[data-window='24h'][aria-busy='false']").waitFor({ timeout: WAIT_MS });
      shown = await open("/graphs/mining/hashrate-difficulty");
      await shown.locator(".graphs-cards[data-window='3m'][aria-busy='false']").waitFor({ timeout: WAIT_MS });
      expect(await shown.evaluate(() => localStorage.getItem("miningWindowPreference"))).toBe("24h");
      shown = await open("/graphs/mining/block-fee-rates#all");
      await shown.locator(".graphs-cards[data-window='all'][aria-busy='false']").waitFor({ timeout: WAIT_MS });

      // A new block re-fetches the graph: the per-block 24h health gains the block.
      shown = await open("/graphs/mining/block-health#24h");
      await shown.locator(".graphs-cards[data-window='24h'][aria-busy='false']").waitFor({ timeout: WAIT_MS });
      await tableValues(shown);
      const before = await shown.evaluate(newestRowTime);
      const mined = await mineBlocks(baseURL, 1);
      // The new block is newer than every row; the window may drop its oldest meanwhile, so no count.
      await shown.waitForFunction(
        (newest) => Math.max(...[...document.querySelectorAll("details.chart-table tbody tr")].map((row) => Number(row.getAttribute("data-time")))) > newest,
        before,
        { timeout: WAIT_MS },
      );
      await expectTableOfApi(shown, "block-health", `?tip=${mined.height}`);
      problems.push(...pageProblemsOf.get(shown)!.list());
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, LONG_TEST_MS);

  it("opens a pool's page from its slice of the donut", async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await patientPage(context);
      const problems = pageProblems(page);
      await openHydrated(page, `${baseURL}/graphs/mining/pools`);
      const slice = page.locator("svg.mining-pie a").first();
      const slug = await slice.getAttribute("data-slug");
      expect(slug).toBeTruthy();
      await slice.locator("path").click();
      await page.waitForURL(new RegExp(`/mining/pool/${slug}$`), { timeout: WAIT_MS });
      await page.locator(".pool-page, main h1").first().waitFor({ timeout: WAIT_MS });
      expect(problems.list()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

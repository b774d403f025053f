/**
 * The list pages at a desktop (1440 px) and a phone (390 px) width against the shared dev server:
 * /blocks shows the API's blocks, pages by click and by ← and →, and takes a block the devnet mines
 * onto its first page live; /rbf shows the API's replacement trees, a replacement made during the
 * test arrives live, and the full-RBF filter (also as /rbf#fullrbf) keeps only full-RBF trees. No
 * console problem, no sideways scrolling; each page kept as a screenshot to look at.
 */
import { mkdirSync } from "node:fs";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { type Replacement, broadcastReplacedPayment } from "./accelerator-wallet.ts";
import { useChromium } from "./chromium.ts";
import { mineBlocks } from "./devnet-clock.ts";
import { pageProblems } from "./explorer-pages.ts";
import { blocksPageCount } from "../../shared/params/blocks-page.ts";
import { apiJson, danglingIdReferences, openHydrated, SCREENSHOT_DIR } from "./page-helpers.ts";

const baseURL = inject("baseURL");
/** A stepped block or a broadcast reaches the page through the hub within a second; the margin covers a busy machine. */
const SHOWN_TIMEOUT_MS = 30_000;

const VIEWPORTS = [
  { name: "1440", width: 1440, height: 900 },
  { name: "390", width: 390, height: 844 },
] as const;

interface ListedBlock {
  readonly id: string;
  readonly height: number;
}
interface ListedTree {
  readonly tx: { readonly txid: string };
  readonly fullRbf: boolean;
}

const browser = useChromium();

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // The first page of a fresh server compiles its assets: load it once so no test's load waits on that.
  const context = await browser().newContext();
  await openHydrated(await context.newPage(), `${baseURL}/blocks`).catch(() => undefined);
  await context.close();
}, 120_000);

/** The rows of the blocks table: height and block hash, top to bottom. */
const shownRows = (page: Page): Promise<ListedBlock[]> =>
  page.locator(".blocks-table tbody tr").evaluateAll((rows) =>
    rows.map((row) => ({ height: Number(row.getAttribute("data-height")), id: (row.querySelector(".blocks-height a")?.getAttribute("href") ?? "").split("/").pop() ?? "" })),
  );

const shownTrees = (page: Page): Promise<string[]> => page.locator(".rbf-card").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-txid") ?? ""));

/** Waits until the table's first row is `height`, then checks every row against the API's page from there. */
async function expectPageFrom(page: Page, height: number): Promise<void> {
  await expect.poll(async () => (await shownRows(page))[0]?.height, { timeout: SHOWN_TIMEOUT_MS }).toBe(height);
  const fromApi = await apiJson<ListedBlock[]>(baseURL, `/api/v1/blocks/${height}`);
  expect(await shownRows(page)).toEqual(fromApi.map(({ id, height: h }) => ({ id, height: h })));
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function newContext(viewport: (typeof VIEWPORTS)[number]): Promise<BrowserContext> {
  return browser().newContext({ viewport: { width: viewport.width, height: viewport.height } });
}

describe("/blocks", () => {
  for (const viewport of VIEWPORTS) {
    it(`shows the API's blocks, pages by click and arrow keys, and goes live at ${viewport.name} px`, async () => {
      const context = await newContext(viewport);
      const page = await context.newPage();
      const problems = pageProblems(page);
      await openHydrated(page, `${baseURL}/blocks`);
      const tip = Number(await (await fetch(`${baseURL}/api/blocks/tip/height`)).text());
      await expectPageFrom(page, tip);
      expect(await page.locator(".blocks-table tbody tr").count()).toBe(15);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      // Every kept column is in view, not behind the table's own scrollbar.
      expect(await page.locator(".lists-table-scroll").evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
      expect(await danglingIdReferences(page)).toEqual([]);
      // A phone keeps height, pool, age and fees; the rest of the columns are hidden.
      const hidden = await page.locator(".blocks-table thead th").evaluateAll((cells) => cells.filter((cell) => getComputedStyle(cell).display === "none").map((cell) => cell.textContent));
      expect(hidden).toEqual(viewport.width < 768 ? ["Health", "Reward (BTC)", "TXs", "Size"] : []);
      await page.screenshot({ path: `${SCREENSHOT_DIR}list-blocks-${viewport.name}.png`, fullPage: true });

      // Older by the pager, then back and forth with the arrow keys.
      await page.getByRole("navigation", { name: "Pages of blocks" }).getByRole("link", { name: "Older" }).click();
      await page.waitForURL(/\/blocks\?page=2$/);
      await expectPageFrom(page, tip - 15);
      await page.keyboard.press("ArrowLeft");
      await page.waitForURL(/\/blocks$/);
      await expectPageFrom(page, tip);
      await page.keyboard.press("ArrowRight");
      await page.waitForURL(/\/blocks\?page=2$/);
      await page.getByRole("link", { name: "Page 3", exact: true }).click();
      await page.waitForURL(/\/blocks\?page=3$/);
      await expectPageFrom(page, tip - 30);
      expect(await page.locator(".blocks-pager [aria-current='page']").textContent()).toBe("3");
      // Typed into the search box, the arrows move its caret, not the page.
      await page.locator(".search-input").first().focus();
      await page.keyboard.press("ArrowLeft");
      expect(page.url()).toMatch(/\/blocks\?page=3$/);

      // Page 1 takes a newly mined block on top, still 15 rows, without a reload.
      await page.getByRole("link", { name: "First page" }).click();
      await page.waitForURL(/\/blocks$/);
      await expectPageFrom(page, tip);
      const mined = await mineBlocks(baseURL, 1);
      await expect.poll(async () => (await shownRows(page))[0]?.height, { timeout: SHOWN_TIMEOUT_MS }).toBe(mined.height);
      const rows = await shownRows(page);
      expect(rows).toHaveLength(15);
      const fromApi = await apiJson<ListedBlock[]>(baseURL, `/api/v1/blocks/${mined.height}`);
      expect(rows).toEqual(fromApi.map(({ id, height }) => ({ id, height })));
      await expect.poll(() => page.locator(".blocks-row-new .blocks-new-badge").count()).toBeGreaterThan(0);

      expect(problems.list()).toEqual([]);
      await context.close();
    });
  }

  it("answers a bad page number with a clear page, and one past the chain with a link to the last", async () => {
    const context = await newContext(VIEWPORTS[0]);
    const page = await context.newPage();
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/blocks?page=abc`);
    await expect.poll(() => page.locator(".lists-state h2").textContent()).toBe("Not a page number");
    await openHydrated(page, `${baseURL}/blocks?page=99999999`);
    await expect.poll(() => page.locator(".lists-state h2").textContent()).toBe("No such page");
    const tip = Number(await (await fetch(`${baseURL}/api/blocks/tip/height`)).text());
    const last = page.getByRole("link", { name: /Go to the last page/ });
    await expect.poll(() => last.getAttribute("href")).toMatch(new RegExp(`^/blocks\\?page=(${blocksPageCount(tip)}|${blocksPageCount(tip + 1)})$`));
    // Client-side errors log the failed API read; nothing else may complain.
    expect(problems.list().filter((problem) => !/404|400/.test(problem))).toEqual([]);
    await context.close();
  });
});

describe("/rbf", () => {
  let made: Replacement[] = [];

  for (const viewport of VIEWPORTS) {
    it(`shows the API's replacement trees, one made now arriving live, and filters full RBF at ${viewport.name} px`, async () => {
      const context = await newContext(viewport);
      const page = await context.newPage();
      const problems = pageProblems(page);
      await openHydrated(page, `${baseURL}/rbf`);
      const before = await apiJson<ListedTree[]>(baseURL, "/api/v1/replacements");
      expect(await shownTrees(page)).toEqual(before.map((tree) => tree.tx.txid));

      // Made while the page is open: both reach it through the socket (track-rbf → rbfLatest).
      const signalled = await broadcastReplacedPayment(baseURL, { signalsRbf: true });
      const full = await broadcastReplacedPayment(baseURL, { signalsRbf: false });
      made = [...made, signalled, full];
      await expect.poll(() => shownTrees(page), { timeout: SHOWN_TIMEOUT_MS }).toEqual(expect.arrayContaining([signalled.replacement, full.replacement]));
      const all = await apiJson<ListedTree[]>(baseURL, "/api/v1/replacements");
      await expect.poll(() => shownTrees(page)).toEqual(all.map((tree) => tree.tx.txid));
      const card = page.locator(`.rbf-card[data-txid="${signalled.replacement}"]`);
      expect(await card.locator(".rbf-card-badges").textContent()).toBe("RBF");
      expect(await card.locator(`a[href="/tx/${signalled.replaced}"]`).count()).toBe(1);
      expect(await page.locator(`.rbf-card[data-txid="${full.replacement}"] .rbf-card-badges`).textContent()).toBe("Full RBF");
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await danglingIdReferences(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOT_DIR}list-rbf-${viewport.name}.png`, fullPage: true });

      // The filter: only full-RBF trees, the address says so, and "All" brings every tree back.
      await page.getByRole("navigation", { name: "Which replacements" }).getByRole("link", { name: "Full RBF" }).click();
      await page.waitForURL(/\/rbf#fullrbf$/);
      const fullFromApi = await apiJson<ListedTree[]>(baseURL, "/api/v1/fullrbf/replacements");
      await expect.poll(() => shownTrees(page)).toEqual(fullFromApi.map((tree) => tree.tx.txid));
      expect(await shownTrees(page)).toContain(full.replacement);
      expect(await shownTrees(page)).not.toContain(signalled.replacement);
      await page.screenshot({ path: `${SCREENSHOT_DIR}list-rbf-full-${viewport.name}.png`, fullPage: true });
      await page.getByRole("navigation", { name: "Which replacements" }).getByRole("link", { name: "All" }).click();
      await expect.poll(() => shownTrees(page)).toContain(signalled.replacement);

      // Opened as /rbf#fullrbf, the page starts filtered once hydrated.
      await openHydrated(page, `${baseURL}/rbf#fullrbf`);
      await expect.poll(() => shownTrees(page)).toEqual(fullFromApi.map((tree) => tree.tx.txid));
      expect(await page.locator(".lists-toggle [aria-current='true']").textContent()).toBe("Full RBF");

      expect(problems.list()).toEqual([]);
      await context.close();
    });
  }
});

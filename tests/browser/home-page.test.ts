import { describe, expect, inject, it } from "vitest";
import { useChromium } from "./chromium.ts";
import { seenReplacement, waitingTransaction } from "./devnet-clock.ts";
import { dashboardCard, expectDashboardWithData, expectServerCharts } from "./home-dashboard.ts";
import { chronological, readStatisticsRows } from "../../shared/charts/statistics-row.ts";
import { pageProblems } from "./explorer-pages.ts";
import {
  apiText,
  collectProblems,
  danglingIdReferences,
  openHydrated,
  projectedBlockLinks,
  saveScreenshot,
  shownConfirmedBlocks,
  stripRegion,
  waitForNewestAbove,
  waitForStripAtRest,
} from "./page-helpers.ts";

const baseURL = inject("baseURL");
const LOAD_TIMEOUT_MS = 15_000;
const browser = useChromium();

const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

describe("home page in Chromium", () => {
  for (const viewport of VIEWPORTS) {
    it(`loads, hydrates and goes live without console errors or hydration warnings (${viewport.name})`, async () => {
      await Promise.all([waitingTransaction(baseURL, { minimum: 6 }), seenReplacement(baseURL)]);
      const page = await browser().newPage({ viewport: { width: viewport.width, height: viewport.height } });
      // The next block's graph is WebGL: the screenshot's readback warning is the test's, not the page's.
      const problems = pageProblems(page);
      await openHydrated(page, `${baseURL}/`);
      expect(await page.title()).toBe("Blocktide - Bitcoin Explorer");
      const newest = await waitForNewestAbove(page, 0, LOAD_TIMEOUT_MS);
      expect(await apiText(baseURL, `/api/block-height/${newest.height}`)).toBe(newest.hash);
      // Connected: the footer's incoming rate replaces its placeholder once the socket speaks.
      await page.getByRole("meter", { name: "Incoming transactions" }).waitFor({ timeout: LOAD_TIMEOUT_MS });
      expect(await page.getByRole("region", { name: "Transaction fees" }).getByRole("listitem").count()).toBe(4);
      await expectDashboardWithData(page, Number(await apiText(baseURL, "/api/blocks/tip/height")));
      // The next block's graph comes from its own chunk after hydration, with its presets.
      const nextBlock = dashboardCard(page, "Next block");
      await nextBlock.getByRole("figure").waitFor({ timeout: LOAD_TIMEOUT_MS });
      await nextBlock.getByRole("button", { name: "Data" }).click();
      await expect.poll(() => nextBlock.getByRole("button", { name: "Data" }).getAttribute("aria-pressed")).toBe("true");
      expect(await nextBlock.getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("false");
      // The two charts' canvases take the static drawings' places.
      await expect.poll(() => page.locator('.home-dashboard .chart-box[data-state="canvas"]').count(), { timeout: LOAD_TIMEOUT_MS }).toBe(2);
      // Nothing sticks out sideways: the page never scrolls horizontally.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await danglingIdReferences(page)).toEqual([]);
      await waitForStripAtRest(page);
      await saveScreenshot(page, `home-${viewport.name}`);
      expect(problems.list()).toEqual([]);
      await page.close();
    });
  }

  it("switches network from the menu and follows the new network's chain", async () => {
    // Testnet's strip shows projected blocks only while transactions wait there.
    await waitingTransaction(baseURL, { network: "/testnet" });
    const page = await browser().newPage();
    const problems = collectProblems(page);
    await openHydrated(page, `${baseURL}/`);

    const menuButton = page.getByRole("button", { name: "Current network: Bitcoin" });
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");
    await menuButton.click();
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("link", { name: "Bitcoin Testnet" }).click();

    await page.waitForURL(`${baseURL}/testnet`);
    // The URL changes before React renders the new route, so wait for the page to follow.
    await expect.poll(() => page.title()).toBe("Blocktide - Bitcoin Testnet Explorer");
    // The strip now shows testnet's chain: its newest block is testnet's tip, linked under /testnet.
    await expect
      .poll(async () => {
        const [shown, tipHash] = await Promise.all([shownConfirmedBlocks(page), apiText(baseURL, "/testnet/api/blocks/tip/hash")]);
        return { href: shown[0]?.href ?? null, tipHash };
      }, { timeout: LOAD_TIMEOUT_MS })
      .toSatisfy(({ href, tipHash }: { href: string | null; tipHash: string }) => href === `/testnet/block/${tipHash}`);
    expect(await projectedBlockLinks(page).first().getAttribute("href")).toBe("/testnet/mempool-block/0");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("switches the difficulty card between the epoch and the halving", async () => {
    const page = await browser().newPage();
    const problems = collectProblems(page);
    await openHydrated(page, `${baseURL}/`);
    const card = page.locator(".mining-da");
    await card.getByRole("button", { name: "Difficulty" }).click();
    await expect.poll(() => card.getByRole("heading").textContent()).toBe("Difficulty adjustment");
    expect(await card.getByRole("img", { name: /^The epoch's 2,016 blocks: [\d,]+ mined, [\d,]+ to go$/ }).count()).toBe(1);
    expect(await card.getByText("Estimated change").count()).toBe(1);
    await card.getByRole("button", { name: "Halving" }).click();
    await expect.poll(() => card.getByRole("heading").textContent()).toBe("Next halving");
    expect(await card.getByText("New block subsidy").count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows every widget with data without JavaScript", async () => {
    await Promise.all([waitingTransaction(baseURL, { minimum: 6 }), seenReplacement(baseURL)]);
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const tip = Number(await apiText(baseURL, "/api/blocks/tip/height"));
    await page.goto(`${baseURL}/`);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    await expectDashboardWithData(page, tip);
    // The stepped devnet adds a statistics row only when its clock moves: none comes meanwhile.
    const rows = chronological(readStatisticsRows(JSON.parse(await apiText(baseURL, "/api/v1/statistics/2h"))) ?? []);
    expect(rows.length).toBeGreaterThan(0);
    await expectServerCharts(page, rows.map((row) => row.added));
    // The graph is the browser's; without JavaScript the card shows the block's figures and no empty box.
    expect(await dashboardCard(page, "Next block").getByRole("figure").count()).toBe(0);
    await saveScreenshot(page, "home-dashboard-without-javascript");
    await context.close();
  });

  it("shows the blocks without JavaScript", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const tipBefore = Number(await apiText(baseURL, "/signet/api/blocks/tip/height"));
    await page.goto(`${baseURL}/signet`);
    expect(await page.title()).toBe("Blocktide - Bitcoin Signet Explorer");
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

    // The server's markup carries the live snapshot: signet's recent blocks, newest first, linked.
    expect(await stripRegion(page).getAttribute("aria-busy")).toBe("false");
    const blocks = await shownConfirmedBlocks(page);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(blocks[0]!.height).toBeGreaterThanOrEqual(tipBefore);
    expect(blocks.map((block) => block.height)).toEqual(blocks.map((_, index) => blocks[0]!.height - index));
    expect(blocks[0]!.href).toBe(`/signet/block/${blocks[0]!.hash}`);
    expect(await apiText(baseURL, `/signet/api/block-height/${blocks[0]!.height}`)).toBe(blocks[0]!.hash);
    // As many projected blocks as the embedded snapshot has (none just after a block emptied the mempool).
    const embedded = JSON.parse((await page.locator("#blocktide-live").textContent())!) as { "mempool-blocks": unknown[] };
    expect(await projectedBlockLinks(page).count()).toBe(embedded["mempool-blocks"].length);
    expect(await page.getByRole("region", { name: "Transaction fees" }).locator(".fee-card-number").first().textContent()).toMatch(/^\d/);
    await saveScreenshot(page, "home-without-javascript");
    await context.close();
  });
});

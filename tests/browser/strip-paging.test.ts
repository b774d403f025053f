import { describe, expect, inject, it } from "vitest";
import { useChromium } from "./chromium.ts";
import { apiText, openHydrated, shownConfirmedBlocks, waitForStripAtRest } from "./page-helpers.ts";

const baseURL = inject("baseURL");
const browser = useChromium();

describe("the strip's older blocks", () => {
  it("loads the blocks around a marked old block once, and shows them all in a row", async () => {
    const tip = Number(await apiText(baseURL, "/api/blocks/tip/height"));
    const height = tip - 12;
    const hash = await apiText(baseURL, `/api/block-height/${height}`);
    const page = await browser().newPage({ viewport: { width: 1440, height: 700 } });
    const pages: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/blocks/")) pages.push(request.url());
    });
    await openHydrated(page, `${baseURL}/block/${hash}`);
    await waitForStripAtRest(page);
    await expect.poll(async () => (await shownConfirmedBlocks(page)).some((block) => block.height === height), { timeout: 15_000 }).toBe(true);
    const shown = await shownConfirmedBlocks(page);
    const heights = shown.map((block) => block.height);
    // Newest first with no gap between them: every height between the first and the last is shown.
    expect(heights).toEqual(heights.map((_, index) => heights[0]! - index));
    // Each batch of ten is asked for once, never in a loop (the devnet's clock stands still: no block
    // arrives to add one).
    const settled = pages.length;
    await page.waitForTimeout(2_000);
    expect(pages.length - settled).toBe(0);
    expect(new Set(pages).size).toBe(pages.length);
    await page.close();
  });
});

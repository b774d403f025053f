/**
 * Links between the explorer's pages navigate inside the hydrated app: the document, its live
 * connection and its stores carry over (client/app/link-navigation.tsx). A marker set on `window`
 * survives only if no new document was loaded.
 */
import { describe, expect, inject, it } from "vitest";
import { useChromium } from "./chromium.ts";
import { markThisLoad, pageProblems, readMarker } from "./explorer-pages.ts";
import { confirmedBlockLinks, expectCtrlClickOpensTab, openHydrated, saveScreenshot, shownConfirmedBlocks } from "./page-helpers.ts";

const baseURL = inject("baseURL");

const browser = useChromium();

describe("navigation between pages", () => {
  it("opens a block from the strip and a transaction from the block's list without loading a new document", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/`);
    await expect.poll(async () => (await shownConfirmedBlocks(page)).length).toBeGreaterThan(1);
    const marker = await markThisLoad(page);

    const [, second] = await shownConfirmedBlocks(page);
    await confirmedBlockLinks(page).nth(1).click();
    await page.waitForURL(`**/block/${second!.hash}`);
    await expect.poll(() => page.locator("h1.block-title").textContent()).toContain(second!.height.toLocaleString("en-US"));
    // Opened by its hash, the block is titled by its height once its data is in.
    await expect.poll(() => page.title()).toBe(`Block ${second!.height.toLocaleString("en-US")} - Blocktide - Bitcoin Explorer`);
    const txLink = page.locator("a.tx-card-txid").first();
    await txLink.waitFor();
    const txid = (await txLink.getAttribute("href"))!.split("/").pop()!;
    expect(await readMarker(page)).toBe(marker);

    await txLink.click();
    await page.waitForURL(`**/tx/${txid}`);
    await expect.poll(() => page.locator("main").textContent()).toContain(txid.slice(0, 16));
    await expect.poll(() => page.getByText("Loading the transaction").count()).toBe(0);
    await expect.poll(() => page.locator("main").textContent()).toContain("Inputs");
    expect(await readMarker(page)).toBe(marker);
    await expect.poll(() => page.title()).toMatch(/^Transaction/);
    await saveScreenshot(page, "in-app-navigation-tx");

    await page.goBack();
    await page.waitForURL(`**/block/${second!.hash}`);
    await expect.poll(() => page.locator("h1.block-title").textContent()).toContain(second!.height.toLocaleString("en-US"));
    expect(await readMarker(page)).toBe(marker);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("switches the mining dashboard's period and opens a pool from its ranking inside the app", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/mining`);
    const ranking = page.getByRole("region", { name: "Pool ranking" });
    await ranking.locator("tbody tr").first().waitFor();
    const marker = await markThisLoad(page);

    await ranking.getByRole("link", { name: "1m", exact: true }).click();
    await page.waitForURL("**/mining?period=1m");
    await expect.poll(() => ranking.getByRole("link", { name: "1m", exact: true }).getAttribute("aria-current")).toBe("page");
    await expect.poll(() => ranking.getAttribute("aria-busy")).toBe("false");
    expect(await readMarker(page)).toBe(marker);

    const pool = ranking.locator("tbody tr a").first();
    const name = (await pool.textContent())!;
    await pool.click();
    await page.waitForURL(/\/mining\/pool\/[^/]+$/);
    await expect.poll(() => page.locator("h1").textContent()).toContain(name);
    await page.locator(".pool-blocks-table tbody tr").first().waitFor();
    expect(await readMarker(page)).toBe(marker);
    await expect.poll(() => page.title()).toBe(`Mining pool ${name} - Blocktide - Bitcoin Explorer`);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("still opens a new tab for a ctrl-click, and leaves the page it was on", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openHydrated(page, `${baseURL}/`);
    await expect.poll(async () => (await shownConfirmedBlocks(page)).length).toBeGreaterThan(0);
    const link = confirmedBlockLinks(page).first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/block\/[0-9a-f]{64}$/);
    const box = (await link.boundingBox())!;
    await expectCtrlClickOpensTab(context, page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, `${baseURL}${href}`);
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});

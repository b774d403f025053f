/**
 * The header's search box in Chromium (spec §2.1): a block height or a transaction ID opens its page
 * under the network's prefix; input that leads nowhere shows the inline reason and stays put. A page
 * may move on from the URL it was opened at (a block's hash opened as a transaction goes on to the
 * block), so the test records every URL the page moved to and looks for the search's target among them.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { useChromium } from "./chromium.ts";
import { pageProblems } from "./explorer-pages.ts";
import { apiJson, apiText, openHydrated, recordNavigations, saveScreenshot } from "./page-helpers.ts";

const baseURL = inject("baseURL");

const browser = useChromium();
let context: BrowserContext;
beforeAll(async () => {
  context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
});

const searchBox = (page: Page, networkName: string) => page.getByRole("combobox", { name: `Search the ${networkName} network` });
const searchMessage = (page: Page) => page.getByRole("search").locator(".search-message");

describe("search box in Chromium", () => {
  it("explains input that leads nowhere, inline, and does not navigate", async () => {
    const page = await context.newPage();
    // The home page draws the next block with WebGL: screenshots read it back (the tests' warning, not the page's).
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/`);
    const navigations = recordNavigations(page);
    const box = searchBox(page, "Bitcoin");

    await box.fill("hello world");
    await box.press("Enter");
    await expect.poll(() => searchMessage(page).textContent()).toBe("Not a transaction ID, block height, block hash or Bitcoin address.");
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    // The reason is the input's description, so a screen reader reads it with the field.
    expect(await box.getAttribute("aria-describedby")).toBe(await searchMessage(page).getAttribute("id"));
    expect(await box.inputValue()).toBe("hello world");
    await saveScreenshot(page, "search-invalid-input");

    await box.fill("1234567890");
    // Typing clears the old reason at once.
    expect(await searchMessage(page).textContent()).toBe("");
    expect(await box.getAttribute("aria-invalid")).toBe("false");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => searchMessage(page).textContent()).toBe("Block heights have at most nine digits.");

    expect(navigations).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("opens a block height under the network's prefix", async () => {
    const page = await context.newPage();
    await openHydrated(page, `${baseURL}/`);
    const navigations = recordNavigations(page);
    const height = Number(await apiText(baseURL, "/api/blocks/tip/height")) - 3;

    await searchBox(page, "Bitcoin").fill(` ${height} `);
    await searchBox(page, "Bitcoin").press("Enter");
    await expect.poll(() => navigations.map((url) => new URL(url).pathname)).toContain(`/block/${height}`);
    // The box is ready for the next search.
    await expect.poll(() => searchBox(page, "Bitcoin").inputValue()).toBe("");
    await page.close();
  });

  it("opens a transaction ID under the network's prefix", async () => {
    const page = await context.newPage();
    await openHydrated(page, `${baseURL}/testnet`);
    const navigations = recordNavigations(page);
    const tipHash = await apiText(baseURL, "/testnet/api/blocks/tip/hash");
    const [coinbase] = await apiJson<string[]>(baseURL, `/testnet/api/block/${tipHash}/txids`);
    expect(coinbase).toMatch(/^[0-9a-f]{64}$/);

    await searchBox(page, "Bitcoin Testnet").fill(coinbase!.toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => navigations.map((url) => new URL(url).pathname)).toContain(`/testnet/tx/${coinbase}`);
    await page.close();
  });
});

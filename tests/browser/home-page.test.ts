import { describe, expect, inject, it } from "vitest";
import { useChromium } from "./chromium.ts";
import { waitingTransaction } from "./devnet-clock.ts";
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
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

describe("home page in Chromium", () => {
  for (const viewport of VIEWPORTS) {
    it(`loads, hydrates and goes live without console errors or hydration warnings (${viewport.name})`, async () => {
      const page = await browser().newPage({ viewport: { width: viewport.width, height: viewport.height } });
      const problems = collectProblems(page);
      await openHydrated(page, `${baseURL}/`);
      expect(await page.title()).toBe("Blocktide - Bitcoin Explorer");
      const newest = await waitForNewestAbove(page, 0, LOAD_TIMEOUT_MS);
      expect(await apiText(baseURL, `/api/block-height/${newest.height}`)).toBe(newest.hash);
      // Connected: the footer's incoming rate replaces its placeholder once the socket speaks.
      await page.getByRole("meter", { name: "Incoming transactions" }).waitFor({ timeout: LOAD_TIMEOUT_MS });
      expect(await page.getByRole("region", { name: "Transaction fees" }).getByRole("listitem").count()).toBe(4);
      // Nothing sticks out sideways: the page never scrolls horizontally.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await danglingIdReferences(page)).toEqual([]);
      await waitForStripAtRest(page);
      await saveScreenshot(page, `home-${viewport.name}`);
      expect(problems).toEqual([]);
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

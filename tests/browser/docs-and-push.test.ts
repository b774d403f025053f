/**
 * The broadcast, FAQ and API pages and the header's sections in Chromium against the shared dev
 * server, at a desktop (1440 px) and a phone (390 px) width: each hydrates without a console
 * problem and fits the width; a real payment of the devnet's users broadcast from the page comes
 * back as a link to it; text that is no transaction gets the page's or the node's reason; the block
 * graph's info badge lands on the FAQ's filter entry; the phone's menu opens, closes and navigates.
 */
import { mkdirSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useChromium } from "./chromium.ts";
import { pageProblems } from "./explorer-pages.ts";
import { danglingIdReferences, openHydrated, SCREENSHOT_DIR } from "./page-helpers.ts";
import { signedLowFeePayment } from "./accelerator-wallet.ts";
import { FILTER_ENTRY_ID } from "../../client/pages/docs/faq-entries.ts";

const baseURL = inject("baseURL");
const TIMEOUT_MS = 15_000;
const browser = useChromium();

const VIEWPORTS = [
  { name: "1440", width: 1440, height: 900 },
  { name: "390", width: 390, height: 844 },
] as const;

const PAGES = [
  { name: "push-tx", path: "/tx/push", heading: "Broadcast a transaction" },
  { name: "faq", path: "/docs/faq", heading: "Frequently asked questions" },
  { name: "api-rest", path: "/docs/api/rest", heading: "API documentation" },
  { name: "api-websocket", path: "/docs/api/websocket", heading: "API documentation" },
] as const;

async function openPage(width: number, height: number, path: string): Promise<{ page: Page; problems: () => string[] }> {
  const context = await browser().newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems = pageProblems(page);
  await openHydrated(page, `${baseURL}${path}`);
  return { page, problems: problems.list };
}

describe("docs and broadcast pages at two widths", () => {
  for (const viewport of VIEWPORTS) {
    it(`hydrate without console problems and fit the width at ${viewport.name} px`, async () => {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      for (const target of PAGES) {
        const { page, problems } = await openPage(viewport.width, viewport.height, target.path);
        await expect.poll(() => page.getByRole("heading", { level: 1, name: target.heading }).isVisible(), { timeout: TIMEOUT_MS }).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), target.name).toBeLessThanOrEqual(0);
        expect(await danglingIdReferences(page), target.name).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOT_DIR}page-${target.name}-${viewport.name}.png`, fullPage: true });
        expect(problems(), target.name).toEqual([]);
        await page.context().close();
      }
    });
  }
});

describe("the broadcast page", () => {
  it("broadcasts a signed payment and links to it", async () => {
    const payment = await signedLowFeePayment(baseURL);
    const { page, problems } = await openPage(1440, 900, "/tx/push");
    // Wrapped over lines, as a wallet may show it.
    await page.getByLabel("Raw transaction (hex)").fill(payment.hex.replace(/(.{64})/g, "$1\n"));
    await page.getByRole("button", { name: "Broadcast transaction" }).click();
    const link = page.getByRole("link", { name: `View transaction ${payment.txid}` });
    await link.waitFor({ timeout: TIMEOUT_MS });
    expect(await link.getAttribute("href")).toBe(`/tx/${payment.txid}`);
    await link.click();
    await page.waitForURL(`${baseURL}/tx/${payment.txid}`, { timeout: TIMEOUT_MS });
    expect(problems()).toEqual([]);
    await page.context().close();
  });

  it("explains text that is no transaction: its own checks first, then the node's reason", async () => {
    const { page, problems } = await openPage(390, 844, "/tx/push");
    const field = page.getByLabel("Raw transaction (hex)");
    const submit = page.getByRole("button", { name: "Broadcast transaction" });
    const alert = page.getByRole("alert");
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe("Paste a raw transaction first.");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await field.fill("02zz");
    await submit.click();
    await expect.poll(() => alert.textContent()).toMatch(/only the digits 0–9 and letters a–f/);
    await field.fill("020");
    await submit.click();
    await expect.poll(() => alert.textContent()).toMatch(/odd number of digits/);
    await field.fill("0200000001");
    await submit.click();
    await expect.poll(() => alert.textContent(), { timeout: TIMEOUT_MS }).toMatch(/^Failed to broadcast transaction, reason: .*Malformed transaction/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}page-push-tx-refused-390.png`, fullPage: true });
    // The refusal is the node's answer (400), which the browser logs as a failed resource: nothing else.
    expect(problems().filter((problem) => !/status of 400/.test(problem))).toEqual([]);
    await page.context().close();
  });
});

describe("links into the docs", () => {
  it("lands the block graph's info badge on the FAQ's filter entry, scrolled into view", async () => {
    const { page, problems } = await openPage(1440, 900, "/mempool-block/0");
    await page.locator("a.graph-filter-info").first().click();
    await page.waitForURL(`${baseURL}/docs/faq#${FILTER_ENTRY_ID}`, { timeout: TIMEOUT_MS });
    const entry = page.locator(`#${FILTER_ENTRY_ID}`);
    await entry.waitFor({ timeout: TIMEOUT_MS });
    await expect.poll(async () => {
      const box = await entry.boundingBox();
      return box !== null && box.y >= 0 && box.y < 200;
    }, { timeout: TIMEOUT_MS }).toBe(true);
    expect(problems()).toEqual([]);
    await page.context().close();
  });

  it("opens the header's menu at phone width, closes it with Escape, and navigates from it", async () => {
    const { page, problems } = await openPage(390, 844, "/");
    const menu = page.getByRole("button", { name: "Menu" });
    const docs = page.getByRole("navigation", { name: "Site sections" }).getByRole("link", { name: "Docs", includeHidden: true });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await docs.isVisible()).toBe(false);
    // The button shares the search's row, so the brand and the account and network menus keep the first.
    const [button, search, brand] = await Promise.all([menu.boundingBox(), page.locator(".site-header .search").boundingBox(), page.locator(".site-header .brand").boundingBox()]);
    expect(Math.abs(button!.y + button!.height / 2 - (search!.y + search!.height / 2))).toBeLessThan(4);
    expect(button!.y).toBeGreaterThan(brand!.y + brand!.height);
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    expect(await docs.isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}page-header-menu-390.png` });
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await docs.isVisible()).toBe(false);
    await menu.click();
    await docs.click();
    await page.waitForURL(`${baseURL}/docs/faq`, { timeout: TIMEOUT_MS });
    await page.getByRole("heading", { level: 1, name: "Frequently asked questions" }).waitFor({ timeout: TIMEOUT_MS });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await docs.getAttribute("aria-current")).toBe("page");
    expect(problems()).toEqual([]);
    await page.context().close();
  });
});

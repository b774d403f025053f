/**
 * Languages as a person meets them (issue 16): the header's language menu and the footer's list
 * switch the page and remember the choice; right-to-left pages (ar, he) mirror the layout and keep
 * each number with its unit in reading order, at 1440 and 390 px, kept as screenshots to look at.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useChromium } from "./chromium.ts";
import { pageProblems } from "./explorer-pages.ts";
import { apiText, openHydrated, saveScreenshot, waitForHydration } from "./page-helpers.ts";
import { createTranslator } from "../../client/i18n/i18n.tsx";
import { loadDictionary } from "../../client/i18n/dictionaries.ts";
import { LANGUAGES } from "../../shared/network/languages.ts";

const baseURL = inject("baseURL");
const browser = useChromium();

const VIEWPORTS = [
  { name: "1440", width: 1440, height: 900 },
  { name: "390", width: 390, height: 844 },
] as const;

async function openPage(width: number, height: number, path: string) {
  const context = await browser().newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems = pageProblems(page);
  await openHydrated(page, `${baseURL}${path}`);
  return { page, problems: problems.list };
}

const languageCookie = async (page: Page): Promise<string | undefined> => (await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value;

/**
 * Where a size's number and its unit stand on screen, for every "1.04 MB" of the latest blocks:
 * the number must come first from the left, as in any language.
 */
function sizeOrders(page: Page): Promise<{ text: string; numberLeft: number; unitLeft: number }[]> {
  return page.evaluate(() => {
    const found: { text: string; numberLeft: number; unitLeft: number }[] = [];
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const match = /^(\d[\d.,]*) (kB|MB|B)$/.exec(text.trim());
      if (match === null) continue;
      const start = text.indexOf(match[1]!);
      const at = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        return range.getBoundingClientRect().left;
      };
      found.push({ text: text.trim(), numberLeft: at(start, start + 1), unitLeft: at(text.lastIndexOf(match[2]!), text.lastIndexOf(match[2]!) + 1) });
    }
    return found;
  });
}

/**
 * Where a date's day and its zone stand in the block's timestamp: read right to left, the day
 * comes first, so it stands right of "UTC".
 */
function timestampOrder(page: Page): Promise<{ dayLeft: number; zoneLeft: number } | null> {
  return page.evaluate(() => {
    const cell = [...document.querySelectorAll("main dd")].find((dd) => /\d{4}.*UTC/.test(dd.textContent ?? ""));
    const node = cell?.firstChild;
    if (!node || node.nodeType !== Node.TEXT_NODE) return null;
    const text = node.textContent ?? "";
    const left = (from: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, from + 1);
      return range.getBoundingClientRect().left;
    };
    return { dayLeft: left(text.search(/\d/)), zoneLeft: left(text.indexOf("UTC")) };
  });
}

describe("choosing a language", () => {
  it("switches from the header's menu and the footer's list, and the choice is remembered", async () => {
    await loadDictionary("de");
    const de = createTranslator("de");
    const { page, problems } = await openPage(1440, 900, "/mining");
    await page.getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("list", { name: "Languages" }).first().getByRole("link", { name: "Deutsch" }).click();
    await page.waitForURL(`${baseURL}/de/mining`);
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await languageCookie(page)).toBe("de");
    expect(await page.getByRole("navigation", { name: de("nav.sections") }).getByRole("link", { name: de("nav.mining") }).count()).toBe(1);
    // An address without a language now leads to German.
    await openHydrated(page, `${baseURL}/`);
    expect(new URL(page.url()).pathname).toBe("/de");
    // Back to English from the footer: no prefix, and the cookie says so.
    await page.getByRole("navigation", { name: de("nav.languages") }).getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${baseURL}/`);
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await languageCookie(page)).toBe("en");
    expect(problems()).toEqual([]);
    await page.context().close();
  });
});

describe("a page with a chunk of its own, reached inside the app", () => {
  it("comes in the page's language: its texts load with its chunk", async () => {
    await loadDictionary("de");
    const de = createTranslator("de");
    const { page, problems } = await openPage(1440, 900, "/de");
    const loads: string[] = [];
    page.on("request", (request) => loads.push(new URL(request.url()).pathname));
    await page.getByRole("navigation", { name: de("nav.sections") }).getByRole("link", { name: de("nav.mining") }).click();
    await page.waitForURL(`${baseURL}/de/mining`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(de("mining.heading"));
    // The same document: the app moved, and fetched the German texts of the pages with the chunk.
    expect(loads).not.toContain("/de/mining");
    expect(problems()).toEqual([]);
    await page.context().close();
  });
});

describe("right-to-left pages", () => {
  for (const viewport of VIEWPORTS) {
    it(`mirror the layout and keep numbers with their units in order at ${viewport.name} px`, async () => {
      const tip = await apiText(baseURL, "/api/blocks/tip/hash");
      for (const path of ["/ar", `/ar/block/${tip}`, "/he"]) {
        const { page, problems } = await openPage(viewport.width, viewport.height, path);
        expect(await page.locator("html").getAttribute("dir"), path).toBe("rtl");
        // The brand stands at the right-hand end of the header.
        const brand = (await page.locator(".site-header .brand").boundingBox())!;
        expect(brand.x + brand.width, path).toBeGreaterThan(viewport.width / 2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
        const sizes = await sizeOrders(page);
        expect(sizes.length, path).toBeGreaterThan(0);
        for (const size of sizes) expect(size.numberLeft, `${path}: ${size.text}`).toBeLessThan(size.unitLeft);
        if (path.startsWith("/ar/block")) {
          const timestamp = await timestampOrder(page);
          expect(timestamp, path).not.toBeNull();
          expect(timestamp!.dayLeft, `${path}: the timestamp reads right to left`).toBeGreaterThan(timestamp!.zoneLeft);
        }
        await saveScreenshot(page, `rtl${path.replaceAll("/", "-").slice(0, 12)}-${viewport.name}`);
        expect(problems(), path).toEqual([]);
        await page.context().close();
      }
    });
  }
});

describe("the phone header in every language", () => {
  it("keeps the brand and both menus on its first row, and the sections' button on the search's", async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The server's markup and stylesheet lay the header out; scripts would only add time per language.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const rows: string[] = [];
    for (const { code } of LANGUAGES) {
      await page.goto(`${baseURL}${code === "en" ? "/" : `/${code}`}`);
      const middle = async (selector: string): Promise<number> => {
        const box = (await page.locator(selector).first().boundingBox())!;
        return Math.round(box.y + box.height / 2);
      };
      const [brand, signIn, network, menu, search] = (await Promise.all(
        [".site-header .brand", ".account-sign-in", ".header-menus .network-menu-button", ".site-nav-button", ".site-header .search"].map(middle),
      )) as [number, number, number, number, number];
      if (Math.abs(signIn - brand) > 4 || Math.abs(network - brand) > 4 || Math.abs(menu - search) > 4 || menu <= brand) rows.push(`${code}: brand ${brand}, sign-in ${signIn}, network ${network}, menu ${menu}, search ${search}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), code).toBeLessThanOrEqual(0);
    }
    expect(rows).toEqual([]);
    await context.close();
  });
});

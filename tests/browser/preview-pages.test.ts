/**
 * The preview area in Chromium (issue 13): the card pages of a block and of a transaction, and the
 * gallery, at a desktop (1440 px) and a phone (390 px) width. Each hydrates without a console
 * problem, never scrolls sideways, and its image loads at exactly the size the page's og:image tags
 * declare; each is kept as a full-page screenshot for a person to look at.
 */
import { join } from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useChromium } from "./chromium.ts";
import { pageProblems, recentBlockWhere } from "./explorer-pages.ts";
import { apiJson, danglingIdReferences, openHydrated, SCREENSHOT_DIR } from "./page-helpers.ts";

const baseURL = inject("baseURL");

const VIEWPORTS = [
  { name: "1440", width: 1440, height: 900 },
  { name: "390", width: 390, height: 844 },
] as const;

const browser = useChromium();
let targets: { readonly name: string; readonly path: string }[];

beforeAll(async () => {
  // A recent block with users' transactions in it; the devnet mines one over waiting ones when none has.
  const block = await recentBlockWhere(baseURL, 5, async (listed) => (listed.tx_count > 1 ? listed : null));
  const txids = await apiJson<string[]>(baseURL, `/api/block/${block.id}/txids`);
  targets = [
    { name: "block", path: `/preview/block/${block.id}` },
    { name: "tx", path: `/preview/tx/${txids[1]!}` },
  ];
}, 120_000);

/** The card's image once loaded: its natural size and the size it is declared at, by its attributes and by the head's og:image tags. */
async function loadedImage(page: Page) {
  const image = page.locator(".preview-card img.preview-image");
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => {
    const meta = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute("content") ?? null;
    return {
      natural: { width: element.naturalWidth, height: element.naturalHeight },
      attributes: { width: Number(element.getAttribute("width")), height: Number(element.getAttribute("height")) },
      declared: { width: Number(meta("og:image:width")), height: Number(meta("og:image:height")) },
      drawn: { width: element.getBoundingClientRect().width, height: element.getBoundingClientRect().height },
      ogImage: meta("og:image"),
      src: element.currentSrc,
    };
  });
}

describe("preview card pages at two widths", () => {
  for (const viewport of VIEWPORTS) {
    it(`show the card of a block and of a transaction, with its image at its declared size, at ${viewport.name} px`, async () => {
      const context = await browser().newContext({ viewport: { width: viewport.width, height: viewport.height } });
      for (const target of targets) {
        const page = await context.newPage();
        const problems = pageProblems(page);
        await openHydrated(page, `${baseURL}${target.path}`);
        const card = page.locator("a.preview-card");
        expect(await card.getAttribute("href")).toBe(target.path.replace("/preview", ""));
        expect(await card.locator(".preview-card-title").textContent()).toBe(await page.title());
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(await card.locator(".preview-card-description").textContent()).toBe(description);

        const image = await loadedImage(page);
        expect(image.natural).toEqual(image.declared);
        expect(image.attributes).toEqual(image.declared);
        expect(new URL(image.src).pathname).toBe(`/og-image${target.path.replace("/preview", "")}`);
        expect(new URL(image.ogImage!).pathname).toBe(new URL(image.src).pathname);
        // Drawn at its declared aspect, scaled to the card's width.
        expect(Math.abs(image.drawn.width / image.drawn.height - image.declared.width / image.declared.height)).toBeLessThan(0.02);

        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, `${target.name} overflows`).toBeLessThanOrEqual(0);
        expect(await danglingIdReferences(page)).toEqual([]);
        await page.screenshot({ path: join(SCREENSHOT_DIR, `preview-${target.name}-${viewport.name}.png`), fullPage: true });
        expect(problems.list()).toEqual([]);
        await page.close();
      }
      await context.close();
    });
  }
});

describe("the preview gallery at two widths", () => {
  for (const viewport of VIEWPORTS) {
    it(`shows every kind's card, each image at its declared size, at ${viewport.name} px`, async () => {
      const page = await browser().newPage({ viewport: { width: viewport.width, height: viewport.height } });
      const problems = pageProblems(page);
      await openHydrated(page, `${baseURL}/preview`);
      const cards = page.locator(".preview-gallery-card");
      expect(await cards.count()).toBeGreaterThanOrEqual(7);
      const images = page.locator(".preview-gallery-card img.preview-image");
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
        const sizes = await image.evaluate((element: HTMLImageElement) => ({
          natural: [element.naturalWidth, element.naturalHeight],
          declared: [Number(element.getAttribute("width")), Number(element.getAttribute("height"))],
        }));
        expect(sizes.natural).toEqual(sizes.declared);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `preview-gallery-${viewport.name}.png`), fullPage: true });
      expect(problems.list()).toEqual([]);
      await page.close();
    });
  }
});

/**
 * The blockchain strip on the home page in Chromium: arrow keys move its pointer along the chain and
 * across the divider (spec §2.1, §2.3), the divider's toggle flips the time direction, and the
 * choice is kept in localStorage `time-preference-ltr` across a reload (spec §3). Against the shared
 * dev server, whose devnet's clock stands still unless a test steps it: the tip stays where the page
 * first showed it.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { useChromium } from "./chromium.ts";
import { pageProblems } from "./explorer-pages.ts";
import { waitingTransaction } from "./devnet-clock.ts";
import {
  confirmedBlockLinks,
  flipButton,
  horizontalSpan,
  markedBlockName,
  openHydrated,
  projectedBlockLinks,
  saveScreenshot,
  stripRegion,
  waitForHydration,
  waitForNewestAbove,
  waitForStripAtRest,
} from "./page-helpers.ts";

const baseURL = inject("baseURL");
const TIME_PREFERENCE_KEY = "time-preference-ltr";
const LOAD_TIMEOUT_MS = 15_000;

const browser = useChromium();
// The divider has projected blocks beyond it only while transactions wait.
beforeAll(() => waitingTransaction(baseURL));

/** A visitor of their own: fresh storage, so no preference leaks between tests. */
async function freshVisitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

/** Waits for the pointer to be on `name` ("Block 1049950", "Projected block 1"). */
async function expectMarked(page: Page, name: string): Promise<void> {
  await expect.poll(() => markedBlockName(page)).toBe(name);
}

/** Presses `key` and waits for the pointer to land where `expected(tip)` says; returns where that is. */
async function pressExpecting(page: Page, key: "ArrowLeft" | "ArrowRight", expected: (tip: number) => string): Promise<string> {
  const tip = (await waitForNewestAbove(page, 0, LOAD_TIMEOUT_MS)).height;
  await page.keyboard.press(key);
  await expectMarked(page, expected(tip));
  return expected(tip);
}

const heightOf = (name: string): number => {
  const height = /^Block (\d+)$/.exec(name)?.[1];
  if (height === undefined) throw new Error(`"${name}" is not a confirmed block.`);
  return Number(height);
};

/** Which side of the divider the newest confirmed block and the first projected block sit on. */
async function sidesOfDivider(page: Page): Promise<{ confirmed: "left" | "right"; projected: "left" | "right" }> {
  const divider = (await horizontalSpan(flipButton(page))).centre;
  const confirmed = (await horizontalSpan(confirmedBlockLinks(page).first())).centre;
  const projected = (await horizontalSpan(projectedBlockLinks(page).first())).centre;
  return { confirmed: confirmed > divider ? "right" : "left", projected: projected > divider ? "right" : "left" };
}

/** The pointer arrow's tip lies within the marked block's width. */
async function arrowUnderMarkedBlock(page: Page): Promise<boolean> {
  const arrow = await horizontalSpan(stripRegion(page).locator(".chain-mark"));
  const block = await horizontalSpan(stripRegion(page).locator("a[aria-current='true']"));
  return arrow.centre >= block.left && arrow.centre <= block.right;
}

const storedTimePreference = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), TIME_PREFERENCE_KEY);

describe("blockchain strip in Chromium", () => {
  it("moves its pointer with the arrow keys: along the chain and across the divider", async () => {
    const { context, page } = await freshVisitor();
    // The home page draws the next block with WebGL: screenshots read it back (the tests' warning, not the page's).
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/`);
    await waitForNewestAbove(page, 0, LOAD_TIMEOUT_MS);
    expect(await markedBlockName(page)).toBeNull();
    expect(await flipButton(page).getAttribute("aria-pressed")).toBe("false");

    // The first press, whichever arrow, points at the newest confirmed block.
    const tipName = await pressExpecting(page, "ArrowLeft", (tip) => `Block ${tip}`);
    const marked = heightOf(tipName);
    await expect.poll(() => arrowUnderMarkedBlock(page)).toBe(true);

    // Time runs right to left by default: → goes back in time, ← forward.
    await page.keyboard.press("ArrowRight");
    await expectMarked(page, `Block ${marked - 1}`);
    await page.keyboard.press("ArrowRight");
    await expectMarked(page, `Block ${marked - 2}`);
    await expect.poll(() => arrowUnderMarkedBlock(page)).toBe(true);
    await saveScreenshot(page, "strip-arrow-keys-past");
    await page.keyboard.press("ArrowLeft");
    await expectMarked(page, `Block ${marked - 1}`);
    await page.keyboard.press("ArrowLeft");
    await expectMarked(page, `Block ${marked}`);

    // From the newest block, forward crosses the divider into the projected blocks.
    await page.keyboard.press("ArrowLeft");
    await expectMarked(page, "Projected block 1");
    await expect.poll(() => arrowUnderMarkedBlock(page)).toBe(true);
    await waitForStripAtRest(page);
    await saveScreenshot(page, "strip-arrow-keys-projected");

    // Further forward goes to the next projected block, or stays on the last one.
    const projectedCount = await projectedBlockLinks(page).count();
    await page.keyboard.press("ArrowLeft");
    await expectMarked(page, projectedCount > 1 ? "Projected block 2" : "Projected block 1");
    if (projectedCount > 1) {
      await page.keyboard.press("ArrowRight");
      await expectMarked(page, "Projected block 1");
    }

    // Back in time from the first projected block lands on the newest confirmed block.
    const back = await pressExpecting(page, "ArrowRight", (tip) => `Block ${tip}`);

    // Arrows typed into the search box move its caret, not the pointer: after one such press and one
    // outside, the pointer has moved exactly one block.
    const search = page.getByRole("combobox", { name: "Search the Bitcoin network" });
    await search.fill("1");
    await search.press("ArrowRight");
    await search.press("ArrowLeft");
    await search.blur();
    await page.keyboard.press("ArrowRight");
    await expectMarked(page, `Block ${heightOf(back) - 1}`);

    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("flips the time direction with the divider's toggle and keeps the choice across a reload", async () => {
    const { context, page } = await freshVisitor();
    // The home page draws the next block with WebGL: screenshots read it back (the tests' warning, not the page's).
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/`);
    await waitForNewestAbove(page, 0, LOAD_TIMEOUT_MS);
    expect(await storedTimePreference(page)).toBeNull();
    const toggle = flipButton(page);
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => sidesOfDivider(page)).toEqual({ confirmed: "right", projected: "left" });

    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    await waitForStripAtRest(page);
    await expect.poll(() => sidesOfDivider(page)).toEqual({ confirmed: "left", projected: "right" });
    expect(await storedTimePreference(page)).toBe("true");
    await saveScreenshot(page, "strip-time-left-to-right");

    // Left to right, ← goes back in time and → forward.
    const tipName = await pressExpecting(page, "ArrowRight", (tip) => `Block ${tip}`);
    await page.keyboard.press("ArrowLeft");
    await expectMarked(page, `Block ${heightOf(tipName) - 1}`);
    await page.keyboard.press("ArrowRight");
    await expectMarked(page, tipName);

    // The server renders the default; the stored choice applies once the page has hydrated.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => flipButton(page).getAttribute("aria-pressed")).toBe("true");
    await waitForStripAtRest(page);
    await expect.poll(() => sidesOfDivider(page)).toEqual({ confirmed: "left", projected: "right" });
    await saveScreenshot(page, "strip-time-left-to-right-after-reload");

    await flipButton(page).click();
    await expect.poll(() => flipButton(page).getAttribute("aria-pressed")).toBe("false");
    await waitForStripAtRest(page);
    await expect.poll(() => sidesOfDivider(page)).toEqual({ confirmed: "right", projected: "left" });
    expect(await storedTimePreference(page)).toBe("false");

    expect(problems.list()).toEqual([]);
    await context.close();
  });
});

/**
 * The clock view in Chromium (spec §2.12, §4.5, §5, §9): it fills kiosk screens from 800 × 480 to
 * 3840 × 2160 with the sizes of clock-layout.ts and no scrollbars, honours the width and height
 * limits, flips its strip's time direction, opens a block's own clock from the strip without a
 * reload, drops arcs once they are an hour old, and draws the arc of a block the devnet mines.
 * The page's clock is fixed to a moment the test picks where the arcs depend on it.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { clockLayout } from "../../client/pages/clock/clock-layout.ts";
import { CLOCK_ARC_WINDOW_MS } from "../../shared/params/clock.ts";
import { useChromium } from "./chromium.ts";
import { mineBlocks, waitingTransaction } from "./devnet-clock.ts";
import { markThisLoad, pageProblems, readMarker } from "./explorer-pages.ts";
import { confirmedBlockLinks, flipButton, horizontalSpan, openHydrated, projectedBlockLinks, saveScreenshot } from "./page-helpers.ts";

const baseURL = inject("baseURL");
const browser = useChromium();

interface Box {
  readonly width: number;
  readonly height: number;
}

/** Sizes as drawn, and whether the document scrolls either way. */
function measure(page: Page): Promise<{ canvas: Box; face: Box; chain: Box; scrolls: boolean }> {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect();
      return { width: rect.width, height: rect.height };
    };
    const root = document.documentElement;
    return {
      canvas: box(".clock-canvas"),
      face: box(".clock-face"),
      chain: box(".clock-chain"),
      scrolls: root.scrollWidth > root.clientWidth || root.scrollHeight > root.clientHeight,
    };
  });
}

const arcHeights = (page: Page): Promise<number[]> =>
  page.locator("g.clock-arc").evaluateAll((groups) => groups.map((group) => Number(group.getAttribute("data-height"))));

/** The newest block the strip shows and its time (unix seconds), from the API the page reads. */
async function newestBlock(): Promise<{ height: number; timestamp: number }> {
  const [block] = (await (await fetch(`${baseURL}/api/v1/blocks`)).json()) as { height: number; timestamp: number }[];
  if (block === undefined) throw new Error("The devnet lists no blocks.");
  return block;
}

describe("the clock view in Chromium", () => {
  it.each([
    [800, 480],
    [1920, 1080],
    [3840, 2160],
  ])("fills %i × %i with the strip, the face and the stats, without scrollbars", async (width, height) => {
    const page = await browser().newPage({ viewport: { width, height } });
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/clock/mempool/0`);
    const expected = clockLayout({ widthPx: width, heightPx: height }, {});
    const drawn = await measure(page);
    expect(drawn.scrolls).toBe(false);
    expect(drawn.canvas).toEqual({ width, height });
    expect(drawn.chain.height).toBeCloseTo(expected.chainHeightPx, 0);
    expect(drawn.face.width).toBeCloseTo(expected.clockSizePx, 0);
    expect(drawn.face.height).toBeCloseTo(expected.clockSizePx, 0);
    await expect.poll(() => page.locator(".clock-stat").count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator("g.clock-arc").count()).toBeGreaterThan(0);
    await saveScreenshot(page, `clock-mempool-${width}x${height}`);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("draws a canvas of the width and height asked for, with the stats left out", async () => {
    const page = await browser().newPage({ viewport: { width: 1920, height: 1080 } });
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/clock/mined/0?width=640&height=400&stats=false`);
    const drawn = await measure(page);
    expect(drawn.canvas).toEqual({ width: 640, height: 400 });
    expect(drawn.face.width).toBeCloseTo(clockLayout({ widthPx: 1920, heightPx: 1080 }, { width: 640, height: 400 }).clockSizePx, 0);
    expect(drawn.scrolls).toBe(false);
    expect(await page.locator(".clock-stats").count()).toBe(0);
    await saveScreenshot(page, "clock-mined-640x400-limited");
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("flips the strip's time direction with its toggle, and back", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await openHydrated(page, `${baseURL}/clock/mined/0`);
    const side = async () => {
      const divider = (await horizontalSpan(flipButton(page))).centre;
      return (await horizontalSpan(confirmedBlockLinks(page).first())).centre > divider ? "right" : "left";
    };
    expect(await side()).toBe("right");
    await flipButton(page).click();
    expect(await flipButton(page).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(side).toBe("left");
    await flipButton(page).click();
    await expect.poll(side).toBe("right");
    await page.close();
  });

  it("opens the clock of a block clicked in the strip, in the page", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    const problems = pageProblems(page);
    // A projected block to click needs transactions waiting.
    await waitingTransaction(baseURL);
    await openHydrated(page, `${baseURL}/clock/mempool/0?stats=false`);
    const marker = await markThisLoad(page);
    await confirmedBlockLinks(page).nth(2).click();
    await page.waitForURL(`${baseURL}/clock/mined/2?stats=false`);
    // The third block shown (read again: a block may have arrived meanwhile) is the one the cube names and the strip marks.
    const third = async () => /^Block (\d+),/.exec((await confirmedBlockLinks(page).nth(2).getAttribute("aria-label")) ?? "")?.[1];
    await expect.poll(async () => (await page.locator(".clock-cube").getAttribute("aria-label")) === `Block ${await third()}`).toBe(true);
    expect(await confirmedBlockLinks(page).nth(2).getAttribute("aria-current")).toBe("true");

    await projectedBlockLinks(page).first().click();
    await page.waitForURL(`${baseURL}/clock/mempool/0?stats=false`);
    await expect.poll(() => page.locator(".clock-cube").getAttribute("aria-label")).toMatch(/^Projected block \d+$/);
    expect(await readMarker(page)).toBe(marker);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("drops every arc once the newest block is more than an hour old, and draws them again within the hour", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await openHydrated(page, `${baseURL}/clock/mined/0`);
    const newest = await newestBlock();
    await page.clock.setFixedTime(newest.timestamp * 1000 + CLOCK_ARC_WINDOW_MS + 60_000);
    await expect.poll(() => arcHeights(page)).toEqual([]);
    await page.clock.setFixedTime(newest.timestamp * 1000 + 30_000);
    await expect.poll(async () => (await arcHeights(page)).includes(newest.height)).toBe(true);
    await page.close();
  });

  it("draws the arc of a block the devnet mines, and moves the strip along", async () => {
    const page = await browser().newPage({ viewport: { width: 1920, height: 1080 } });
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/clock/mined/0`);
    const mined = await mineBlocks(baseURL, 1);
    // The page's clock stands just after the devnet's, whatever the wall clock says.
    await page.clock.setFixedTime(mined.time * 1000 + 30_000);
    await expect.poll(async () => (await arcHeights(page)).includes(mined.height)).toBe(true);
    await expect.poll(() => confirmedBlockLinks(page).first().getAttribute("aria-label")).toMatch(new RegExp(`^Block ${mined.height},`));
    await expect.poll(() => page.locator(".clock-cube").getAttribute("aria-label")).toBe(`Block ${mined.height}`);
    await saveScreenshot(page, "clock-mined-after-new-block");
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("gathers no timers or listeners as blocks come and the visitor moves between clocks", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(countTimersAndListeners);
    await openHydrated(page, `${baseURL}/clock/mined/0`);
    const settled = async () => {
      await expect.poll(() => page.locator(".clock-face-inner .block-graph.is-loading").count()).toBe(0);
      return page.evaluate(() => (window as unknown as { kioskCounts: () => { intervals: number; listeners: number } }).kioskCounts());
    };
    const before = await settled();
    for (let round = 0; round < 3; round++) {
      const mined = await mineBlocks(baseURL, 1);
      await expect.poll(() => page.locator(".clock-cube").getAttribute("aria-label")).toBe(`Block ${mined.height}`);
      // The block may have taken every waiting transaction: a projected block needs some.
      await waitingTransaction(baseURL);
      await confirmedBlockLinks(page).nth(2).click();
      await page.waitForURL(`${baseURL}/clock/mined/2`);
      await projectedBlockLinks(page).first().click();
      await page.waitForURL(`${baseURL}/clock/mempool/0`);
      await confirmedBlockLinks(page).first().click();
      await page.waitForURL(`${baseURL}/clock/mined/0`);
    }
    const after = await settled();
    expect(after.intervals).toBeLessThanOrEqual(before.intervals);
    expect(after.listeners).toBeLessThanOrEqual(before.listeners);
    await page.close();
  });
});

/**
 * Runs in the page before its scripts: counts the intervals running and the event listeners
 * registered (a listener added twice counts once, as the browser keeps it once).
 */
function countTimersAndListeners(): void {
  const intervals = new Set<unknown>();
  const setInterval = window.setInterval.bind(window);
  const clearInterval = window.clearInterval.bind(window);
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    const id = setInterval(handler, timeout, ...args);
    intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    intervals.delete(id);
    clearInterval(id);
  }) as typeof window.clearInterval;
  const registered = new WeakMap<EventTarget, Set<string>>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  let listeners = 0;
  const keyOf = (type: string, listener: unknown, options?: boolean | EventListenerOptions) => {
    if (typeof listener !== "object" && typeof listener !== "function") return null;
    if (listener === null) return null;
    if (!ids.has(listener)) ids.set(listener, nextId++);
    const capture = typeof options === "boolean" ? options : options?.capture === true;
    return `${type}:${ids.get(listener)}:${capture}`;
  };
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    const key = keyOf(type, listener, options);
    const set = registered.get(this) ?? new Set<string>();
    registered.set(this, set);
    if (key !== null && !set.has(key) && !(typeof options === "object" && options.once === true)) {
      set.add(key);
      listeners++;
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
    const key = keyOf(type, listener, options);
    if (key !== null && registered.get(this)?.delete(key) === true) listeners--;
    return remove.call(this, type, listener, options);
  };
  (window as unknown as { kioskCounts: () => { intervals: number; listeners: number } }).kioskCounts = () => ({ intervals: intervals.size, listeners });
}

/**
 * The home page stays live without reloads (spec §4.3): new blocks slide onto the strip as the devnet
 * mines them, and when the server drops every socket (it goes away, then comes back on the same
 * port) the page says it is offline and recovers by itself. A dev server of this file's own, whose
 * devnet's clock the tests step (devnet-clock.ts), so the shared server's chain is untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "./chromium.ts";
import { pageProblems } from "./explorer-pages.ts";
import { mineBlocks, mineBusyBlock } from "./devnet-clock.ts";
import { startIsolatedDevServer, type IsolatedDevServer } from "./isolated-dev-server.ts";
import { apiText, danglingIdReferences, openHydrated, saveScreenshot, type ShownBlock, waitForNewestAbove, waitForStripAtRest } from "./page-helpers.ts";

/** A stepped block reaches the page through the hub within a second; the margin covers a busy machine. */
const SHOWN_TIMEOUT_MS = 30_000;
/** Enough waiting transactions that the projected blocks are there before a block takes them. */
const WAITING_TRANSACTIONS = 10;
/** The socket notices the server is gone at once; the margin covers a busy machine. */
const OFFLINE_TIMEOUT_MS = 15_000;
/** Reconnect attempts come every 2–4 s (spec §4.3) and the restarted server needs a few seconds. */
const RECOVERY_TIMEOUT_MS = 40_000;

let server: IsolatedDevServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startIsolatedDevServer({ DEVNET_HISTORY_DAYS: "1" }),
    launchChromium(),
  ]);
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.dispose();
});

/** A value only this page load knows: it survives exactly as long as no reload happens. */
async function markThisLoad(page: Page): Promise<string> {
  const marker = `load-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    (window as unknown as { blocktideTestMarker: string }).blocktideTestMarker = value;
  }, marker);
  return marker;
}

const readMarker = (page: Page) => page.evaluate(() => (window as unknown as { blocktideTestMarker?: string }).blocktideTestMarker ?? null);

/** Mines the next block, with transactions in it, and waits until the page's strip shows it as its newest. */
async function mineAndShow(page: Page): Promise<ShownBlock> {
  const mined = await mineBusyBlock(server.url, WAITING_TRANSACTIONS);
  const shown = await waitForNewestAbove(page, mined.height - 1, SHOWN_TIMEOUT_MS);
  expect(shown.height).toBe(mined.height);
  return shown;
}

const offlineBadge = (page: Page) => page.locator("footer.status-footer .status-badge-offline");
const incomingMeter = (page: Page) => page.getByRole("meter", { name: "Incoming transactions" });

describe("the home page, live", () => {
  it("shows new blocks as they are mined, without a reload", async () => {
    const page = await context.newPage();
    // The home page draws the next block in WebGL: the screenshot's readback warning is the test's.
    const problems = pageProblems(page);
    await openHydrated(page, `${server.url}/`);
    const marker = await markThisLoad(page);
    await waitForNewestAbove(page, 0, SHOWN_TIMEOUT_MS);
    await mineAndShow(page);
    await mineAndShow(page);
    const third = await mineAndShow(page);
    await waitForStripAtRest(page);
    await saveScreenshot(page, "live-new-blocks");

    // The blocks that arrived are the server's: same hash at that height.
    expect(await apiText(server.url, `/api/block-height/${third.height}`)).toBe(third.hash);
    expect(await readMarker(page)).toBe(marker);
    expect(await offlineBadge(page).count()).toBe(0);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("keeps its blocks on screen while connected, also when a block empties the mempool", async () => {
    // spec §4.4: placeholders show only until the connection and the mempool have loaded. On this
    // devnet nearly every block takes the whole mempool, so the strip sees empty projected lists.
    const page = await context.newPage();
    await openHydrated(page, `${server.url}/`);
    await waitForNewestAbove(page, 0, SHOWN_TIMEOUT_MS);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { blocktidePlaceholderSightings: string[] }).blocktidePlaceholderSightings = seen;
      const strip = document.querySelector('section[aria-label="Blockchain"]')!;
      new MutationObserver(() => {
        if (strip.classList.contains("is-loading")) seen.push(strip.querySelector(".chain-status")?.textContent ?? "(no status text)");
      }).observe(strip, { attributes: true, attributeFilter: ["class"] });
    });
    await mineAndShow(page);
    await mineAndShow(page);
    const sightings = await page.evaluate(() => (window as unknown as { blocktidePlaceholderSightings: string[] }).blocktidePlaceholderSightings);
    expect(await offlineBadge(page).count()).toBe(0);
    expect(sightings, "the strip went back to its loading placeholders while connected").toEqual([]);
    await page.close();
  });

  it("goes offline when the server drops every socket, then recovers by itself", async () => {
    const page = await context.newPage();
    await openHydrated(page, `${server.url}/`);
    const marker = await markThisLoad(page);
    await expect.poll(() => incomingMeter(page).count()).toBe(1);
    const newestBeforeStop = await waitForNewestAbove(page, 0, SHOWN_TIMEOUT_MS);

    await server.stop();
    await offlineBadge(page).waitFor({ state: "visible", timeout: OFFLINE_TIMEOUT_MS });
    expect(await offlineBadge(page).textContent()).toBe("Offline");
    // The last figures stay, dimmed, while the connection is down.
    expect(await page.locator("footer.status-footer").getAttribute("class")).toContain("status-footer-stale");
    await saveScreenshot(page, "live-offline");

    await server.start();
    // Mined as the server comes back, most likely before the page's next try (every 2–4 s), so its
    // new socket's init brings it; a socket back sooner gets it live. Either way the page shows it.
    const minedWhileAway = await mineBlocks(server.url, 1);
    await offlineBadge(page).waitFor({ state: "detached", timeout: RECOVERY_TIMEOUT_MS });
    // The rate meter is created anew by the client: its label must be the server-rendered one.
    await page.locator("footer.status-footer [role='meter']").first().waitFor({ timeout: RECOVERY_TIMEOUT_MS });
    expect(await danglingIdReferences(page)).toEqual([]);
    expect(await incomingMeter(page).count()).toBe(1);
    // The block mined meanwhile arrives with the new socket's init; then live ones follow again.
    expect(minedWhileAway.height).toBe(newestBeforeStop.height + 1);
    expect((await waitForNewestAbove(page, newestBeforeStop.height, SHOWN_TIMEOUT_MS)).height).toBe(minedWhileAway.height);
    await mineAndShow(page);
    await waitForStripAtRest(page);
    await saveScreenshot(page, "live-recovered");

    expect(await readMarker(page)).toBe(marker);
    await page.close();
  }, 120_000);
});

/**
 * The block wall stays live for as long as it is shown (spec §2.9, §2.10, §4.3): a block the devnet
 * mines slides in over the animation, every place passing its block on, with the new block's
 * mined-by line hidden until its delay; after many blocks the wall still holds one graph per place,
 * none of them lost; and when the server goes away and comes back, the wall catches up on what was
 * mined meanwhile, without a reload. A dev server of this file's own, whose devnet's clock the tests
 * step (devnet-clock.ts), so the shared server's chain is untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { MULTI_BLOCK_VIEW_RESOLUTION_CELLS } from "../../shared/params/autofit.ts";
import { EIGHT_BLOCKS_INFO_DELAY_MS } from "../../shared/params/embed-params.ts";
import { blockTxids, graphOfBlock, lineFades, someSquare, wallHeights } from "./block-wall-pages.ts";
import { launchChromium } from "./chromium.ts";
import { type DevnetClock, mineBlocks, mineBusyBlock } from "./devnet-clock.ts";
import { markThisLoad, pageProblems, readMarker } from "./explorer-pages.ts";
import { countGraphFrames, graphFramesDrawn, waitForGraphsAtRest } from "./graph-pixels.ts";
import { startIsolatedDevServer, type IsolatedDevServer } from "./isolated-dev-server.ts";
import { openHydrated, saveScreenshot } from "./page-helpers.ts";

/** A stepped block reaches the page through the hub within a second; the margin covers a busy machine. */
const SHOWN_TIMEOUT_MS = 30_000;
/** Reconnect attempts come every 2–4 s (spec §4.3) and the restarted server needs a few seconds. */
const RECOVERY_TIMEOUT_MS = 60_000;
/** Transactions in each mined block, so every graph has squares to move. */
const BLOCK_TRANSACTIONS = 10;
const PLACES = 4;
/** Long enough that a slide spans many frames on any machine; a jump would draw one per graph. */
const ANIMATION_MS = 4_000;

let server: IsolatedDevServer;
let browser: Browser;
let context: BrowserContext;
let decoder: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startIsolatedDevServer({ DEVNET_HISTORY_DAYS: "1" }), launchChromium()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await countGraphFrames(context);
  decoder = await browser.newPage();
  // The devnet's clock stands at its first start: give the wall a block with transactions.
  await mineBusyBlock(server.url, BLOCK_TRANSACTIONS);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.dispose();
});

const wallPath = (animationMs = ANIMATION_MS) => `/view/blocks?numBlocks=${PLACES}&autofit=false&animationDuration=${animationMs}`;

/** Mines the next block (with transactions) and waits until the wall shows it first. */
async function mineAndShow(page: Page): Promise<DevnetClock> {
  const mined = await mineBusyBlock(server.url, BLOCK_TRANSACTIONS);
  await expect.poll(async () => (await wallHeights(page))[0], { timeout: SHOWN_TIMEOUT_MS }).toBe(mined.height);
  return mined;
}

/** Whether each graph's WebGL context is alive (a lost one draws nothing, spec §4.5). */
const contextsAlive = (page: Page): Promise<boolean[]> =>
  page.locator("canvas.block-graph-canvas").evaluateAll((canvases) =>
    canvases.map((canvas) => {
      const gl = (canvas as HTMLCanvasElement).getContext("webgl2") ?? (canvas as HTMLCanvasElement).getContext("webgl");
      return gl !== null && !gl.isContextLost();
    }),
  );

describe("the block wall, live", () => {
  it("slides a mined block in, every place passing its block on, and fades its mined-by line in after the delay", async () => {
    const page = await context.newPage();
    const problems = pageProblems(page);
    await openHydrated(page, `${server.url}${wallPath()}`);
    const marker = await markThisLoad(page);
    await waitForGraphsAtRest(page);
    const before = await wallHeights(page);
    expect(before).toHaveLength(PLACES);
    // The lines on the wall now: a new block's line must be a new one, its fade started afresh.
    await page.locator(".block-wall-pool").evaluateAll((lines) => lines.forEach((line) => line.setAttribute("data-test-seen", "")));

    const mined = await mineAndShow(page);
    const framesAtNewBlock = await graphFramesDrawn(page);
    expect(await wallHeights(page)).toEqual([mined.height, ...before.slice(0, PLACES - 1)]);
    expect(await page.locator(".block-wall-pool:not([data-test-seen])").count()).toBe(PLACES);
    const [fade] = await lineFades(page);
    expect(fade).toEqual({ delay: EIGHT_BLOCKS_INFO_DELAY_MS, start: "0", justBefore: "0", after: "1" });

    // The slide plays over many frames of every graph; a block that jumped in would take one each.
    await waitForGraphsAtRest(page, framesAtNewBlock);
    expect((await graphFramesDrawn(page)) - framesAtNewBlock).toBeGreaterThan(2 * PLACES);
    // At rest, the first place draws the mined block and the second the block that was first.
    const newest = await someSquare(page, graphOfBlock(page, mined.height), decoder, MULTI_BLOCK_VIEW_RESOLUTION_CELLS);
    expect(await blockTxids(server.url, mined.height)).toContain(newest.txid);
    const passedOn = await someSquare(page, graphOfBlock(page, before[0]!), decoder, MULTI_BLOCK_VIEW_RESOLUTION_CELLS);
    expect(await blockTxids(server.url, before[0]!)).toContain(passedOn.txid);
    await saveScreenshot(page, "view-blocks-live-new-block");

    expect(await readMarker(page)).toBe(marker);
    expect(problems.list()).toEqual([]);
    await page.close();
  }, 120_000);

  it("still holds one live graph per place after many blocks", async () => {
    const page = await context.newPage();
    const problems = pageProblems(page);
    await openHydrated(page, `${server.url}${wallPath(300)}`);
    let last: DevnetClock | null = null;
    for (let block = 0; block < 2 * PLACES; block++) last = await mineAndShow(page);
    await waitForGraphsAtRest(page);
    expect(await wallHeights(page)).toEqual(Array.from({ length: PLACES }, (_, index) => last!.height - index));
    expect(await page.locator("canvas.block-graph-canvas").count()).toBe(PLACES);
    expect(await contextsAlive(page)).toEqual(Array(PLACES).fill(true));
    expect(problems.list()).toEqual([]);
    await page.close();
  }, 180_000);

  it("catches up on the blocks mined while the server was away, without a reload", async () => {
    const page = await context.newPage();
    await openHydrated(page, `${server.url}${wallPath()}`);
    const marker = await markThisLoad(page);
    // The server's tip, not the wall's: a wall rendered from a second-old answer shows its tip once the socket is in.
    const tipBefore = Number(await (await fetch(`${server.url}/api/blocks/tip/height`)).text());
    await expect.poll(async () => (await wallHeights(page))[0], { timeout: SHOWN_TIMEOUT_MS }).toBe(tipBefore);

    await server.stop();
    await server.start();
    // Mined as the server comes back, most likely before the page's next try (every 2–4 s), so its
    // new socket's init brings them at once; a socket back sooner gets them live. Either way the
    // wall ends with both.
    const mined = await mineBlocks(server.url, 2);
    expect(mined.height).toBe(tipBefore + 2);
    await expect.poll(() => wallHeights(page), { timeout: RECOVERY_TIMEOUT_MS }).toEqual(Array.from({ length: PLACES }, (_, index) => mined.height - index));
    await waitForGraphsAtRest(page);
    await saveScreenshot(page, "view-blocks-live-recovered");

    expect(await readMarker(page)).toBe(marker);
    await page.close();
  }, 180_000);
});

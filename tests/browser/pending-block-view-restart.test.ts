/**
 * The pending block view (spec §2.11) on a kiosk that runs for days: when the server goes away and
 * comes back, the view reconnects by itself (spec §4.3), follows its projected block again and shows
 * the next block mined meanwhile, without a reload. A dev server of this file's own, whose devnet's
 * clock the test steps (devnet-clock.ts), so the shared server stays up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../shared/params/autofit.ts";
import { launchChromium } from "./chromium.ts";
import { mineBlocks, waitingTransaction } from "./devnet-clock.ts";
import { markThisLoad, readMarker } from "./explorer-pages.ts";
import { startIsolatedDevServer, type IsolatedDevServer } from "./isolated-dev-server.ts";
import { saveScreenshot } from "./page-helpers.ts";
import { VIEW_TIMEOUT_MS, captionCount, expectFollowsNextBlock, landedSquares, nextBlockCount, openView, viewGraph } from "./view-graph.ts";

/** Enough waiting transactions that the next block has several to take. */
const WAITING = 8;

let server: IsolatedDevServer;
let browser: Browser;
let decoder: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startIsolatedDevServer({ DEVNET_HISTORY_DAYS: "1" }), launchChromium()]);
  decoder = await browser.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("the pending block view across a server restart", () => {
  it("reconnects by itself and shows the next block mined while the server was away, without a reload", async () => {
    await waitingTransaction(server.url, { minimum: WAITING });
    const { context, page, problems } = await openView(browser, server.url, "/view/mempool-block/0", { width: 1280, height: 800 });
    await expect.poll(() => captionCount(viewGraph(page)), { timeout: VIEW_TIMEOUT_MS }).toBe(await nextBlockCount(server.url));
    const { squares } = await landedSquares(page, decoder, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS);
    const marker = await markThisLoad(page);

    await server.stop();
    await server.start();
    // Mined as the server comes back, most likely before the view's next try (every 2–4 s): its new
    // socket's first list brings the next block; a socket back sooner gets it live.
    const mined = await mineBlocks(server.url, 1);
    await waitingTransaction(server.url, { minimum: 3 });
    await expectFollowsNextBlock(page, decoder, server.url, mined.height, new Set(squares.map((square) => square.txid)));
    await saveScreenshot(page, "view-mempool-block-after-a-restart");

    expect(await readMarker(page)).toBe(marker);
    // Nothing went wrong but the socket's drop while the server was away, which the page reports as it
    // reconnects (and the browser as its tries fail).
    const expected = /^warning: live: socket (closed|error); reconnecting|WebSocket connection to .* failed/;
    expect(problems.list().filter((problem) => !expected.test(problem))).toEqual([]);
    await context.close();
  }, 180_000);
});

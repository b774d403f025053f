/**
 * Pages that follow the chain without a reload, on a dev server of this file's own whose devnet's
 * clock the tests step (devnet-clock.ts): the next projected block's graph and figures change as
 * the mempool does; an unconfirmed transaction's page shows its ETA and its place on the strip, then
 * the confirmation when the devnet mines it; a block too big for one page of the list pages through
 * its transactions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { formatNumber } from "../../shared/format/decimal.ts";
import { MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../shared/params/autofit.ts";
import { BLOCK_TXS_PAGE } from "../../shared/params/esplora-params.ts";
import { launchChromium } from "./chromium.ts";
import { type ListedBlock, markThisLoad, pageProblems, readMarker, recentBlockWhere } from "./explorer-pages.ts";
import { mineBlocks, passSeconds, waitingTransaction } from "./devnet-clock.ts";
import { countGraphFrames, drawnCells, readGraphCells, sameRgb } from "./graph-pixels.ts";
import { startIsolatedDevServer, type IsolatedDevServer } from "./isolated-dev-server.ts";
import { apiJson, markedBlockName, openHydrated, saveScreenshot, waitForStripAtRest } from "./page-helpers.ts";

/** A stepped change reaches the page through the hub within a second; the margin covers a busy machine. */
const SHOWN_TIMEOUT_MS = 30_000;
/** Seconds of arrivals that change the next block: a few dozen transactions in the fast profile. */
const MEMPOOL_CHANGE_SECONDS = 10;
/** An unconfirmed transaction replaced before it confirmed is tried again with a newer one. */
const UNCONFIRMED_ATTEMPTS = 5;
/** Blocks mined, one at a time, for a waiting transaction to confirm: pools leave a few out. */
const MAX_BLOCKS_TO_CONFIRM = 5;

let server: IsolatedDevServer;
let browser: Browser;
let context: BrowserContext;
let decoder: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startIsolatedDevServer({ DEVNET_HISTORY_DAYS: "1" }),
    launchChromium(),
  ]);
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await countGraphFrames(context);
  decoder = await browser.newPage();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.dispose();
});

/** The value of a figure by its label, `<dt>label</dt><dd>value</dd>`; null when it is not shown. */
const figure = (scope: Locator, label: string): Promise<string | null> =>
  scope.evaluate((list, wanted) => {
    const term = [...list.querySelectorAll("dt")].find((element) => element.textContent === wanted);
    return term?.nextElementSibling?.textContent ?? null;
  }, label);

/** "1,234 transactions" → 1234. */
const countOf = (caption: string | null): number => Number((caption ?? "").replace(/[^\d]/g, ""));

describe("pages that follow the chain live", () => {
  it("updates the next block's graph and figures as the mempool changes, without a reload", async () => {
    await waitingTransaction(server.url);
    const page = await context.newPage();
    const problems = pageProblems(page);
    await openHydrated(page, `${server.url}/mempool-block/0`);
    const graph = page.getByRole("figure", { name: "Next block" });
    const caption = graph.locator("figcaption");
    const figures = page.locator("dl.mempool-block-figures");
    const read = async () => ({ caption: await caption.textContent(), cells: await readGraphCells(graph, decoder, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS) });

    // Squares fly in once the page has the mempool: read the graph once it shows them.
    let before = await read();
    await expect
      .poll(async () => {
        before = await read();
        return countOf(before.caption) > 0 && drawnCells(before.cells).length > 0;
      }, { timeout: SHOWN_TIMEOUT_MS })
      .toBe(true);
    const countBefore = await figure(figures, "Transactions");
    const marker = await markThisLoad(page);
    await saveScreenshot(page, "mempool-block-live-before");

    await passSeconds(server.url, MEMPOOL_CHANGE_SECONDS);
    await expect
      .poll(async () => {
        const now = await read();
        const changedCells = now.cells.colours.filter((colour, index) => !sameRgb(colour, before.cells.colours[index]!)).length;
        return now.caption !== before.caption && changedCells > 0;
      }, { timeout: SHOWN_TIMEOUT_MS })
      .toBe(true);
    await expect.poll(() => figure(figures, "Transactions"), { timeout: SHOWN_TIMEOUT_MS }).not.toBe(countBefore);
    // The figures and the graph describe the same projected block: between two updates they agree.
    await expect
      .poll(async () => {
        const [shown, listed] = await Promise.all([caption.textContent(), figure(figures, "Transactions")]);
        return countOf(shown) === countOf(listed) ? "agree" : `graph ${shown}, figure ${listed}`;
      }, { timeout: SHOWN_TIMEOUT_MS })
      .toBe("agree");
    await saveScreenshot(page, "mempool-block-live-after");
    expect(await readMarker(page)).toBe(marker);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("shows an unconfirmed transaction with its ETA and place on the strip, then its confirmation, without a reload", async () => {
    const page = await context.newPage();
    const problems = pageProblems(page);
    for (let attempt = 1; ; attempt++) {
      const { txid, shown } = await openUnconfirmedTransaction(page);
      const marker = await markThisLoad(page);
      expect(shown.badge).toBe("Unconfirmed");
      expect(shown.eta).toMatch(/^ETA In (~\d+ \w+|< 1 minute) \((next block|projected block \d+)\)$/);
      expect(shown.marked).toMatch(/^Projected block \d+$/);
      // The transaction's arrow points into the projected block it is expected in.
      expect(shown.arrow).toBeGreaterThanOrEqual(shown.block[0]);
      expect(shown.arrow).toBeLessThanOrEqual(shown.block[1]);
      await waitForStripAtRest(page);
      await saveScreenshot(page, "tx-unconfirmed-live");

      if ((await mineUntilConfirmedOrGone(txid)) === "gone" && attempt < UNCONFIRMED_ATTEMPTS) continue;
      const status = await apiJson<{ confirmed: boolean; block_height: number; block_hash: string }>(server.url, `/api/tx/${txid}/status`);
      expect(status.confirmed).toBe(true);
      await expectShownConfirmed(page, txid);
      await expect.poll(() => page.locator(".tx-status-badge").textContent()).toMatch(/^\d+ confirmations?$/);
      expect(await page.locator(".tx-status-confirmed").getByRole("link").getAttribute("href")).toBe(`/block/${status.block_hash}`);
      await expect.poll(() => markedBlockName(page)).toBe(`Block ${status.block_height}`);
      await waitForStripAtRest(page);
      await saveScreenshot(page, "tx-confirmed-live");
      expect(await readMarker(page)).toBe(marker);
      break;
    }
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("pages through a block's transactions, 25 at a time", async () => {
    const block = await bigBlock();
    const page = await context.newPage();
    const problems = pageProblems(page);
    await openHydrated(page, `${server.url}/block/${block.id}`);
    const list = page.locator(".block-transactions");
    const pageCount = Math.ceil(block.tx_count / BLOCK_TXS_PAGE);
    const count = formatNumber(block.tx_count, "1.0-0");

    const first = await apiJson<{ txid: string }[]>(server.url, `/api/block/${block.id}/txs/0`);
    await expect.poll(() => cardTxids(list)).toEqual(first.map((tx) => tx.txid));
    expect(await list.locator(".block-transactions-range").textContent()).toBe(`1–25 of ${count}`);
    const pagers = list.getByRole("navigation", { name: "Transaction pages" });
    expect(await pagers.count()).toBe(2);
    expect(await pagers.first().locator(".block-pager-position").textContent()).toBe(`Page 1 of ${pageCount}`);

    await pagers.first().getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(`${server.url}/block/${block.id}?page=2`);
    const second = await apiJson<{ txid: string }[]>(server.url, `/api/block/${block.id}/txs/25`);
    await expect.poll(() => cardTxids(list)).toEqual(second.map((tx) => tx.txid));
    expect(await list.locator(".block-transactions-range").textContent()).toBe(`26–${formatNumber(Math.min(50, block.tx_count), "1.0-0")} of ${count}`);
    await saveScreenshot(page, "block-transactions-page-2");

    await pagers.first().getByRole("link", { name: "Previous page" }).click();
    await page.waitForURL(`${server.url}/block/${block.id}`);
    await expect.poll(() => cardTxids(list)).toEqual(first.map((tx) => tx.txid));
    expect(problems.list()).toEqual([]);
    await page.close();
  });
});

const cardTxids = (list: Locator): Promise<string[]> =>
  list.locator(".tx-card").evaluateAll((cards) => cards.map((card) => (card.getAttribute("aria-label") ?? "").replace(/^Transaction /, "")));

/** The unconfirmed transaction page at one moment: its status, ETA and the strip's marks. */
interface UnconfirmedView {
  readonly badge: string;
  readonly eta: string;
  /** The marked block's name, "Projected block 1". */
  readonly marked: string;
  /** The centre of the transaction's arrow and the marked block's left and right edges. */
  readonly arrow: number;
  readonly block: readonly [number, number];
}

/**
 * Opens the page of the newest waiting transaction (stepping the clock until one waits) and waits
 * until it shows the transaction unconfirmed with its ETA and its position arrow, read in one go
 * so that the page's later updates cannot mix two states.
 */
async function openUnconfirmedTransaction(page: Page): Promise<{ txid: string; shown: UnconfirmedView }> {
  const txid = await waitingTransaction(server.url);
  await openHydrated(page, `${server.url}/tx/${txid}`);
  const handle = await page.waitForFunction(
    (): UnconfirmedView | false => {
      const eta = document.querySelector(".tx-status-unconfirmed .tx-status-eta");
      const arrow = document.querySelector('section[aria-label="Blockchain"] .chain-mark.is-transaction');
      const marked = document.querySelector('section[aria-label="Blockchain"] a[aria-current="true"]');
      if (eta === null || arrow === null || marked === null) return false;
      const arrowBox = arrow.getBoundingClientRect();
      const blockBox = marked.getBoundingClientRect();
      return {
        badge: document.querySelector(".tx-status-badge")?.textContent ?? "",
        eta: eta.textContent ?? "",
        marked: (marked.getAttribute("aria-label") ?? "").split(",")[0]!,
        arrow: arrowBox.left + arrowBox.width / 2,
        block: [blockBox.left, blockBox.right],
      };
    },
    undefined,
    { timeout: SHOWN_TIMEOUT_MS, polling: 50 },
  );
  return { txid, shown: (await handle.jsonValue()) as UnconfirmedView };
}

/**
 * Mines blocks one at a time until the API has the transaction confirmed, or no longer knows it:
 * the devnet's users replace some of their transactions, and pools mine private payments that
 * conflict with waiting ones, so a transaction may leave the mempool for good without confirming.
 */
async function mineUntilConfirmedOrGone(txid: string): Promise<"confirmed" | "gone"> {
  for (let blocks = 0; blocks < MAX_BLOCKS_TO_CONFIRM; blocks++) {
    await mineBlocks(server.url, 1);
    const response = await fetch(`${server.url}/api/tx/${txid}/status`);
    if (response.status === 404) return "gone";
    if (((await response.json()) as { confirmed: boolean }).confirmed) return "confirmed";
  }
  throw new Error(`${txid} still waited after ${MAX_BLOCKS_TO_CONFIRM} blocks.`);
}

/** Waits until the page shows the transaction the API has confirmed; else says what the API knows. */
async function expectShownConfirmed(page: Page, txid: string): Promise<void> {
  try {
    await page.locator(".tx-status-confirmed").waitFor({ timeout: SHOWN_TIMEOUT_MS });
  } catch {
    const status = await (await fetch(`${server.url}/api/tx/${txid}/status`)).text();
    const tip = await (await fetch(`${server.url}/api/blocks/tip/height`)).text();
    throw new Error(`The page did not show ${txid} confirmed within ${SHOWN_TIMEOUT_MS} ms; the API says ${status} at tip ${tip}.`);
  }
}

/** A recent block with more transactions than one page of the list holds. */
const bigBlock = (): Promise<ListedBlock> => recentBlockWhere(server.url, BLOCK_TXS_PAGE * 2, async (block) => (block.tx_count > BLOCK_TXS_PAGE ? block : null));

/**
 * The block page in Chromium against the shared dev server (spec §2.2, §2.6, §2.7, §4.1): the
 * overview graph's canvas is read back from screenshots, so these tests prove the page draws the
 * block's own transactions in their fee colours, names each on hover, opens it on a click (in a new
 * tab with ctrl), fades what a transaction filter leaves out, and shows the audit's expected block
 * beside the actual one. The arrow keys go to the neighbouring blocks and the list below shows each
 * transaction's inputs and outputs.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { formatNumber } from "../../shared/format/decimal.ts";
import { formatFeeRate } from "../../shared/format/fee-rate.ts";
import { formatBytes } from "../../shared/format/size.ts";
import { type GraphFilter, squareColour } from "../../shared/graph/graph-colours.ts";
import { ownFeeRate } from "../../shared/graph/graph-transaction.ts";
import { BLOCK_VIEW_RESOLUTION_CELLS } from "../../shared/params/autofit.ts";
import { PREFERENCE_KEYS } from "../../shared/preferences/local-preferences.ts";
import { AUDIT_STATUS_TEXTS } from "../../shared/tables/audit-status.ts";
import type { TransactionStripped } from "../../shared/types/compressed-tx.ts";
import { useChromium } from "./chromium.ts";
import { type ChosenBlock, chooseBlock, pageProblems, splittingFlag } from "./explorer-pages.ts";
import {
  type IdentifiedCell,
  colourAt,
  composite,
  countGraphFrames,
  drawnCells,
  graphFramesDrawn,
  identifySquares,
  isFeeColour,
  readGraphCells,
  sameRgb,
  waitForGraphsAtRest,
} from "./graph-pixels.ts";
import { apiJson, expectCtrlClickOpensTab, openHydrated, saveScreenshot, waitForNewestAbove } from "./page-helpers.ts";

const baseURL = inject("baseURL");
/** Enough squares for a filter to split and for colours to differ. */
const MIN_TRANSACTIONS = 5;
const STRIP_TIMEOUT_MS = 15_000;

const browser = useChromium();
let decoder: Page;
let chosen: ChosenBlock;
let txids: string[];

beforeAll(async () => {
  decoder = await browser().newPage();
  chosen = await chooseBlock(baseURL, MIN_TRANSACTIONS);
  txids = await apiJson<string[]>(baseURL, `/api/block/${chosen.block.id}/txids`);
});

/** A visitor of their own (fresh storage: the audit preference does not leak between tests). */
async function openBlockPage(path = `/block/${chosen.block.id}`): Promise<{ context: BrowserContext; page: Page; problems: { list: () => string[] } }> {
  const context = await browser().newContext({ viewport: { width: 1440, height: 1000 } });
  await countGraphFrames(context);
  const page = await context.newPage();
  const problems = pageProblems(page);
  await openHydrated(page, `${baseURL}${path}`);
  return { context, page, problems };
}

const graphNamed = (page: Page, name: string): Locator => page.getByRole("figure", { name, exact: true });
const auditToggle = (page: Page): Locator => page.locator(".block-overview").getByRole("button", { name: /the audit$/ });

/** Waits until the actual block's graph holds the block's transactions and has stopped moving. */
async function waitForBlockGraph(page: Page): Promise<void> {
  const count = formatNumber(chosen.block.tx_count, "1.0-0");
  await expect.poll(() => graphNamed(page, "Actual block").locator("figcaption").textContent()).toBe(`${count} transactions`);
  await waitForGraphsAtRest(page);
}

/** Turns the audit off (spec §3 audit-preference), so the graph colours squares by fee rate. */
async function hideAudit(page: Page): Promise<void> {
  await auditToggle(page).click();
  await expect.poll(() => auditToggle(page).textContent()).toBe("Show the audit");
  await expect.poll(() => graphNamed(page, "Expected block").count()).toBe(0);
  // The actual graph takes the freed width and redraws, or keeps its size and colours: no frame to wait for.
  await waitForGraphsAtRest(page);
}

const byTxid = (): Map<string, TransactionStripped> => new Map(chosen.summary.map((tx) => [tx.txid, tx]));

/** What a fee-coloured square of `tx` looks like under `filter`, over the graph's background. */
function expectedPixel(tx: TransactionStripped, filter: GraphFilter | null, background: readonly [number, number, number]) {
  return composite(squareColour(tx, { auditMode: false, filter }), background);
}

/** The squares of the (fee-coloured) actual block, each named by its tooltip. */
async function identifiedSquares(page: Page): Promise<{ squares: IdentifiedCell[]; background: readonly [number, number, number] }> {
  const graph = graphNamed(page, "Actual block");
  const cells = await readGraphCells(graph, decoder, BLOCK_VIEW_RESOLUTION_CELLS);
  return { squares: await identifySquares(page, graph, cells), background: cells.background };
}

describe("the block page in Chromium", () => {
  it("shows the audit: the expected block beside the actual one, with the audit's figures", async () => {
    const audit = await apiJson<{ template: unknown[]; matchRate: number }>(baseURL, `/api/v1/block/${chosen.block.id}/audit-summary`);
    const { context, page, problems } = await openBlockPage();
    await waitForBlockGraph(page);

    for (const name of ["Expected block", "Actual block"]) {
      const cells = await readGraphCells(graphNamed(page, name), decoder, BLOCK_VIEW_RESOLUTION_CELLS);
      expect(drawnCells(cells).length, `${name} draws no square`).toBeGreaterThan(0);
    }
    const figures = await page.locator(".block-audit-figure").evaluateAll((elements) =>
      Object.fromEntries(elements.map((element) => [element.querySelector("dt")?.textContent ?? "", element.querySelector("dd")?.textContent ?? ""])),
    );
    expect(figures).toMatchObject({
      Health: `${formatNumber(audit.matchRate, "1.0-2")}%`,
      "Expected transactions": formatNumber(audit.template.length, "1.0-0"),
      "Actual transactions": formatNumber(chosen.block.tx_count - 1, "1.0-0"),
    });
    // The tooltip of a mined square names its audit status (spec §4.1).
    const actual = graphNamed(page, "Actual block");
    const cells = await readGraphCells(actual, decoder, BLOCK_VIEW_RESOLUTION_CELLS);
    const squares = await identifySquares(page, actual, cells);
    const statuses: readonly string[] = Object.values(AUDIT_STATUS_TEXTS);
    const mined = squares.filter((square) => square.txid !== txids[0]);
    expect(mined.length).toBeGreaterThan(0);
    for (const square of mined) expect(statuses, `the tooltip of ${square.txid}`).toContain(square.tooltip.audit);
    await saveScreenshot(page, "block-audit");

    await hideAudit(page);
    expect(await graphNamed(page, "Actual block").count()).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERENCE_KEYS.audit)).toBe("hide");
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("draws every square in a fee colour, and names its transaction with fee, rate and size on hover", async () => {
    const { context, page, problems } = await openBlockPage();
    await waitForBlockGraph(page);
    await hideAudit(page);

    const cells = await readGraphCells(graphNamed(page, "Actual block"), decoder, BLOCK_VIEW_RESOLUTION_CELLS);
    const drawn = drawnCells(cells);
    expect(drawn.length).toBeGreaterThanOrEqual(chosen.block.tx_count);
    const offPalette = drawn.filter((cell) => !isFeeColour(colourAt(cells, cell), cells.background));
    expect(offPalette.map((cell) => ({ cell, seen: colourAt(cells, cell) }))).toEqual([]);

    const squares = await identifySquares(page, graphNamed(page, "Actual block"), cells);
    const summary = byTxid();
    for (const square of squares) {
      const tx = summary.get(square.txid);
      expect(tx, `the tooltip names ${square.txid}, not a transaction of this block`).toBeDefined();
      expect(txids).toContain(square.txid);
      expect(square.tooltip.rows).toMatchObject({
        Fee: `${formatNumber(tx!.fee, "1.0-0")} sat`,
        "Fee rate": formatFeeRate(ownFeeRate(tx!)),
        "Virtual size": formatBytes(tx!.vsize, "vB"),
      });
      expect(sameRgb(square.colour, expectedPixel(tx!, null, cells.background)), `${square.txid} is drawn ${square.colour}`).toBe(true);
    }
    expect(new Set(squares.map((square) => square.txid)).size).toBeGreaterThanOrEqual(2);
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("fades the squares a transaction filter leaves out, and brings them back on Clear", async () => {
    const { context, page, problems } = await openBlockPage();
    await waitForBlockGraph(page);
    await hideAudit(page);
    const { squares, background } = await identifiedSquares(page);
    const summary = byTxid();
    const shown = squares.map((square) => summary.get(square.txid)!);
    // A flag that splits the squares found, so both fading and staying are seen.
    const flag = splittingFlag(shown);
    expect(flag, "the identified squares all carry the same flags").not.toBeNull();
    const filter: GraphFilter = { flags: flag!.value, mode: "and" };

    await page.getByRole("button", { name: "Filter transactions" }).click();
    const framesBeforeFilter = await graphFramesDrawn(page);
    await page.locator(".graph-filter-panel").getByRole("button", { name: flag!.label, exact: true }).click();
    await expect.poll(() => page.locator(".graph-filter-count").textContent()).toBe("1 filter on");
    await waitForGraphsAtRest(page, framesBeforeFilter);
    const filtered = await readGraphCells(graphNamed(page, "Actual block"), decoder, BLOCK_VIEW_RESOLUTION_CELLS);
    await saveScreenshot(page, "block-transaction-filter");
    let faded = 0;
    for (const [index, square] of squares.entries()) {
      const tx = shown[index]!;
      const seen = colourAt(filtered, square.cell);
      expect(sameRgb(seen, expectedPixel(tx, filter, background)), `${tx.txid} with ${flag!.key} filtered is drawn ${seen}`).toBe(true);
      if (!sameRgb(seen, square.colour)) faded++;
    }
    expect(faded).toBeGreaterThan(0);
    expect(faded).toBeLessThan(squares.length);

    const framesBeforeClear = await graphFramesDrawn(page);
    await page.locator(".graph-filter-panel").getByRole("button", { name: "Clear" }).click();
    await waitForGraphsAtRest(page, framesBeforeClear);
    const cleared = await readGraphCells(graphNamed(page, "Actual block"), decoder, BLOCK_VIEW_RESOLUTION_CELLS);
    expect(squares.filter((square) => !sameRgb(colourAt(cleared, square.cell), square.colour)).map((square) => square.txid)).toEqual([]);
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("opens a clicked square's transaction, and in a new tab with ctrl without leaving the block", async () => {
    const { context, page, problems } = await openBlockPage();
    await waitForBlockGraph(page);
    const graph = graphNamed(page, "Actual block");
    const cells = await readGraphCells(graph, decoder, BLOCK_VIEW_RESOLUTION_CELLS);
    const [square] = await identifySquares(page, graph, cells);
    expect(txids).toContain(square!.txid);
    await expectCtrlClickOpensTab(context, page, square!.point, `${baseURL}/tx/${square!.txid}`);
    // spec §4.5: the click also keeps the square's tooltip open, with a link to the transaction.
    const pinned = graph.locator(".block-graph-tooltip.is-pinned");
    expect(await pinned.locator(".block-graph-txid").getAttribute("title")).toBe(square!.txid);
    expect(await pinned.getByRole("link").getAttribute("href")).toBe(`/tx/${square!.txid}`);

    await page.mouse.click(square!.point.x, square!.point.y);
    await page.waitForURL(`${baseURL}/tx/${square!.txid}`);
    await expect.poll(() => page.locator(".tx-page-txid").textContent()).toBe(square!.txid);
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("goes to the neighbouring blocks with the arrow keys, back in time with → by default", async () => {
    const { context, page, problems } = await openBlockPage();
    const title = page.locator("h1.block-title");
    const height = chosen.block.height;
    expect(await title.textContent()).toBe(`Block ${formatNumber(height, "1.0-0")}`);
    // The arrows drive the strip's navigation, which starts once the strip has its blocks.
    await waitForNewestAbove(page, 0, STRIP_TIMEOUT_MS);

    await page.keyboard.press("ArrowRight");
    await expect.poll(() => title.textContent()).toBe(`Block ${formatNumber(height - 1, "1.0-0")}`);
    const previousHash = await apiJson<{ previousblockhash: string }>(baseURL, `/api/block/${chosen.block.id}`);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/block/(${previousHash.previousblockhash}|${height - 1})$`));

    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => title.textContent()).toBe(`Block ${formatNumber(height, "1.0-0")}`);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/block/(${chosen.block.id}|${height})$`));
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it("lists the block's transactions with their inputs and outputs", async () => {
    interface ListedTx {
      readonly txid: string;
      readonly vin: readonly { readonly is_coinbase: boolean }[];
      readonly vout: readonly unknown[];
    }
    const expected = await apiJson<ListedTx[]>(baseURL, `/api/block/${chosen.block.id}/txs/0`);
    const { context, page, problems } = await openBlockPage();
    const list = page.locator(".block-transactions");
    await expect.poll(() => list.locator(".tx-card").count()).toBe(expected.length);

    const count = formatNumber(chosen.block.tx_count, "1.0-0");
    expect(await list.locator(".block-transactions-range").textContent()).toBe(`1–${formatNumber(expected.length, "1.0-0")} of ${count}`);
    const cards = await list.locator(".tx-card").evaluateAll((elements) =>
      elements.map((card) => ({
        label: card.getAttribute("aria-label") ?? "",
        sides: [...card.querySelectorAll(".tx-side-title")].map((title) => title.textContent ?? ""),
        rows: [...card.querySelectorAll(".tx-side")].map((side) => side.querySelectorAll(".tx-io").length),
      })),
    );
    expect(cards.map((card) => card.label)).toEqual(expected.map((tx) => `Transaction ${tx.txid}`));
    expect(cards.map((card) => card.sides)).toEqual(expected.map((tx) => [`Inputs (${tx.vin.length})`, `Outputs (${tx.vout.length})`]));
    for (const card of cards) for (const rows of card.rows) expect(rows).toBeGreaterThan(0);
    expect(await list.locator(".tx-card").first().locator(".tx-side-inputs").textContent()).toContain("Coinbase");
    // One page: no pager.
    expect(await list.getByRole("navigation", { name: "Transaction pages" }).count()).toBe(expected.length < chosen.block.tx_count ? 2 : 0);
    await saveScreenshot(page, "block-transactions");
    expect(problems.list()).toEqual([]);
    await context.close();
  });
});

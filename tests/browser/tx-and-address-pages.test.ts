/**
 * The transaction and address pages in Chromium against the shared dev server (issue 6, peers §5.1):
 * a txid the backend does not know shows the waiting text (a soft 404, not an error page); a block
 * hash opened as a txid ends on the block's page; an address shows its balance and transactions and
 * loads older ones on request.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { formatAmount } from "../../shared/format/amount.ts";
import { formatNumber } from "../../shared/format/decimal.ts";
import { useChromium } from "./chromium.ts";
import { addressWithLongHistory, pageProblems } from "./explorer-pages.ts";
import { apiJson, apiText, openHydrated, saveScreenshot } from "./page-helpers.ts";

const baseURL = inject("baseURL");
/** research §2.2: the first page of an address's history holds up to 25 confirmed transactions. */
const FIRST_PAGE_CONFIRMED = 25;
/** How Chromium reports a document answered with 404, which the soft-404 page is meant to be. */
const DOCUMENT_404 = "error: Failed to load resource: the server responded with a status of 404 (Not Found)";

const browser = useChromium();
let context: BrowserContext;
beforeAll(async () => {
  context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
});

interface AddressTx {
  readonly txid: string;
  readonly status: { readonly confirmed: boolean };
}

interface AddressStats {
  readonly chain_stats: { readonly funded_txo_sum: number; readonly spent_txo_sum: number; readonly tx_count: number };
  readonly mempool_stats: { readonly tx_count: number };
}

const cardTxids = (scope: Locator): Promise<string[]> =>
  scope.locator(".tx-card").evaluateAll((cards) => cards.map((card) => (card.getAttribute("aria-label") ?? "").replace(/^Transaction /, "")));

/** The value of a fact by its label, `<dt>label</dt><dd>value</dd>`. */
const fact = (page: Page, label: string): Promise<string | null> =>
  page.locator(".address-summary").evaluate((summary, wanted) => {
    const term = [...summary.querySelectorAll("dt")].find((element) => element.textContent === wanted);
    return term?.nextElementSibling?.textContent ?? null;
  }, label);

describe("transaction and address pages in Chromium", () => {
  it("waits for a txid the backend does not know, saying so, with a soft 404", async () => {
    const txid = randomBytes(32).toString("hex");
    const page = await context.newPage();
    const problems = pageProblems(page);
    const response = await page.goto(`${baseURL}/tx/${txid}`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector("html[data-hydrated='true']");
    const waiting = page.getByRole("status").filter({ hasText: "Transaction not found." });
    await waiting.waitFor();
    expect(await waiting.textContent()).toBe(`Transaction not found.Waiting for it to appear in the mempool…${txid}`);
    await saveScreenshot(page, "tx-unknown");
    expect(problems.list()).toEqual([DOCUMENT_404]);
    await page.close();
  });

  it("goes on to the block page when a block's hash is opened as a transaction", async () => {
    const height = Number(await apiText(baseURL, "/api/blocks/tip/height")) - 2;
    const hash = await apiText(baseURL, `/api/block-height/${height}`);
    const page = await context.newPage();
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/tx/${hash}`);
    await page.waitForURL(`${baseURL}/block/${hash}`);
    await expect.poll(() => page.locator("h1.block-title").textContent()).toBe(`Block ${formatNumber(height, "1.0-0")}`);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  /** The page loads an address's history through the API; on a busy machine that takes seconds. */
  const HISTORY_TIMEOUT_MS = 15_000;

  it("shows an address's balance and transactions, and loads older ones on request", async () => {
    const { address } = await addressWithLongHistory(baseURL, FIRST_PAGE_CONFIRMED);
    const page = await context.newPage();
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/address/${address}`);
    const history = page.locator(".address-page .tx-page-section");

    // The devnet's clock stands still, so the API's answers are what the page shows.
    const [stats, first] = await Promise.all([apiJson<AddressStats>(baseURL, `/api/address/${address}`), apiJson<AddressTx[]>(baseURL, `/api/address/${address}/txs`)]);
    await expect.poll(() => cardTxids(history), { timeout: HISTORY_TIMEOUT_MS }).toEqual(first.map((tx) => tx.txid));
    expect(await page.locator(".address-summary-address").textContent()).toBe(address);
    expect(await fact(page, "Balance")).toBe(formatAmount(stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum, ""));
    const total = stats.chain_stats.tx_count + stats.mempool_stats.tx_count;
    expect(await page.locator(".address-page-count").textContent()).toBe(`${formatNumber(first.length, "1.0-0")} of ${formatNumber(total, "1.0-0")}`);
    await saveScreenshot(page, "address-first-page");

    const more = page.getByRole("button", { name: "Load more" });
    const cursor = first.findLast((tx) => tx.status.confirmed)!.txid;
    const older = await apiJson<AddressTx[]>(baseURL, `/api/address/${address}/txs?after_txid=${cursor}`);
    expect(older.length).toBeGreaterThan(0);
    await more.click();
    await expect.poll(() => cardTxids(history), { timeout: HISTORY_TIMEOUT_MS }).toEqual([...first, ...older].map((tx) => tx.txid));
    const shown = first.length + older.length;
    expect(await page.locator(".address-page-count").textContent()).toBe(`${formatNumber(shown, "1.0-0")} of ${formatNumber(total, "1.0-0")}`);
    // The button stays while older transactions remain, and goes once all are shown.
    expect(await more.count()).toBe(shown < total ? 1 : 0);
    expect(problems.list()).toEqual([]);
    await page.close();
  });
});

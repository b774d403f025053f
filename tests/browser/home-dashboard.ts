/**
 * Checks of the home dashboard's widgets (issue 15), the same with and without JavaScript: each card
 * is there with data from the live snapshot.
 */
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";

const TXID = /\/tx\/[0-9a-f]{64}$/;

/** The dashboard's cards by their accessible names. */
export const dashboardCard = (page: Page, name: string | RegExp): Locator => page.getByRole("region", { name });

/** Every widget with data: fee cards, difficulty or halving figures, the next block, latest blocks, transactions, replacements. */
export async function expectDashboardWithData(page: Page, tipHeight: number): Promise<void> {
  expect(await dashboardCard(page, "Transaction fees").locator(".fee-card-number").first().textContent()).toMatch(/^\d/);

  const difficulty = dashboardCard(page, /^(Difficulty adjustment|Next halving)$/);
  expect(await difficulty.locator(".mining-figure").count()).toBeGreaterThanOrEqual(4);
  expect(await difficulty.getByRole("progressbar").getAttribute("aria-valuenow")).toMatch(/^\d/);

  const nextBlock = dashboardCard(page, "Next block");
  expect(await nextBlock.getByRole("link", { name: "Next block" }).getAttribute("href")).toBe("/mempool-block/0");
  expect(await nextBlock.getByRole("definition").first().textContent()).toMatch(/^~\d+ sat\/vB$/);

  const blocks = dashboardCard(page, "Latest blocks").getByRole("row");
  // A heading row and six blocks, newest first from the tip.
  expect(await blocks.count()).toBe(7);
  expect(await blocks.nth(1).getByRole("link").textContent()).toBe(tipHeight.toLocaleString("en-US"));

  const transactions = dashboardCard(page, "Latest transactions").getByRole("row");
  expect(await transactions.count()).toBeGreaterThanOrEqual(2);
  expect(await transactions.nth(1).getByRole("link").getAttribute("href")).toMatch(TXID);
  expect(await transactions.nth(1).getByRole("cell").nth(2).textContent()).toMatch(/^\d+ sat\/vB$/);

  const replacements = dashboardCard(page, "Latest replacements");
  expect(await replacements.getByRole("link", { name: "Latest replacements" }).getAttribute("href")).toBe("/rbf");
  const rows = replacements.getByRole("row");
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  expect(await rows.nth(1).getByRole("link").getAttribute("href")).toMatch(TXID);
  expect(await rows.nth(1).locator(".dash-badge").last().textContent()).toMatch(/^(RBF|Full RBF)$/);
}

/** The two charts' figures on the dashboard, by the names their downloads carry. */
export const dashboardChart = (page: Page, name: "mempool-fee-levels" | "incoming-vbytes"): Locator => page.locator(`figure[data-chart="${name}"]`);

/**
 * Both charts as the server drew them: an SVG each, and tables holding one row per statistics row
 * of the live window, at the API's times (`times`, oldest first).
 */
export async function expectServerCharts(page: Page, times: readonly number[]): Promise<void> {
  for (const name of ["mempool-fee-levels", "incoming-vbytes"] as const) {
    const figure = dashboardChart(page, name);
    expect(await figure.locator(".chart-box svg").count()).toBe(1);
    const rowTimes = await figure.locator("tbody tr").evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("data-time"))));
    expect(rowTimes).toEqual(times);
  }
}

/**
 * /graphs/mempool in Chromium (issue 15): at 1440 and 390 px without console problems the canvas
 * charts take the server's SVG over and their tables hold the statistics API's values; the window
 * follows the radios into the fragment and graphWindowPreference, across a reload; the 2h window
 * grows by the row the devnet samples when its clock is stepped a minute; CSV and PNG download; and
 * leaving the page frees its charts (live canvases, counted in the heap after a collection, do not
 * grow over 50 round trips).
 */
import type { CDPSession, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { highestShownLevel } from "../../shared/charts/fee-stack.ts";
import { type StatisticsRow, chronological, readStatisticsRows } from "../../shared/charts/statistics-row.ts";
import { useChromium } from "./chromium.ts";
import { passSeconds } from "./devnet-clock.ts";
import { markThisLoad, pageProblems, readMarker } from "./explorer-pages.ts";
import { openHydrated, saveScreenshot } from "./page-helpers.ts";

const baseURL = inject("baseURL");
const browser = useChromium();

/** Longer than the 2h statistics' cache lifetime at the edge (30 s). */
const STATISTICS_CACHE_WAIT_MS = 45_000;

const statistics = async (window: string): Promise<StatisticsRow[]> =>
  chronological(readStatisticsRows(await (await fetch(`${baseURL}/api/v1/statistics/${window}`)).json()) ?? []);

const feeFigure = (page: Page) => page.locator('figure[data-chart="mempool-fee-levels"]');
const incomingFigure = (page: Page) => page.locator('figure[data-chart="incoming-vbytes"]');

/** Waits until both charts are canvases: the lazy chunk loaded and took the static SVG's place. */
async function waitForCanvasCharts(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.chart-box[data-state="canvas"]').count()).toBe(2);
  await expect.poll(() => page.locator(".chart-box canvas").count()).toBeGreaterThan(0);
}

/** A chart's table, opened: its times and the values its cells hold. */
async function tableOf(page: Page, figure: ReturnType<typeof feeFigure>): Promise<{ time: number; values: number[] }[]> {
  const details = figure.locator("details.chart-table");
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  // The browser builds the rows once the table is open: wait for them before reading.
  await figure.locator("tbody tr").first().waitFor();
  return figure.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => ({ time: Number(row.getAttribute("data-time")), values: [...row.querySelectorAll("td")].map((cell) => Number(cell.getAttribute("data-value"))) })),
  );
}

/** The shown window, once its data is on the page. */
const shownWindow = (page: Page): Promise<string | null> => page.locator(".graphs-cards:not([aria-busy='true'])").getAttribute("data-window");

/** Live canvas elements in the page's heap after a garbage collection: attached or not. */
async function liveCanvases(cdp: CDPSession): Promise<number> {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { result: prototype } = await cdp.send("Runtime.evaluate", { expression: "HTMLCanvasElement.prototype" });
  const { objects } = await cdp.send("Runtime.queryObjects", { prototypeObjectId: prototype.objectId! });
  const { result } = await cdp.send("Runtime.callFunctionOn", { objectId: objects.objectId!, functionDeclaration: "function () { return this.length; }", returnByValue: true });
  return result.value as number;
}

describe("/graphs/mempool in Chromium", () => {
  it.each([1440, 390])("at %i px: canvas charts whose tables hold the API's values", async (width) => {
    const page = await browser().newPage({ viewport: { width, height: 900 } });
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/graphs/mempool#2h`);
    await waitForCanvasCharts(page);
    const api = await statistics("2h");
    const byTime = new Map(api.map((row) => [row.added, row]));
    const highest = highestShownLevel(api);

    const fees = await tableOf(page, feeFigure(page));
    const shared = fees.filter((row) => byTime.has(row.time));
    expect(shared.length).toBeGreaterThan(fees.length - 3);
    for (const row of shared) expect(row.values).toEqual(byTime.get(row.time)!.vsizes.slice(0, highest + 1));
    const incoming = await tableOf(page, incomingFigure(page));
    for (const row of incoming.filter((one) => byTime.has(one.time))) expect(row.values).toEqual([byTime.get(row.time)!.vbytes_per_second]);

    // Nothing sticks out sideways at a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await saveScreenshot(page, `graphs-mempool-${width}`);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("puts the chosen window in the fragment and the preference, and keeps it across a reload", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/graphs/mempool`);
    await waitForCanvasCharts(page);
    expect(await shownWindow(page)).toBe("2h");

    await page.locator('label[data-window="24h"]').click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#24h");
    expect(await page.evaluate(() => localStorage.getItem("graphWindowPreference"))).toBe("24h");
    await expect.poll(() => shownWindow(page)).toBe("24h");
    const api = await statistics("24h");
    const table = await tableOf(page, incomingFigure(page));
    const byTime = new Map(api.map((row) => [row.added, row.vbytes_per_second]));
    for (const row of table.filter((one) => byTime.has(one.time))) expect(row.values).toEqual([byTime.get(row.time)]);

    await page.reload();
    await expect.poll(() => shownWindow(page)).toBe("24h");
    expect(await page.locator('input[name="graph-window"][value="24h"]').isChecked()).toBe(true);

    // Without a fragment the stored preference chooses.
    await openHydrated(page, `${baseURL}/graphs/mempool`);
    await expect.poll(() => shownWindow(page)).toBe("24h");
    await page.locator('label[data-window="all"]').click();
    await expect.poll(() => shownWindow(page)).toBe("all");
    await waitForCanvasCharts(page);
    await saveScreenshot(page, "graphs-mempool-all");
    await page.evaluate(() => localStorage.removeItem("graphWindowPreference"));
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("adds the devnet's next sample to the 2h window without a reload", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/graphs/mempool#2h`);
    await waitForCanvasCharts(page);
    const before = await tableOf(page, incomingFigure(page));
    const last = before[before.length - 1]!.time;
    const marker = await markThisLoad(page);

    // The devnet samples its mempool once a minute of its clock: one stepped minute is one more row.
    await passSeconds(baseURL, 60);
    await expect.poll(async () => (await tableOf(page, incomingFigure(page))).length).toBeGreaterThan(before.length);
    const after = await tableOf(page, incomingFigure(page));
    const added = after.filter((row) => row.time > last);
    expect(added.length).toBeGreaterThan(0);
    // The edge may answer from its cache (30 s for 2h) until the new rows are in its answer.
    let api = new Map<number, StatisticsRow>();
    await expect
      .poll(async () => {
        api = new Map((await statistics("2h")).map((row) => [row.added, row]));
        return added.every((row) => api.has(row.time));
      }, { timeout: STATISTICS_CACHE_WAIT_MS })
      .toBe(true);
    for (const row of added) expect(row.values).toEqual([api.get(row.time)!.vbytes_per_second]);
    expect(await readMarker(page)).toBe(marker);
    expect(problems.list()).toEqual([]);
    await page.close();
  }, 2 * STATISTICS_CACHE_WAIT_MS);

  it("downloads a chart's data as CSV and its picture as PNG", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/graphs/mempool#2h`);
    await waitForCanvasCharts(page);
    const figure = incomingFigure(page);

    const [csv] = await Promise.all([page.waitForEvent("download"), figure.getByRole("button", { name: "Download the data as CSV" }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^blocktide-incoming-vbytes-2h-\d+\.csv$/);
    const lines = (await (await csv.createReadStream()).toArray()).join("").trim().split("\r\n");
    expect(lines[0]).toBe("unix time,time (UTC),Incoming");
    expect(lines.length - 1).toBe((await tableOf(page, figure)).length);

    const [png] = await Promise.all([page.waitForEvent("download"), figure.getByRole("button", { name: "Download the chart as a PNG image" }).click()]);
    expect(png.suggestedFilename()).toMatch(/^blocktide-incoming-vbytes-2h-\d+\.png$/);
    const bytes = Buffer.concat(await (await png.createReadStream()).toArray());
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it("frees its charts when left: live canvases do not grow over 50 in-app round trips", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/graphs/mempool#2h`);
    await waitForCanvasCharts(page);
    const cdp = await page.context().newCDPSession(page);
    const roundTrip = async (): Promise<void> => {
      await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe("/");
      await page.goBack();
      await waitForCanvasCharts(page);
    };
    for (let i = 0; i < 5; i++) await roundTrip();
    const onePage = await page.locator("canvas").count();
    const settled = await liveCanvases(cdp);
    for (let i = 0; i < 45; i++) await roundTrip();
    const after = await liveCanvases(cdp);
    // React may still hold the page it last unmounted, so one page's canvases can wait for a later
    // collection; a chart left behind on each trip would add 45 pages' worth.
    expect(after).toBeLessThanOrEqual(settled + onePage);
    expect(await page.locator("canvas").count()).toBe(onePage);
    expect(problems.list()).toEqual([]);
    await page.close();
    // 50 trips through the home page and back: a guard against a hang, not a timing.
  }, 300_000);
});

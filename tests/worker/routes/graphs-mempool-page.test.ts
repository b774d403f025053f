/**
 * /graphs/mempool against the worker's own API and the devnet: the server's document carries both
 * charts as static SVG, and the data tables beside them hold the statistics API's values; /graphs
 * lands on it.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { highestShownLevel } from "../../../shared/charts/fee-stack.ts";
import { type StatisticsRow, readStatisticsRows } from "../../../shared/charts/statistics-row.ts";

const ORIGIN = "http://explorer.test";

/** The crawler's page (the whole document at once, worker/ssr/crawler.ts). */
const crawlerGet = (path: string): Promise<Response> => SELF.fetch(`${ORIGIN}${path}`, { headers: { "user-agent": "Googlebot/2.1" }, redirect: "manual" });

const pageData = (html: string): { key: string; data: { window: string; rows: unknown } } => {
  const json = html.match(/<script id="blocktide-page-data" type="application\/json">(.*?)<\/script>/s)?.[1];
  if (json === undefined) throw new Error("The document carries no page data.");
  return JSON.parse(json) as { key: string; data: { window: string; rows: unknown } };
};

/** The figure of one chart: from its data-chart attribute to the end of its table. */
const figureOf = (html: string, name: string): string => {
  const start = html.indexOf(`data-chart="${name}"`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</figure>", start));
};

/** A data table's rows: time and the cells' values as sent. */
const tableRows = (figure: string): { time: number; values: number[] }[] =>
  [...figure.matchAll(/<tr data-time="(\d+)">(.*?)<\/tr>/gs)].map(([, time, cells]) => ({
    time: Number(time),
    values: [...cells!.matchAll(/data-value="([^"]+)"/g)].map(([, value]) => Number(value)),
  }));

describe("GET /graphs/mempool", () => {
  it("renders both charts as SVG, with tables of the statistics API's 2h rows", async () => {
    const response = await crawlerGet("/graphs/mempool");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Mempool graphs - Blocktide - Bitcoin Explorer</title>");
    const { key, data } = pageData(html);
    expect(key).toBe("graphs-mempool:2h");
    const rows = readStatisticsRows(data.rows)!;
    expect(rows.length).toBeGreaterThan(0);

    // The document's rows are the API's (the devnet may have sampled since: compare the shared times).
    const api = readStatisticsRows(await (await SELF.fetch(`${ORIGIN}/api/v1/statistics/2h`)).json())!;
    const byTime = new Map(api.map((row) => [row.added, row]));
    const shared = rows.filter((row) => byTime.has(row.added));
    expect(shared.length).toBeGreaterThan(rows.length - 3);
    for (const row of shared) expect(row).toEqual(byTime.get(row.added));

    const oldestFirst: StatisticsRow[] = [...rows].reverse();
    const highest = highestShownLevel(oldestFirst);
    const fees = figureOf(html, "mempool-fee-levels");
    expect(fees).toMatch(/<svg class="chart-plot" viewBox="0 0 1000 1000"/);
    // One filled area per shown level, 0 … highest.
    expect([...fees.matchAll(/<path d="M[^"]+Z" fill="#[0-9a-f]{6}"/g)].length).toBe(highest + 1);
    const feeRows = tableRows(fees);
    expect(feeRows.map((row) => row.time)).toEqual(oldestFirst.map((row) => row.added));
    feeRows.forEach((row, i) => expect(row.values).toEqual(oldestFirst[i]!.vsizes.slice(0, highest + 1)));

    const incoming = figureOf(html, "incoming-vbytes");
    expect(incoming).toMatch(/<path d="M[^"]+" fill="none" stroke="#[0-9a-f]{6}"/);
    expect(tableRows(incoming).map((row) => row.values)).toEqual(oldestFirst.map((row) => [row.vbytes_per_second]));
  });

  it.each(["/testnet/graphs/mempool", "/signet/graphs/mempool"])("is served at %s", async (path) => {
    const response = await crawlerGet(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-chart="mempool-fee-levels"');
  });

  it("exists on liquid, where the devnet has no statistics: the page says why", async () => {
    const response = await crawlerGet("/liquid/graphs/mempool");
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("The statistics could not be loaded (503)");
  });
});

describe("GET /graphs", () => {
  it.each([
    ["/graphs", "/graphs/mempool"],
    ["/testnet/graphs", "/testnet/graphs/mempool"],
  ])("%s lands on %s", async (path, location) => {
    const response = await crawlerGet(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    await response.body?.cancel();
  });
});

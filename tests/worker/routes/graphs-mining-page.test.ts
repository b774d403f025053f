/**
 * /graphs/mining/:graph against the worker's own API and the frozen devnet: each graph is rendered
 * by the server with its chart (static SVG, or the pools donut) and a table whose values are the
 * API's own answer for the graph's default window; a name that is no mining graph gets a 404 page
 * that names the graphs, and the old name of the health graph leads to it.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { MINING_GRAPHS, miningGraphPath } from "../../../shared/charts/mining-graphs.ts";
import type { MiningWindow } from "../../../shared/preferences/chart-windows.ts";
import { freezeDevnet } from "../../support/devnet-clock.ts";
import { TABLED_MINING_GRAPHS, type TabledMiningGraph, tableColumns } from "../../support/mining-graph-columns.ts";
import { ORIGIN, getJson } from "./devnet-samples.ts";

type Json = Record<string, unknown>;

const crawlerGet = (path: string): Promise<Response> => SELF.fetch(`${ORIGIN}${path}`, { headers: { "user-agent": "Googlebot/2.1" }, redirect: "manual" });

const pageDataKey = (html: string): string | undefined => html.match(/<script id="blocktide-page-data" type="application\/json">\{"key":"([^"]+)"/)?.[1];

/** The chart table's rows: each row's time and its cells' values as sent (data-value). */
function tableRows(html: string): { time: number; values: number[] }[] {
  return [...html.matchAll(/<tr data-time="(\d+)">(.*?)<\/tr>/g)].map((match) => ({
    time: Number(match[1]),
    values: [...match[2]!.matchAll(/data-value="([^"]*)"/g)].map((value) => Number(value[1])),
  }));
}

/** Each graph's default window: 1w raised to the graph's minimum. */
const DEFAULT_WINDOWS: Readonly<Record<TabledMiningGraph, MiningWindow>> = {
  "hashrate-difficulty": "3m",
  "block-fee-rates": "1w",
  "block-fees": "1m",
  "block-rewards": "3m",
  "block-sizes-weights": "1w",
  "block-health": "1w",
};

beforeAll(async () => {
  await freezeDevnet();
});

describe("GET /graphs/mining/:graph", () => {
  it.each(TABLED_MINING_GRAPHS)("renders %s with its chart and the API's values in its table", async (graph) => {
    const window = DEFAULT_WINDOWS[graph];
    const response = await crawlerGet(`/graphs/mining/${graph}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(pageDataKey(html)).toBe(`graphs-mining:${graph}:${window}`);
    expect(html).toMatch(/<svg class="chart-plot"[^>]*>.*<path d="M/);
    expect(html).toMatch(new RegExp(`<a href="/graphs/mining/${graph}" aria-current="page"`));
    const answer = await getJson<unknown>(miningGraphPath(graph, window));
    const rows = tableRows(html);
    const columns = tableColumns(graph, answer);
    expect(columns.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.values.slice(0, columns[0]!.length))).toEqual(columns);
  });

  it("renders the pools ranking as a donut whose slices open the pools' pages, and the API's counts in its table", async () => {
    const response = await crawlerGet("/graphs/mining/pools");
    expect(response.status).toBe(200);
    const html = await response.text();
    const answer = await getJson<{ pools: Json[]; blockCount: number }>("/api/v1/mining/pools/1w");
    expect(answer.pools.length).toBeGreaterThan(0);
    expect(html).toMatch(/<svg class="mining-pie"/);
    const top = answer.pools[0]!;
    expect(html).toContain(`<a href="/mining/pool/${String(top.slug)}" data-slug="${String(top.slug)}"`);
    const counted = [...html.matchAll(/<tr data-slug="([^"]+)">(.*?)<\/tr>/g)].map((match) => [match[1], ...[...match[2]!.matchAll(/data-value="(\d+)"/g)].map((value) => Number(value[1]))]);
    expect(counted).toEqual(answer.pools.map((pool) => [pool.slug, pool.blockCount, pool.emptyBlocks]));
    expect(html).toContain(`data-value="${answer.blockCount}"`);
  });

  it("renders the pools dominance as a stack whose table holds the API's weekly shares", async () => {
    const response = await crawlerGet("/graphs/mining/pools-dominance");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(pageDataKey(html)).toBe("graphs-mining:pools-dominance:6m");
    const answer = await getJson<{ timestamp: number; share: number }[]>("/api/v1/mining/hashrate/pools/6m");
    const rows = tableRows(html);
    expect(rows.map((row) => row.time)).toEqual([...new Set(answer.map((row) => row.timestamp))].sort((a, b) => a - b));
    for (const row of rows) {
      const shares = answer.filter((entry) => entry.timestamp === row.time).map((entry) => entry.share);
      expect(row.values.filter((value) => value > 0).sort()).toEqual(shares.filter((share) => share > 0).sort());
    }
  });

  it("answers a name that is no mining graph with a 404 page listing the graphs", async () => {
    const response = await crawlerGet("/graphs/mining/hashrates");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("No such mining graph");
    for (const graph of MINING_GRAPHS) expect(html).toContain(`href="/graphs/mining/${graph}"`);
  });

  it.each([
    ["/graphs/mining", "/graphs/mining/pools"],
    ["/graphs/mining/block-predictions", "/graphs/mining/block-health"],
  ])("redirects %s to %s", async (from, to) => {
    const response = await crawlerGet(from);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, ORIGIN).pathname).toBe(to);
  });

  it("is not served on liquid (an unknown path there)", async () => {
    const response = await crawlerGet("/liquid/graphs/mining/pools");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    await response.body?.cancel();
  });
});

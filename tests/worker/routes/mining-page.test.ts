/**
 * The mining dashboard against the worker's own API and the devnet: its loader, and the page at
 * /mining (and under the testnet and signet prefixes), which a build without the dashboard and the
 * liquid networks do not serve.
 */
import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadMiningPage } from "../../../client/pages/mining/mining-page-data.ts";
import { createApp } from "../../../worker/app.ts";
import type { Env } from "../../../worker/env.ts";
import { pageApi } from "../../../worker/ssr/page-api.ts";

const ORIGIN = "http://explorer.test";
const worker = (request: Request) => SELF.fetch(request);

/** The crawler's page (the whole document at once, worker/ssr/crawler.ts). */
const crawlerGet = (path: string): Promise<Response> => SELF.fetch(`${ORIGIN}${path}`, { headers: { "user-agent": "Googlebot/2.1" }, redirect: "manual" });

const pageDataKey = (html: string): string | undefined => html.match(/<script id="blocktide-page-data" type="application\/json">\{"key":"([^"]+)"/)?.[1];

describe("the mining page's data from the devnet", () => {
  it("loads the hashrate, the rewards of the latest 144 blocks and a ranking that adds up", async () => {
    const tip = Number(await (await SELF.fetch(`${ORIGIN}/api/blocks/tip/height`)).text());
    const data = await loadMiningPage("1w", pageApi(worker, "mainnet", "bitcoin", ORIGIN));
    expect(data.hashrate.currentDifficulty).toBeGreaterThan(0);
    expect(data.rewards.endBlock).toBeGreaterThanOrEqual(tip);
    expect(data.rewards.endBlock - data.rewards.startBlock + 1).toBeLessThanOrEqual(144);
    expect(data.rewards.totalTx).toBeGreaterThanOrEqual(data.rewards.endBlock - data.rewards.startBlock + 1);
    expect(data.ranking.pools.length).toBeGreaterThan(0);
    expect(data.ranking.pools.reduce((sum, pool) => sum + pool.blockCount, 0)).toBe(data.ranking.blockCount);
    expect(data.ranking.pools.map((pool) => pool.rank)).toEqual(data.ranking.pools.map((_, index) => index + 1));
  });
});

describe("GET /mining", () => {
  it("streams the dashboard with the devnet's ranking and rewards in the document", async () => {
    const response = await crawlerGet("/mining");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Mining dashboard - Blocktide - Bitcoin Explorer</title>");
    expect(pageDataKey(html)).toBe("mining:1w");
    expect(html).toMatch(/<a href="\/mining\/pool\/[a-z0-9-]+">[^<]+<\/a>/);
    expect(html).toContain("Rewards of the last 144 blocks");
    expect(html).toMatch(/class="mining-period" href="\/mining" aria-current="page"/);
  });

  it.each<[string, string, RegExp]>([
    ["/testnet/mining?period=1m", "mining:1m", /href="\/testnet\/mining\/pool\//],
    ["/signet/mining?period=all", "mining:all", /href="\/signet\/mining\/pool\//],
    ["/mining?period=2h", "mining:1w", /href="\/mining\/pool\//],
    ["/mining?period=", "mining:1w", /href="\/mining\/pool\//],
  ])("%s renders the ranking of %s", async (path, key, poolLink) => {
    const response = await crawlerGet(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(pageDataKey(html)).toBe(key);
    expect(html).toMatch(poolLink);
  });

  it("is not served on liquid (an unknown path there)", async () => {
    const response = await crawlerGet("/liquid/mining");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    await response.body?.cancel();
  });

  it("is not served by a build with the mining dashboard off", async () => {
    const vars: Env = { ...(env as unknown as Env), FEATURE_MINING_DASHBOARD: "false" };
    const ctx = createExecutionContext();
    const response = await createApp().fetch(new Request(`${ORIGIN}/testnet/mining`, { redirect: "manual" }), vars, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/testnet");
    await response.body?.cancel();
  });
});

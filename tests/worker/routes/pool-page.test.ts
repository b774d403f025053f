/**
 * The pool page against the worker's own API and the devnet: its loader and its paging with real
 * answers, and the page itself at /mining/pool/{slug}, on mainnet and testnet, for an unknown slug
 * and for a path no route could mean.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadPoolBlocksPage, loadPoolPage } from "../../../client/pages/pool/pool-page-data.ts";
import { pageApi } from "../../../worker/ssr/page-api.ts";

const ORIGIN = "http://explorer.test";
const worker = (request: Request) => SELF.fetch(request);
const mainnetApi = pageApi(worker, "mainnet", "bitcoin", ORIGIN);
// A crawler gets the whole document at once (worker/ssr/crawler.ts), so the page's data is in it.
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: CRAWLER, redirect: "manual" });

interface RankedPool {
  readonly slug: string;
  readonly name: string;
  readonly blockCount: number;
}

/** The devnet's busiest pool of the week on `prefix`'s network (research §2.3 `mining/pools/1w`). */
async function busiestPool(prefix = ""): Promise<RankedPool> {
  const ranking = await (await SELF.fetch(`${ORIGIN}${prefix}/api/v1/mining/pools/1w`)).json<{ pools: RankedPool[] }>();
  const pool = [...ranking.pools].sort((a, b) => b.blockCount - a.blockCount)[0];
  if (!pool || pool.blockCount === 0) throw new Error("the devnet's ranking has no pool with blocks");
  return pool;
}

const embeddedData = (html: string): { key: string; data?: { stats: { pool: { slug: string } }; blocks: { id: string; height: number }[] }; error?: { status: number; message: string } } =>
  JSON.parse(html.match(/<script id="blocktide-page-data" type="application\/json">(.*?)<\/script>/)![1]!);

describe("the pool page's data from the devnet", () => {
  it("loads the pool's figures, blocks and hashrate, which the page's readers accept", async () => {
    const ranked = await busiestPool();
    const data = await loadPoolPage(ranked.slug, mainnetApi);
    expect(data.stats.pool).toMatchObject({ slug: ranked.slug, name: ranked.name });
    expect(data.stats.blockCount["1w"]).toBe(ranked.blockCount);
    expect(data.blocks.length).toBeGreaterThan(0);
    expect(data.blocks.every((block) => block.extras.pool.slug === ranked.slug)).toBe(true);
    expect(data.blocks.map((block) => block.height)).toEqual([...data.blocks.map((block) => block.height)].sort((a, b) => b - a));
    expect(data.hashrate).not.toBeNull();
  });

  it("pages older blocks below the last height shown, without repeats", async () => {
    const { slug } = await busiestPool();
    const data = await loadPoolPage(slug, mainnetApi);
    const last = data.blocks[data.blocks.length - 1]!;
    const older = await loadPoolBlocksPage(slug, last.height, mainnetApi);
    if (data.blocks.length >= data.stats.blockCount.all) {
      expect(older).toEqual([]);
      return;
    }
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((block) => block.height < last.height && block.extras.pool.slug === slug)).toBe(true);
  });

  it("carries the backend's 404 for a pool it does not know", async () => {
    await expect(loadPoolPage("no-such-pool", mainnetApi)).rejects.toMatchObject({ status: 404, message: "This mining pool does not exist" });
  });
});

describe("GET /mining/pool/{slug}", () => {
  it("renders the pool with its blocks, the data embedded for hydration", async () => {
    const ranked = await busiestPool();
    const response = await page(`/mining/pool/${ranked.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Mining pool ${ranked.name} - Blocktide - Bitcoin Explorer</title>`);
    expect(html).toContain(`class="pool-title">${ranked.name}</h1>`);
    const data = embeddedData(html);
    expect(data).toMatchObject({ key: `pool:${ranked.slug}`, data: { stats: { pool: { slug: ranked.slug } } } });
    expect(html).toContain(`href="/block/${data.data!.blocks[0]!.id}"`);
    expect(html).toContain('class="chain-strip"');
  });

  it("renders the pool on testnet with testnet links", async () => {
    const ranked = await busiestPool("/testnet");
    const response = await page(`/testnet/mining/pool/${ranked.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Bitcoin Testnet Explorer</title>");
    expect(html).toMatch(/href="\/testnet\/block\/[0-9a-f]{64}"/);
  });

  it("answers 404 with a clear page for a pool the backend does not know", async () => {
    const response = await page("/mining/pool/no-such-pool");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("No such mining pool");
    expect(embeddedData(html)).toEqual({ key: "pool:no-such-pool", error: { status: 404, message: "This mining pool does not exist" } });
  });

  it("answers 400 for a path no pool could have", async () => {
    for (const path of ["/mining/pool/%E0%A4%A", "/mining/pool/a%2Fb", "/mining/pool/a%00b"]) {
      const response = await page(path);
      expect(response.status, path).toBe(400);
      await response.body?.cancel();
    }
  });
});

import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://explorer.test";
// A crawler gets the whole document at once (worker/ssr/crawler.ts), so the page's data is in it.
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: CRAWLER, redirect: "manual" });
const text = async (path: string): Promise<string> => {
  const response = await SELF.fetch(`${ORIGIN}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
};

/** The page data the document carries. */
const embeddedData = (html: string): { key: string; data?: { block: { id: string; height: number } }; error?: { status: number; message: string } } =>
  JSON.parse(html.match(/<script id="blocktide-page-data" type="application\/json">(.*?)<\/script>/)![1]!);

const grouped = (height: number): string => height.toLocaleString("en-US");

describe("/block/{id} through the worker", () => {
  it("renders a devnet block found by height, with its data embedded for hydration", async () => {
    const height = Number(await text("/api/blocks/tip/height")) - 2;
    const hash = await text(`/api/block-height/${height}`);
    const response = await page(`/block/${height}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // A crawler's head is written from the block: the height grouped, as the page titles itself.
    expect(html).toContain(`<title>Block ${grouped(height)} - Blocktide - Bitcoin Explorer</title>`);
    expect(html).toContain(`Block ${grouped(height)}`);
    expect(html).toContain(hash);
    // Two blocks were mined after it: the next link is there, confirmations are counted.
    expect(html).toContain('aria-label="Next block"');
    expect(html).toMatch(/Confirmations/);
    expect(embeddedData(html)).toMatchObject({ key: `block:${height}`, data: { block: { id: hash, height } } });
  });

  it("renders a block found by hash, on another network too", async () => {
    const hash = await text("/api/blocks/tip/hash");
    const html = await (await page(`/block/${hash}`)).text();
    expect(embeddedData(html)).toMatchObject({ key: `block:${hash}`, data: { block: { id: hash } } });
    const testnetHash = await text("/testnet/api/blocks/tip/hash");
    const testnet = await (await page(`/testnet/block/${testnetHash}`)).text();
    expect(testnet).toContain("<title>Block ");
    expect(testnet).toContain("Bitcoin Testnet Explorer</title>");
    expect(embeddedData(testnet)).toMatchObject({ data: { block: { id: testnetHash } } });
  });

  it("answers 404 with a not-found page for a hash or a height without a block (spec §8)", async () => {
    const missing = await page(`/block/${"ab".repeat(32)}`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain("Block not found");
    expect(html).toContain("search box");
    expect(embeddedData(html)).toEqual({ key: `block:${"ab".repeat(32)}`, error: { status: 404, message: "Block not found" } });

    const tooHigh = await page("/block/999999999");
    expect(tooHigh.status).toBe(404);
    await tooHigh.body?.cancel();
  });

  it("explains a malformed id instead of asking the API for it", async () => {
    const response = await page("/block/not-a-block");
    const html = await response.text();
    expect(html).toContain("Invalid block id");
    expect(embeddedData(html)).toMatchObject({ key: "block:not-a-block", error: { status: 400 } });
  });
});

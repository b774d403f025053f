/**
 * /view/blocks through the worker (spec §2.9, §2.10): the server's HTML is the whole wall, each of
 * the devnet's newest blocks with its height and pool, and carries every block's transactions for
 * hydration. Blocks are compared by hash with the API, so a block mined meanwhile cannot race them.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseViewBlocksPageData, type ViewBlocksPageData } from "../../../client/pages/view-blocks/view-blocks-page-data.ts";
import { BLOCK_WALL_MAX_BLOCKS, EIGHT_BLOCKS_INFO_DELAY_MS, MULTI_BLOCK_DEFAULTS } from "../../../shared/params/embed-params.ts";
import { textOf } from "../../support/html-text.ts";
import { createTranslator, type Translate } from "../../../client/i18n/i18n.tsx";
import { loadDictionary } from "../../../client/i18n/dictionaries.ts";
import "../../../client/i18n/page-texts/all.ts";

const ORIGIN = "http://explorer.test";
// A crawler gets the whole document at once (worker/ssr/crawler.ts), so the page's data is in it.
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

async function wallPage(path: string): Promise<string> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: CRAWLER, redirect: "manual" });
  expect(response.status, path).toBe(200);
  return response.text();
}

const getJson = async <T,>(path: string): Promise<T> => {
  const response = await SELF.fetch(`${ORIGIN}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json<T>();
};

interface ApiBlock {
  readonly id: string;
  readonly height: number;
  readonly tx_count: number;
  readonly extras: { readonly pool: { readonly name: string } };
}

/** The page data the document carries, read as the browser reads it. */
function embedded(html: string): { key: string; data: ViewBlocksPageData } {
  const json = JSON.parse(html.match(/<script id="blocktide-page-data" type="application\/json">(.*?)<\/script>/)![1]!) as { key: string; data: unknown };
  return { key: json.key, data: parseViewBlocksPageData(json.data) };
}

/** The wall's places as the HTML shows them: each block's height and its mined-by line. */
function shownBlocks(html: string): { height: number; minedBy: string; delay: string }[] {
  return [...html.matchAll(/<li class="block-wall-block">([\s\S]*?)<\/li>/g)].map(([, tile]) => ({
    height: Number(/<span class="block-wall-height">(\d+)<\/span>/.exec(tile!)?.[1]),
    minedBy: textOf(/<span class="block-wall-pool"[^>]*>([\s\S]*?)<\/span>/.exec(tile!)?.[1] ?? ""),
    delay: /<span class="block-wall-pool" style="animation-delay:(\d+ms)"/.exec(tile!)?.[1] ?? "",
  }));
}

/** Checks the wall against the API block by block: height, pool, and every transaction drawn. */
async function expectWallOfApi(html: string, network: "" | "/testnet", count: number, t: Translate = createTranslator("en")): Promise<void> {
  const { data } = embedded(html);
  expect(data.blocks).toHaveLength(count);
  const shown = shownBlocks(html);
  expect(shown.map((block) => block.height)).toEqual(data.blocks.map((block) => block.height));
  const newest = data.blocks[0]!.height;
  // The newest blocks, newest first, one after the other.
  expect(data.blocks.map((block) => block.height)).toEqual(Array.from({ length: count }, (_, index) => newest - index));
  expect(newest).toBeLessThanOrEqual(Number(await (await SELF.fetch(`${ORIGIN}${network}/api/blocks/tip/height`)).text()));
  for (const [index, block] of data.blocks.entries()) {
    const api = await getJson<ApiBlock>(`${network}/api/v1/block/${block.id}`);
    expect(api.height).toBe(block.height);
    expect(shown[index]!.minedBy).toBe(t("view-blocks.mined-by", { pool: api.extras.pool.name }));
    const summary = await getJson<{ txid: string }[]>(`${network}/api/v1/block/${block.id}/summary`);
    expect(block.transactions.map((tx) => tx.txid)).toEqual(summary.map((tx) => tx.txid));
    expect(block.transactions).toHaveLength(api.tx_count);
  }
}

describe("/view/blocks through the worker", () => {
  it("renders the newest eight blocks with their heights and pools, their transactions embedded", async () => {
    const html = await wallPage("/view/blocks");
    expect(html).toContain("<title>Recent blocks - Blocktide - Bitcoin Explorer</title>");
    expect(html).toContain('<body class="kiosk">');
    expect(embedded(html).key).toBe("view-blocks:8:live");
    await expectWallOfApi(html, "", MULTI_BLOCK_DEFAULTS.numBlocks);
    // Each mined-by line waits 1.6 s before it fades in (spec §2.10), with no stagger.
    expect(new Set(shownBlocks(html).map((block) => block.delay))).toEqual(new Set([`${EIGHT_BLOCKS_INFO_DELAY_MS}ms`]));
    // The grid is laid out by the server: eight blocks wrap onto two rows of four on a landscape screen.
    expect(html).toContain("@container block-wall (min-aspect-ratio: 4/3){.block-wall-grid{--wall-cols:4;--wall-rows:2}}");
    expect(html).toContain("--wall-max-block:540px;--wall-padding:10px");
  });

  it("renders testnet's own blocks under /testnet, as many as numBlocks asks", async () => {
    const html = await wallPage("/testnet/view/blocks?numBlocks=3");
    expect(html).toContain("<title>Recent blocks - Blocktide - Bitcoin Testnet Explorer</title>");
    await expectWallOfApi(html, "/testnet", 3);
  });

  it("renders the wall under a language prefix", async () => {
    const html = await wallPage("/de/view/blocks?numBlocks=4&stagger=100");
    expect(html).toContain('<html lang="de" dir="ltr">');
    await loadDictionary("de");
    await expectWallOfApi(html, "", 4, createTranslator("de"));
    // With a stagger each line waits for its own block too.
    expect(shownBlocks(html).map((block) => block.delay)).toEqual(["1600ms", "1700ms", "1800ms", "1900ms"]);
  });

  it("starts test mode at the height asked for (spec §2.10)", async () => {
    const tip = Number(await (await SELF.fetch(`${ORIGIN}/api/blocks/tip/height`)).text());
    const html = await wallPage(`/view/blocks?test=true&testHeight=${tip - 20}&numBlocks=5`);
    expect(embedded(html).key).toBe(`view-blocks:5:test:${tip - 20}`);
    expect(shownBlocks(html).map((block) => block.height)).toEqual([tip - 20, tip - 21, tip - 22, tip - 23, tip - 24]);
  });

  it("draws at most 16 blocks, however many are asked for", async () => {
    const html = await wallPage("/view/blocks?numBlocks=40");
    expect(shownBlocks(html)).toHaveLength(BLOCK_WALL_MAX_BLOCKS);
  });

  it("ignores malformed parameters (spec §5) and the ones it does not know", async () => {
    const html = await wallPage("/view/blocks?numBlocks=2.5&padding=-3&foo=bar");
    expect(shownBlocks(html)).toHaveLength(MULTI_BLOCK_DEFAULTS.numBlocks);
    expect(html).toContain("--wall-padding:10px");
  });
});

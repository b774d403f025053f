/**
 * /clock/{mode}/{index} through the worker (spec §2.12): the server's HTML alone carries the face
 * with the arcs of the last hour, the strip and the stats, from the devnet's own figures.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { FEE_RATE_UNIT_LABELS, formatFeeRateNumber } from "../../../shared/format/fee-rate.ts";
import { formatFiat } from "../../../shared/format/fiat.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { CLOCK_ARC_WINDOW_MS, CLOCK_BLOCKS_KEPT } from "../../../shared/params/clock.ts";
import { SATS_PER_BTC } from "../../../shared/types/units.ts";
import { textOf } from "../../support/html-text.ts";
import { staticSquareCount } from "../../support/static-graph-html.ts";

const ORIGIN = "http://explorer.test";
// A crawler gets the whole document at once (worker/ssr/crawler.ts), with the hub's bundle in it.
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const page = async (path: string): Promise<string> => {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: CRAWLER, redirect: "manual" });
  expect(response.status, path).toBe(200);
  return response.text();
};
const json = async <T,>(path: string): Promise<T> => (await SELF.fetch(`${ORIGIN}${path}`)).json<T>();

interface ShownBlock {
  readonly id: string;
  readonly height: number;
  readonly timestamp: number;
}

const embedded = <T,>(html: string, id: string): T => JSON.parse(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html)![1]!) as T;
const pageBlocks = (html: string): ShownBlock[] => embedded<{ data: { blocks: ShownBlock[] } }>(html, "blocktide-page-data").data.blocks;
const renderedAt = (html: string): number => embedded<{ renderedAt: number }>(html, "blocktide-state").renderedAt;
interface LiveBundle {
  readonly fees: { fastestFee: number };
  readonly mempoolInfo: { usage: number; size: number };
  readonly conversions: { USD: number };
}
const liveBundle = (html: string): LiveBundle => embedded<LiveBundle>(html, "blocktide-live");
const arcHeights = (html: string): number[] => [...html.matchAll(/class="clock-arc" data-height="(\d+)"/g)].map((match) => Number(match[1]));
const hrefs = (html: string): string[] => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
const cubeHeight = (html: string, kind: "Block" | "Projected block"): number => Number(new RegExp(`class="clock-cube"[^>]*aria-label="${kind} (\\d+)"`).exec(html)?.[1]);

/** The page's blocks of the last hour that have an arc: all but the lowest kept, which has no block below it. */
function expectedArcs(html: string): number[] {
  const blocks = pageBlocks(html);
  const since = renderedAt(html) - CLOCK_ARC_WINDOW_MS;
  return blocks.slice(0, -1).filter((block) => block.timestamp * 1000 > since).map((block) => block.height);
}

describe("/clock/{mode}/{index} through the worker", () => {
  it("renders the face with an arc for each block of the last hour, the hands and the strip", async () => {
    const html = await page("/clock/mempool/0");
    expect(html).toContain("<title>Clock - Blocktide - Bitcoin Explorer</title>");
    expect(html).toContain('class="clock-face"');
    expect(html).toMatch(/class="clock-hand clock-hand-hour" transform="rotate\([\d.]+\)"/);
    expect(html).toMatch(/class="clock-hand clock-hand-minute" transform="rotate\([\d.]+\)"/);

    const blocks = pageBlocks(html);
    expect(blocks).toHaveLength(CLOCK_BLOCKS_KEPT);
    // The fast devnet mines a block a minute: the kept blocks all fall within the hour.
    const expected = expectedArcs(html);
    expect(expected.length).toBeGreaterThan(0);
    const arcs = arcHeights(html);
    for (const height of expected) expect(arcs).toContain(height);
    expect(Math.min(...arcs)).toBeGreaterThan(blocks.at(-1)!.height);

    // The strip: the projected blocks and the kept blocks, each opening its own clock.
    const links = hrefs(html);
    expect(links).toContain("/clock/mempool/0");
    expect(links.filter((href) => href.startsWith("/clock/mined/"))).toEqual(blocks.map((_, index) => `/clock/mined/${index}`));
  });

  it("shows in mined mode the tip's real size and transaction count, with the price and the fastest fee", async () => {
    const html = await page("/clock/mined/0");
    const height = cubeHeight(html, "Block");
    expect(height).toBe(pageBlocks(html)[0]!.height);
    const hash = await (await SELF.fetch(`${ORIGIN}/api/block-height/${height}`)).text();
    const block = await json<{ size: number; tx_count: number }>(`/api/v1/block/${hash}`);
    const text = textOf(html);
    expect(text).toContain(`Size ${formatBytes(block.size, "B", 2)}`);
    expect(text).toContain(`Transactions ${formatNumber(block.tx_count, "1.0-0")}`);
    // Its graph is in the HTML already: a square per transaction, coinbase included.
    expect(staticSquareCount(html)).toBe(block.tx_count);
    const live = liveBundle(html);
    expect(text).toContain(`Price ${formatFiat(SATS_PER_BTC, live.conversions.USD, "USD")}`);
    expect(text).toContain(`High priority ${formatFeeRateNumber(live.fees.fastestFee)} ${FEE_RATE_UNIT_LABELS.vb}`);
  });

  it("shows in mempool mode the mempool's memory usage and unconfirmed count", async () => {
    const html = await page("/clock/mempool/0");
    const live = liveBundle(html);
    const text = textOf(html);
    expect(text).toContain(`Memory usage ${formatBytes(live.mempoolInfo.usage, "B", 0)}`);
    expect(text).toContain(`Unconfirmed ${formatNumber(live.mempoolInfo.size, "1.0-0")}`);
    expect(cubeHeight(html, "Projected block")).toBe(pageBlocks(html)[0]!.height + 1);
  });

  it("leaves the stats out for stats=false", async () => {
    const html = await page("/clock/mined/0?stats=false");
    expect(html).toContain('class="clock-face"');
    expect(html).not.toContain("clock-stats");
    expect(textOf(html)).not.toContain("High priority");
    // Every block's link keeps the query.
    expect(hrefs(html).filter((href) => href.includes("/clock/")).every((href) => href.endsWith("?stats=false"))).toBe(true);
  });

  it("limits the canvas to integer width and height, and ignores others", async () => {
    expect(await page("/clock/mined/0?width=640&height=480")).toContain("--canvas-w:min(100cqw, 640px);--canvas-h:min(100cqh, 480px)");
    expect(await page("/clock/mined/0?width=64O&height=4.5")).toContain("--canvas-w:100cqw;--canvas-h:100cqh");
  });

  it("renders under /testnet with the testnet's blocks and links", async () => {
    const html = await page("/testnet/clock/mined/0");
    expect(html).toContain("<title>Clock - Blocktide - Bitcoin Testnet Explorer</title>");
    const tip = Number(await (await SELF.fetch(`${ORIGIN}/testnet/api/blocks/tip/height`)).text());
    expect(Math.abs(cubeHeight(html, "Block") - tip)).toBeLessThanOrEqual(1);
    expect(hrefs(html)).toContain("/testnet/clock/mined/0");
    for (const height of expectedArcs(html)) expect(arcHeights(html)).toContain(height);
    // Test coins have no price; the fee is there.
    expect(textOf(html)).not.toContain("Price");
    expect(textOf(html)).toContain("High priority");
  });

  it("renders under a language prefix, linking within it", async () => {
    const html = await page("/de/clock/mempool/0");
    expect(html).toContain('<html lang="de"');
    expect(hrefs(html)).toContain("/de/clock/mined/0");
    expect(arcHeights(html).length).toBeGreaterThan(0);
  });
});

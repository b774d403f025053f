/**
 * Link previews' tags in the server's HTML (issue 13): as each common unfurler asks for each page
 * kind, the document carries the page's own title, a description with the devnet's own figures,
 * and the same in its Open Graph and Twitter tags, with the canonical address and an image that
 * answers as the PNG it declares. A browser's streamed
 * document, whose head goes out before the page's data, describes the site instead.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { freezeDevnet } from "../../support/devnet-clock.ts";
import { pngHeader } from "../../support/png.ts";
import { OG_DEFAULT_IMAGE_SIZE, OG_PREVIEW_IMAGE_SIZE } from "../../../shared/og/og-image-route.ts";
import { ORIGIN, getJson, poolAddress, tipHash, tipTransactions } from "./devnet-samples.ts";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import { loadDictionary } from "../../../client/i18n/dictionaries.ts";
import "../../../client/i18n/page-texts/all.ts";

const UNFURLERS = {
  facebook: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  twitter: "Twitterbot/1.0",
  slack: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  discord: "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  telegram: "TelegramBot (like TwitterBot)",
  linkedin: "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  whatsapp: "WhatsApp/2.23.20.0 A",
} as const;

const ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (text: string): string => text.replace(/&amp;|&quot;|&#x27;|&lt;|&gt;/g, (entity) => ENTITIES[entity]!);

interface Head {
  readonly title: string;
  readonly canonical: string | undefined;
  /** Every `<meta name|property content>` by its name. */
  readonly meta: ReadonlyMap<string, string>;
}

function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string>();
  for (const [, name, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)) meta.set(name!, decode(content!));
  const canonical = /<link rel="canonical" href="([^"]*)"\/>/.exec(head)?.[1];
  return { title: decode(/<title>(.*?)<\/title>/.exec(head)![1]!), canonical: canonical && decode(canonical), meta };
}

async function headAs(userAgent: string, path: string): Promise<Head> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { "user-agent": userAgent }, redirect: "manual" });
  expect(response.status, path).toBe(200);
  return headOf(await response.text());
}

/** The tags every page carries, consistent with its title, description and canonical link. */
function expectPreviewTags(head: Head): void {
  const description = head.meta.get("description");
  expect(description).toBeTruthy();
  expect(head.meta.get("og:title")).toBe(head.title);
  expect(head.meta.get("twitter:title")).toBe(head.title);
  expect(head.meta.get("og:description")).toBe(description);
  expect(head.meta.get("twitter:description")).toBe(description);
  expect(head.meta.get("og:site_name")).toBe("Blocktide");
  expect(head.meta.get("og:type")).toBe("website");
  expect(head.meta.get("twitter:card")).toBe("summary_large_image");
  expect(head.meta.get("og:url")).toBe(head.canonical);
  const image = head.meta.get("og:image");
  expect(image).toBe(`${ORIGIN}/og-image${new URL(head.canonical!).pathname}`);
  expect(head.meta.get("twitter:image")).toBe(image);
  expect(head.meta.get("og:image:type")).toBe("image/png");
  const alt = head.meta.get("og:image:alt");
  // A page's own card (1200×600) is described by the page's facts; the default card by the site.
  if (head.meta.get("og:image:width") === String(OG_PREVIEW_IMAGE_SIZE.width)) expect(alt?.endsWith(`: ${description}`)).toBe(true);
  else expect(alt).toMatch(/^Blocktide, Bitcoin( Testnet| Signet)? Explorer: /);
  expect(head.meta.get("twitter:image:alt")).toBe(alt);
}

/** The image a head names answers as a PNG of the size it declares. */
async function expectImageAnswers(head: Head): Promise<void> {
  const response = await SELF.fetch(head.meta.get("og:image")!);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  const { width, height } = pngHeader(new Uint8Array(await response.arrayBuffer()));
  expect({ width: String(width), height: String(height) }).toEqual({ width: head.meta.get("og:image:width"), height: head.meta.get("og:image:height") });
}

/**
 * Asks as every unfurler; they all get one head, which is returned. Its image is the page's own card
 * (1200×600) unless `card` says the page has none.
 */
async function unfurl(path: string, card: "own" | "default" = "own"): Promise<Head> {
  const heads = await Promise.all(Object.values(UNFURLERS).map((agent) => headAs(agent, path)));
  for (const head of heads) {
    expectPreviewTags(head);
    expect(head).toEqual(heads[0]);
  }
  const size = card === "own" ? OG_PREVIEW_IMAGE_SIZE : OG_DEFAULT_IMAGE_SIZE;
  expect({ width: heads[0]!.meta.get("og:image:width"), height: heads[0]!.meta.get("og:image:height") }, path).toEqual({ width: String(size.width), height: String(size.height) });
  await expectImageAnswers(heads[0]!);
  return heads[0]!;
}

const escapeRegExp = (literal: string): string => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const text = async (path: string): Promise<string> => (await SELF.fetch(`${ORIGIN}${path}`)).text();

describe("link preview tags as each unfurler sees them (issue 13)", () => {
  // Mainnet publishes nothing between a figure read from the API and the page that shows it.
  beforeAll(freezeDevnet);

  it("describes a block with its height, size, transactions, miner and audit, and titles it by height", async () => {
    const hash = await tipHash();
    const block = await getJson<BlockExtended>(`/api/v1/block/${hash}`);
    const head = await unfurl(`/block/${hash}`);
    const height = formatNumber(block.height, "1.0-0");
    expect(head.title).toBe(`Block ${height} - Blocktide - Bitcoin Explorer`);
    // The devnet names a pool and audits every block.
    const miner = escapeRegExp(block.extras.pool.name);
    expect(head.meta.get("description")).toMatch(
      new RegExp(`^Bitcoin block ${height} \\(${hash}\\): size .+, ${formatNumber(block.tx_count, "1.0-0")} transactions? included\\. Mined by ${miner}\\.( Audit: [\\d.]+% health, [\\d.]+ BTC in fees expected, [\\d.]+ BTC collected\\.)$`),
    );
    expect(head.canonical).toBe(`${ORIGIN}/block/${hash}`);
  });

  it("describes a confirmed transaction with its amount, fee and block, and a coinbase without a fee", async () => {
    const [coinbase, tx] = await tipTransactions();
    const height = formatNumber(Number(await text("/api/blocks/tip/height")), "1.0-0");
    const paid = (of: EsploraTransaction) => formatAmount(of.vout.reduce((sum, output) => sum + output.value, 0), "");
    const payment = (await unfurl(`/tx/${tx!.txid}`)).meta.get("description");
    expect(payment).toContain(`Bitcoin transaction ${tx!.txid}: ${paid(tx!)} to `);
    expect(payment).toContain(`fee ${formatAmount(tx!.fee, "")} (`);
    expect(payment).toMatch(new RegExp(` sat/vB\\), confirmed in block ${height}\\.$`));
    const reward = (await unfurl(`/tx/${coinbase!.txid}`)).meta.get("description");
    expect(reward).toBe(`Bitcoin coinbase transaction ${coinbase!.txid}: ${paid(coinbase!)} to ${coinbase!.vout.length === 1 ? "1 output" : `${coinbase!.vout.length} outputs`}, in block ${height}.`);
  });

  it("describes an address with its balance and transaction counts", async () => {
    const { address } = await poolAddress();
    const summary = await getJson<{ chain_stats: { funded_txo_sum: number; spent_txo_sum: number; tx_count: number }; mempool_stats: { funded_txo_sum: number; spent_txo_sum: number; tx_count: number } }>(`/api/address/${address}`);
    const balance = summary.chain_stats.funded_txo_sum - summary.chain_stats.spent_txo_sum + summary.mempool_stats.funded_txo_sum - summary.mempool_stats.spent_txo_sum;
    const description = (await unfurl(`/address/${address}`)).meta.get("description");
    expect(description).toBe(
      `Bitcoin address ${address}: balance ${formatAmount(balance, "")}, ${formatNumber(summary.chain_stats.tx_count, "1.0-0")} transaction${summary.chain_stats.tx_count === 1 ? "" : "s"} confirmed, ${formatNumber(summary.mempool_stats.tx_count, "1.0-0")} waiting.`,
    );
  });

  it("titles a pool by its name and describes its blocks, and the mining dashboard by its leader", async () => {
    const ranking = await getJson<{ pools: { name: string; slug: string; blockCount: number }[]; blockCount: number }>("/api/v1/mining/pools/1w");
    const top = [...ranking.pools].sort((a, b) => b.blockCount - a.blockCount)[0]!;
    const pool = await unfurl(`/mining/pool/${top.slug}`);
    expect(pool.title).toBe(`Mining pool ${top.name} - Blocktide - Bitcoin Explorer`);
    expect(pool.meta.get("description")).toMatch(new RegExp(`^${escapeRegExp(top.name)}, a Bitcoin mining pool: [\\d,]+ blocks? found in the last week \\([\\d.]+% of all\\), [\\d,]+ blocks? in all, estimated hashrate [\\d.]+ [kMGTPE]?H/s\\.$`));
    const mining = (await unfurl("/mining?period=1w")).meta.get("description");
    expect(mining).toMatch(/^Bitcoin mining: hashrate [\d.]+ [kMGTPE]?H\/s, difficulty [\d.,e-]+( [kMGTPE])?\. .+ leads with [\d.]+% of the last [\d,]+ blocks\.$/);
    expect(mining).toContain(`${top.name} leads with`);
  });

  it("describes the next projected block with its transactions and fee range, on its page and its view", async () => {
    for (const path of ["/mempool-block/0", "/view/mempool-block/0"]) {
      expect((await unfurl(path)).meta.get("description")).toMatch(/^Bitcoin projected block 1: (empty for now\.|[\d,]+ transactions?, [\d.]+ [kM]?vB, fee range [\d.,]+ - [\d.,]+ sat\/vB\.)$/);
    }
  });

  it("describes the home page from the live data: the waiting transactions, the fees and the newest block", async () => {
    const figures = (chain: string) =>
      new RegExp(`^${chain} right now: [\\d,]+ transactions? waiting \\([\\d.]+ [kM]?vB\\); the next block takes [\\d.,]+ sat/vB, an hour's wait [\\d.,]+ sat/vB\\. Newest block: ([\\d,]+)\\.$`);
    const tip = formatNumber(Number(await text("/api/blocks/tip/height")), "1.0-0");
    expect(figures("Bitcoin").exec((await unfurl("/")).meta.get("description")!)?.[1]).toBe(tip);
    // Signet's clock runs on: its figures only need to be there.
    expect((await unfurl("/signet")).meta.get("description")).toMatch(figures("Bitcoin Signet"));
  });

  it("keeps the network and the language in the canonical address, describes the kiosk views by the live chain and pages without facts by the site", async () => {
    const hash = (await SELF.fetch(`${ORIGIN}/testnet/api/blocks/tip/hash`)).text();
    const block = await unfurl(`/de/testnet/block/${await hash}`);
    expect(block.canonical).toBe(`${ORIGIN}/de/testnet/block/${await hash}`);
    await loadDictionary("de");
    const [germanStart] = createTranslator("de")("view-block.description", { network: "Bitcoin Testnet", height: "\u0000" }).split("\u0000");
    expect(block.meta.get("description")!.startsWith(germanStart!)).toBe(true);
    for (const path of ["/clock/mempool/0", "/signet/view/blocks"]) {
      const head = await unfurl(path);
      expect(head.meta.get("description"), path).toMatch(new RegExp(`^${path.startsWith("/signet") ? "Bitcoin Signet" : "Bitcoin"} right now: `));
    }
    for (const path of ["/status", "/signet/status"]) {
      const head = await unfurl(path, "default");
      expect(head.meta.get("description"), path).toBe(`Live ${path.startsWith("/signet") ? "Bitcoin Signet" : "Bitcoin"} blocks, projected mempool blocks, transactions, fees and mining pools, as they happen.`);
    }
  });

  it("gives a browser's streamed document the same tags, with the site's description until the data is read", async () => {
    const hash = await tipHash();
    const head = await headAs("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36", `/block/${hash}`);
    expectPreviewTags(head);
    expect(head.meta.get("description")).toMatch(/^(Live Bitcoin blocks|Bitcoin block )/);
  });
});

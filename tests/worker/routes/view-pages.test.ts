/**
 * The single-graph kiosk views through the worker (spec §2.8, §2.11): the server's HTML of
 * /view/block/{id} carries the block's title, a description with the devnet block's own figures and
 * the graph's transactions; /view/mempool-block/{index} carries the projected block the live data
 * has at the index, lowered while fewer are projected. Both under network and language prefixes.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { numeralStyle } from "../../../shared/format/format-language.ts";
import { feeRangeBounds } from "../../../shared/format/fee-range.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import { freezeDevnet } from "../../support/devnet-clock.ts";
import { broadcast, devnetKeyring, findWalletCoin, signedPayment } from "../../support/devnet-wallet.ts";
import { ORIGIN, getJson } from "./devnet-samples.ts";
import { staticSquareCount } from "../../support/static-graph-html.ts";
import { createTranslator, type Translate } from "../../../client/i18n/i18n.tsx";
import { loadDictionary } from "../../../client/i18n/dictionaries.ts";
import "../../../client/i18n/page-texts/all.ts";
import { explorerName } from "../../../client/app/meta-texts.ts";

// A crawler gets the whole document, head included, once the page's data is there (worker/ssr/crawler.ts).
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: CRAWLER, redirect: "manual" });
const text = async (path: string): Promise<string> => (await SELF.fetch(`${ORIGIN}${path}`)).text();

const embedded = (html: string, id: string): unknown => JSON.parse(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html)![1]!);
const titleOf = (html: string): string => /<title>(.*?)<\/title>/.exec(html)![1]!;
const descriptionOf = (html: string): string | undefined => /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];
const figureLabel = (html: string): string => /<figure class="block-graph[^"]*" aria-label="([^"]*)"/.exec(html)![1]!;

interface AuditSummary {
  readonly template: readonly unknown[];
  readonly matchRate: number;
}

/** A devnet block a few below the tip, as the API knows it, with its summary and audit. */
async function sampleBlock(prefix = ""): Promise<{ block: BlockExtended; summary: TransactionStripped[]; audit: AuditSummary }> {
  const height = Number(await text(`${prefix}/api/blocks/tip/height`)) - 2;
  const hash = await text(`${prefix}/api/block-height/${height}`);
  const [block, summary, audit] = await Promise.all([
    getJson<BlockExtended>(`${prefix}/api/v1/block/${hash}`),
    getJson<TransactionStripped[]>(`${prefix}/api/v1/block/${hash}/summary`),
    getJson<AuditSummary>(`${prefix}/api/v1/block/${hash}/audit-summary`),
  ]);
  return { block, summary, audit };
}

/** The figures spec §2.8 has the description mention, as the block page prints them. */
function expectFigures(description: string, block: BlockExtended): void {
  const { min, max } = feeRangeBounds(block.extras.feeRange, block.extras.medianFee);
  expect(description).toContain(`block ${formatNumber(block.height, "1.0-0")} (${block.id})`);
  expect(description).toContain(`size ${formatBytes(block.size, "B")}`);
  expect(description).toContain(`weight ${formatBytes(block.weight, "WU")}`);
  expect(description).toContain(`fee range ${formatNumber(min, "1.0-0")} - ${formatNumber(max, "1.0-0")} sat/vB`);
  expect(description).toContain(`${formatNumber(block.tx_count, "1.0-0")} transaction${block.tx_count === 1 ? "" : "s"} included. Mined by ${block.extras.pool.name}.`);
}

describe("/view/block/{id} through the worker (spec §2.8)", () => {
  it("titles the block, describes it with its figures and the audit's, and carries its graph's transactions", async () => {
    const { block, summary, audit } = await sampleBlock();
    const response = await page(`/view/block/${block.height}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe(`Block ${block.height}: ${block.id} - Blocktide - Bitcoin Explorer`);
    const description = descriptionOf(html)!;
    expect(description).toMatch(/^Bitcoin block /);
    expectFigures(description, block);
    // The devnet audits every block: expected against actual (the mined count without its coinbase).
    expect(description).toContain(`Audit (expected vs actual): ${formatNumber(audit.template.length, "1.0-0")} vs ${formatNumber(block.tx_count - 1, "1.0-0")} transactions`);
    expect(description).toContain(`${formatNumber(audit.matchRate, "1.0-2")}% health.`);

    const data = embedded(html, "blocktide-page-data") as { key: string; data: { block: { id: string }; transactions: { txid: string; status?: string }[] } };
    expect(data.key).toBe(`view-block:${block.height}`);
    expect(data.data.block.id).toBe(block.id);
    expect(data.data.transactions.map((tx) => tx.txid)).toEqual(summary.map((tx) => tx.txid));
    expect(data.data.transactions.slice(1).every((tx) => typeof tx.status === "string")).toBe(true);
    // The graph itself, sized by the stylesheet, named and counted without a script; no header or footer.
    expect(figureLabel(html)).toBe(`Block ${block.height}: ${block.id}`);
    expect(html).toContain(`<figcaption class="visually-hidden">${formatNumber(summary.length, "1.0-0")} transaction${summary.length === 1 ? "" : "s"}</figcaption>`);
    // Its squares are drawn without a script, one per transaction, until the canvas takes over.
    expect(staticSquareCount(html)).toBe(summary.length);
    expect(html).toContain('<body class="kiosk">');
    expect(html).not.toContain('class="site-header"');
    expect(html).not.toContain('class="site-footer"');
  });

  it("gives a polling display the same title, description and squares, with no script", async () => {
    const { block, summary } = await sampleBlock();
    const html = await (await SELF.fetch(`${ORIGIN}/view/block/${block.id}?refresh=30`)).text();
    expect(html).toContain('<meta http-equiv="refresh" content="30"/>');
    expect(html).not.toContain('<script type="module"');
    expect(titleOf(html)).toBe(`Block ${block.height}: ${block.id} - Blocktide - Bitcoin Explorer`);
    expectFigures(descriptionOf(html)!, block);
    expect(staticSquareCount(html)).toBe(summary.length);
  });

  it("renders once for a fleet of displays polling the same address at the same moment", async () => {
    const { block } = await sampleBlock();
    const pages = await Promise.all(Array.from({ length: 8 }, async () => (await SELF.fetch(`${ORIGIN}/view/block/${block.id}?refresh=17`)).text()));
    const renders = new Set(pages.map((html) => /"renderedAt":(\d+)/.exec(html)?.[1]));
    expect([...renders]).toEqual([expect.stringMatching(/^\d+$/)]);
    expect(pages.every((html) => html === pages[0])).toBe(true);
  });

  it("adds the network's suffix on testnet and signet, by hash as by height", async () => {
    for (const [prefix, name] of [["/testnet", "Testnet"], ["/signet", "Signet"]] as const) {
      const { block } = await sampleBlock(prefix);
      const html = await (await page(`${prefix}/view/block/${block.id}`)).text();
      expect(titleOf(html)).toBe(`Block ${block.height}: ${block.id} - Blocktide - Bitcoin ${name} Explorer`);
      const description = descriptionOf(html)!;
      expect(description).toMatch(new RegExp(`^Bitcoin ${name} block `));
      expectFigures(description, block);
      expect(description).toContain("Audit (expected vs actual): ");
      expect(embedded(html, "blocktide-page-data")).toMatchObject({ key: `view-block:${block.id}`, data: { block: { id: block.id } } });
    }
  });

  it("renders under a language prefix, in that language's document", async () => {
    const { block } = await sampleBlock("/testnet");
    const html = await (await page(`/de/testnet/view/block/${block.height}`)).text();
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(titleOf(html)).toBe(`Block ${block.height}: ${block.id} - Blocktide - Bitcoin Testnet-Explorer`);
    // Described in German: its figures in the German sentences, and no English one left.
    await loadDictionary("de");
    const de = createTranslator("de");
    const description = descriptionOf(html)!;
    // Its numbers in German style too: "1.049.938", not "1,049,938".
    const german = { style: numeralStyle("de") };
    expect(description).toContain(`${formatNumber(block.height, "1.0-0", german)} (${block.id})`);
    expect(description).toContain(de("strip.tx-count", { count: formatNumber(block.tx_count, "1.0-0", german) }));
    expect(description).toContain(de("view-block.description.miner", { pool: block.extras.pool.name }));
    expect(description).not.toContain("Mined by");
    expect(html).toContain(`<link rel="canonical" href="http://explorer.test/de/testnet/view/block/${block.height}"/>`);
  });

  it("explains a malformed id with the block page's words (400), and a missing block (404)", async () => {
    const malformed = await page("/view/block/not-a-block");
    expect(malformed.status).toBe(400);
    const invalid = await malformed.text();
    expect(invalid).toContain("Invalid block id");
    expect(invalid).toContain("A block is named by its height (digits only) or by its hash (64 hexadecimal characters).");
    // A failed load has no facts to give: the site describes itself.
    expect(descriptionOf(invalid)).toMatch(/^Live Bitcoin blocks, /);
    expect(titleOf(invalid)).toBe("Block not-a-block - Blocktide - Bitcoin Explorer");

    const missing = await page("/view/block/999999999");
    expect(missing.status).toBe(404);
    const notFound = await missing.text();
    expect(notFound).toContain("Block not found");
    expect(notFound).toContain("The Bitcoin chain has no block 999999999.");
    expect(embedded(notFound, "blocktide-page-data")).toEqual({ key: "view-block:999999999", error: { status: 404, message: "Block not found" } });
  });
});

describe("/view/mempool-block/{index} through the worker (spec §2.11)", () => {
  /** The projected blocks of the live bundle the page was rendered with. */
  const projectedOf = (html: string): MempoolBlock[] => (embedded(html, "blocktide-live") as { "mempool-blocks": MempoolBlock[] })["mempool-blocks"];
  const transactions = (count: number, t: Translate = createTranslator("en")): string => t("strip.tx-count", { count: formatNumber(count, "1.0-0") });

  it("renders the projected block of the live data at the index, alone in the viewport", async () => {
    const response = await page("/view/mempool-block/0");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe("Mempool block 0 - Blocktide - Bitcoin Explorer");
    const [next] = projectedOf(html);
    expect(next).toBeDefined();
    expect(figureLabel(html)).toBe(`Next block: ${transactions(next!.nTx)}`);
    expect(html).toContain('<body class="kiosk">');
    // The filter menu, with every filter listed until the browser measures it.
    expect(html).toContain("Filter transactions");
    expect(html).toContain(">Taproot<");
  });

  it("shows the last projected block for an index beyond it, keeping the address", async () => {
    await loadDictionary("de");
    for (const prefix of ["", "/testnet", "/de/signet"]) {
      const t = createTranslator(prefix.startsWith("/de") ? "de" : "en");
      const response = await page(`${prefix}/view/mempool-block/60`);
      expect(response.status, prefix).toBe(200);
      const html = await response.text();
      const projected = projectedOf(html);
      const last = projected.at(-1)!;
      const blockVsize = 4_000_000 / WITNESS_SCALE_FACTOR;
      const stack = t("mempool-block.heading.stack", { count: "\u0000" }).split("\u0000");
      const heading =
        last.blockVSize > blockVsize
          ? new RegExp(`^${stack[0]}\\d+${stack[1]}$`)
          : new RegExp(`^${projected.length === 1 ? t("mempool-block.heading.next") : t("mempool-block.heading", { number: projected.length })}$`);
      const [name, count] = figureLabel(html).split(": ");
      expect(name, prefix).toMatch(heading);
      expect(count, prefix).toBe(transactions(last.nTx, t));
      const network = prefix.endsWith("signet") ? "signet" : prefix.endsWith("testnet") ? "testnet" : "mainnet";
      expect(titleOf(html), prefix).toBe(`${t("pages.view-mempool-block", { index: 60 })} - Blocktide - ${explorerName(network, t)}`);
    }
  });

  interface Listing {
    readonly index: number;
    readonly blockTransactions: readonly [string, ...number[]][];
  }

  it("gives a polling display the projected block's squares with no script, as the mempool block page and the clock's mempool mode", async () => {
    await freezeDevnet();
    const keyring = devnetKeyring();
    // A payment at the top rate: the next block lists it, so its list is not empty under any seed.
    const payment = signedPayment(keyring, await findWalletCoin(keyring), { kind: "p2wpkh", keyIndex: 41 }, 20_000);
    await broadcast(payment.hex);
    for (const [path, key] of [
      ["/view/mempool-block/0?refresh=30", "mempool-block:0"],
      ["/clock/mempool/0?refresh=30", "clock:mempool:0"],
      ["/mempool-block/0", "mempool-block:0"],
    ] as const) {
      // The hub hears of the payment a moment after the devnet took it (and pages are kept a second): ask until it lists it.
      let html = "";
      let listing: Listing | undefined;
      for (let tries = 0; tries < 40 && !listing?.blockTransactions.some(([txid]) => txid === payment.txid); tries++) {
        if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 250));
        html = await text(path);
        const entry = embedded(html, "blocktide-page-data") as { key: string; data: Listing | { projected: Listing } };
        expect(entry.key, path).toBe(key);
        listing = "projected" in entry.data ? entry.data.projected : entry.data;
      }
      expect(listing!.index, path).toBe(0);
      expect(listing!.blockTransactions.map(([txid]) => txid), path).toContain(payment.txid);
      if (path.includes("refresh")) {
        expect(html, path).toContain('<meta http-equiv="refresh" content="30"/>');
        expect(html, path).not.toContain('<script type="module"');
      }
      // The mempool block page's graph is drawn by the canvas; the kiosk views draw their squares without a script.
      if (!path.startsWith("/mempool-block")) expect(staticSquareCount(html), path).toBe(listing!.blockTransactions.length);
    }
  });

  it.each([
    ["/view/mempool-block/-1", "/view/mempool-block/0"],
    ["/view/mempool-block/2.5", "/view/mempool-block/0"],
    ["/view/mempool-block/x", "/view/mempool-block/0"],
    ["/testnet/view/mempool-block/-3", "/testnet/view/mempool-block/0"],
    ["/de/view/mempool-block/q", "/de/view/mempool-block/0"],
  ])("sends %s to %s (spec §5: a non-negative integer, else 0)", async (path, target) => {
    const response = await page(path);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, ORIGIN).pathname).toBe(target);
    await response.body?.cancel();
  });
});

/**
 * The list pages against the worker's own API and the devnet: /blocks (15 a page from
 * `/api/v1/blocks/:height`, research §4) with its pages and its answers to bad page numbers, and
 * /rbf with a replacement this test makes, both rendered with their data in the document.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SEQUENCE_FINAL, SEQUENCE_RBF, buildTransaction } from "../../../durable-objects/devnet/tx/build-transaction.ts";
import { blocksPageCount } from "../../../shared/params/blocks-page.ts";
import { loadBlocksPage } from "../../../client/pages/blocks/blocks-page-data.ts";
import { loadRbfPage } from "../../../client/pages/rbf/rbf-page-data.ts";
import { pageApi } from "../../../worker/ssr/page-api.ts";
import { broadcast, devnetKeyring, findWalletCoin, LOW_PAYMENT_FEE_SATS } from "../../support/devnet-wallet.ts";

const ORIGIN = "http://explorer.test";
const worker = (request: Request) => SELF.fetch(request);
const mainnetApi = pageApi(worker, "mainnet", "bitcoin", ORIGIN);
// A crawler gets the whole document at once (worker/ssr/crawler.ts), so the page's data is in it.
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: CRAWLER, redirect: "manual" });
const api = async <T,>(path: string): Promise<T> => (await SELF.fetch(`${ORIGIN}${path}`)).json<T>();

interface ListedBlock {
  readonly id: string;
  readonly height: number;
}
interface EmbeddedBlocks {
  readonly key: string;
  readonly data?: { page: number; tipHeight: number; blocks: ListedBlock[] };
  readonly error?: { status: number; message: string };
}
interface EmbeddedRbf {
  readonly key: string;
  readonly data?: { trees: { tx: { txid: string }; fullRbf: boolean; replaces: { tx: { txid: string } }[] }[] };
}

const embedded = <T,>(html: string): T => JSON.parse(html.match(/<script id="blocktide-page-data" type="application\/json">(.*?)<\/script>/)![1]!) as T;

describe("the blocks list's data from the devnet", () => {
  it("loads page 1 as the newest 15 blocks and page 2 as the 15 below them", async () => {
    const first = await loadBlocksPage(undefined, mainnetApi);
    expect(first.page).toBe(1);
    expect(first.blocks).toHaveLength(15);
    expect(first.blocks[0]!.height).toBe(first.tipHeight);
    expect(first.blocks.map((block) => block.height)).toEqual(Array.from({ length: 15 }, (_, i) => first.tipHeight - i));
    const second = await loadBlocksPage("2", mainnetApi);
    expect(second.blocks[0]!.height).toBe(second.tipHeight - 15);
    expect(second.blocks.map((block) => block.height)).toEqual(Array.from({ length: 15 }, (_, i) => second.tipHeight - 15 - i));
  });

  it("counts pages down to the genesis block; a page below the devnet's history is empty, and says so", async () => {
    const { tipHeight } = await loadBlocksPage(undefined, mainnetApi);
    const lastPage = blocksPageCount(tipHeight);
    const last = await loadBlocksPage(String(lastPage), mainnetApi);
    // The devnet keeps a day of history, not the chain from its first block.
    if (last.blocks.length > 0) expect(last.blocks.at(-1)!.height).toBe(0);
    else {
      const response = await page(`/blocks?page=${lastPage}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/The backend keeps no blocks at heights [\d,]+ to 0: its history starts later\./);
    }
  });

  it("refuses page numbers that are none (400) and pages the chain does not reach (404)", async () => {
    for (const raw of ["0", "-1", "abc", "1.5", ""]) await expect(loadBlocksPage(raw, mainnetApi), raw).rejects.toMatchObject({ status: 400 });
    await expect(loadBlocksPage("99999999", mainnetApi)).rejects.toMatchObject({ status: 404 });
  });
});

describe("GET /blocks", () => {
  it("renders the newest blocks, equal to the API's, with the data in the document", async () => {
    const response = await page("/blocks");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Blocks - Blocktide - Bitcoin Explorer</title>");
    const { key, data } = embedded<EmbeddedBlocks>(html);
    expect(key).toBe("blocks:1");
    expect(data!.blocks).toHaveLength(15);
    const fromApi = await api<ListedBlock[]>(`/api/v1/blocks/${data!.blocks[0]!.height}`);
    expect(data!.blocks.map((block) => block.id)).toEqual(fromApi.map((block) => block.id));
    for (const block of data!.blocks) expect(html).toContain(`href="/block/${block.id}"`);
    expect(html).toMatch(/<nav class="blocks-pager"/);
    expect(html).toContain('href="/blocks?page=2"');
  });

  it("renders another page from tip − (N−1)·15, on testnet with testnet links", async () => {
    const response = await page("/testnet/blocks?page=3");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Blocks, page 3 - Blocktide - Bitcoin Testnet Explorer</title>");
    const { key, data } = embedded<EmbeddedBlocks>(html);
    expect(key).toBe("blocks:3");
    expect(data!.blocks[0]!.height).toBe(data!.tipHeight - 30);
    expect(html).toContain(`href="/testnet/block/${data!.blocks[0]!.id}"`);
    expect(html).toContain('href="/testnet/blocks?page=2"');
  });

  it.each([
    ["abc", "“abc” is not a page of the block list"],
    ["0", "“0” is not a page of the block list"],
    ["-2", "“-2” is not a page of the block list"],
  ])("answers 400 with a clear page for ?page=%s", async (raw, text) => {
    const response = await page(`/blocks?page=${raw}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Not a page number");
    expect(html).toContain(text);
    expect(embedded<EmbeddedBlocks>(html).error?.status).toBe(400);
  });

  it("answers 404 with a clear page for a page past the chain's first block", async () => {
    const response = await page("/blocks?page=99999999");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("No such page");
    expect(html).toContain("The Bitcoin chain has no page 99,999,999 of blocks");
  });

  it.each([
    ["/mining/blocks", "/blocks"],
    ["/testnet/mining/blocks", "/testnet/blocks"],
    ["/signet/mining/blocks", "/signet/blocks"],
  ])("%s redirects to %s", async (path, location) => {
    const response = await page(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(location);
    await response.body?.cancel();
  });
});

/** Broadcasts a payment of the devnet users' wallet and a replacement paying more; the first signals RBF or not. */
async function replacePayment(signalsRbf: boolean, used: Set<string>): Promise<{ replaced: string; replacement: string }> {
  const keyring = devnetKeyring();
  const coin = await findWalletCoin(keyring, used);
  used.add(`${coin.txid}:${coin.vout}`);
  const input = { txid: coin.txid, vout: coin.vout, value: coin.value, kind: coin.kind, keyIndex: coin.keyIndex };
  const pay = (fee: number, sequence: number, keyIndex: number) =>
    buildTransaction({ keyring, inputs: [{ ...input, sequence }], outputs: [{ kind: "p2wpkh", keyIndex, value: coin.value - fee }] });
  const replaced = await broadcast(pay(LOW_PAYMENT_FEE_SATS, signalsRbf ? SEQUENCE_RBF : SEQUENCE_FINAL, 900_100).hex);
  const replacement = await broadcast(pay(LOW_PAYMENT_FEE_SATS * 6, SEQUENCE_RBF, 900_101).hex);
  return { replaced, replacement };
}

describe("GET /rbf", () => {
  // Both made before the first read: the worker may answer a page's API reads from a second-long cache.
  let signalled: { replaced: string; replacement: string };
  let unsignalled: { replaced: string; replacement: string };
  beforeAll(async () => {
    const used = new Set<string>();
    signalled = await replacePayment(true, used);
    unsignalled = await replacePayment(false, used);
  });

  it("the API lists both replacements, the one of a transaction that did not signal as full RBF", async () => {
    const fromApi = await loadRbfPage(mainnetApi);
    const tree = fromApi.trees.find((candidate) => candidate.tx.txid === signalled.replacement);
    expect(tree?.replaces.map((sub) => sub.tx.txid)).toEqual([signalled.replaced]);
    expect(tree?.fullRbf).toBe(false);
    expect(fromApi.trees.find((candidate) => candidate.tx.txid === unsignalled.replacement)?.fullRbf).toBe(true);
    const full = await api<{ tx: { txid: string }; fullRbf: boolean }[]>("/api/v1/fullrbf/replacements");
    expect(full.map((candidate) => candidate.tx.txid)).toContain(unsignalled.replacement);
    expect(full.map((candidate) => candidate.tx.txid)).not.toContain(signalled.replacement);
    expect(full.every((candidate) => candidate.fullRbf)).toBe(true);
  });

  it("renders the latest replacement trees with their data in the document, the new ones among them", async () => {
    const response = await page("/rbf");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Replacements - Blocktide - Bitcoin Explorer</title>");
    const { key, data } = embedded<EmbeddedRbf>(html);
    expect(key).toBe("rbf");
    expect(data!.trees.find((candidate) => candidate.tx.txid === signalled.replacement)?.replaces[0]?.tx.txid).toBe(signalled.replaced);
    expect(html).toContain(`href="/tx/${signalled.replacement}"`);
    expect(html).toContain(`href="/tx/${signalled.replaced}"`);
    // The card of the full-RBF replacement carries its badge before the next card starts.
    expect(html).toMatch(new RegExp(`data-txid="${unsignalled.replacement}"(?:(?!class="rbf-card")[\\s\\S])*?rbf-mark-full`));
    expect(html).toMatch(new RegExp(`data-txid="${signalled.replacement}"(?:(?!class="rbf-card")[\\s\\S])*?>RBF</span>`));
  });

  it("is not a Liquid page", async () => {
    const response = await page("/liquid/rbf");
    expect(response.status).toBe(302);
    await response.body?.cancel();
  });
});

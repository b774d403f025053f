import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://explorer.test";
// A crawler gets the whole document at once (worker/ssr/crawler.ts), so the page's data is in it.
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: CRAWLER, redirect: "manual" });
const api = async <T>(path: string): Promise<T> => {
  const response = await SELF.fetch(`${ORIGIN}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json<T>();
};

interface Tx {
  txid: string;
  vin: { is_coinbase: boolean }[];
  status: { confirmed: boolean; block_height?: number; block_hash?: string };
}

/** A confirmed, non-coinbase transaction of the devnet's tip block. */
async function confirmedTx(): Promise<Tx> {
  const hash = await (await SELF.fetch(`${ORIGIN}/api/blocks/tip/hash`)).text();
  const txs = await api<Tx[]>(`/api/block/${hash}/txs/0`);
  const tx = txs.find((candidate) => !candidate.vin[0]?.is_coinbase);
  if (!tx) throw new Error("the tip block holds only its coinbase");
  return tx;
}

/** The page data the document carries. */
const embeddedData = (html: string): { key: string; data?: { kind: string }; error?: { status: number } } =>
  JSON.parse(html.match(/<script id="blocktide-page-data" type="application\/json">(.*?)<\/script>/)![1]!);

describe("/tx/{txid} through the worker", () => {
  it("renders a confirmed transaction with its block and embeds its data", async () => {
    const tx = await confirmedTx();
    const response = await page(`/tx/${tx.txid}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Transaction ${tx.txid} - Blocktide - Bitcoin Explorer</title>`);
    expect(html).toContain(`href="/block/${tx.status.block_hash}"`);
    expect(html).toMatch(/confirmation/);
    expect(html).not.toContain('id="accelerate"');
    expect(embeddedData(html)).toMatchObject({ key: `tx:${tx.txid}`, data: { kind: "tx" } });
  });

  it("renders an unconfirmed transaction with its status and the anchor of the acceleration panel", async () => {
    const [recent] = await api<{ txid: string }[]>("/api/mempool/recent");
    if (!recent) throw new Error("the devnet mempool is empty");
    const html = await (await page(`/tx/${recent.txid}`)).text();
    expect(html).toContain("Unconfirmed");
    expect(html).toContain('id="accelerate"');
    // The strip points at the transaction among the projected blocks.
    expect(html).toMatch(/class="chain-mark [^"]*is-transaction/);
  });

  it("picks out one output of a /tx/{txid}:{vout} link", async () => {
    const tx = await confirmedTx();
    const html = await (await page(`/tx/${tx.txid}:0`)).text();
    expect(html).toContain('id="output-0"');
    expect(embeddedData(html).key).toBe(`tx:${tx.txid}`);
  });

  it("answers 404 for an unknown txid and shows that it waits for it", async () => {
    const response = await page(`/tx/${"ab".repeat(32)}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Transaction not found");
    expect(html).toContain("Waiting for it to appear in the mempool");
  });

  it("explains a malformed txid", async () => {
    const html = await (await page("/tx/not-a-txid")).text();
    expect(html).toContain("This is not a transaction ID");
    expect(embeddedData(html).error?.status).toBe(400);
  });

  it("sends a block's hash on to the block page", async () => {
    const hash = await (await SELF.fetch(`${ORIGIN}/api/blocks/tip/hash`)).text();
    const html = await (await page(`/tx/${hash}`)).text();
    expect(embeddedData(html)).toMatchObject({ data: { kind: "block", hash } });
    expect(html).toContain(`href="/block/${hash}"`);
  });

  it("serves the page under a network prefix with that network's data", async () => {
    const hash = await (await SELF.fetch(`${ORIGIN}/testnet/api/blocks/tip/hash`)).text();
    const [tx] = await api<Tx[]>(`/testnet/api/block/${hash}/txs/0`);
    const html = await (await page(`/testnet/tx/${tx!.txid}`)).text();
    expect(html).toContain(`<title>Transaction ${tx!.txid} - Blocktide - Bitcoin Testnet Explorer</title>`);
    expect(html).toContain(`href="/testnet/block/${hash}"`);
  });
});

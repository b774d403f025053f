/**
 * The address page against the worker's own API and the devnet: its loader, its "Load more" paging,
 * its render with real data, and the page itself at /address/{address}.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { apiGetJson } from "../../../client/api/api-fetch.ts";
import { loadPageDataEntry } from "../../../client/app/page-data.tsx";
import { addressPageData, loadAddressPage } from "../../../client/pages/address/address-page-data.ts";
import { nextPageCursor } from "../../../client/pages/address/address-history.ts";
import { readEsploraTransactions } from "../../../client/pages/tx/esplora-readers.ts";
import { ROWS_SHOWN_PER_SIDE } from "../../../client/components/transaction/transaction-card.tsx";
import { pageApi } from "../../../worker/ssr/page-api.ts";
import { renderAddressPage } from "../../client/pages/address/render-address-page.tsx";

const ORIGIN = "http://explorer.test";
const worker = (request: Request) => SELF.fetch(request);
const mainnetApi = pageApi(worker, "mainnet", "bitcoin", ORIGIN);
const TESTNET_ADDRESS = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx";

interface Tx {
  txid: string;
  vin: { is_coinbase: boolean; txid: string; vout: number; prevout: { scriptpubkey_address?: string } | null }[];
  vout: { scriptpubkey_address?: string }[];
}

/** An output the tip block's transaction `spender` spends: `address` was paid by `funding`. */
interface SpentOutput {
  readonly address: string;
  readonly funding: string;
  readonly spender: string;
}

/** Outputs of the devnet that a tip block transaction spends, among the rows a card shows (ROWS_SHOWN_PER_SIDE). */
async function spentOutputs(): Promise<SpentOutput[]> {
  const hash = await (await SELF.fetch(`${ORIGIN}/api/blocks/tip/hash`)).text();
  const txs = await (await SELF.fetch(`${ORIGIN}/api/block/${hash}/txs/0`)).json<Tx[]>();
  return txs.flatMap((tx) =>
    tx.vin.flatMap((input) => {
      const address = input.prevout?.scriptpubkey_address;
      return !input.is_coinbase && address && input.vout < ROWS_SHOWN_PER_SIDE ? [{ address, funding: input.txid, spender: tx.txid }] : [];
    }),
  );
}

/** The crawler's page (the whole document at once, worker/ssr/crawler.ts). */
const crawlerPage = async (address: string): Promise<string> =>
  (await SELF.fetch(`${ORIGIN}/address/${address}`, { headers: { "user-agent": "Googlebot/2.1" } })).text();

/** The address the tip block's coinbase pays: a pool's, with a long history of confirmed rewards. */
async function poolAddress(): Promise<string> {
  const hash = await (await SELF.fetch(`${ORIGIN}/api/blocks/tip/hash`)).text();
  const [coinbase] = await (await SELF.fetch(`${ORIGIN}/api/block/${hash}/txs/0`)).json<Tx[]>();
  const address = coinbase?.vout.find((output) => output.scriptpubkey_address)?.scriptpubkey_address;
  if (!address) throw new Error("the tip block's coinbase pays no address");
  return address;
}

describe("the address page's data from the devnet", () => {
  it("loads the totals and the first page, which the page's readers accept", async () => {
    const address = await poolAddress();
    const data = await loadAddressPage(address, mainnetApi);
    expect(data.address.address).toBe(address);
    expect(data.transactions.length).toBeGreaterThan(0);
    expect(data.transactions.length).toBeLessThanOrEqual(50);
    const confirmed = data.transactions.filter((tx) => tx.status.confirmed).length;
    expect(confirmed).toBeLessThanOrEqual(25);
    expect(data.address.chain_stats.tx_count).toBeGreaterThanOrEqual(confirmed);
    expect(Object.keys(data.outspends).sort()).toEqual(data.transactions.map((tx) => tx.txid).sort());
    for (const tx of data.transactions) expect(data.outspends[tx.txid]).toHaveLength(tx.vout.length);
  });

  it("pages on with after_txid from the last confirmed transaction, without repeats", async () => {
    const address = await poolAddress();
    const data = await loadAddressPage(address, mainnetApi);
    const cursor = nextPageCursor(data.transactions, data.address.chain_stats.tx_count);
    if (cursor === null) {
      expect(data.transactions.filter((tx) => tx.status.confirmed)).toHaveLength(data.address.chain_stats.tx_count);
      return;
    }
    const next = await apiGetJson(`/api/address/${address}/txs?after_txid=${cursor}`, readEsploraTransactions, {
      context: { networkBase: () => "", fetch: (input, init) => SELF.fetch(new Request(new URL(input, ORIGIN), init)), cookies: () => "" },
    });
    expect(next?.length).toBeGreaterThan(0);
    const seen = new Set(data.transactions.map((tx) => tx.txid));
    expect(next?.some((tx) => seen.has(tx.txid))).toBe(false);
    expect(next?.every((tx) => tx.status.confirmed)).toBe(true);
  });

  it("carries the edge's 400 for an address of another network", async () => {
    const entry = await loadPageDataEntry(addressPageData, { address: TESTNET_ADDRESS }, mainnetApi);
    expect(entry).toEqual({ key: `address:${TESTNET_ADDRESS}`, error: { status: 400, message: "Address on invalid network" } });
  });

  it("renders the page from the devnet's answers", async () => {
    const address = await poolAddress();
    const entry = await loadPageDataEntry(addressPageData, { address }, mainnetApi);
    const bundle = await (await SELF.fetch(`${ORIGIN}/api/v1/init-data`)).json();
    const html = renderAddressPage(address, entry, bundle);
    expect(html).toContain(address);
    expect(html).toContain("Balance");
    expect(html).toMatch(/class="tx-card"/);
    expect(html).toMatch(/class="[^"]*tx-io-highlight/);
  });
});

describe("GET /address/{address}", () => {
  it("streams the page with the address's totals and transactions in the document", async () => {
    const address = await poolAddress();
    const response = await SELF.fetch(`${ORIGIN}/address/${address}`, { headers: { "user-agent": "Googlebot/2.1" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Address ${address} - Blocktide - Bitcoin Explorer</title>`);
    expect(html).toMatch(/<script id="blocktide-page-data" type="application\/json">\{"key":"address:/);
    expect(html).toContain(address);
  });

  it("shows which transaction spent an output of a listed transaction", async () => {
    for (const { address, funding, spender } of await spentOutputs()) {
      const html = await crawlerPage(address);
      // The funding transaction may be older than the first page of a busy address: try the next.
      if (!html.includes(`class="tx-card-txid" href="/tx/${funding}"`)) continue;
      const spentBy = [...html.matchAll(/class="tx-io-spent" href="\/tx\/([0-9a-f]{64})" title="Spent by \1"/g)].map((match) => match[1]);
      expect(spentBy).toContain(spender);
      return;
    }
    throw new Error("no output spent in the tip block belongs to a transaction on its address's first page");
  });

  it("explains an address of another network instead of loading it", async () => {
    const response = await SELF.fetch(`${ORIGIN}/address/${TESTNET_ADDRESS}`, { headers: { "user-agent": "Googlebot/2.1" } });
    const html = await response.text();
    expect(html).toContain('"error":{"status":400');
  });
});

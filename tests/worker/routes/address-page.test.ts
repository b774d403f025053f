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
import { pageApi } from "../../../worker/ssr/page-api.ts";
import { outputFor } from "../../../durable-objects/devnet/tx/script-kinds.ts";
import { freezeDevnet } from "../../support/devnet-clock.ts";
import { broadcast, devnetKeyring, findWalletCoin, signedPayment } from "../../support/devnet-wallet.ts";
import { renderAddressPage } from "../../client/pages/address/render-address-page.tsx";
import { TEST_SITE } from "../../support/page-state.ts";

const ORIGIN = "http://explorer.test";
const worker = (request: Request) => SELF.fetch(request);
const mainnetApi = pageApi(worker, "mainnet", "bitcoin", ORIGIN);
const TESTNET_ADDRESS = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx";
/** Far from the users' key pool and the pools' payout keys: nobody else pays these. */
const ADDRESS_PAGE_KEY = 1_500_000_000;

const findOutputValue = async (txid: string): Promise<number> =>
  (await (await SELF.fetch(`${ORIGIN}/api/tx/${txid}`)).json<{ vout: { value: number }[] }>()).vout[0]!.value;

interface Tx {
  txid: string;
  vin: { is_coinbase: boolean; txid: string; vout: number; prevout: { scriptpubkey_address?: string } | null }[];
  vout: { scriptpubkey_address?: string }[];
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
    const entry = await loadPageDataEntry(addressPageData, { address: TESTNET_ADDRESS }, mainnetApi, TEST_SITE);
    expect(entry).toEqual({ key: `address:${TESTNET_ADDRESS}`, error: { status: 400, message: "Address on invalid network" } });
  });

  it("renders the page from the devnet's answers", async () => {
    const address = await poolAddress();
    const entry = await loadPageDataEntry(addressPageData, { address }, mainnetApi, TEST_SITE);
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
    // Our own payments to keys no simulated user holds, so the address's first page is exactly
    // these two transactions whatever the devnet's traffic.
    await freezeDevnet();
    const keyring = devnetKeyring();
    const funded = { kind: "p2wpkh" as const, keyIndex: ADDRESS_PAGE_KEY };
    const funding = signedPayment(keyring, await findWalletCoin(keyring), funded, 2_000);
    await broadcast(funding.hex);
    const coin = { txid: funding.txid, vout: 0, value: (await findOutputValue(funding.txid)), ...funded };
    const spender = signedPayment(keyring, coin, { kind: "p2wpkh", keyIndex: ADDRESS_PAGE_KEY + 1 }, 2_000);
    await broadcast(spender.hex);
    const html = await crawlerPage(outputFor(keyring, funded.kind, funded.keyIndex).address!);
    expect(html).toContain(`class="tx-card-txid" href="/tx/${funding.txid}"`);
    const spentBy = [...html.matchAll(/class="tx-io-spent" href="\/tx\/([0-9a-f]{64})" title="Spent by \1"/g)].map((match) => match[1]);
    expect(spentBy).toContain(spender.txid);
  });

  it("explains an address of another network instead of loading it", async () => {
    const response = await SELF.fetch(`${ORIGIN}/address/${TESTNET_ADDRESS}`, { headers: { "user-agent": "Googlebot/2.1" } });
    const html = await response.text();
    expect(html).toContain('"error":{"status":400');
  });
});

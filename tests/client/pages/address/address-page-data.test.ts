import { describe, expect, it, vi } from "vitest";
import { loadPageDataEntry } from "../../../../client/app/page-data.tsx";
import { addressPageData, loadAddressHistoryPage, loadAddressPage, parseAddressPageData } from "../../../../client/pages/address/address-page-data.ts";
import { confirmedTx, hash, REPLACEMENT_TXID, replacementTx, tableApi } from "../tx/tx-fixtures.ts";
import { TEST_SITE } from "../../../support/page-state.ts";

const ADDRESS = "1stAprEZapjCYGUACUcXohQqSHF9MU5Kj";
const stats = { funded_txo_count: 1, funded_txo_sum: 50_000, spent_txo_count: 1, spent_txo_sum: 50_000, tx_count: 1 };
const summary = { address: ADDRESS, chain_stats: stats, mempool_stats: { ...stats, tx_count: 1 } };
const CONFIRMED_TXID = hash(99);
const OUTSPENDS_PATH = `/api/txs/outspends?txids=${REPLACEMENT_TXID},${CONFIRMED_TXID}`;
const spent = [{ spent: true, txid: hash(7), vin: 1, status: { confirmed: false } }];
const table = {
  [`/api/address/${ADDRESS}`]: summary,
  [`/api/address/${ADDRESS}/txs`]: [replacementTx(), { ...confirmedTx(), txid: CONFIRMED_TXID }],
  [OUTSPENDS_PATH]: [[{ spent: false }], spent],
};

describe("loadAddressPage", () => {
  it("loads the totals and the first page of transactions together, then the page's outspends", async () => {
    const api = tableApi(table);
    const data = await loadAddressPage(ADDRESS, api);
    expect(data.address).toEqual(summary);
    expect(data.transactions.map((tx) => tx.status.confirmed)).toEqual([false, true]);
    expect(data.outspends).toEqual({ [REPLACEMENT_TXID]: [{ spent: false }], [CONFIRMED_TXID]: spent });
    expect(api.asked.slice(0, 2).sort()).toEqual([`/api/address/${ADDRESS}`, `/api/address/${ADDRESS}/txs`]);
    expect(api.asked[2]).toBe(OUTSPENDS_PATH);
  });

  it("loads the page without spent states when the outspends fail, and logs why", async () => {
    const log = vi.fn();
    const data = await loadAddressPage(ADDRESS, tableApi({ ...table, [OUTSPENDS_PATH]: 503 }), log);
    expect(data.transactions).toHaveLength(2);
    expect(data.outspends).toEqual({});
    expect(log).toHaveBeenCalledOnce();
  });

  it("asks for no outspends for an address without transactions", async () => {
    const api = tableApi({ ...table, [`/api/address/${ADDRESS}/txs`]: [] });
    expect(await loadAddressPage(ADDRESS, api)).toEqual({ address: summary, transactions: [], outspends: {} });
    expect(api.asked).not.toContain(OUTSPENDS_PATH);
  });

  it("passes on the edge's refusal of a bad address", async () => {
    await expect(loadAddressPage("tb1qnope", tableApi({ "/api/address/tb1qnope": 400, "/api/address/tb1qnope/txs": 400 }))).rejects.toMatchObject({ status: 400 });
  });

  it("refuses an answer it cannot read with 502", async () => {
    await expect(loadAddressPage(ADDRESS, tableApi({ ...table, [`/api/address/${ADDRESS}/txs`]: [{ txid: 1 }] }))).rejects.toMatchObject({ status: 502 });
  });

  it("reads back what it loaded, as it travels in the document", async () => {
    const entry = await loadPageDataEntry(addressPageData, { address: ADDRESS }, tableApi(table), TEST_SITE);
    expect(entry.key).toBe(`address:${ADDRESS}`);
    const data = "data" in entry ? entry.data : null;
    expect(data).toMatchObject({ outspends: { [CONFIRMED_TXID]: spent } });
    expect(parseAddressPageData(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(() => parseAddressPageData({ address: summary, transactions: "x", outspends: {} })).toThrow("transaction list");
    expect(() => parseAddressPageData({ address: {}, transactions: [], outspends: {} })).toThrow("address totals");
  });

  it.each([
    ["missing", undefined],
    ["of a transaction the page does not list", { [hash(5)]: [{ spent: false }] }],
    ["unreadable", { [REPLACEMENT_TXID]: [{ spent: true }] }],
  ])("refuses page data whose outspends are %s", (_, outspends) => {
    expect(() => parseAddressPageData({ address: summary, transactions: [replacementTx()], outspends })).toThrow("outspends");
  });
});

describe("loadAddressHistoryPage", () => {
  const CURSOR = hash(99);
  const OLDER = [{ ...confirmedTx(880_000), txid: hash(98) }, { ...confirmedTx(879_000), txid: hash(97) }];
  const pagePath = `/api/address/${ADDRESS}/txs?after_txid=${CURSOR}`;
  const olderOutspends = `/api/txs/outspends?txids=${hash(98)},${hash(97)}`;

  it("loads the page after the cursor with the outspends of its transactions", async () => {
    const api = tableApi({ [pagePath]: OLDER, [olderOutspends]: [spent, [{ spent: false }]] });
    const page = await loadAddressHistoryPage(ADDRESS, CURSOR, api);
    expect(page.transactions.map((tx) => tx.txid)).toEqual([hash(98), hash(97)]);
    expect(page.outspends).toEqual({ [hash(98)]: spent, [hash(97)]: [{ spent: false }] });
    expect(api.asked).toEqual([pagePath, olderOutspends]);
  });

  it("keeps the page when its outspends fail, and logs why", async () => {
    const log = vi.fn();
    const page = await loadAddressHistoryPage(ADDRESS, CURSOR, tableApi({ [pagePath]: OLDER, [olderOutspends]: 500 }), log);
    expect(page).toEqual({ transactions: OLDER, outspends: {} });
    expect(log).toHaveBeenCalledOnce();
  });

  it("rejects a page it cannot load or read", async () => {
    await expect(loadAddressHistoryPage(ADDRESS, CURSOR, tableApi({ [pagePath]: 503 }))).rejects.toMatchObject({ status: 503 });
    await expect(loadAddressHistoryPage(ADDRESS, CURSOR, tableApi({ [pagePath]: { txs: [] } }))).rejects.toMatchObject({ status: 502 });
    await expect(loadAddressHistoryPage(ADDRESS, CURSOR, async () => new Response("<html>"))).rejects.toMatchObject({ status: 502 });
  });
});

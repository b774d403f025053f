import { describe, expect, it } from "vitest";
import { loadPageDataEntry } from "../../../../client/app/page-data.tsx";
import { addressPageData, loadAddressPage, parseAddressPageData } from "../../../../client/pages/address/address-page-data.ts";
import { confirmedTx, replacementTx, tableApi } from "../tx/tx-fixtures.ts";

const ADDRESS = "1stAprEZapjCYGUACUcXohQqSHF9MU5Kj";
const stats = { funded_txo_count: 1, funded_txo_sum: 50_000, spent_txo_count: 1, spent_txo_sum: 50_000, tx_count: 1 };
const summary = { address: ADDRESS, chain_stats: stats, mempool_stats: { ...stats, tx_count: 1 } };
const table = { [`/api/address/${ADDRESS}`]: summary, [`/api/address/${ADDRESS}/txs`]: [replacementTx(), confirmedTx()] };

describe("loadAddressPage", () => {
  it("loads the totals and the first page of transactions together", async () => {
    const api = tableApi(table);
    const data = await loadAddressPage(ADDRESS, api);
    expect(data.address).toEqual(summary);
    expect(data.transactions.map((tx) => tx.status.confirmed)).toEqual([false, true]);
    expect(api.asked.sort()).toEqual([`/api/address/${ADDRESS}`, `/api/address/${ADDRESS}/txs`]);
  });

  it("passes on the edge's refusal of a bad address", async () => {
    await expect(loadAddressPage("tb1qnope", tableApi({ "/api/address/tb1qnope": 400, "/api/address/tb1qnope/txs": 400 }))).rejects.toMatchObject({ status: 400 });
  });

  it("refuses an answer it cannot read with 502", async () => {
    await expect(loadAddressPage(ADDRESS, tableApi({ ...table, [`/api/address/${ADDRESS}/txs`]: [{ txid: 1 }] }))).rejects.toMatchObject({ status: 502 });
  });

  it("reads back what it loaded, as it travels in the document", async () => {
    const entry = await loadPageDataEntry(addressPageData, { address: ADDRESS }, tableApi(table));
    expect(entry.key).toBe(`address:${ADDRESS}`);
    const data = "data" in entry ? entry.data : null;
    expect(parseAddressPageData(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(() => parseAddressPageData({ address: summary, transactions: "x" })).toThrow("transaction list");
    expect(() => parseAddressPageData({ address: {}, transactions: [] })).toThrow("address totals");
  });
});

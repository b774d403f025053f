import { describe, expect, it } from "vitest";
import { textOf } from "../tx/render-page.ts";
import { confirmedTx, hash, REPLACEMENT_TXID, replacementTx } from "../tx/tx-fixtures.ts";
import { capturedBundle } from "../../live/live-builders.ts";
import { renderAddressPage as renderWithBundle } from "./render-address-page.tsx";

const renderAddressPage = (address: string, entry: Parameters<typeof renderWithBundle>[1]) => renderWithBundle(address, entry, capturedBundle());

const ADDRESS = "1stAprEZapjCYGUACUcXohQqSHF9MU5Kj";
const chain = { funded_txo_count: 40, funded_txo_sum: 2_000_000, spent_txo_count: 39, spent_txo_sum: 1_950_000, tx_count: 60 };
const mempool = { funded_txo_count: 1, funded_txo_sum: 49_040, spent_txo_count: 1, spent_txo_sum: 50_000, tx_count: 1 };
const SPENDER = hash(7);
const entry = (txs = [replacementTx(), { ...confirmedTx(), txid: hash(99) }], outspends: Record<string, unknown> = {}) => ({
  key: `address:${ADDRESS}`,
  data: { address: { address: ADDRESS, chain_stats: chain, mempool_stats: mempool }, transactions: txs, outspends },
});

describe("the address page (server render)", () => {
  it("shows the balance, the counts and the transactions with their change to the address", () => {
    const html = renderAddressPage(ADDRESS, entry());
    const text = textOf(html);
    expect(text).toContain("Address");
    expect(text).toContain("0.00050000 BTC");
    expect(text).toContain("Transactions 2 of 61");
    expect(html).toMatch(/class="[^"]*tx-io-highlight/);
    expect(text).toContain("Load more");
  });

  it("shows which outputs were spent, and by what, when the page data has their outspends", () => {
    const html = renderAddressPage(ADDRESS, entry(undefined, { [hash(99)]: [{ spent: true, txid: SPENDER, vin: 0, status: { confirmed: true, block_height: 890_001, block_hash: hash(890_001), block_time: 1_743_542_100 } }], [REPLACEMENT_TXID]: [{ spent: false }] }));
    expect(html).toContain(`class="tx-io-spent" href="/tx/${SPENDER}"`);
    expect(html).toContain(`title="Spent by ${SPENDER}"`);
    expect(html.match(/class="tx-io-unspent"/g)).toHaveLength(1);
  });

  it("shows no spent state without outspends", () => {
    const html = renderAddressPage(ADDRESS, entry());
    expect(html).not.toMatch(/tx-io-spent|tx-io-unspent/);
  });

  it("offers no more when every confirmed transaction is shown", () => {
    const data = entry();
    const html = renderAddressPage(ADDRESS, { ...data, data: { ...data.data, address: { ...data.data.address, chain_stats: { ...chain, tx_count: 1 } } } });
    expect(textOf(html)).toContain("Transactions 2 of 2");
    expect(textOf(html)).not.toContain("Load more");
  });

  it("explains an address the edge refused", () => {
    const text = textOf(renderAddressPage("tb1qnope", { key: "address:tb1qnope", error: { status: 400, message: "Invalid Bitcoin address: a testnet address on mainnet." } }));
    expect(text).toContain("This address cannot be shown tb1qnope Invalid Bitcoin address: a testnet address on mainnet.");
    expect(text).toContain("Check that the address is complete");
  });

  it("shows another failure with a way to try again, and the loading state", () => {
    expect(textOf(renderAddressPage(ADDRESS, { key: `address:${ADDRESS}`, error: { status: 502, message: "Bad gateway" } }))).toContain("The address could not be loaded Bad gateway Try again");
    expect(textOf(renderAddressPage(ADDRESS, null))).toContain("Loading the address…");
  });
});

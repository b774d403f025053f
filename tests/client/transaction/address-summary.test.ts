import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { AddressSummary } from "../../../client/components/transaction/index.ts";
import type { EsploraAddressStats } from "../../../shared/types/esplora.ts";
import { render, text } from "./render-html.ts";

const stats = (funded: number, fundedSum: number, spent: number, spentSum: number, txs: number): EsploraAddressStats => ({
  funded_txo_count: funded,
  funded_txo_sum: fundedSum,
  spent_txo_count: spent,
  spent_txo_sum: spentSum,
  tx_count: txs,
});
const ADDRESS = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx";

describe("AddressSummary", () => {
  it("shows the balance, the pending change, totals and counts in the network's unit", () => {
    const summary = { chain_stats: stats(5, 900_000, 3, 600_000, 7), mempool_stats: stats(1, 50_000, 2, 250_000, 2) };
    const html = render(createElement(AddressSummary, { address: ADDRESS, stats: summary, network: "testnet" }));
    expect(text(html)).toBe(
      `${ADDRESS} Balance 0.00300000 tBTC Unconfirmed change -0.00200000 tBTC Total received 0.00950000 tBTC ` +
        "Total sent 0.00850000 tBTC Transactions 9 (2 unconfirmed) Unspent outputs 1",
    );
    expect(html).toContain("tx-net-loss");
  });

  it("leaves out the pending change when the mempool has nothing for the address", () => {
    const html = render(createElement(AddressSummary, { address: ADDRESS, stats: { chain_stats: stats(1, 5_000, 0, 0, 1), mempool_stats: stats(0, 0, 0, 0, 0) }, network: "mainnet" }));
    expect(text(html)).toBe(`${ADDRESS} Balance 0.00005000 BTC Total received 0.00005000 BTC Total sent 0.00000000 BTC Transactions 1 Unspent outputs 1`);
  });
});

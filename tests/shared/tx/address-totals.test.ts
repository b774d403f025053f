import { describe, expect, it } from "vitest";
import { addressTotals, readEsploraAddress } from "../../../shared/tx/address-totals.ts";
import type { EsploraAddressStats } from "../../../shared/types/esplora.ts";

const stats = (funded: number, fundedSum: number, spent: number, spentSum: number, txs: number): EsploraAddressStats => ({
  funded_txo_count: funded,
  funded_txo_sum: fundedSum,
  spent_txo_count: spent,
  spent_txo_sum: spentSum,
  tx_count: txs,
});

describe("addressTotals", () => {
  it("splits the confirmed balance from the mempool's pending change", () => {
    const totals = addressTotals({ chain_stats: stats(5, 900_000, 3, 600_000, 7), mempool_stats: stats(1, 50_000, 2, 250_000, 2) });
    expect(totals).toEqual({
      confirmedBalance: 300_000,
      unconfirmedChange: -200_000,
      totalReceived: 950_000,
      totalSent: 850_000,
      confirmedTxCount: 7,
      unconfirmedTxCount: 2,
      unspentOutputCount: 1,
    });
  });
});

describe("readEsploraAddress", () => {
  const answer = { address: "bc1qexample", chain_stats: stats(1, 10, 0, 0, 1), mempool_stats: stats(0, 0, 0, 0, 0) };

  it("reads the answer and drops fields it does not know", () => {
    expect(readEsploraAddress({ ...answer, extra: 1 })).toEqual(answer);
  });

  it.each([
    ["no address", { ...answer, address: 1 }],
    ["a missing block", { address: "x", chain_stats: answer.chain_stats }],
    ["a negative sum", { ...answer, mempool_stats: { ...answer.mempool_stats, spent_txo_sum: -1 } }],
    ["a fractional count", { ...answer, chain_stats: { ...answer.chain_stats, tx_count: 1.5 } }],
  ])("refuses an answer with %s", (_case, bad) => {
    expect(readEsploraAddress(bad)).toBeUndefined();
  });
});

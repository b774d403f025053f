import { describe, expect, it } from "vitest";
import {
  readEsploraAddress,
  readEsploraTransaction,
  readEsploraTransactions,
  readOutspends,
} from "../../../../client/pages/tx/esplora-readers.ts";
import { confirmedTx, hash, replacementTx } from "./tx-fixtures.ts";

describe("readEsploraTransaction", () => {
  it("accepts a captured transaction and keeps its fields", () => {
    const tx = readEsploraTransaction(replacementTx());
    expect(tx?.txid).toBe(replacementTx().txid);
    expect(tx?.vin[0]?.prevout?.scriptpubkey_address).toBe("1stAprEZapjCYGUACUcXohQqSHF9MU5Kj");
    expect(tx?.sigops).toBe(4);
    expect(tx?.status).toEqual({ confirmed: false });
  });

  it("lower-cases the txid and reads a confirmed status with its block", () => {
    const tx = readEsploraTransaction({ ...confirmedTx(5), txid: replacementTx().txid.toUpperCase() });
    expect(tx?.txid).toBe(replacementTx().txid);
    expect(tx?.status).toEqual({ confirmed: true, block_height: 5, block_hash: hash(5), block_time: 1_743_542_000 });
  });

  it.each([
    ["a txid that is not 64 hex", { txid: "nope" }],
    ["a confirmed status without its block", { status: { confirmed: true } }],
    ["a zero weight", { weight: 0 }],
    ["a negative fee", { fee: -1 }],
    ["an output without a value", { vout: [{ scriptpubkey: "51", scriptpubkey_asm: "OP_TRUE", scriptpubkey_type: "unknown" }] }],
    ["a witness that is not a list of texts", { vin: [{ ...replacementTx().vin[0], witness: [1] }] }],
    ["an input without its sequence", { vin: [{ ...replacementTx().vin[0], sequence: undefined }] }],
  ])("refuses %s", (_, change) => {
    expect(readEsploraTransaction({ ...replacementTx(), ...change })).toBeUndefined();
  });

  it("reads a list only when every item is a transaction", () => {
    expect(readEsploraTransactions([replacementTx(), confirmedTx()])).toHaveLength(2);
    expect(readEsploraTransactions([replacementTx(), { txid: hash(1) }])).toBeUndefined();
    expect(readEsploraTransactions({})).toBeUndefined();
  });
});

describe("readOutspends", () => {
  it("reads spent and unspent outputs in order", () => {
    const spender = hash(9);
    expect(readOutspends([{ spent: false }, { spent: true, txid: spender.toUpperCase(), vin: 2, status: { confirmed: false } }])).toEqual([
      { spent: false },
      { spent: true, txid: spender, vin: 2, status: { confirmed: false } },
    ]);
  });

  it("refuses the whole list for one bad entry, which would shift the others", () => {
    expect(readOutspends([{ spent: false }, { spent: true }])).toBeUndefined();
    expect(readOutspends("x")).toBeUndefined();
  });
});

describe("readEsploraAddress", () => {
  const stats = { funded_txo_count: 2, funded_txo_sum: 30_000, spent_txo_count: 1, spent_txo_sum: 10_000, tx_count: 3 };
  it("reads the address and both totals", () => {
    expect(readEsploraAddress({ address: "bc1qx", chain_stats: stats, mempool_stats: { ...stats, tx_count: 0 } })?.chain_stats).toEqual(stats);
  });

  it("refuses totals with a missing or negative count", () => {
    expect(readEsploraAddress({ address: "bc1qx", chain_stats: stats, mempool_stats: { ...stats, tx_count: -1 } })).toBeUndefined();
    expect(readEsploraAddress({ address: "bc1qx", chain_stats: stats })).toBeUndefined();
    expect(readEsploraAddress({ address: "", chain_stats: stats, mempool_stats: stats })).toBeUndefined();
  });
});

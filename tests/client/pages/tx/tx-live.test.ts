import { describe, expect, it } from "vitest";
import { applyConfirmingBlock, applyTxFrame, emptyTxLive, recheckOnBlock, showTx } from "../../../../client/pages/tx/tx-live.ts";
import { hash, REPLACED_TXID, REPLACEMENT_TXID, replacementRbf, replacementTx } from "./tx-fixtures.ts";

const details = () => ({ tx: replacementTx(), outspends: [{ spent: false }], cpfp: null, rbf: null, firstSeen: null });
const tree = () => (replacementRbf() as { replacements: unknown }).replacements;

describe("applyTxFrame", () => {
  it("keeps the transaction a watched txid arrived as", () => {
    const live = applyTxFrame(emptyTxLive(), { tx: replacementTx() }, REPLACEMENT_TXID);
    expect(live.arrived?.txid).toBe(REPLACEMENT_TXID);
    expect(applyTxFrame(emptyTxLive(), { tx: replacementTx() }, hash(1)).arrived).toBeNull();
  });

  it("takes fresh CPFP data from the transaction's position, not from another's", () => {
    const cpfp = { ancestors: [{ txid: hash(2), fee: 500, weight: 400 }], effectiveFeePerVsize: 9 };
    const live = applyTxFrame(emptyTxLive(), { txPosition: { txid: REPLACEMENT_TXID, position: { block: 0, vsize: 10 }, cpfp } }, REPLACEMENT_TXID);
    expect(live.cpfp?.effectiveFeePerVsize).toBe(9);
    expect(applyTxFrame(emptyTxLive(), { txPosition: { txid: hash(1), position: { block: 0, vsize: 1 }, cpfp } }, REPLACEMENT_TXID).cpfp).toBeNull();
  });

  it("keeps a replacement tree only when it holds the transaction", () => {
    expect(applyTxFrame(emptyTxLive(), { rbfInfo: tree() }, REPLACED_TXID).rbf?.tx.txid).toBe(REPLACEMENT_TXID);
    expect(applyTxFrame(emptyTxLive(), { rbfInfo: tree() }, hash(4)).rbf).toBeNull();
  });

  it("adds spent outputs and skips entries that are not one", () => {
    const spender = hash(8);
    const live = applyTxFrame(emptyTxLive(), { utxoSpent: { 0: { vin: 1, txid: spender }, x: { vin: 0, txid: spender }, 2: { vin: -1, txid: spender } } }, REPLACEMENT_TXID);
    expect(live.spent).toEqual({ 0: { spent: true, txid: spender, vin: 1, status: { confirmed: false } } });
  });

  it("returns the same overlay for a frame about nothing it follows", () => {
    const before = emptyTxLive();
    expect(applyTxFrame(before, { "mempool-blocks": [] }, REPLACEMENT_TXID)).toBe(before);
  });
});

describe("showTx", () => {
  it("shows a confirmation the loaded data does not know yet, from its block", () => {
    const live = applyConfirmingBlock(emptyTxLive(), { height: 900_001, id: hash(900_001), timestamp: 1_750_000_000 }, REPLACEMENT_TXID, REPLACEMENT_TXID);
    expect(showTx(details(), live)?.tx.status).toEqual({ confirmed: true, block_height: 900_001, block_hash: hash(900_001), block_time: 1_750_000_000 });
    expect(applyConfirmingBlock(emptyTxLive(), { height: 1, id: hash(1), timestamp: 1 }, hash(3), REPLACEMENT_TXID).confirmedIn).toBeNull();
  });

  it("marks outputs spent live over the loaded outspends", () => {
    const spender = hash(8);
    const live = applyTxFrame(emptyTxLive(), { utxoSpent: { 0: { vin: 0, txid: spender } } }, REPLACEMENT_TXID);
    expect(showTx(details(), live)?.outspends).toEqual([{ spent: true, txid: spender, vin: 0, status: { confirmed: false } }]);
    expect(showTx(details(), emptyTxLive())?.outspends).toEqual([{ spent: false }]);
  });

  it("shows the transaction that arrived when the page had none, and nothing before", () => {
    expect(showTx(null, emptyTxLive())).toBeNull();
    const shown = showTx(null, applyTxFrame(emptyTxLive(), { tx: replacementTx() }, REPLACEMENT_TXID));
    expect(shown).toMatchObject({ tx: { txid: REPLACEMENT_TXID }, outspends: null, cpfp: null, rbf: null });
  });

  it("prefers the live replacement tree and CPFP over the loaded ones", () => {
    const live = applyTxFrame(emptyTxLive(), { rbfInfo: tree() }, REPLACEMENT_TXID);
    expect(showTx(details(), live)?.rbf?.replaces[0]?.tx.txid).toBe(REPLACED_TXID);
  });
});

describe("recheckOnBlock", () => {
  const unconfirmed = { status: { confirmed: false } };
  const confirmed = { status: { confirmed: true, block_height: 1, block_hash: "00".repeat(32), block_time: 1 } };
  const position = { block: 0, vsize: 100 };

  it("loads again a tracked transaction still shown unconfirmed that the socket never placed", () => {
    expect(recheckOnBlock(unconfirmed, true, null)).toBe(true);
  });

  it("leaves a placed, confirmed or untracked transaction alone", () => {
    expect(recheckOnBlock(unconfirmed, true, position)).toBe(false);
    expect(recheckOnBlock(confirmed, true, null)).toBe(false);
    expect(recheckOnBlock(unconfirmed, false, null)).toBe(false);
  });
});

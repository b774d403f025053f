import { describe, expect, it } from "vitest";
import { addressContribution, liveAddressHistory, nextPageCursor } from "../../../../client/pages/address/address-history.ts";
import { addressArrivals, addressConfirmations, addressRemovals } from "../../../../client/live/address-updates.ts";
import { emptyAddressUpdates } from "../../../../client/live/tracking-state.ts";
import type { EsploraAddress, EsploraTransaction } from "../../../../shared/types/esplora.ts";
import { hash } from "../tx/tx-fixtures.ts";

const ME = "bc1qme";
const OTHER = "bc1qother";

/** A transaction paying `received` to ME and spending `sent` from ME. */
function tx(n: number, { received = 0, sent = 0, height }: { received?: number; sent?: number; height?: number } = {}): EsploraTransaction {
  const output = (address: string, value: number) => ({ scriptpubkey: "00", scriptpubkey_asm: "OP_0", scriptpubkey_type: "v0_p2wpkh" as const, scriptpubkey_address: address, value });
  return {
    txid: hash(n),
    version: 2,
    locktime: 0,
    vin: [{ txid: hash(n + 500), vout: 0, prevout: output(sent > 0 ? ME : OTHER, sent > 0 ? sent : 1_000), scriptsig: "", scriptsig_asm: "", is_coinbase: false, sequence: 0 }],
    vout: [output(received > 0 ? ME : OTHER, received > 0 ? received : 500)],
    size: 200,
    weight: 560,
    fee: 100,
    status: height === undefined ? { confirmed: false } : { confirmed: true, block_height: height, block_hash: hash(height), block_time: 1 },
  };
}

const zero = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 };
const totals = (chain: Partial<typeof zero>, mempool: Partial<typeof zero> = {}): EsploraAddress => ({
  address: ME,
  chain_stats: { ...zero, ...chain },
  mempool_stats: { ...zero, ...mempool },
});

describe("addressContribution", () => {
  it("counts the outputs paying the address and the inputs spending from it", () => {
    expect(addressContribution(tx(1, { received: 700, sent: 300 }), ME)).toEqual({ funded_txo_count: 1, funded_txo_sum: 700, spent_txo_count: 1, spent_txo_sum: 300, tx_count: 1 });
  });
});

describe("liveAddressHistory", () => {
  const pending = tx(1, { received: 5_000 });
  const older = tx(2, { received: 10_000, height: 100 });
  const address = totals({ funded_txo_count: 1, funded_txo_sum: 10_000, tx_count: 1 }, { funded_txo_count: 1, funded_txo_sum: 5_000, tx_count: 1 });

  it("shows the loaded history as it came without updates", () => {
    const shown = liveAddressHistory(address, [pending, older], emptyAddressUpdates());
    expect(shown.transactions.map((t) => t.txid)).toEqual([pending.txid, older.txid]);
    expect(shown.address).toEqual(address);
  });

  it("puts a new mempool transaction on top and counts it as unconfirmed", () => {
    const arrival = tx(3, { sent: 2_000 });
    const shown = liveAddressHistory(address, [pending, older], addressArrivals(emptyAddressUpdates(), [arrival]));
    expect(shown.transactions.map((t) => t.txid)).toEqual([arrival.txid, pending.txid, older.txid]);
    expect(shown.address.mempool_stats).toEqual({ funded_txo_count: 1, funded_txo_sum: 5_000, spent_txo_count: 1, spent_txo_sum: 2_000, tx_count: 2 });
    expect(shown.address.chain_stats).toEqual(address.chain_stats);
  });

  it("moves a confirmed transaction from the unconfirmed totals to the confirmed ones", () => {
    const updates = addressConfirmations(emptyAddressUpdates(), [{ ...pending, status: { confirmed: true, block_height: 101, block_hash: hash(101), block_time: 2 } }]);
    const shown = liveAddressHistory(address, [pending, older], updates);
    expect(shown.transactions.map((t) => [t.txid, t.status.confirmed])).toEqual([[pending.txid, true], [older.txid, true]]);
    expect(shown.address.chain_stats).toMatchObject({ funded_txo_sum: 15_000, tx_count: 2 });
    expect(shown.address.mempool_stats).toEqual(zero);
  });

  it("drops a transaction removed from the mempool and its unconfirmed totals", () => {
    const shown = liveAddressHistory(address, [pending, older], addressRemovals(emptyAddressUpdates(), [pending]));
    expect(shown.transactions.map((t) => t.txid)).toEqual([older.txid]);
    expect(shown.address.mempool_stats).toEqual(zero);
  });

  it("counts nothing twice once the loaded data already knows the news", () => {
    const confirmedPending = { ...pending, status: { confirmed: true, block_height: 101, block_hash: hash(101), block_time: 2 } };
    const updates = addressConfirmations(emptyAddressUpdates(), [confirmedPending]);
    const reloaded = totals({ funded_txo_count: 2, funded_txo_sum: 15_000, tx_count: 2 });
    const shown = liveAddressHistory(reloaded, [confirmedPending, older], updates);
    expect(shown.address).toEqual(reloaded);
    expect(shown.transactions.map((t) => t.txid)).toEqual([pending.txid, older.txid]);
  });

  it("confirms an arrival that was never loaded straight into the confirmed totals", () => {
    const arrived = tx(4, { received: 1_000 });
    let updates = addressArrivals(emptyAddressUpdates(), [arrived]);
    updates = addressConfirmations(updates, [{ ...arrived, status: { confirmed: true, block_height: 102, block_hash: hash(102), block_time: 3 } }]);
    const shown = liveAddressHistory(address, [pending, older], updates);
    expect(shown.transactions.map((t) => t.txid)).toEqual([pending.txid, arrived.txid, older.txid]);
    expect(shown.address.chain_stats.tx_count).toBe(2);
    expect(shown.address.mempool_stats.tx_count).toBe(1);
  });

  it("keeps the loaded outspends and shows a mempool arrival's outputs unspent, with no call", () => {
    const loaded = { [pending.txid]: [{ spent: true, txid: hash(40), vin: 0 }], [older.txid]: [{ spent: false }] };
    expect(liveAddressHistory(address, [pending, older], emptyAddressUpdates(), loaded).outspends).toBe(loaded);
    const arrival = { ...tx(3), vout: [...tx(3).vout, ...tx(5).vout] };
    const shown = liveAddressHistory(address, [pending, older], addressArrivals(emptyAddressUpdates(), [arrival]), loaded);
    expect(shown.outspends).toEqual({ ...loaded, [arrival.txid]: [{ spent: false }, { spent: false }] });
  });

  it("claims no spent state for a transaction confirmed live that was never loaded", () => {
    const confirmed = { ...tx(6), status: { confirmed: true, block_height: 102, block_hash: hash(102), block_time: 3 } } as const;
    const shown = liveAddressHistory(address, [pending, older], addressConfirmations(emptyAddressUpdates(), [confirmed]), {});
    expect(shown.transactions.map((t) => t.txid)).toContain(confirmed.txid);
    expect(shown.outspends).toEqual({});
  });
});

describe("nextPageCursor", () => {
  const confirmed = [tx(10, { height: 9 }), tx(11, { height: 8 })];

  it("continues after the last confirmed transaction loaded", () => {
    expect(nextPageCursor([tx(1), ...confirmed], 5)).toBe(hash(11));
  });

  it("continues after the mempool when a first page held nothing confirmed", () => {
    expect(nextPageCursor([tx(1), tx(2)], 3)).toBe(hash(2));
  });

  it("stops once every confirmed transaction is loaded", () => {
    expect(nextPageCursor([tx(1), ...confirmed], 2)).toBeNull();
    expect(nextPageCursor([], 0)).toBeNull();
  });
});

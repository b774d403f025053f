import { describe, expect, it } from "vitest";
import { readAccountBalance, readAccountInfo, readDepositInfo, readLedgerLine } from "../../../client/services/account-readers.ts";
import { readAcceleration, readAccelerationRecord, readEstimate, readUserAccelerationRecord } from "../../../client/services/accelerator-readers.ts";

const txid = "ab".repeat(32);

const record = {
  txid, status: "completed", pools: [36, 111], feePaid: 57_000, added: 1_700_000_000, lastUpdated: 1_700_000_600, baseFee: 50_000, vsizeFee: 0,
  effectiveFee: 960, effectiveVsize: 224, feeDelta: 10_000, blockHash: "00".repeat(32), blockHeight: 1_048_010, bidBoost: 7_000, boostRate: 40.1,
  boostVersion: "v2", minedByPoolUniqueId: 36, canceled: false,
};

describe("the services' readers", () => {
  it("read an estimate with its summary, leaving out the fields the client derives (spec §3)", () => {
    const estimate = readEstimate({
      hasAccess: true, userBalance: 0, cost: 1_000, targetFeeRate: 4.5, nextBlockFee: 672, mempoolBaseFee: 50_000, vsizeFee: 0,
      txSummary: { txid, effectiveVsize: 224, effectiveFee: 960, ancestorCount: 0 }, options: [{ fee: 1 }], pools: [1], enoughBalance: false,
    });
    expect(estimate).toEqual({
      hasAccess: true, userBalance: 0, cost: 1_000, targetFeeRate: 4.5, nextBlockFee: 672, mempoolBaseFee: 50_000, vsizeFee: 0,
      txSummary: { effectiveVsize: 224, effectiveFee: 960, ancestorCount: 0 }, pools: [1],
    });
    expect(readEstimate({ hasAccess: true })).toBeUndefined();
    expect(readEstimate(null)).toBeUndefined();
  });

  it("read history rows, with the user's events", () => {
    expect(readAccelerationRecord(record)).toEqual(record);
    expect(readAccelerationRecord({ ...record, status: "lost" })).toBeUndefined();
    expect(readUserAccelerationRecord({ ...record, history: [{ event: "user-requested-acceleration", timestamp: 1 }] })?.history).toHaveLength(1);
    expect(readUserAccelerationRecord(record)).toBeUndefined();
  });

  it("read the account's answers and refuse wrong types", () => {
    expect(readAccountBalance({ balance: 1, hold: 2, feesPaid: 3, extra: 4 })).toEqual({ balance: 1, hold: 2, feesPaid: 3 });
    expect(readAccountBalance({ balance: "1", hold: 2, feesPaid: 3 })).toBeUndefined();
    expect(readDepositInfo({ address: "bc1qexample", confirmations: 1, testCoins: true })).toEqual({ address: "bc1qexample", confirmations: 1, testCoins: true });
    expect(readAccountInfo({ username: "a", email: null, status: "verified", hasAccess: false, passwordIsSet: true })).toEqual({ username: "a", email: null, status: "verified", hasAccess: false });
    expect(readLedgerLine({ id: 1, kind: "hold", amount: -5, balanceAfter: 10, time: 1, txid: null, memo: "" })).toMatchObject({ kind: "hold", amount: -5 });
    expect(readLedgerLine({ id: 1, kind: "bonus", amount: 5, balanceAfter: 10, time: 1, txid: null, memo: "" })).toBeUndefined();
  });

  it("read a live acceleration with its txid in lower case", () => {
    expect(readAcceleration({ txid: txid.toUpperCase(), added: 1, effectiveVsize: 141, effectiveFee: 282, feeDelta: 5_640, pools: [1] })?.txid).toBe(txid);
    expect(readAcceleration({ txid, added: 1, effectiveVsize: 0, effectiveFee: 282, feeDelta: 5_640, pools: [1] })).toBeUndefined();
  });
});

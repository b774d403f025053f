import { describe, expect, it } from "vitest";
import { graphFlags, graphTransactionProblem, knownAuditStatus, ownFeeRate, sortFeeRate } from "../../../shared/graph/graph-transaction.ts";

const TXID = "cd".repeat(32);

describe("graph transaction rules", () => {
  it("places by the effective rate and colours by fee/vsize", () => {
    const tx = { txid: TXID, fee: 1_000, vsize: 250, value: 0, rate: 12 };
    expect(ownFeeRate(tx)).toBe(4);
    expect(sortFeeRate(tx)).toBe(12);
    expect(sortFeeRate({ ...tx, rate: undefined })).toBe(4);
    expect(sortFeeRate({ ...tx, rate: 0 })).toBe(4);
  });

  it("ORs the acceleration bit (2^19) into an accelerated transaction's flags, beyond 32 bits too", () => {
    expect(graphFlags({ flags: 1, acc: true })).toBe(1n | (1n << 19n));
    expect(graphFlags({ flags: 2 ** 44, acc: false })).toBe(1n << 44n);
    expect(graphFlags({})).toBe(0n);
    expect(graphFlags({ flags: -3 })).toBe(0n);
  });

  it("names what makes a transaction undrawable", () => {
    const good = { txid: TXID, fee: 0, vsize: 61.25, value: 0 };
    expect(graphTransactionProblem(good)).toBeUndefined();
    expect(graphTransactionProblem({ ...good, txid: "zz" })).toBe("txid");
    expect(graphTransactionProblem({ ...good, fee: -1 })).toBe("fee");
    expect(graphTransactionProblem({ ...good, vsize: 0 })).toBe("vsize");
    expect(graphTransactionProblem({ ...good, value: 1.5 })).toBe("value");
    expect(graphTransactionProblem(null)).toBe("txid");
  });

  it("drops audit statuses it does not know", () => {
    expect(knownAuditStatus({ status: "censored" })).toBe("censored");
    expect(knownAuditStatus({ status: "toString" as never })).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { readCpfpInfo } from "../../../shared/tx/cpfp-info.ts";
import { adjustedVirtualSize, effectiveFeeRate, feeRate, virtualSize } from "../../../shared/tx/transaction-rates.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { readFixture, replacement } from "./tx-fixtures.ts";

type BackendTx = EsploraTransaction & { feePerVsize: number; vsize: number };

describe("fee rates", () => {
  it("match the backend's feePerVsize on captured transactions", () => {
    for (const tx of readFixture<BackendTx[]>("backend-test-data/transactions-random.json").filter((tx) => tx.feePerVsize !== undefined)) {
      expect(feeRate(tx.fee, tx.weight)).toBeCloseTo(tx.feePerVsize, 12);
    }
    const cached = readFixture<BackendTx>("cypress/mainnet_tx_cached.json");
    expect(feeRate(cached.fee, cached.weight)).toBeCloseTo(cached.feePerVsize, 12);
  });

  it("keep the quarter vbytes the backend reports", () => {
    expect(virtualSize(669)).toBe(167.25);
    expect(virtualSize(readFixture<BackendTx>("cypress/mainnet_tx_cached.json").weight)).toBe(109.25);
  });

  it("refuse a weight of zero instead of dividing by it", () => {
    expect(() => feeRate(100, 0)).toThrow(/weight must be above 0/);
    expect(() => feeRate(-1, 400)).toThrow(RangeError);
  });
});

describe("adjustedVirtualSize", () => {
  it("charges 5 vB per sigop when that is more than the rounded-up vsize", () => {
    expect(adjustedVirtualSize(896, 4)).toBe(224);
    expect(adjustedVirtualSize(897, 0)).toBe(225);
    expect(adjustedVirtualSize(2_720, 400)).toBe(2_000);
  });
});

describe("effectiveFeeRate", () => {
  it("uses the CPFP answer's package rate when there is one", () => {
    const cpfp = readCpfpInfo(readFixture("cypress/details_rbf/tx02_api_cpfp.json"));
    expect(effectiveFeeRate(replacement, cpfp)).toEqual({ rate: 4.285714285714286, source: "cpfp" });
    expect(effectiveFeeRate(replacement, { ancestors: [], effectiveFeePerVsize: 9.5 })).toEqual({ rate: 9.5, source: "cpfp" });
  });

  it("falls back to fee / vsize without one, or with an unusable one", () => {
    const own = { rate: 960 / 224, source: "own" };
    expect(effectiveFeeRate(replacement)).toEqual(own);
    expect(effectiveFeeRate(replacement, { ancestors: [] })).toEqual(own);
    expect(effectiveFeeRate(replacement, { ancestors: [], effectiveFeePerVsize: 0 })).toEqual(own);
  });
});

import { describe, expect, it } from "vitest";
import { TYPICAL_TRANSACTION_VSIZE, typicalTransactionFeeSats } from "../../../shared/rules/typical-transaction-fee.ts";

describe("typicalTransactionFeeSats", () => {
  it("prices a 140 vB transaction (research §5.2)", () => {
    expect(TYPICAL_TRANSACTION_VSIZE).toBe(140);
    expect(typicalTransactionFeeSats(8)).toBe(1_120);
    expect(typicalTransactionFeeSats(0.25)).toBe(35);
    expect(typicalTransactionFeeSats(0)).toBe(0);
  });

  it("rejects rates that are not a finite, non-negative number", () => {
    expect(() => typicalTransactionFeeSats(-1)).toThrow("fee rate must be a finite, non-negative number");
    expect(() => typicalTransactionFeeSats(Number.NaN)).toThrow(RangeError);
  });
});

import { describe, it, expect } from "vitest";
import { type FeeStatsTx, InvalidFeeInputError, checkFeeStatsTx } from "../../../shared/fees/fee-stats-tx.ts";

describe("checkFeeStatsTx", () => {
  it.each([
    ["a normal transaction", { weight: 561, effectiveFeePerVsize: 12.5 }],
    ["a zero-rate transaction", { weight: 400, effectiveFeePerVsize: 0 }],
    ["a coinbase with fee 0", { weight: 720, effectiveFeePerVsize: 0, fee: 0 }],
  ])("accepts %s", (_case, tx) => {
    expect(() => checkFeeStatsTx(tx as FeeStatsTx, 0)).not.toThrow();
  });

  it.each([
    ["a zero weight", { weight: 0, effectiveFeePerVsize: 1 }, "Invalid txs[4].weight 0: expected a whole number of weight units above 0."],
    ["a negative weight", { weight: -4, effectiveFeePerVsize: 1 }, "Invalid txs[4].weight -4"],
    ["a fractional weight", { weight: 561.5, effectiveFeePerVsize: 1 }, "Invalid txs[4].weight 561.5"],
    ["a string weight", { weight: "561", effectiveFeePerVsize: 1 }, 'Invalid txs[4].weight "561"'],
    ["a NaN rate", { weight: 400, effectiveFeePerVsize: Number.NaN }, "Invalid txs[4].effectiveFeePerVsize NaN: expected a finite rate of 0 sat/vB or more."],
    ["a negative rate", { weight: 400, effectiveFeePerVsize: -1 }, "Invalid txs[4].effectiveFeePerVsize -1"],
    ["a missing rate", { weight: 400 }, "Invalid txs[4].effectiveFeePerVsize undefined"],
    ["a NaN fee", { weight: 400, effectiveFeePerVsize: 1, fee: Number.NaN }, "Invalid txs[4].fee NaN"],
    ["null", null, "Invalid txs[4] null: expected an object with weight and effectiveFeePerVsize."],
  ])("rejects %s", (_case, tx, message) => {
    expect(() => checkFeeStatsTx(tx as unknown as FeeStatsTx, 4)).toThrow(InvalidFeeInputError);
    expect(() => checkFeeStatsTx(tx as unknown as FeeStatsTx, 4)).toThrow(message);
  });
});

import { describe, expect, it } from "vitest";
import { applyFilterRequest, readFilterRequest } from "../../../../client/pages/view/filter-flags-hook.ts";
import { InvalidFlagsError, flagsFromKeys } from "../../../../shared/tables/transaction-flags.ts";

describe("the pending block view's filter hook (spec §2.11)", () => {
  it("takes the flags as a bigint, a whole number or a decimal string, and null or 0 for none", () => {
    const taproot = flagsFromKeys(["p2tr"]);
    expect(readFilterRequest(taproot)).toEqual({ flags: taproot, mode: undefined });
    expect(readFilterRequest(16_385)).toEqual({ flags: flagsFromKeys(["rbf", "p2tr"]), mode: undefined });
    // Sighash flags reach 2^44, beyond 32 bits.
    expect(readFilterRequest("17592186044416", "or")).toEqual({ flags: flagsFromKeys(["sighash_acp"]), mode: "or" });
    expect(readFilterRequest(null)).toEqual({ flags: 0n, mode: undefined });
    expect(readFilterRequest(0)).toEqual({ flags: 0n, mode: undefined });
  });

  it("refuses what is no flags value, and a mode other than and/or", () => {
    expect(() => readFilterRequest(-1)).toThrow(InvalidFlagsError);
    expect(() => readFilterRequest(1.5)).toThrow(InvalidFlagsError);
    expect(() => readFilterRequest("p2tr")).toThrow(InvalidFlagsError);
    expect(() => readFilterRequest(undefined)).toThrow(InvalidFlagsError);
    expect(() => readFilterRequest(1n, "xor")).toThrow('blocktideSetFilterFlags: the mode must be "and" or "or", got "xor".');
  });

  it("replaces the selection and keeps the mode unless the call names one", () => {
    const current = { flags: flagsFromKeys(["rbf"]), mode: "or" } as const;
    expect(applyFilterRequest(current, { flags: 16_384n, mode: undefined })).toEqual({ flags: 16_384n, mode: "or" });
    expect(applyFilterRequest(current, { flags: 0n, mode: "and" })).toEqual({ flags: 0n, mode: "and" });
  });
});

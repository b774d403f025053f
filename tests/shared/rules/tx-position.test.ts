import { describe, expect, it } from "vitest";
import { txPositionShare } from "../../../shared/rules/tx-position.ts";

describe("txPositionShare", () => {
  it.each([
    [0, 0],
    [250_000, 0.25],
    [999_999, 0.999999],
    [1_000_000, 1],
    [3_385_616, 1],
    [-5, 0],
    [Number.NaN, 0],
  ])("§5 clamps the share of a midpoint at %d vB to at most 1: %d", (offset, share) => {
    expect(txPositionShare(offset)).toBe(share);
  });

  it("uses the given block vsize (Liquid blocks are 75,000 vB)", () => {
    expect(txPositionShare(37_500, 75_000)).toBe(0.5);
  });

  it("answers 0 for a block without size", () => {
    expect(txPositionShare(10, 0)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { feeFillGradient, feeRangeShares } from "../../../client/components/blockchain-strip/fee-fill-gradient.ts";
import { feeColour } from "../../../shared/tables/fee-colours.ts";
import { MEMPOOL_BLOCKS } from "./fixtures.ts";

describe("feeRangeShares", () => {
  it("places a block's seven rates at its weight percentiles and a stack's eleven at its bands", () => {
    expect(feeRangeShares(7)).toEqual([0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]);
    expect(feeRangeShares(11)).toEqual([0.0025, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.9975]);
    expect(feeRangeShares(3)).toEqual([0, 0.5, 1]);
    expect(feeRangeShares(1)).toEqual([0]);
  });
});

describe("feeFillGradient", () => {
  it("paints the cheapest rate at the bottom and the dearest at the top, in the fee palette", () => {
    const fill = feeFillGradient([1, 2, 3, 5, 8, 12, 300]);
    expect(fill?.gradient).toBe(
      `linear-gradient(to top, ${feeColour(1)} 0%, ${feeColour(2)} 10%, ${feeColour(3)} 25%, ${feeColour(5)} 50%, ${feeColour(8)} 75%, ${feeColour(12)} 90%, ${feeColour(300)} 100%)`,
    );
    expect(fill?.topColour).toBe(feeColour(300));
  });

  it("merges neighbours of one colour but keeps the last stop", () => {
    expect(feeFillGradient([6, 6.1, 6.2, 6.3, 6.4, 6.5, 6.6])?.gradient).toBe(`linear-gradient(to top, ${feeColour(6)} 0%, ${feeColour(6)} 100%)`);
  });

  it("paints the overflow stack from its eleven band averages", () => {
    const stack = MEMPOOL_BLOCKS[7];
    const fill = feeFillGradient(stack?.feeRange ?? []);
    expect(fill?.gradient.startsWith(`linear-gradient(to top, ${feeColour(1.0005)} 0.3%`)).toBe(true);
    expect(fill?.gradient.endsWith(`${feeColour(6.4)} 99.8%)`)).toBe(true);
  });

  it("draws a lone rate as a single colour", () => {
    expect(feeFillGradient([4])?.gradient).toBe(`linear-gradient(to top, ${feeColour(4)} 0%, ${feeColour(4)} 100%)`);
  });

  it("leaves a block unfilled when its range is empty or broken", () => {
    expect(feeFillGradient([])).toBeNull();
    expect(feeFillGradient([1, Number.NaN, 3])).toBeNull();
    expect(feeFillGradient([1, -2])).toBeNull();
    expect(feeFillGradient("1,2" as unknown as number[])).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { InvalidGridError, graphBlockLimit, squarePaddingPx, squareSizeUnits, vbytesPerUnit } from "../../../shared/graph/square-size.ts";
import { MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../../shared/params/autofit.ts";
import { BLOCK_VSIZE } from "../../../shared/types/units.ts";

const PER_UNIT_86 = vbytesPerUnit(BLOCK_VSIZE, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS);

describe("vbytesPerUnit", () => {
  it("gives a full block 2 % headroom per side: 140.67 vB per cell at resolution 86", () => {
    expect(PER_UNIT_86).toBeCloseTo(140.67, 2);
  });

  it("scales with the block limit (a Liquid block is 75,000 vB)", () => {
    expect(vbytesPerUnit(75_000, 86)).toBeCloseTo(PER_UNIT_86 * 0.075, 9);
  });

  it("refuses a resolution that is not a whole number of cells, and a block limit of 0", () => {
    expect(() => vbytesPerUnit(BLOCK_VSIZE, 85.5)).toThrow(InvalidGridError);
    expect(() => vbytesPerUnit(BLOCK_VSIZE, 0)).toThrow(/graph resolution must be a whole number of cells from 1 to 1024, got 0/);
    expect(() => vbytesPerUnit(0, 86)).toThrow(/block limit must be a block vsize above 0, got 0/);
    expect(() => vbytesPerUnit(Number.NaN, 86)).toThrow(InvalidGridError);
  });
});

describe("squareSizeUnits", () => {
  it("follows the thresholds of research §5.3 at resolution 86", () => {
    const side = (vsize: number) => squareSizeUnits(vsize, PER_UNIT_86, 86);
    expect(side(60)).toBe(1);
    expect(side(287)).toBe(1);
    expect(side(288)).toBe(2);
    expect(side(799)).toBe(2);
    expect(side(800)).toBe(3);
    expect(side(1_566)).toBe(3);
    expect(side(1_567)).toBe(4);
    expect(side(2_590)).toBe(5);
    expect(side(3_868)).toBe(5);
    expect(side(3_869)).toBe(6);
    expect(side(5_404)).toBe(7);
  });

  it("is the square root of 1.1 × vsize over the vbytes per cell, rounded", () => {
    for (const vsize of [141, 1_000, 10_000, 99_999]) {
      expect(squareSizeUnits(vsize, PER_UNIT_86, 86)).toBe(Math.round(Math.sqrt((1.1 * vsize) / PER_UNIT_86)));
    }
  });

  it("never exceeds the grid, and gives a malformed vsize the smallest square", () => {
    expect(squareSizeUnits(50_000_000, PER_UNIT_86, 86)).toBe(86);
    expect(squareSizeUnits(0, PER_UNIT_86, 86)).toBe(1);
    expect(squareSizeUnits(-5, PER_UNIT_86, 86)).toBe(1);
    expect(squareSizeUnits(Number.NaN, PER_UNIT_86, 86)).toBe(1);
  });
});

describe("squarePaddingPx", () => {
  it("leaves a fifth of a cell, at least 1 px and at most a quarter of the cell, on each side", () => {
    expect(squarePaddingPx(5)).toBe(1);
    expect(squarePaddingPx(16)).toBe(3);
    expect(squarePaddingPx(2)).toBe(0.5);
    expect(squarePaddingPx(0)).toBe(0);
  });
});

describe("graphBlockLimit", () => {
  it("is the network's block vsize: 1,000,000 vB on Bitcoin networks, 75,000 on Liquid", () => {
    expect(graphBlockLimit("mainnet")).toBe(1_000_000);
    expect(graphBlockLimit("signet")).toBe(1_000_000);
    expect(graphBlockLimit("liquid")).toBe(75_000);
    expect(graphBlockLimit("liquidtestnet")).toBe(75_000);
    expect(() => graphBlockLimit("dogecoin" as never)).toThrow(/unknown network "dogecoin"/);
  });
});

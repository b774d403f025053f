import { describe, it, expect } from "vitest";
import {
  AUTOFIT_RESOLUTION_MAX_CELLS,
  AUTOFIT_RESOLUTION_MIN_CELLS,
  BLOCK_VIEW_RESOLUTION_CELLS,
  EIGHT_BLOCKS_MEMPOOL_RESOLUTION_MIN_CELLS,
  EIGHT_BLOCKS_RESOLUTION_MAX_CELLS,
  EIGHT_BLOCKS_RESOLUTION_MIN_CELLS,
  MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS,
  MULTI_BLOCK_VIEW_RESOLUTION_CELLS,
  autofitResolution,
  eightBlocksResolution,
} from "../../../shared/params/autofit.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";

describe("resolution constants", () => {
  it.each<[string, number, number]>([
    ["§9 mempool block graph 86", MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS, 86],
    ["§9 block view 80", BLOCK_VIEW_RESOLUTION_CELLS, 80],
    ["§9 multi-block view 86", MULTI_BLOCK_VIEW_RESOLUTION_CELLS, 86],
    ["§9 autofit from 64", AUTOFIT_RESOLUTION_MIN_CELLS, 64],
    ["§9 autofit to 96", AUTOFIT_RESOLUTION_MAX_CELLS, 96],
    ["§9 eight-blocks resolution from 76", EIGHT_BLOCKS_RESOLUTION_MIN_CELLS, 76],
    ["§9 eight-blocks mempool resolution from 64", EIGHT_BLOCKS_MEMPOOL_RESOLUTION_MIN_CELLS, 64],
    ["§9 eight-blocks resolution to 96", EIGHT_BLOCKS_RESOLUTION_MAX_CELLS, 96],
  ])("%s", (_case, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe("autofitResolution", () => {
  it.each<[string, number, number, number]>([
    ["§5 600 = 8 × 75 divides evenly", 800, 600, 75],
    ["§5 uses the smaller dimension", 600, 800, 75],
    ["research A.3: 1080 = 15 × 72 = 12 × 90: the tie goes to the one nearer 80", 1920, 1080, 72],
    ["research A.3: 1200 = 16 × 75 = 15 × 80: 80", 1920, 1200, 80],
    ["research A.3: 1440 = 20 × 72 = 18 × 80 = 16 × 90: 80", 2560, 1440, 80],
    ["research A.3: 2160 = 30 × 72 = 27 × 80 = 24 × 90: 80", 3840, 2160, 80],
    ["research A.3: 900 = 12 × 75", 1600, 900, 75],
    ["research A.3: 768 = 12 × 64 = 8 × 96, equally far from 80: the smaller", 1024, 768, 64],
    ["a portrait phone: 375 = 5 × 75 divides evenly", 375, 667, 75],
    ["667 = 9 × 74 + 1 leaves the smallest remainder", 700, 667, 74],
    ["a window under 64 ties everywhere and gets the middle, 80", 40, 900, 80],
    ["a zero window gets 80", 0, 0, 80],
    ["a fractional size is measured as given", 150.5, 500, 75],
  ])("%s", (_case, width, height, expected) => {
    expect(autofitResolution(width, height)).toBe(expected);
  });

  it.each<[string, unknown, unknown]>([
    ["NaN width", Number.NaN, 600],
    ["negative height", 800, -1],
    ["infinite width", Number.POSITIVE_INFINITY, 600],
    ["string height", 800, "600"],
  ])("refuses %s with InvalidParamError", (_case, width, height) => {
    expect(() => autofitResolution(width as number, height as number)).toThrow(InvalidParamError);
  });
});

describe("eightBlocksResolution", () => {
  it.each<[string, number, "blocks" | "mempool" | undefined, number]>([
    ["research A.2: the default block, 540 px less 2 × 10 px padding, gets 86 (520 = 6 × 86 + 4)", 520, undefined, 86],
    ["760 = 10 × 76 = 8 × 95: the tie goes to the one nearer 86", 760, undefined, 95],
    ["1920 = 20 × 96 = 24 × 80: 80 is nearer 86", 1920, "blocks", 80],
    ["nothing divides 1000; 83 leaves 4", 1000, "blocks", 83],
    ["§9 the mempool view may go down to 64: 640 = 10 × 64 = 8 × 80, 80 is its middle", 640, "mempool", 80],
    ["the blocks view never goes under 76", 64 * 9, "blocks", 96],
    ["the mempool view can pick 64 when only it divides", 64 * 13, "mempool", 64],
    ["a side under 76 ties everywhere and gets the middle, 86", 50, "blocks", 86],
    ["a side of 0 gets 86", 0, "blocks", 86],
    ["1032 = 12 × 86 divides exactly", 1032, "blocks", 86],
  ])("%s", (_case, width, view, expected) => {
    expect(eightBlocksResolution(width, view)).toBe(expected);
  });

  it.each<[string, unknown]>([["NaN", Number.NaN], ["a negative side", -5], ["a string", "760"]])(
    "refuses %s with InvalidParamError",
    (_case, width) => {
      expect(() => eightBlocksResolution(width as number)).toThrow(InvalidParamError);
    },
  );
});

import { describe, expect, it } from "vitest";
import {
  type WallGrid,
  blockWallAspectRules,
  blockWallBlockPx,
  blockWallGraphPx,
  blockWallGrid,
  blockWallResolution,
} from "../../../shared/params/block-wall-layout.ts";
import { MULTI_BLOCK_DEFAULTS } from "../../../shared/params/embed-params.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";

const DEFAULT_SIZING = { count: MULTI_BLOCK_DEFAULTS.numBlocks, wrap: true, blockWidthPx: MULTI_BLOCK_DEFAULTS.blockWidthPx };

/** The largest block side any grid of `count` blocks allows in the window, found by trying them all. */
function largestSide(widthPx: number, heightPx: number, count: number): number {
  let best = 0;
  for (let cols = 1; cols <= count; cols++) best = Math.max(best, Math.min(widthPx / cols, heightPx / Math.ceil(count / cols)));
  return best;
}

const sideOf = (grid: WallGrid, widthPx: number, heightPx: number): number => Math.min(widthPx / grid.cols, heightPx / grid.rows);

describe("the wall at the kiosk sizes, with the §2.9 defaults", () => {
  it.each<[string, number, number, WallGrid, number, number, number]>([
    // window, grid, block, graph (block less 2 × 10 px padding), autofit resolution
    ["800×480: two rows of four", 800, 480, { cols: 4, rows: 2 }, 200, 180, 90],
    ["1920×1080: two rows of four", 1920, 1080, { cols: 4, rows: 2 }, 480, 460, 92],
    ["3840×2160: blocks at the 540 px blockWidth cap", 3840, 2160, { cols: 4, rows: 2 }, 540, 520, 86],
    ["390×844 (phone portrait): four rows of two", 390, 844, { cols: 2, rows: 4 }, 195, 175, 87],
    ["480×320: two rows of four", 480, 320, { cols: 4, rows: 2 }, 120, 100, 96],
    ["a 32:9 screen: still two rows of four, larger than one row of eight", 3840, 1080, { cols: 4, rows: 2 }, 540, 520, 86],
    ["a 5:1 strip: one row", 2000, 400, { cols: 8, rows: 1 }, 250, 230, 76],
  ])("%s", (_case, width, height, grid, block, graph, resolution) => {
    expect(blockWallGrid(width, height, 8, true)).toEqual(grid);
    expect(blockWallBlockPx(width, height, DEFAULT_SIZING)).toBe(block);
    expect(blockWallGraphPx(block, MULTI_BLOCK_DEFAULTS.paddingPx)).toBe(graph);
    expect(blockWallResolution(graph, true)).toBe(resolution);
    // The blocks fit: no scrollbars.
    expect(grid.cols * block).toBeLessThanOrEqual(width);
    expect(grid.rows * block).toBeLessThanOrEqual(height);
  });
});

describe("blockWallGrid", () => {
  it("picks the grid whose blocks are largest, for any window and count", () => {
    for (let count = 1; count <= 16; count++) {
      for (let width = 200; width <= 4000; width += 173) {
        for (let height = 150; height <= 2400; height += 131) {
          const grid = blockWallGrid(width, height, count, true);
          expect(grid.cols * grid.rows).toBeGreaterThanOrEqual(count);
          expect(grid.rows).toBe(Math.ceil(count / grid.cols));
          expect(sideOf(grid, width, height)).toBeCloseTo(largestSide(width, height, count), 9);
        }
      }
    }
  });

  it("keeps the rows full on a tie: two rows of four before two rows of five and three", () => {
    // 3:1: four or five columns both give half the height.
    expect(blockWallGrid(3000, 1000, 8, true)).toEqual({ cols: 4, rows: 2 });
    expect(blockWallGrid(1000, 1000, 4, true)).toEqual({ cols: 2, rows: 2 });
  });

  it("takes the wider grid at a ratio where two are equally good, as a CSS min-aspect-ratio does", () => {
    // 5 blocks at 1:1: 3 × 2 and 2 × 3 both give a third of the height.
    expect(blockWallGrid(900, 900, 5, true)).toEqual({ cols: 3, rows: 2 });
    expect(blockWallGrid(899, 900, 5, true)).toEqual({ cols: 2, rows: 3 });
  });

  it("puts every block on one row when wrap is off (spec §2.9)", () => {
    expect(blockWallGrid(390, 844, 8, false)).toEqual({ cols: 8, rows: 1 });
    expect(blockWallBlockPx(390, 844, { ...DEFAULT_SIZING, wrap: false })).toBeCloseTo(48.75, 9);
  });

  it("counts a window of no height as the widest", () => {
    expect(blockWallGrid(800, 0, 8, true)).toEqual({ cols: 8, rows: 1 });
    expect(blockWallBlockPx(800, 0, DEFAULT_SIZING)).toBe(0);
  });

  it.each<[string, number, number, number]>([
    ["a negative width", -1, 600, 8],
    ["a NaN height", 800, Number.NaN, 8],
    ["no blocks", 800, 600, 0],
    ["a fractional count", 800, 600, 2.5],
  ])("refuses %s with InvalidParamError", (_case, width, height, count) => {
    expect(() => blockWallGrid(width, height, count, true)).toThrow(InvalidParamError);
  });
});

describe("blockWallAspectRules", () => {
  it("is one rule of one row without wrap", () => {
    expect(blockWallAspectRules(6, false)).toEqual([{ minAspect: null, grid: { cols: 6, rows: 1 } }]);
  });

  it("starts from any aspect ratio and then rises, each rule a change of grid at a whole-number ratio", () => {
    for (let count = 1; count <= 16; count++) {
      const rules = blockWallAspectRules(count, true);
      expect(rules[0]?.minAspect).toBeNull();
      expect(rules[0]?.grid).toEqual({ cols: 1, rows: count });
      expect(rules.at(-1)?.grid).toEqual({ cols: count, rows: 1 });
      let previous = 0;
      rules.slice(1).forEach((rule, index) => {
        const [width, height] = rule.minAspect!;
        expect(Number.isSafeInteger(width) && Number.isSafeInteger(height)).toBe(true);
        expect(width / height).toBeGreaterThan(previous);
        previous = width / height;
        expect(rule.grid.cols).toBeGreaterThan(rules[index]!.grid.cols);
      });
    }
  });

  it("gives eight blocks five rules: one column, two, three, four, then one row", () => {
    expect(blockWallAspectRules(8, true)).toEqual([
      { minAspect: null, grid: { cols: 1, rows: 8 } },
      { minAspect: [1, 4], grid: { cols: 2, rows: 4 } },
      { minAspect: [3, 4], grid: { cols: 3, rows: 3 } },
      { minAspect: [4, 3], grid: { cols: 4, rows: 2 } },
      { minAspect: [4, 1], grid: { cols: 8, rows: 1 } },
    ]);
  });
});

describe("blockWallGraphPx and blockWallResolution", () => {
  it("takes the padding off both sides, never below nothing", () => {
    expect(blockWallGraphPx(540, 10)).toBe(520);
    expect(blockWallGraphPx(15, 10)).toBe(0);
    expect(() => blockWallGraphPx(100, -1)).toThrow(InvalidParamError);
  });

  it("snaps the resolution to divide the graph with autofit, and keeps §9's 86 without", () => {
    expect(blockWallResolution(520, true)).toBe(86);
    expect(blockWallResolution(180, true)).toBe(90);
    expect(blockWallResolution(180, false)).toBe(86);
  });
});

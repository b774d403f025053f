import { describe, it, expect } from "vitest";
import {
  type EightBlocksParams,
  type MultiBlockParams,
  EIGHT_BLOCKS_DEFAULTS,
  EIGHT_BLOCKS_INFO_DELAY_MS,
  EIGHT_BLOCKS_TEST_REFRESH_MS,
  MULTI_BLOCK_DEFAULTS,
  BLOCK_WALL_MAX_BLOCKS,
  parseBlockWallParams,
  parseEightBlocksParams,
  parseMultiBlockParams,
} from "../../../shared/params/embed-params.ts";

const q = (query: string): URLSearchParams => new URLSearchParams(query);

describe("MULTI_BLOCK_DEFAULTS", () => {
  it("holds §2.9: numBlocks 8, autofit on, padding 10, blockWidth 540, wrap on, stagger 0, animationDuration 2000 ms", () => {
    expect(MULTI_BLOCK_DEFAULTS).toEqual({
      numBlocks: 8,
      autofit: true,
      paddingPx: 10,
      blockWidthPx: 540,
      wrap: true,
      staggerMs: 0,
      animationDurationMs: 2000,
    });
  });
});

describe("parseMultiBlockParams", () => {
  it.each<[string, string, Partial<MultiBlockParams>]>([
    ["no parameters give the §2.9 defaults", "", MULTI_BLOCK_DEFAULTS],
    ["numBlocks", "numBlocks=4", { numBlocks: 4 }],
    ["§2.9 autofit off only for 'false'", "autofit=false", { autofit: false }],
    ["autofit stays on for '0'", "autofit=0", { autofit: true }],
    ["padding", "padding=0", { paddingPx: 0 }],
    ["blockWidth", "blockWidth=300", { blockWidthPx: 300 }],
    ["§2.9 wrap off only for 'false'", "wrap=false", { wrap: false }],
    ["stagger", "stagger=150", { staggerMs: 150 }],
    ["animationDuration", "animationDuration=500", { animationDurationMs: 500 }],
    ["§5 a non-integer numBlocks falls back", "numBlocks=2.5", { numBlocks: 8 }],
    ["a wordy padding falls back", "padding=ten", { paddingPx: 10 }],
    ["an empty blockWidth falls back", "blockWidth=", { blockWidthPx: 540 }],
    ["zero blocks fall back", "numBlocks=0", { numBlocks: 8 }],
    ["a negative padding falls back", "padding=-4", { paddingPx: 10 }],
    ["a zero block width falls back", "blockWidth=0", { blockWidthPx: 540 }],
    ["a negative stagger falls back", "stagger=-1", { staggerMs: 0 }],
    ["a negative animation falls back", "animationDuration=-100", { animationDurationMs: 2000 }],
    ["a parameter name is case-sensitive", "numblocks=3", { numBlocks: 8 }],
    ["numBlocks up to the WebGL context limit", "numBlocks=16", { numBlocks: BLOCK_WALL_MAX_BLOCKS }],
    ["numBlocks beyond it is lowered to it", "numBlocks=40", { numBlocks: BLOCK_WALL_MAX_BLOCKS }],
  ])("reads %s (%s)", (_case, query, expected) => {
    expect(parseMultiBlockParams(q(query))).toEqual({ ...MULTI_BLOCK_DEFAULTS, ...expected });
  });

  it("§2.9 ignores any other parameter", () => {
    expect(parseMultiBlockParams(q("foo=1&test=true&numBlocks=3"))).toEqual({ ...MULTI_BLOCK_DEFAULTS, numBlocks: 3 });
  });

  it("accepts any object with get, not only URLSearchParams", () => {
    const params = { get: (name: string) => (name === "numBlocks" ? "2" : null) };
    expect(parseMultiBlockParams(params).numBlocks).toBe(2);
  });
});

describe("the eight-blocks view", () => {
  it("§2.10/§9: block info after 1.6 s and a test refresh every 10 s", () => {
    expect(EIGHT_BLOCKS_INFO_DELAY_MS).toBe(1600);
    expect(EIGHT_BLOCKS_TEST_REFRESH_MS).toBe(10_000);
  });

  it("defaults to eight blocks, no test mode, padding 10, no stagger and wrapping", () => {
    expect(EIGHT_BLOCKS_DEFAULTS).toEqual({
      numBlocks: 8,
      test: false,
      testHeight: null,
      paddingPx: 10,
      staggerMs: 0,
      wrap: true,
    });
  });

  it.each<[string, string, Partial<EightBlocksParams>]>([
    ["no parameters give the defaults", "", {}],
    ["§2.10 test mode with a start height", "test=true&testHeight=840000", { test: true, testHeight: 840000 } as Partial<EightBlocksParams>],
    ["test mode is off unless 'true'", "test=1", { test: false }],
    ["a negative test height is dropped", "testHeight=-5", { testHeight: null }],
    ["a fractional test height is dropped", "testHeight=1.5", { testHeight: null }],
    ["the genesis test height", "testHeight=0", { testHeight: 0 } as Partial<EightBlocksParams>],
    ["block count", "numBlocks=6", { numBlocks: 6 }],
    ["a zero block count falls back", "numBlocks=0", { numBlocks: 8 }],
    ["a block count beyond the limit is lowered to it", "numBlocks=17", { numBlocks: BLOCK_WALL_MAX_BLOCKS }],
    ["padding", "padding=4", { paddingPx: 4 }],
    ["stagger", "stagger=100", { staggerMs: 100 }],
    ["wrap off only for 'false'", "wrap=false", { wrap: false }],
    ["other parameters are ignored", "blockWidth=300&autofit=false", {}],
  ])("reads %s (%s)", (_case, query, expected) => {
    expect(parseEightBlocksParams(q(query))).toEqual({ ...EIGHT_BLOCKS_DEFAULTS, ...expected });
  });
});

describe("parseBlockWallParams", () => {
  it("reads §2.9's seven parameters and §2.10's test mode together", () => {
    expect(parseBlockWallParams(q("numBlocks=4&padding=6&stagger=120&animationDuration=900&blockWidth=300&autofit=false&wrap=false&test=true&testHeight=1048000"))).toEqual({
      numBlocks: 4,
      autofit: false,
      paddingPx: 6,
      blockWidthPx: 300,
      wrap: false,
      staggerMs: 120,
      animationDurationMs: 900,
      test: true,
      testHeight: 1_048_000,
    });
  });

  it("gives the defaults of both screens, test mode off, and ignores anything else", () => {
    expect(parseBlockWallParams(q("foo=bar&numblocks=3"))).toEqual({ ...MULTI_BLOCK_DEFAULTS, test: false, testHeight: null });
  });

  it("reads the parameters both screens name the same way as either screen", () => {
    const query = q("numBlocks=5&padding=-2&stagger=x&wrap=false");
    const wall = parseBlockWallParams(query);
    const eight = parseEightBlocksParams(query);
    expect([wall.numBlocks, wall.paddingPx, wall.staggerMs, wall.wrap]).toEqual([eight.numBlocks, eight.paddingPx, eight.staggerMs, eight.wrap]);
  });
});

/**
 * Query parameters of the embeddable multi-block screen (spec §2.9) and of the eight-blocks view
 * (spec §2.10). Each screen has one defaults object and one parser; other parameters are ignored.
 *
 * @example
 * parseMultiBlockParams(new URLSearchParams("numBlocks=4&wrap=false"));
 * // { numBlocks: 4, autofit: true, padding: 10, blockWidth: 540, wrap: false, stagger: 0, animationDurationMs: 2000 }
 */
import { type BlockHeight, blockHeight } from "../types/units.ts";
import { type QueryParams, flagParam, integerParam } from "./query-integer.ts";

export interface MultiBlockParams {
  readonly numBlocks: number;
  readonly autofit: boolean;
  readonly paddingPx: number;
  readonly blockWidthPx: number;
  readonly wrap: boolean;
  readonly staggerMs: number;
  readonly animationDurationMs: number;
}

/** spec §2.9, value by value. */
export const MULTI_BLOCK_DEFAULTS: Readonly<MultiBlockParams> = {
  numBlocks: 8,
  autofit: true,
  paddingPx: 10,
  blockWidthPx: 540,
  wrap: true,
  staggerMs: 0,
  animationDurationMs: 2000,
};

/**
 * The most blocks either screen draws ("up to numBlocks", spec §2.9): each block is a WebGL graph,
 * and browsers keep about 16 WebGL contexts per page (Chromium and Safari 16), losing the oldest
 * beyond that. A larger numBlocks draws this many.
 */
export const BLOCK_WALL_MAX_BLOCKS = 16;

/**
 * Reads the seven parameters of spec §2.9 (numBlocks, autofit, padding, blockWidth, wrap, stagger,
 * animationDuration). A non-integer falls back to its default (spec §5), and so does a value no
 * screen can draw: numBlocks or blockWidth below 1, padding, stagger or animationDuration below 0.
 * numBlocks above BLOCK_WALL_MAX_BLOCKS is lowered to it.
 *
 * @example
 * parseMultiBlockParams(new URLSearchParams("numBlocks=2.5&padding=-4")).numBlocks;  // 8
 */
export function parseMultiBlockParams(searchParams: QueryParams): MultiBlockParams {
  const d = MULTI_BLOCK_DEFAULTS;
  const q = (name: string): string | null => searchParams.get(name);
  return {
    numBlocks: blockCountParam(q("numBlocks"), d.numBlocks),
    autofit: flagParam(q("autofit"), d.autofit),
    paddingPx: integerParam(q("padding"), d.paddingPx, { min: 0 }),
    blockWidthPx: integerParam(q("blockWidth"), d.blockWidthPx, { min: 1 }),
    wrap: flagParam(q("wrap"), d.wrap),
    staggerMs: integerParam(q("stagger"), d.staggerMs, { min: 0 }),
    animationDurationMs: integerParam(q("animationDuration"), d.animationDurationMs, { min: 0 }),
  };
}

export interface EightBlocksParams {
  readonly numBlocks: number;
  /** Test mode (`test=true`): the view replays blocks from `testHeight` on a timer. */
  readonly test: boolean;
  /** The first height test mode shows; null starts from the chain tip. */
  readonly testHeight: BlockHeight | null;
  readonly paddingPx: number;
  readonly staggerMs: number;
  readonly wrap: boolean;
}

/**
 * spec §2.10 names the parameters but not their defaults: eight blocks (the view's name), test
 * mode off, padding, stagger and wrap as on the multi-block screen of §2.9.
 */
export const EIGHT_BLOCKS_DEFAULTS: Readonly<EightBlocksParams> = {
  numBlocks: 8,
  test: false,
  testHeight: null,
  paddingPx: MULTI_BLOCK_DEFAULTS.paddingPx,
  staggerMs: MULTI_BLOCK_DEFAULTS.staggerMs,
  wrap: MULTI_BLOCK_DEFAULTS.wrap,
};

/** spec §2.10 and §9: the mined-by line appears 1.6 s after a block. */
export const EIGHT_BLOCKS_INFO_DELAY_MS = 1600;
/** spec §9: test mode moves on every 10 s. */
export const EIGHT_BLOCKS_TEST_REFRESH_MS = 10_000;

/**
 * Reads numBlocks, test, testHeight, padding, stagger and wrap of the eight-blocks view. Bad
 * integers fall back as in parseMultiBlockParams; a testHeight that is not a non-negative integer
 * is null.
 *
 * @example
 * parseEightBlocksParams(new URLSearchParams("test=true&testHeight=840000"));
 * // { numBlocks: 8, test: true, testHeight: 840000, paddingPx: 10, staggerMs: 0, wrap: true }
 */
export function parseEightBlocksParams(searchParams: QueryParams): EightBlocksParams {
  const d = EIGHT_BLOCKS_DEFAULTS;
  const q = (name: string): string | null => searchParams.get(name);
  const testHeight = integerParam(q("testHeight"), null, { min: 0 });
  return {
    numBlocks: blockCountParam(q("numBlocks"), d.numBlocks),
    test: flagParam(q("test"), d.test),
    testHeight: testHeight === null ? d.testHeight : blockHeight(testHeight),
    paddingPx: integerParam(q("padding"), d.paddingPx, { min: 0 }),
    staggerMs: integerParam(q("stagger"), d.staggerMs, { min: 0 }),
    wrap: flagParam(q("wrap"), d.wrap),
  };
}

/** The /view/blocks page reads both screens' parameters: §2.9's seven and §2.10's test mode. */
export interface BlockWallParams extends MultiBlockParams, Pick<EightBlocksParams, "test" | "testHeight"> {}

/**
 * The parameters of /view/blocks, which serves both the multi-block screen (spec §2.9) and the
 * eight-blocks view (spec §2.10): the seven of parseMultiBlockParams plus test and testHeight.
 * The parameters both screens name (numBlocks, padding, stagger, wrap) read the same in either.
 *
 * @example
 * parseBlockWallParams(new URLSearchParams("numBlocks=4&test=true&testHeight=1048000"));
 * // { numBlocks: 4, autofit: true, …, animationDurationMs: 2000, test: true, testHeight: 1048000 }
 */
export function parseBlockWallParams(searchParams: QueryParams): BlockWallParams {
  const { test, testHeight } = parseEightBlocksParams(searchParams);
  return { ...parseMultiBlockParams(searchParams), test, testHeight };
}

function blockCountParam(raw: string | null, fallback: number): number {
  return Math.min(integerParam(raw, fallback, { min: 1 }), BLOCK_WALL_MAX_BLOCKS);
}

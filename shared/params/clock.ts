/**
 * The clock view's route, query and constants (spec §2.2, §2.12, §5, §9).
 *
 * @example
 * normaliseClockRoute("mined", "3");    // { ok: true, mode: "mined", index: 3 }
 * normaliseClockRoute("blocks", "-1");  // { redirect: "/clock/mined/0" }
 */
import { type QueryParams, flagParam, integerParam } from "./query-integer.ts";
import { InvalidParamError } from "./errors.ts";

export type ClockMode = "mempool" | "mined";

export const CLOCK_MODES: readonly ClockMode[] = ["mempool", "mined"];

/** spec §9: at most 16 blocks kept. */
export const CLOCK_BLOCKS_KEPT = 16;
/** spec §9: the face draws blocks mined in the last hour. */
export const CLOCK_ARC_WINDOW_MS = 3_600_000;
/** spec §9: the clock repaints every 250 ms. */
export const CLOCK_REFRESH_MS = 250;
/** spec §9: the chain strip is at least 60 px high. */
export const CLOCK_CHAIN_HEIGHT_MIN_PX = 60;
/** spec §9: the chain strip is 1/8 of the window height above its minimum. */
export const CLOCK_CHAIN_HEIGHT_WINDOW_RATIO = 1 / 8;
/** spec §9: the clock is at most 800 px. */
export const CLOCK_SIZE_MAX_PX = 800;
/** spec §9: the cube turns once every 60 s. */
export const CLOCK_CUBE_SPIN_MS = 60_000;
/** spec §9: a block is 7/12 as wide as it is high. */
export const CLOCK_BLOCK_WIDTH_RATIO = 7 / 12;

export type ClockRoute =
  | { readonly ok: true; readonly mode: ClockMode; readonly index: number }
  | { readonly ok: false; readonly redirect: string };

export interface ClockQuery {
  /** false only for stats=false (spec §2.12). */
  readonly stats: boolean;
  readonly width?: number;
  readonly height?: number;
}

const INDEX = /^[0-9]+$/;

/**
 * Checks /clock/{mode}/{index} (pass undefined for a missing segment). /clock redirects to
 * /clock/mempool/0 and /clock/{mode} to /clock/{mode}/0 (spec §2.2). An unknown mode becomes
 * mined; a negative, fractional or non-numeric index becomes 0 (spec §5); a bad route redirects
 * once, straight to its final form. Redirects are routes: add the network prefix with buildPath.
 *
 * @example
 * normaliseClockRoute(undefined, undefined);   // { ok: false, redirect: "/clock/mempool/0" }
 * normaliseClockRoute("mempool", undefined);   // { ok: false, redirect: "/clock/mempool/0" }
 * normaliseClockRoute("foo", "2");             // { ok: false, redirect: "/clock/mined/2" }
 */
export function normaliseClockRoute(mode: string | undefined, index: string | undefined): ClockRoute {
  if (mode === undefined) return { ok: false, redirect: clockPath("mempool", 0) };
  const knownMode = isClockMode(mode);
  const parsed = typeof index === "string" && INDEX.test(index) ? Number(index) : Number.NaN;
  const indexOk = Number.isSafeInteger(parsed);
  if (knownMode && indexOk) return { ok: true, mode, index: parsed };
  return { ok: false, redirect: clockPath(knownMode ? mode : "mined", indexOk ? parsed : 0) };
}

/**
 * True when `input` is a clock mode.
 *
 * @example
 * isClockMode("mined");   // true
 * isClockMode("Mined");   // false
 */
export function isClockMode(input: unknown): input is ClockMode {
  return input === "mempool" || input === "mined";
}

/**
 * Reads stats, width and height. Width and height must be positive integers, else they are left
 * out (spec §5 "else they are ignored").
 *
 * @example
 * parseClockQuery(new URLSearchParams("stats=false&width=640&height=x"));  // { stats: false, width: 640 }
 */
export function parseClockQuery(searchParams: QueryParams): ClockQuery {
  const width = integerParam(searchParams.get("width"), undefined, { min: 1 });
  const height = integerParam(searchParams.get("height"), undefined, { min: 1 });
  return {
    stats: flagParam(searchParams.get("stats"), true),
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
  };
}

/**
 * The chain strip height for a window height: the larger of 60 px and 1/8 of the window.
 *
 * @example
 * clockChainHeightPx(1080);  // 135
 * clockChainHeightPx(400);   // 60
 */
export function clockChainHeightPx(windowHeightPx: number): number {
  requireNonNegative("window height", windowHeightPx);
  return Math.max(CLOCK_CHAIN_HEIGHT_MIN_PX, windowHeightPx * CLOCK_CHAIN_HEIGHT_WINDOW_RATIO);
}

/**
 * A clock block's width for its height (7/12 of it).
 *
 * @example
 * clockBlockWidthPx(120);  // 70 (within floating-point rounding)
 */
export function clockBlockWidthPx(blockHeightPx: number): number {
  requireNonNegative("block height in px", blockHeightPx);
  return blockHeightPx * CLOCK_BLOCK_WIDTH_RATIO;
}

function clockPath(mode: ClockMode, index: number): string {
  return `/clock/${mode}/${index}`;
}

function requireNonNegative(name: string, value: number): void {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new InvalidParamError(name, value, "expected a finite number of pixels, 0 or more.");
  }
}

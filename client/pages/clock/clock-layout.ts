/**
 * How big the clock view's parts are (spec §2.12, §5, §9 "Clock and footer"): the canvas is the
 * window, limited by the `width` and `height` query; the chain strip takes the larger of 60 px and
 * an eighth of the canvas height, a chain block is 7/12 as wide as the strip is high, and the face
 * is a square of at most 800 px that fits the canvas width and the height left under the strip.
 *
 * The stylesheet does the sizing (clockLayoutStyle), so the server's first paint fits any window
 * and a resize needs no script; clockLayout states the same rule in pixels for a known window, and
 * the browser tests check that what is drawn matches it.
 *
 * @example
 * clockLayout({ widthPx: 1920, heightPx: 1080 }, {});
 * // { canvasWidthPx: 1920, canvasHeightPx: 1080, chainHeightPx: 135, blockWidthPx: 78.75, clockSizePx: 800 }
 */
import type { CSSProperties } from "react";
import {
  CLOCK_BLOCK_WIDTH_RATIO,
  CLOCK_CHAIN_HEIGHT_MIN_PX,
  CLOCK_CHAIN_HEIGHT_WINDOW_RATIO,
  CLOCK_CUBE_SPIN_MS,
  CLOCK_SIZE_MAX_PX,
  type ClockQuery,
  clockBlockWidthPx,
  clockChainHeightPx,
} from "../../../shared/params/clock.ts";
import { TIME_DIRECTION_FLIP_MS } from "../../../shared/params/strip-layout.ts";

/**
 * The face keeps 1.4 chain heights of the canvas height free: the strip itself and a margin of
 * 0.4 of it, where the stats' top row sits (research A.1's formula).
 */
export const CLOCK_FACE_CHAIN_ROOM = 1.4;

export interface WindowSize {
  readonly widthPx: number;
  readonly heightPx: number;
}

export interface ClockLayout {
  readonly canvasWidthPx: number;
  readonly canvasHeightPx: number;
  readonly chainHeightPx: number;
  readonly blockWidthPx: number;
  /** The face's side. */
  readonly clockSizePx: number;
}

/**
 * The sizes for a window of `window` and the page's width and height limits.
 *
 * @example
 * clockLayout({ widthPx: 800, heightPx: 480 }, {}).clockSizePx;                // 396 (480 − 1.4 × 60)
 * clockLayout({ widthPx: 1920, heightPx: 1080 }, { width: 640, height: 480 }); // the 640 × 480 canvas's sizes
 */
export function clockLayout(window: WindowSize, limits: Pick<ClockQuery, "width" | "height">): ClockLayout {
  const canvasWidthPx = Math.min(window.widthPx, limits.width ?? Number.POSITIVE_INFINITY);
  const canvasHeightPx = Math.min(window.heightPx, limits.height ?? Number.POSITIVE_INFINITY);
  const chainHeightPx = clockChainHeightPx(canvasHeightPx);
  const clockSizePx = Math.max(0, Math.min(CLOCK_SIZE_MAX_PX, canvasWidthPx, canvasHeightPx - CLOCK_FACE_CHAIN_ROOM * chainHeightPx));
  return { canvasWidthPx, canvasHeightPx, chainHeightPx, blockWidthPx: clockBlockWidthPx(chainHeightPx), clockSizePx };
}

/**
 * The same rule as CSS custom properties on the canvas (clock.css registers them as lengths, so
 * each is computed once, against the page's box): `--canvas-w`, `--canvas-h`, `--chain-h`,
 * `--block-w` and `--clock-size`, plus the cube's turn and the chain's flip duration.
 *
 * @example
 * clockLayoutStyle({ stats: true, width: 640 })["--canvas-w"]; // "min(100cqw, 640px)"
 */
export function clockLayoutStyle(limits: Pick<ClockQuery, "width" | "height">): CSSProperties {
  const limited = (whole: string, limit: number | undefined) => (limit === undefined ? whole : `min(${whole}, ${limit}px)`);
  return {
    "--canvas-w": limited("100cqw", limits.width),
    "--canvas-h": limited("100cqh", limits.height),
    "--chain-h": `max(${CLOCK_CHAIN_HEIGHT_MIN_PX}px, var(--canvas-h) * ${CLOCK_CHAIN_HEIGHT_WINDOW_RATIO})`,
    "--block-w": `calc(var(--chain-h) * ${CLOCK_BLOCK_WIDTH_RATIO})`,
    "--clock-size": `max(0px, min(${CLOCK_SIZE_MAX_PX}px, var(--canvas-w), var(--canvas-h) - ${CLOCK_FACE_CHAIN_ROOM} * var(--chain-h)))`,
    "--cube-spin": `${CLOCK_CUBE_SPIN_MS}ms`,
    "--flip-duration": `${TIME_DIRECTION_FLIP_MS}ms`,
  } as CSSProperties;
}

/**
 * Where the clock face puts things (spec §2.12, §9 "Clock and footer"): the hands at the local
 * time, and one arc per block mined in the last hour, from the block before it (or the start of the
 * hour's window) to the block. Angles are degrees clockwise from 12 o'clock on the minute dial, so a
 * block's arc ends where the minute hand stood when it was found, and the newest arc meets the minute
 * hand's place an hour on as it drops out.
 *
 * @example
 * handAngles({ nowMs: Date.UTC(2026, 0, 1, 15, 30), utcOffsetMinutes: 0 }); // { hourDeg: 105, minuteDeg: 180 }
 */
import { CLOCK_ARC_WINDOW_MS } from "../../../shared/params/clock.ts";

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_HOUR = 60;
const DEGREES_PER_MINUTE = 360 / MINUTES_PER_HOUR;
/** The hour hand turns once in twelve hours: half a degree a minute. */
const HOUR_HAND_DEGREES_PER_MINUTE = 360 / (12 * MINUTES_PER_HOUR);

/** The moment the face shows, and the visitor's offset from UTC (the server's render uses 0). */
export interface ClockTime {
  readonly nowMs: number;
  /** Minutes east of UTC: 60 for CET, −300 for EST (the opposite of Date#getTimezoneOffset). */
  readonly utcOffsetMinutes: number;
}

export interface HandAngles {
  readonly hourDeg: number;
  readonly minuteDeg: number;
}

/** What the face needs of a block. */
export interface FaceBlock {
  readonly height: number;
  /** Unix seconds, as blocks carry it. */
  readonly timestamp: number;
}

/** One block's stretch of the last hour. */
export interface BlockArc {
  readonly height: number;
  readonly startDeg: number;
  /** Clockwise from startDeg; 0 for a block found in the same moment as the one before it. */
  readonly sweepDeg: number;
  /** The block's time as drawn (ms): never before the block below it, never after now. */
  readonly endMs: number;
}

/** The stretch since the newest block: the block being mined. */
export interface WaitingArc {
  readonly startDeg: number;
  readonly sweepDeg: number;
}

export interface FaceArcs {
  /** Oldest first. */
  readonly blocks: readonly BlockArc[];
  /** Null without any block to measure from. */
  readonly waiting: WaitingArc | null;
}

const mod = (value: number, modulus: number): number => ((value % modulus) + modulus) % modulus;

/** Local minutes since midnight (fractional) of a moment. */
const localMinutesOfDay = (timeMs: number, utcOffsetMinutes: number): number => mod(timeMs / MS_PER_MINUTE + utcOffsetMinutes, 24 * MINUTES_PER_HOUR);

/**
 * A moment's place on the minute dial: 6° per minute past the local hour.
 *
 * @example
 * dialAngleDeg(Date.UTC(2026, 0, 1, 9, 15), 0);  // 90
 * dialAngleDeg(Date.UTC(2026, 0, 1, 9, 15), 30); // 270 (India's half-hour offset)
 */
export function dialAngleDeg(timeMs: number, utcOffsetMinutes: number): number {
  return mod(localMinutesOfDay(timeMs, utcOffsetMinutes), MINUTES_PER_HOUR) * DEGREES_PER_MINUTE;
}

/**
 * Both hands, moving continuously (the minute hand does not jump from minute to minute).
 *
 * @example
 * handAngles({ nowMs: Date.UTC(2026, 0, 1, 0, 0), utcOffsetMinutes: -300 }); // 7 p.m.: { hourDeg: 210, minuteDeg: 0 }
 */
export function handAngles({ nowMs, utcOffsetMinutes }: ClockTime): HandAngles {
  const minutes = localMinutesOfDay(nowMs, utcOffsetMinutes);
  return {
    hourDeg: mod(minutes, 12 * MINUTES_PER_HOUR) * HOUR_HAND_DEGREES_PER_MINUTE,
    minuteDeg: mod(minutes, MINUTES_PER_HOUR) * DEGREES_PER_MINUTE,
  };
}

/**
 * The arcs of the blocks found within the last hour (CLOCK_ARC_WINDOW_MS), in chain order. A
 * block's arc starts at the block below it, or at the window's start when that block is older; the
 * lowest block given has nothing below it, so it bounds an arc but gets none. Block times go
 * neither back (a block may carry an earlier time than its parent) nor past now (nor a clock ahead
 * of ours), so arcs never overlap.
 *
 * @example
 * faceArcs([{ height: 9, timestamp: t0 }, { height: 10, timestamp: t0 + 600 }], { nowMs: (t0 + 900) * 1000, utcOffsetMinutes: 0 });
 * // blocks: [{ height: 10, sweepDeg: 60, … }], waiting: { sweepDeg: 30, … }
 */
export function faceArcs(blocks: readonly FaceBlock[], time: ClockTime): FaceArcs {
  const windowStartMs = time.nowMs - CLOCK_ARC_WINDOW_MS;
  const chain = [...blocks].sort((a, b) => a.height - b.height);
  const arcs: BlockArc[] = [];
  let previousMs: number | null = null;
  for (const block of chain) {
    const endMs = Math.min(time.nowMs, Math.max(block.timestamp * 1000, previousMs ?? Number.NEGATIVE_INFINITY));
    if (previousMs !== null && endMs > windowStartMs) arcs.push({ height: block.height, ...span(Math.max(previousMs, windowStartMs), endMs, time), endMs });
    previousMs = endMs;
  }
  return { blocks: arcs, waiting: previousMs === null ? null : span(Math.max(previousMs, windowStartMs), time.nowMs, time) };
}

function span(startMs: number, endMs: number, time: ClockTime): { startDeg: number; sweepDeg: number } {
  return { startDeg: dialAngleDeg(startMs, time.utcOffsetMinutes), sweepDeg: ((endMs - startMs) / MS_PER_MINUTE) * DEGREES_PER_MINUTE };
}

/** A point on a circle of `radius` around the origin, `deg` clockwise from 12 o'clock (SVG's y points down). */
export function polarPoint(deg: number, radius: number): { x: number; y: number } {
  const radians = (deg * Math.PI) / 180;
  return { x: round(radius * Math.sin(radians)), y: round(-radius * Math.cos(radians)) };
}

/**
 * The SVG path of an arc around the origin, shortened by `gapDeg` at each end so neighbouring arcs
 * stay apart; null when nothing would be left to draw. A full circle is drawn as two halves (one SVG
 * arc cannot end where it starts).
 *
 * @example
 * arcPath(0, 90, 100, 0); // "M0 -100A100 100 0 0 1 100 0"
 */
export function arcPath(startDeg: number, sweepDeg: number, radius: number, gapDeg: number): string | null {
  const sweep = Math.min(sweepDeg, 360) - 2 * gapDeg;
  if (!(sweep > 0) || !(radius > 0)) return null;
  const from = startDeg + gapDeg;
  if (sweep >= 360) {
    const top = polarPoint(from, radius);
    const bottom = polarPoint(from + 180, radius);
    return `M${top.x} ${top.y}A${radius} ${radius} 0 1 1 ${bottom.x} ${bottom.y}A${radius} ${radius} 0 1 1 ${top.x} ${top.y}`;
  }
  const start = polarPoint(from, radius);
  const end = polarPoint(from + sweep, radius);
  return `M${start.x} ${start.y}A${radius} ${radius} 0 ${sweep > 180 ? 1 : 0} 1 ${end.x} ${end.y}`;
}

// Three decimals are finer than a pixel at 3840 px and keep the markup short and stable.
const round = (value: number): number => Math.round(value * 1000) / 1000 + 0;

/**
 * The arithmetic of the mining graphs (research §3), apart from drawing: the hashrate's moving
 * average, the difficulty as steps under the hashrate's times, times made strictly rising for the
 * chart library, and the colour of a block's health.
 *
 * @example
 * movingAverage([1, 2, 3, 4], 2);                  // [1, 1.5, 2.5, 3.5]
 * healthColour(100);                               // "#43ab47"
 */
import type { ChartColour } from "./chart-model.ts";

/** research §3: the hashrate's average over 15 points. */
export const HASHRATE_AVERAGE_POINTS = 15;

/** The trailing mean of `count` points; the first points average what there is so far. */
export function movingAverage(values: readonly number[], count: number = HASHRATE_AVERAGE_POINTS): number[] {
  const span = Math.max(1, Math.floor(count));
  const averages: number[] = [];
  let sum = 0;
  values.forEach((value, i) => {
    sum += value;
    if (i >= span) sum -= values[i - span]!;
    averages.push(sum / Math.min(i + 1, span));
  });
  return averages;
}

export interface DifficultyAdjustment {
  /** Unix seconds of the block that set it. */
  readonly time: number;
  readonly difficulty: number;
}

/**
 * The difficulty in force at each of `times` (rising): the latest adjustment at or before it, the
 * oldest one before any; the newest point gets `current`, the tip's, since the last adjustment may
 * be newer than the last daily bucket (research §3, "currentDifficulty is always appended").
 */
export function difficultySteps(times: readonly number[], adjustments: readonly DifficultyAdjustment[], current: number): number[] {
  const sorted = [...adjustments].sort((a, b) => a.time - b.time);
  let next = 0;
  let inForce = sorted[0]?.difficulty ?? current;
  const steps = times.map((time) => {
    while (next < sorted.length && sorted[next]!.time <= time) inForce = sorted[next++]!.difficulty;
    return inForce;
  });
  if (steps.length > 0) steps[steps.length - 1] = current;
  return steps;
}

/**
 * Rows in time order with strictly rising times, as the chart library needs: per-block rows may share
 * a timestamp or run backwards (a miner's clock), so a repeated time moves one second on.
 */
export function strictlyRising<T>(rows: readonly T[], timeOf: (row: T) => number): { rows: T[]; times: number[] } {
  const sorted = rows.map((row, i) => ({ row, time: timeOf(row), i })).sort((a, b) => a.time - b.time || a.i - b.i);
  const times: number[] = [];
  for (const { time } of sorted) {
    const previous = times[times.length - 1];
    times.push(previous !== undefined && time <= previous ? previous + 1 : time);
  }
  return { rows: sorted.map(({ row }) => row), times };
}

const GREEN = [67, 171, 71] as const;
const YELLOW = [253, 216, 53] as const;
const RED = [244, 0, 0] as const;

const hex = (channel: number): string => Math.round(channel).toString(16).padStart(2, "0");
const mix = (from: readonly number[], to: readonly number[], t: number): ChartColour =>
  `#${from.map((channel, i) => hex(channel + (to[i]! - channel) * t)).join("")}`;

/**
 * A block's health colour (research §3): green at 100 %, yellow half way along sqrt((100 - match) / 100),
 * red at 0 %, so the first points lost show most.
 */
export function healthColour(matchRate: number): ChartColour {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(matchRate) ? matchRate : 0));
  const position = Math.sqrt((100 - clamped) / 100);
  return position <= 0.5 ? mix(GREEN, YELLOW, position * 2) : mix(YELLOW, RED, (position - 0.5) * 2);
}

/**
 * What the difficulty card shows, from the `da` frame and the tip: the epoch's 2016 blocks by state
 * (mined ahead of or behind schedule, still to come), and the next halving estimated at the epoch's
 * average block time. Pure, for the card and its tests.
 *
 * @example
 * epochSegments({ remainingBlocks: 1016, expectedBlocks: 1100 });
 * // [{ state: "mined", from: 0, to: 1000 }, { state: "behind", from: 1000, to: 1100 }, { state: "remaining", from: 1100, to: 2016 }]
 */
import { DIFFICULTY_EPOCH_BLOCKS } from "../../../shared/chain/difficulty.ts";
import { HALVING_INTERVAL_BLOCKS, blockSubsidySats, nextHalvingHeight } from "../../../shared/chain/halvings.ts";
import { blockHeight } from "../../../shared/types/units.ts";
import type { DifficultyAdjustment } from "../../live/live-state.ts";

export type DifficultyView = "difficulty" | "halving";

/** Blocks of the epoch: mined, mined beyond the schedule, missing against it, not yet due. */
export type EpochBlockState = "mined" | "ahead" | "behind" | "remaining";

export interface EpochSegment {
  readonly state: EpochBlockState;
  /** First block index in the epoch (0 … 2015), inclusive. */
  readonly from: number;
  /** Last block index, exclusive. */
  readonly to: number;
}

const clampIndex = (value: number): number => Math.min(DIFFICULTY_EPOCH_BLOCKS, Math.max(0, Math.round(value)));

/**
 * The epoch's blocks in order, as runs of one state. Without `expectedBlocks` the mined blocks are
 * just "mined"; with it, the mined ones past the schedule are "ahead" and the due ones not yet mined "behind".
 */
export function epochSegments(da: Pick<DifficultyAdjustment, "remainingBlocks" | "expectedBlocks">): EpochSegment[] {
  const mined = clampIndex(DIFFICULTY_EPOCH_BLOCKS - da.remainingBlocks);
  const expected = da.expectedBlocks === undefined ? mined : clampIndex(da.expectedBlocks);
  const runs: EpochSegment[] = [
    { state: "mined", from: 0, to: Math.min(mined, expected) },
    { state: "ahead", from: expected, to: mined },
    { state: "behind", from: mined, to: expected },
    { state: "remaining", from: Math.max(mined, expected), to: DIFFICULTY_EPOCH_BLOCKS },
  ];
  return runs.filter((run) => run.to > run.from);
}

export interface HalvingFigures {
  readonly height: number;
  readonly remainingBlocks: number;
  /** Progress through the halving period, 0 … 100. */
  readonly progressPercent: number;
  /** Estimated time of the halving block, unix ms, from the retarget estimate and the epoch's pace. */
  readonly estimatedDate: number;
  readonly newSubsidySats: number;
}

/** The next halving after the tip `tip`; null before the first block is known. */
export function halvingFigures(tip: number, da: Pick<DifficultyAdjustment, "estimatedRetargetDate" | "nextRetargetHeight" | "timeAvg">): HalvingFigures | null {
  if (!Number.isSafeInteger(tip) || tip < 0) return null;
  const height = nextHalvingHeight(blockHeight(tip));
  const remainingBlocks = height - tip;
  return {
    height,
    remainingBlocks,
    progressPercent: ((HALVING_INTERVAL_BLOCKS - remainingBlocks) / HALVING_INTERVAL_BLOCKS) * 100,
    estimatedDate: da.estimatedRetargetDate + (height - da.nextRetargetHeight) * da.timeAvg,
    newSubsidySats: blockSubsidySats(blockHeight(height)),
  };
}

/** The view a visitor sees first: the halving when it comes no later than the retarget. */
export function defaultView(tip: number, da: Pick<DifficultyAdjustment, "nextRetargetHeight"> | null): DifficultyView {
  if (da === null || !Number.isSafeInteger(tip) || tip < 0) return "difficulty";
  return nextHalvingHeight(blockHeight(tip)) <= da.nextRetargetHeight ? "halving" : "difficulty";
}

/** The epoch grid's layout: 2016 = 84 × 24 blocks. */
export const EPOCH_GRID_COLUMNS = 84;
export const EPOCH_GRID_ROWS = DIFFICULTY_EPOCH_BLOCKS / EPOCH_GRID_COLUMNS;

export interface GridRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The run `from … to` of a row-major grid of `columns` as at most three rectangles in cell units (the
 * rest of its first row, whole rows, the start of its last row), so one SVG draws 2016 blocks in a few shapes.
 */
export function runRects(from: number, to: number, columns: number = EPOCH_GRID_COLUMNS): GridRect[] {
  if (to <= from) return [];
  const rects: GridRect[] = [];
  let start = from;
  const firstRowEnd = Math.min(to, (Math.floor(start / columns) + 1) * columns);
  if (start % columns !== 0 || firstRowEnd - start < columns) {
    rects.push({ x: start % columns, y: Math.floor(start / columns), width: firstRowEnd - start, height: 1 });
    start = firstRowEnd;
  }
  const wholeRows = Math.floor((to - start) / columns);
  if (wholeRows > 0) {
    rects.push({ x: 0, y: start / columns, width: columns, height: wholeRows });
    start += wholeRows * columns;
  }
  if (to > start) rects.push({ x: 0, y: start / columns, width: to - start, height: 1 });
  return rects;
}

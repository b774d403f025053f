/**
 * The time windows of the backend's history routes (research §2.2, §2.3) and the bucket each one
 * averages over: `statistics/:interval` (mempool samples) and `mining/…/:interval` (blocks). Both
 * families name their windows alike; they differ in which windows exist and in the bucket of
 * `all` (statistics 12 h, mining a day), as the original groups them.
 *
 * Months count 30 days and years 365, the way a window "1m" reads to a visitor; the original's
 * SQL uses calendar intervals, which differ by at most a day or two at the far edge.
 *
 * @example
 * windowStart("24h", 1_763_700_000);          // 1_763_613_600
 * STATISTICS_BUCKET_SECONDS["1w"];            // 300: five-minute averages
 * MINING_BUCKET_SECONDS["24h"];               // 1: one row per block timestamp
 */
import { GRAPH_WINDOWS, MINING_WINDOWS, type GraphWindow, type MiningWindow } from "../../../shared/preferences/chart-windows.ts";

const HOUR_SECONDS = 3_600;
const DAY_SECONDS = 86_400;

/** Every window name either family uses; `all` is the whole history. */
export type HistoryInterval = "2h" | "24h" | "3d" | "1w" | "1m" | "3m" | "6m" | "1y" | "2y" | "3y" | "4y" | "all";

/** Window lengths in seconds; `all` reaches back forever. */
export const INTERVAL_SECONDS: Readonly<Record<HistoryInterval, number>> = {
  "2h": 2 * HOUR_SECONDS,
  "24h": DAY_SECONDS,
  "3d": 3 * DAY_SECONDS,
  "1w": 7 * DAY_SECONDS,
  "1m": 30 * DAY_SECONDS,
  "3m": 90 * DAY_SECONDS,
  "6m": 180 * DAY_SECONDS,
  "1y": 365 * DAY_SECONDS,
  "2y": 2 * 365 * DAY_SECONDS,
  "3y": 3 * 365 * DAY_SECONDS,
  "4y": 4 * 365 * DAY_SECONDS,
  all: Number.POSITIVE_INFINITY,
};

/** `statistics/:interval` windows: the statistics graphs' windows (one list, in shared/). */
export type StatisticsInterval = GraphWindow;
export const STATISTICS_INTERVALS: readonly StatisticsInterval[] = GRAPH_WINDOWS;

/** Statistics bucket per window (research §2.3); 0 means raw minute rows. */
export const STATISTICS_BUCKET_SECONDS: Readonly<Record<StatisticsInterval, number>> = {
  "2h": 0,
  "24h": 0,
  "1w": 5 * 60,
  "1m": 30 * 60,
  "3m": 2 * HOUR_SECONDS,
  "6m": 3 * HOUR_SECONDS,
  "1y": 8 * HOUR_SECONDS,
  "2y": 8 * HOUR_SECONDS,
  "3y": 12 * HOUR_SECONDS,
  "4y": 12 * HOUR_SECONDS,
  all: 12 * HOUR_SECONDS,
};

/** `mining/…/:interval` windows: the mining graphs' windows (one list, in shared/). */
export type MiningInterval = MiningWindow;
export const MINING_INTERVALS: readonly MiningInterval[] = MINING_WINDOWS;

/**
 * Block-statistics bucket per window: the original groups blocks by `timestamp DIV bucket`, so a
 * bucket of 1 s keeps every block of the short windows apart.
 */
export const MINING_BUCKET_SECONDS: Readonly<Record<MiningInterval, number>> = {
  "24h": 1,
  "3d": 1,
  "1w": 5 * 60,
  "1m": 30 * 60,
  "3m": 2 * HOUR_SECONDS,
  "6m": 3 * HOUR_SECONDS,
  "1y": 8 * HOUR_SECONDS,
  "2y": 8 * HOUR_SECONDS,
  "3y": 12 * HOUR_SECONDS,
  "4y": 12 * HOUR_SECONDS,
  all: DAY_SECONDS,
};

/**
 * The earliest unix second a window admits at `nowSeconds` (−Infinity for `all`).
 *
 * @example
 * windowStart("2h", 10_000); // 2_800
 */
export const windowStart = (interval: HistoryInterval, nowSeconds: number): number => nowSeconds - INTERVAL_SECONDS[interval];

/**
 * The start of the bucket a time falls in (buckets are aligned to the unix epoch).
 *
 * @example
 * bucketStart(1_000, 300); // 900
 */
export const bucketStart = (seconds: number, bucketSeconds: number): number => Math.floor(seconds / bucketSeconds) * bucketSeconds;

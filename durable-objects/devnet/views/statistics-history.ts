/**
 * `/api/v1/statistics/:interval` (research §2.3): the mempool's minute samples of a window, newest
 * first. The two short windows answer the raw minute rows; longer ones average each bucket, field by
 * field and `vsizes` element by element, with `added` the bucket's start, so a year stays a
 * thousand rows rather than half a million. As the original's, averaged rows carry no
 * `mempool_byte_weight` or `total_fee` (research §2.1).
 *
 * @example
 * statisticsHistory(network.samples, "1w", network.now)[0]!.added % 300; // 0
 */
import type { StatisticsSample } from "../state/statistics.ts";
import { STATISTICS_BUCKET_SECONDS, type StatisticsInterval, bucketStart, windowStart } from "./history-intervals.ts";

/** A row of a window: a raw sample, or a bucket's average without the two totals. */
export type StatisticsRow = StatisticsSample | Omit<StatisticsSample, "mempool_byte_weight" | "total_fee">;

/** Averages keep two decimals: finer digits of a mean vsize or fee say nothing and cost bytes. */
const AVERAGE_DECIMALS = 100;

/**
 * The rows of a window, newest first. `samples` are oldest first, as the network keeps them.
 *
 * @example
 * statisticsHistory(samples, "2h", now).length; // ≤ 120
 */
export function statisticsHistory(samples: readonly StatisticsSample[], interval: StatisticsInterval, nowSeconds: number): StatisticsRow[] {
  const from = windowStart(interval, nowSeconds);
  const inWindow = samplesSince(samples, from);
  const bucketSeconds = STATISTICS_BUCKET_SECONDS[interval];
  if (bucketSeconds === 0) return inWindow.reverse();
  const rows: StatisticsRow[] = [];
  let group: StatisticsSample[] = [];
  for (const sample of inWindow) {
    if (group.length > 0 && bucketStart(sample.added, bucketSeconds) !== bucketStart(group[0]!.added, bucketSeconds)) {
      rows.push(average(group, bucketSeconds));
      group = [];
    }
    group.push(sample);
  }
  if (group.length > 0) rows.push(average(group, bucketSeconds));
  return rows.reverse();
}

/** Samples at or after `from`, oldest first; they are sorted by time, so a binary search finds the start. */
function samplesSince(samples: readonly StatisticsSample[], from: number): StatisticsSample[] {
  let low = 0;
  let high = samples.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (samples[middle]!.added < from) low = middle + 1;
    else high = middle;
  }
  return samples.slice(low);
}

function average(group: readonly StatisticsSample[], bucketSeconds: number): StatisticsRow {
  const mean = (pick: (sample: StatisticsSample) => number): number =>
    Math.round((group.reduce((sum, sample) => sum + pick(sample), 0) / group.length) * AVERAGE_DECIMALS) / AVERAGE_DECIMALS;
  const buckets = group[0]!.vsizes.length;
  return {
    added: bucketStart(group[0]!.added, bucketSeconds),
    count: mean((s) => s.count),
    vbytes_per_second: mean((s) => s.vbytes_per_second),
    min_fee: mean((s) => s.min_fee),
    vsizes: Array.from({ length: buckets }, (_, i) => mean((s) => s.vsizes[i] ?? 0)),
  };
}

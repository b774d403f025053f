import { FEE_LEVEL_COUNT, feeLevelIndex } from "../../../shared/tables/fee-levels.ts";
import type { Mempool } from "../mempool/mempool.ts";

/** Buckets of the fee histogram: one per fee level, 0 up to "2000+" (39, research §2.1). */
export const STATISTICS_BUCKETS = FEE_LEVEL_COUNT;
export const STATISTICS_SAMPLE_SECONDS = 60;
/** vB/s is measured over this window, as the original does (research §0). */
export const INCOMING_WINDOW_SECONDS = 150;

/** One minute's sample of the mempool (research §2.3 `statistics` rows and `live-2h-chart`). */
export interface StatisticsSample {
  readonly added: number;
  readonly count: number;
  readonly vbytes_per_second: number;
  readonly mempool_byte_weight: number;
  readonly total_fee: number;
  readonly min_fee: number;
  readonly vsizes: readonly number[];
}

/** Arrivals of recent minutes, to measure the incoming vbytes per second. */
export class IncomingRate {
  #arrivals: { at: number; vsize: number }[] = [];

  record(at: number, vsize: number): void {
    this.#arrivals.push({ at, vsize });
  }

  /** Mean vB/s over the window ending at `now`. */
  perSecond(now: number): number {
    this.#arrivals = this.#arrivals.filter((a) => now - a.at < INCOMING_WINDOW_SECONDS);
    return Math.round(this.#arrivals.reduce((sum, a) => sum + a.vsize, 0) / INCOMING_WINDOW_SECONDS);
  }
}

/**
 * Samples the mempool: counts, total vsize and fees, the lowest rate, and the vsize in each fee
 * bucket (by each transaction's own rate; the fee graph shows what people bid).
 */
export function sampleMempool(mempool: Mempool, added: number, vbytesPerSecond: number): StatisticsSample {
  const vsizes = new Array<number>(STATISTICS_BUCKETS).fill(0);
  let minFee = Number.POSITIVE_INFINITY;
  for (const entry of mempool.entries()) {
    const vsize = entry.weight / 4;
    const rate = entry.fee / vsize;
    vsizes[Math.min(feeLevelIndex(rate), STATISTICS_BUCKETS - 1)]! += vsize;
    if (rate < minFee) minFee = rate;
  }
  return {
    added,
    count: mempool.size,
    vbytes_per_second: vbytesPerSecond,
    mempool_byte_weight: Math.round(mempool.vsize * 4),
    total_fee: mempool.totalFees,
    min_fee: Number.isFinite(minFee) ? Math.round(minFee * 100) / 100 : 0,
    vsizes: vsizes.map((v) => Math.round(v)),
  };
}

/**
 * Esplora's `fee_histogram` of `/api/mempool` (research §2.3): the mempool sorted by fee rate,
 * highest first, cut into bins of a little over 50,000 vB. Each bin is `[rate, vsize]`: the lowest
 * rate in the bin and the vbytes it holds, so a wallet reads "N vB pay at least this rate" by
 * summing bins from the top. A bin never splits transactions of one rate, as electrs does.
 *
 * @example
 * feeHistogram([{ fee: 1_000, vsize: 100 }, { fee: 200, vsize: 200 }]); // [[1, 300]]
 */

/** Esplora closes a bin once it holds more than this many vbytes. */
export const FEE_HISTOGRAM_BIN_VBYTES = 50_000;

export interface HistogramTx {
  readonly fee: number;
  /** Whole vbytes, as Esplora counts them. */
  readonly vsize: number;
}

/** `[[rate, vsize], …]`, rates descending. */
export function feeHistogram(txs: readonly HistogramTx[]): [rate: number, vsize: number][] {
  const byRate = txs.map((tx) => ({ rate: tx.fee / tx.vsize, vsize: tx.vsize })).sort((a, b) => b.rate - a.rate);
  const histogram: [number, number][] = [];
  let binVsize = 0;
  let lastRate = 0;
  for (const { rate, vsize } of byRate) {
    if (binVsize > FEE_HISTOGRAM_BIN_VBYTES && rate !== lastRate) {
      histogram.push([lastRate, binVsize]);
      binVsize = 0;
    }
    lastRate = rate;
    binVsize += vsize;
  }
  if (binVsize > 0) histogram.push([lastRate, binVsize]);
  return histogram;
}

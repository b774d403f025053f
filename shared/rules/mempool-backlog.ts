/**
 * The mempool figures of the status footer (spec §2.13, §9 "Clock and footer"): how much is
 * waiting, in bytes and in blocks, how full the node's mempool memory is, and the lowest fee it
 * takes now.
 *
 * @example
 * mempoolBacklog([{ blockSize: 1_600_000, blockVSize: 998_000 }, { blockSize: 400_000, blockVSize: 250_000 }], 1_000_000);
 * // { bytes: 2_000_000, blocks: 2 }
 * memoryUsagePercent(150_000_000, 300_000_000); // 50
 * mempoolMinimumFee({ mempoolminfee: 0.00001305, minrelaytxfee: 0.00001 }); // { rate: 1.305, purging: true }
 */
import { SAT_PER_VB_PER_BTC_PER_KVB } from "../fees/recommended-fees.ts";
import { assertNonNegativeNumber } from "../format/number-guards.ts";
import { type SatPerVByte, satPerVByte } from "../types/units.ts";

export interface MempoolBacklog {
  /** Serialized size of every projected transaction, in bytes. */
  readonly bytes: number;
  /** Blocks needed to mine them all: total vsize over one block's vsize, rounded up. */
  readonly blocks: number;
}

/**
 * Sums the projected blocks. The last one may be the overflow stack holding many blocks' worth, so
 * the block count comes from the vsize, not from the number of projected blocks.
 *
 * @example
 * mempoolBacklog([], 1_000_000); // { bytes: 0, blocks: 0 }
 */
export function mempoolBacklog(
  mempoolBlocks: readonly { readonly blockSize: number; readonly blockVSize: number }[],
  blockVSize: number,
): MempoolBacklog {
  assertNonNegativeNumber(blockVSize, "block vsize");
  if (blockVSize === 0) throw new RangeError("block vsize must be above 0: it divides the backlog into blocks");
  let bytes = 0;
  let vsize = 0;
  mempoolBlocks.forEach((block, index) => {
    assertNonNegativeNumber(block.blockSize, `blockSize of projected block ${index}`);
    assertNonNegativeNumber(block.blockVSize, `blockVSize of projected block ${index}`);
    bytes += block.blockSize;
    vsize += block.blockVSize;
  });
  return { bytes, blocks: Math.ceil(vsize / blockVSize) };
}

/**
 * Memory the mempool uses, as a percent of its limit (may exceed 100: Core's usage counts
 * overhead the limit check trims lazily). Null when the node reports no limit.
 *
 * @example
 * memoryUsagePercent(856_780_672, 300_000_000); // 285.59…
 * memoryUsagePercent(1, 0);                     // null
 */
export function memoryUsagePercent(usage: number, maxmempool: number): number | null {
  assertNonNegativeNumber(usage, "mempool usage");
  assertNonNegativeNumber(maxmempool, "maxmempool");
  return maxmempool === 0 ? null : (usage / maxmempool) * 100;
}

export interface MempoolMinimumFee {
  /** `mempoolminfee` in sat/vB. */
  readonly rate: SatPerVByte;
  /**
   * The node's floor is above its relay minimum, which only a full mempool's rolling minimum fee
   * puts there: it is evicting what pays less (research graphs-and-dashboard §1.2: "Purging", "<").
   */
  readonly purging: boolean;
}

/** sat/kvB per sat/vB: `mempoolminfee`'s 8 BTC decimals are whole sat/kvB. */
const SAT_PER_KVB_PER_SAT_PER_VB = 1_000;

/**
 * The lowest fee rate the node's mempool takes now, and whether it is purging.
 *
 * @example
 * mempoolMinimumFee({ mempoolminfee: 0.000001, minrelaytxfee: 0.000001 }); // { rate: 0.1, purging: false }
 */
export function mempoolMinimumFee(info: { readonly mempoolminfee: number; readonly minrelaytxfee: number }): MempoolMinimumFee {
  assertNonNegativeNumber(info.mempoolminfee, "mempoolminfee");
  assertNonNegativeNumber(info.minrelaytxfee, "minrelaytxfee");
  // Rounded to whole sat/kvB, so 0.000001 BTC/kvB reads 0.1 sat/vB and not 0.09999….
  const satPerKvB = Math.round(info.mempoolminfee * SAT_PER_VB_PER_BTC_PER_KVB * SAT_PER_KVB_PER_SAT_PER_VB);
  return { rate: satPerVByte(satPerKvB / SAT_PER_KVB_PER_SAT_PER_VB), purging: info.mempoolminfee > info.minrelaytxfee };
}

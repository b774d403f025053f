/**
 * Wire shapes of the upstream mempool protocol (research §1.4, §2.3): what arrives in the
 * `mempool-blocks`, `mempoolInfo` and `fees` frames and from `/api/v1/fees/*`. Units are branded for
 * the reader, but every field is a plain JSON number or array at run time, so a parsed frame can be
 * forwarded as is.
 *
 * @example
 * const block: MempoolBlock = {
 *   blockSize: 1_746_106, blockVSize: vbytes(997_953.25), nTx: 3_750, totalFees: sats(1_764_766),
 *   medianFee: satPerVByte(1.0024), feeRange: [0.61, 0.61, 0.61, 0.61, 1.21, 3.17, 73.6].map(satPerVByte),
 * };
 */
import type { Sats, SatPerVByte, VBytes } from "./units.ts";

/** Median fee rate and fee-rate range of a block or projected block. */
export interface FeeStatistics {
  readonly medianFee: SatPerVByte;
  /**
   * Ascending rates. 7 values `[min, p10, p25, p50, p75, p90, max]` for a normal block; 11 band
   * averages for the overflow "stack" block (research §1.4).
   */
  readonly feeRange: readonly SatPerVByte[];
}

/** One projected (not yet mined) block, as summarised by the upstream (research §1.4, §5.1). */
export interface MempoolBlock extends FeeStatistics {
  /** Sum of the serialized sizes of its transactions, in bytes. */
  readonly blockSize: number;
  /** Sum of weights / 4; may be fractional. Above one block's vsize for the stack block. */
  readonly blockVSize: VBytes;
  /** Transaction count. */
  readonly nTx: number;
  readonly totalFees: Sats;
}

/**
 * Bitcoin Core's `getmempoolinfo` (research §1.4). Fee fields are in BTC per 1,000 vB, as Core
 * reports them: multiply by 100,000 for sat/vB.
 */
export interface MempoolInfo {
  /** The node finished loading its mempool from disk. */
  readonly loaded: boolean;
  /** Unconfirmed transaction count. */
  readonly size: number;
  /** Sum of the virtual sizes of all unconfirmed transactions. */
  readonly bytes: VBytes;
  /** Memory used by the mempool, in bytes. */
  readonly usage: number;
  /** Sum of all fees, in BTC. */
  readonly total_fee: number;
  /** Memory limit of the mempool, in bytes. */
  readonly maxmempool: number;
  /** Lowest fee rate the mempool accepts right now, BTC/kvB. */
  readonly mempoolminfee: number;
  /** Relay floor, BTC/kvB. */
  readonly minrelaytxfee: number;
  /** Minimum fee-rate increase for a replacement, BTC/kvB. */
  readonly incrementalrelayfee: number;
  readonly unbroadcastcount: number;
  /** Absent on nodes older than Bitcoin Core 24. */
  readonly fullrbf?: boolean;
}

/** The five fee recommendations of `fees` and `/api/v1/fees/recommended` (research §1.4, §5.2). */
export interface RecommendedFees {
  /** "High priority": the next block. */
  readonly fastestFee: SatPerVByte;
  /** "Medium priority": within about two blocks. */
  readonly halfHourFee: SatPerVByte;
  /** "Low priority": within about three blocks. */
  readonly hourFee: SatPerVByte;
  /** "No priority". */
  readonly economyFee: SatPerVByte;
  /** The mempool's current floor. */
  readonly minimumFee: SatPerVByte;
}

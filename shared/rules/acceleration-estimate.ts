/**
 * The acceleration estimate of the services API (spec §3 "Acceleration estimate", research §2.3),
 * reduced to the fields Blocktide reads. All amounts are sats; `effectiveVsize` is the vsize of the
 * transaction plus its unconfirmed ancestors, `effectiveFee` their fees.
 *
 * @example
 * const estimate: AccelerationEstimate = {
 *   hasAccess: true, userBalance: sats(250_000), cost: sats(1_500), targetFeeRate: satPerVByte(12),
 *   nextBlockFee: sats(2_640), mempoolBaseFee: sats(5_000), vsizeFee: sats(220),
 *   txSummary: { effectiveVsize: vbytes(220), effectiveFee: sats(440), ancestorCount: 1 },
 * };
 */
import type { SatPerVByte, Sats, VBytes } from "../types/units.ts";

export interface AccelerationTxSummary {
  readonly effectiveVsize: VBytes;
  readonly effectiveFee: Sats;
  /** Unconfirmed ancestors paid for together with the transaction. */
  readonly ancestorCount: number;
}

export interface AccelerationEstimate {
  readonly hasAccess: boolean;
  readonly userBalance: Sats;
  /** The services' price of the acceleration itself. */
  readonly cost: Sats;
  /** The rate the package needs to reach the next block. */
  readonly targetFeeRate: SatPerVByte;
  /** The fee the package would pay at `targetFeeRate`. */
  readonly nextBlockFee: Sats;
  readonly mempoolBaseFee: Sats;
  readonly vsizeFee: Sats;
  readonly txSummary: AccelerationTxSummary;
}

/** One of the three maximum-bid buttons (spec §3 "Each max-rate option has rate, index and fee"). */
export interface BidOption {
  /** The package's fee rate if the whole bid is spent: (effectiveFee + fee) / effectiveVsize. */
  readonly rate: SatPerVByte;
  /** 0, 1 or 2: the 1x, 2x and 4x buttons. */
  readonly index: number;
  /** The maximum extra fee of this option. */
  readonly fee: Sats;
}

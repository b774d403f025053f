/**
 * Bitcoin Core's `getmempoolinfo` for the devnet's mempool (research §1.4 `mempoolInfo`), with
 * the devnet's relay policy (Core 30 defaults: 0.1 sat/vB floors, full RBF) and its `-maxmempool`.
 *
 * @example
 * mempoolInfo(snapshot, { maxBytes: 300_000_000, minFeeRate: 0 }).mempoolminfee; // 0.000001 BTC/kvB = 0.1 sat/vB
 */
import { SAT_PER_VB_PER_BTC_PER_KVB } from "../../../shared/fees/recommended-fees.ts";
import type { MempoolInfo } from "../../../shared/types/mempool.ts";
import { SATS_PER_BTC, vbytes } from "../../../shared/types/units.ts";
import { FULL_RBF, INCREMENTAL_RELAY_FEE_RATE, MIN_RELAY_FEE_RATE } from "../mempool/acceptance.ts";
import { mempoolUsage } from "../mempool/mempool-usage.ts";
import type { MempoolSnapshot } from "./mempool-snapshot.ts";

/** The mempool's limit and its own floor now (mempool/mempool-limit.ts). */
export interface MempoolFloor {
  /** `-maxmempool`, bytes. */
  readonly maxBytes: number;
  /** The rolling minimum fee, sat/vB; 0 while none. */
  readonly minFeeRate: number;
}

/** sat/vB → BTC/kvB, rounded to Core's 8 decimals. */
const btcPerKvB = (satPerVByte: number): number => Number((satPerVByte / SAT_PER_VB_PER_BTC_PER_KVB).toFixed(8));

/**
 * `mempoolminfee` is the higher of the relay minimum and the rolling minimum fee, as Core reports
 * it; above the relay minimum, the explorer shows the mempool as purging.
 *
 * @example
 * mempoolInfo(snapshot, floor).size === snapshot.entries.length; // true
 */
export function mempoolInfo(snapshot: MempoolSnapshot, floor: MempoolFloor): MempoolInfo {
  const totalFees = snapshot.totalFees;
  return {
    loaded: true,
    size: snapshot.entries.length,
    bytes: vbytes(snapshot.vsize),
    usage: mempoolUsage(snapshot.vsize),
    total_fee: Number((totalFees / SATS_PER_BTC).toFixed(8)),
    maxmempool: floor.maxBytes,
    mempoolminfee: btcPerKvB(Math.max(MIN_RELAY_FEE_RATE, floor.minFeeRate)),
    minrelaytxfee: btcPerKvB(MIN_RELAY_FEE_RATE),
    incrementalrelayfee: btcPerKvB(INCREMENTAL_RELAY_FEE_RATE),
    unbroadcastcount: 0,
    fullrbf: FULL_RBF,
  };
}

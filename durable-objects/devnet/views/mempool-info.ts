/**
 * Bitcoin Core's `getmempoolinfo` for the devnet's mempool (research §1.4 `mempoolInfo`), with
 * the devnet's relay policy (Core 30 defaults: 0.1 sat/vB floors, full RBF, 300 MB limit).
 *
 * @example
 * mempoolInfo(snapshot).mempoolminfee; // 0.000001 BTC/kvB = 0.1 sat/vB
 */
import { SAT_PER_VB_PER_BTC_PER_KVB } from "../../../shared/fees/recommended-fees.ts";
import type { MempoolInfo } from "../../../shared/types/mempool.ts";
import { SATS_PER_BTC, vbytes } from "../../../shared/types/units.ts";
import { FULL_RBF, INCREMENTAL_RELAY_FEE_RATE, MIN_RELAY_FEE_RATE } from "../mempool/acceptance.ts";
import type { MempoolSnapshot } from "./mempool-snapshot.ts";

/** Core's default `-maxmempool` (300 MB). */
export const MAX_MEMPOOL_BYTES = 300_000_000;
/**
 * Core reports the allocator's usage, which the devnet does not have; mainnet's captured
 * `mempoolInfo` shows about 4.9 bytes of memory per vbyte, so the estimate scales the same way.
 */
const USAGE_BYTES_PER_VBYTE = 4.9;

/** sat/vB → BTC/kvB, rounded to Core's 8 decimals. */
const btcPerKvB = (satPerVByte: number): number => Number((satPerVByte / SAT_PER_VB_PER_BTC_PER_KVB).toFixed(8));

/**
 * The devnet never fills its mempool (it has no eviction), so its floor is the relay minimum.
 *
 * @example
 * mempoolInfo(snapshot).size === snapshot.entries.length; // true
 */
export function mempoolInfo(snapshot: MempoolSnapshot): MempoolInfo {
  const totalFees = snapshot.totalFees;
  return {
    loaded: true,
    size: snapshot.entries.length,
    bytes: vbytes(snapshot.vsize),
    usage: Math.round(snapshot.vsize * USAGE_BYTES_PER_VBYTE),
    total_fee: Number((totalFees / SATS_PER_BTC).toFixed(8)),
    maxmempool: MAX_MEMPOOL_BYTES,
    mempoolminfee: btcPerKvB(MIN_RELAY_FEE_RATE),
    minrelaytxfee: btcPerKvB(MIN_RELAY_FEE_RATE),
    incrementalrelayfee: btcPerKvB(INCREMENTAL_RELAY_FEE_RATE),
    unbroadcastcount: 0,
    fullrbf: FULL_RBF,
  };
}

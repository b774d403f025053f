/**
 * Core's rolling minimum fee (txmempool.cpp: trackPackageRemoved, GetMinFee, removeForBlock):
 * trimming a full mempool raises it to the evicted package's rate plus the incremental relay fee,
 * so nothing as cheap comes straight back; once a block has come, it halves every 12 hours (faster
 * while the mempool is below half or a quarter of its limit) and drops to nothing below half the
 * incremental fee. Rates are sat/kvB, as Core keeps them, so its integer rounding carries over.
 *
 * @example
 * let fee = packageRemoved(NO_ROLLING_FEE, { fee: 1_000, vsize: 1_000 }); // 1,000 + 100 sat/kvB
 * fee = blockConnected(fee, now);
 * minimumFee(fee, now + 43_200, usage, limit).satPerKvB; // about half, once a block came
 */
import { INCREMENTAL_RELAY_FEE_RATE } from "./acceptance.ts";

/** The rolling fee's state, stored with the network's meta so a restart keeps it. */
export interface RollingMinimumFee {
  /** Core's `rollingMinimumFeeRate`, sat/kvB (fractional while it decays); 0 when none. */
  readonly satPerKvB: number;
  /** Unix seconds of the last decay step or block (`lastRollingFeeUpdate`). */
  readonly updatedAt: number;
  /** A block came since the last bump (`blockSinceLastRollingFeeBump`): only then does it decay. */
  readonly blockSinceBump: boolean;
}

export const NO_ROLLING_FEE: RollingMinimumFee = { satPerKvB: 0, updatedAt: 0, blockSinceBump: false };

/** Core's ROLLING_FEE_HALFLIFE. */
export const ROLLING_FEE_HALFLIFE_SECONDS = 12 * 60 * 60;
/** GetMinFee decays no more often than this. */
const DECAY_STEP_SECONDS = 10;
const SAT_PER_KVB_PER_SAT_PER_VB = 1_000;
const INCREMENTAL_SAT_PER_KVB = Math.round(INCREMENTAL_RELAY_FEE_RATE * SAT_PER_KVB_PER_SAT_PER_VB);

/**
 * A fee rate in sat/kvB as `CFeeRate(fee, size)` makes it: integer division.
 *
 * @example
 * feeRateSatPerKvB(1_000, 141); // 7_092
 */
export const feeRateSatPerKvB = (fee: number, vsize: number): number => Math.floor((fee * SAT_PER_KVB_PER_SAT_PER_VB) / vsize);

/**
 * trackPackageRemoved after TrimToSize evicted a package (a transaction and its descendants).
 *
 * @example
 * packageRemoved(NO_ROLLING_FEE, { fee: 500, vsize: 250 }).satPerKvB; // 2_100
 */
export function packageRemoved(state: RollingMinimumFee, removed: { readonly fee: number; readonly vsize: number }): RollingMinimumFee {
  const rate = feeRateSatPerKvB(removed.fee, removed.vsize) + INCREMENTAL_SAT_PER_KVB;
  return rate > state.satPerKvB ? { ...state, satPerKvB: rate, blockSinceBump: false } : state;
}

/**
 * What a connected block does: decay may begin, counted from now.
 *
 * @example
 * blockConnected(fee, now).blockSinceBump; // true
 */
export function blockConnected(state: RollingMinimumFee, now: number): RollingMinimumFee {
  return { ...state, updatedAt: Math.floor(now), blockSinceBump: true };
}

/**
 * GetMinFee: the mempool's own floor now, sat/kvB (0 while none), and the state after the decay it
 * applies on the way (Core stores it; a reader that must change nothing drops it).
 *
 * @param usage the mempool's memory now (mempool-usage.ts)
 * @param limit `-maxmempool` in bytes
 * @example
 * minimumFee(NO_ROLLING_FEE, now, 0, 300_000_000).satPerKvB; // 0
 */
export function minimumFee(state: RollingMinimumFee, now: number, usage: number, limit: number): { readonly state: RollingMinimumFee; readonly satPerKvB: number } {
  if (!state.blockSinceBump || state.satPerKvB === 0) return { state, satPerKvB: Math.round(state.satPerKvB) };
  const time = Math.floor(now);
  let next = state;
  if (time > state.updatedAt + DECAY_STEP_SECONDS) {
    const halflife = usage < Math.floor(limit / 4) ? ROLLING_FEE_HALFLIFE_SECONDS / 4 : usage < Math.floor(limit / 2) ? ROLLING_FEE_HALFLIFE_SECONDS / 2 : ROLLING_FEE_HALFLIFE_SECONDS;
    const satPerKvB = state.satPerKvB / 2 ** ((time - state.updatedAt) / halflife);
    if (satPerKvB < INCREMENTAL_SAT_PER_KVB / 2) return { state: { ...state, satPerKvB: 0, updatedAt: time }, satPerKvB: 0 };
    next = { ...state, satPerKvB, updatedAt: time };
  }
  return { state: next, satPerKvB: Math.max(Math.round(next.satPerKvB), INCREMENTAL_SAT_PER_KVB) };
}

/**
 * sat/kvB → sat/vB, the devnet's unit everywhere else.
 *
 * @example
 * satPerVByte(1_100); // 1.1
 */
export const satPerVByte = (satPerKvB: number): number => satPerKvB / SAT_PER_KVB_PER_SAT_PER_VB;

/**
 * Readers of the accelerator's answers (shared/services/services-wire.ts) and of the live
 * `accelerations` entries (shared/types/acceleration.ts), from `unknown`: each returns the record
 * with exactly its promised fields, or undefined.
 *
 * @example
 * readEstimate(await response.json());        // AccelerationEstimate | undefined
 * readAccelerationRecord({ txid: "…" });       // undefined: most fields missing
 */
import type { AccelerationEstimate, AccelerationTxSummary } from "../../shared/rules/acceleration-estimate.ts";
import type {
  AccelerationRecord,
  AccelerationStats,
  AccelerationStatus,
  AggregatedAccelerations,
  UserAccelerationRecord,
} from "../../shared/services/services-wire.ts";
import type { Acceleration } from "../../shared/types/acceleration.ts";
import type { SatPerVByte, Sats, VBytes } from "../../shared/types/units.ts";
import {
  type FieldCheck,
  isBoolean,
  isCount,
  isFiniteNumber,
  isString,
  isTxid,
  isWhole,
  listOf,
  nullable,
  oneOf,
  pick,
} from "./wire-fields.ts";

const isSats = isWhole as FieldCheck<Sats>;
const isVBytes = ((value) => isFiniteNumber(value) && value > 0) as FieldCheck<VBytes>;
const isRate = ((value) => isFiniteNumber(value) && value >= 0) as FieldCheck<SatPerVByte>;
const isPools = listOf(isWhole);

export const ACCELERATION_STATUSES: readonly AccelerationStatus[] = [
  "requested", "accelerating", "completed_provisional", "completed", "failed_provisional", "failed",
];

const readTxSummary = (json: unknown): AccelerationTxSummary | undefined =>
  pick<AccelerationTxSummary>(json, { effectiveVsize: isVBytes, effectiveFee: isSats, ancestorCount: isCount });

/** The estimate the panel reads: spec §3's fields and the partner pools (research §2.7). */
export interface Estimate extends AccelerationEstimate {
  /** Unique ids of the pools that would take it; none when the answer leaves them out. */
  readonly pools: readonly number[];
}

/** `POST accelerator/estimate`, reduced to the fields of spec §3 (the bid options follow from them, spec §5) and its pools. */
export function readEstimate(json: unknown): Estimate | undefined {
  const estimate = pick<Omit<AccelerationEstimate, "txSummary">>(json, {
    hasAccess: isBoolean,
    userBalance: isSats,
    cost: isSats,
    targetFeeRate: isRate,
    nextBlockFee: isSats,
    mempoolBaseFee: isSats,
    vsizeFee: isSats,
  });
  const { txSummary: summary, pools } = (json ?? {}) as { txSummary?: unknown; pools?: unknown };
  const txSummary = readTxSummary(summary);
  return estimate === undefined || txSummary === undefined ? undefined : { ...estimate, txSummary, pools: isPools(pools) ? pools : [] };
}

const RECORD_CHECKS = {
  txid: isTxid,
  status: oneOf(ACCELERATION_STATUSES),
  pools: isPools,
  feePaid: isWhole,
  added: isWhole,
  lastUpdated: isWhole,
  baseFee: isWhole,
  vsizeFee: isWhole,
  effectiveFee: isWhole,
  effectiveVsize: isFiniteNumber,
  feeDelta: isWhole,
  blockHash: nullable(isString),
  blockHeight: nullable(isWhole),
  bidBoost: nullable(isWhole),
  boostRate: nullable(isFiniteNumber),
  boostVersion: oneOf(["v2"]),
  minedByPoolUniqueId: nullable(isWhole),
  canceled: isBoolean,
} as const;

/** A row of `accelerator/accelerations/history`, or `accelerator/accelerations/:txid`. */
export const readAccelerationRecord = (json: unknown): AccelerationRecord | undefined => pick<AccelerationRecord>(json, RECORD_CHECKS);

const isHistory = listOf((value): value is { event: string; timestamp: number } => pick(value, { event: isString, timestamp: isWhole }) !== undefined);

/** A row of the user's `accelerator/history`. */
export const readUserAccelerationRecord = (json: unknown): UserAccelerationRecord | undefined =>
  pick<UserAccelerationRecord>(json, { ...RECORD_CHECKS, history: isHistory });

export const readAccelerationStats = (json: unknown): AccelerationStats | undefined =>
  pick<AccelerationStats>(json, { totalRequested: isCount, totalAccepted: isCount, totalCompleted: isCount, totalBidBoost: isCount, totalVsize: isFiniteNumber });

export const readAggregatedAccelerations = (json: unknown): AggregatedAccelerations | undefined =>
  pick<AggregatedAccelerations>(json, { timestamp: isWhole, sumBidBoost: isCount, count: isCount, avgHeight: isFiniteNumber });

/** One active acceleration of the live feed (`accelerations`, research §3.3). */
export function readAcceleration(json: unknown): Acceleration | undefined {
  const acceleration = pick<Acceleration>(json, {
    txid: isTxid,
    added: isWhole,
    effectiveVsize: (value): value is number => isFiniteNumber(value) && value > 0,
    effectiveFee: isCount,
    feeDelta: isCount,
    pools: isPools,
  });
  return acceleration && { ...acceleration, txid: acceleration.txid.toLowerCase() };
}

/**
 * The `accelerations` table: its row, the statements that move a row from one status to the next
 * (each with its ledger journal and event, in one batch), and the wire shapes it answers.
 *
 * @example
 * const rows = await runningAccelerations(db);
 * toRecord(rows[0]!); // AccelerationRecord
 */
import type { AccelerationRecord, UserAccelerationRecord } from "../../shared/services/services-wire.ts";
import { chargeJournal, releaseJournal } from "./ledger.ts";
import { type SqlStatement, allRows, sql } from "./sql.ts";

export interface AccelerationRow {
  readonly id: number;
  readonly user_id: number;
  readonly txid: string;
  readonly status: "requested" | "accelerating" | "completed" | "failed";
  readonly max_bid: number;
  readonly base_fee: number;
  readonly vsize_fee: number;
  readonly effective_vsize: number;
  readonly effective_fee: number;
  readonly pools: string;
  readonly fee_paid: number;
  readonly bid_boost: number | null;
  readonly boost_rate: number | null;
  readonly block_hash: string | null;
  readonly block_height: number | null;
  readonly mined_by_pool: number | null;
  readonly canceled: 0 | 1;
  readonly fail_reason: string | null;
  readonly added: number;
  readonly last_updated: number;
}

export const RUNNING_STATUSES = "('requested', 'accelerating')";

/** What the hold of a row is: the most it may cost. */
export const heldFor = (row: AccelerationRow): number => row.max_bid + row.base_fee + row.vsize_fee;

export const poolsOf = (row: AccelerationRow): number[] => {
  const pools: unknown = JSON.parse(row.pools);
  return Array.isArray(pools) ? pools.filter((id): id is number => Number.isSafeInteger(id)) : [];
};

/** The running accelerations, oldest first: everyone's, or one user's. */
export async function runningAccelerations(db: D1Database, userId?: number): Promise<AccelerationRow[]> {
  return userId === undefined
    ? allRows<AccelerationRow>(db, sql(`SELECT * FROM accelerations WHERE status IN ${RUNNING_STATUSES} ORDER BY added, id`))
    : allRows<AccelerationRow>(db, sql(`SELECT * FROM accelerations WHERE user_id = ? AND status IN ${RUNNING_STATUSES} ORDER BY added, id`, userId));
}

export const eventStatement = (accelerationId: number, event: string, at: number): SqlStatement =>
  sql("INSERT INTO acceleration_events (acceleration_id, event, timestamp) VALUES (?, ?, ?)", accelerationId, event, at);

/** Ends a running row as completed, charging the fees and `boost` of its hold. */
export function completeStatements(row: AccelerationRow, mined: { blockHash: string; height: number; poolId: number; boost: number; boostRate: number | null }, at: number): SqlStatement[] {
  const fees = row.base_fee + row.vsize_fee;
  return [
    sql(
      `UPDATE accelerations SET status = 'completed', fee_paid = ?, bid_boost = ?, boost_rate = ?, block_hash = ?, block_height = ?, mined_by_pool = ?, last_updated = ?
       WHERE id = ? AND status IN ${RUNNING_STATUSES}`,
      fees + mined.boost, mined.boost, mined.boostRate, mined.blockHash, mined.height, mined.poolId, at, row.id,
    ),
    ...chargeJournal({ userId: row.user_id, held: heldFor(row), fees, boost: mined.boost, txid: row.txid, accelerationId: row.id, at }),
    eventStatement(row.id, `complete-at-block-${mined.height}`, at),
  ];
}

/** Ends a running row as failed, giving its hold back whole. */
export function failStatements(row: AccelerationRow, failure: { reason: string; event: string; canceled: boolean; blockHash?: string; height?: number; poolId?: number }, at: number): SqlStatement[] {
  return [
    sql(
      `UPDATE accelerations SET status = 'failed', canceled = ?, fail_reason = ?, block_hash = ?, block_height = ?, mined_by_pool = ?, last_updated = ?
       WHERE id = ? AND status IN ${RUNNING_STATUSES}`,
      failure.canceled ? 1 : 0, failure.reason, failure.blockHash ?? null, failure.height ?? null, failure.poolId ?? null, at, row.id,
    ),
    ...releaseJournal({ userId: row.user_id, held: heldFor(row), txid: row.txid, accelerationId: row.id, reason: failure.reason, at }),
    eventStatement(row.id, failure.event, at),
  ];
}

export function toRecord(row: AccelerationRow): AccelerationRecord {
  return {
    txid: row.txid,
    status: row.status,
    pools: poolsOf(row),
    feePaid: row.fee_paid,
    added: row.added,
    lastUpdated: row.last_updated,
    baseFee: row.base_fee,
    vsizeFee: row.vsize_fee,
    effectiveFee: row.effective_fee,
    effectiveVsize: row.effective_vsize,
    feeDelta: row.max_bid,
    blockHash: row.block_hash,
    blockHeight: row.block_height,
    bidBoost: row.bid_boost,
    boostRate: row.boost_rate,
    boostVersion: "v2",
    minedByPoolUniqueId: row.mined_by_pool,
    canceled: row.canceled === 1,
  };
}

export function toUserRecord(row: AccelerationRow, events: readonly { event: string; timestamp: number }[]): UserAccelerationRecord {
  return { ...toRecord(row), history: events.map((e) => ({ event: e.event, timestamp: e.timestamp })) };
}

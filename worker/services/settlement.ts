/**
 * Settles running accelerations against the chain (issue 14 "Money"): a transaction mined by a pool
 * that accepted it is charged by the bid-boost rule (shared/rules/bid-boost.ts, capped at the bid)
 * plus the fees; mined by any other pool, replaced or dropped, its hold comes back whole. Run on
 * every services read that shows money or history, and by the worker's cron, so no one waits for
 * the other. Each settlement is one batch guarded by its journal's key: two racing runs settle once.
 * A `requested` row is its request's until that request's lease is over; then settlement tells the
 * pools again, so a request D1 interrupted midway still ends accelerating or released.
 *
 * @example
 * await settleRunning(env, db, now);
 */
import { bidBoostCharge, blockBoostRate } from "../../shared/rules/bid-boost.ts";
import type { PublicAcceleration } from "../../shared/types/acceleration.ts";
import type { TransactionStripped } from "../../shared/types/compressed-tx.ts";
import type { Env } from "../env.ts";
import { type AccelerationRow, completeStatements, failStatements, poolsOf, runningAccelerations } from "./acceleration-rows.ts";
import { backendFetch, backendJson } from "./backend.ts";
import { PoolsRefused, resumeInterrupted } from "./pool-requests.ts";
import { isConstraintError, runBatch, type SqlStatement } from "./sql.ts";

interface TxStatus {
  readonly confirmed: boolean;
  readonly block_height?: number;
  readonly block_hash?: string;
}

interface MinedBlock {
  readonly id: string;
  readonly height: number;
  readonly weight: number;
  readonly extras?: { readonly pool?: { readonly id?: number } };
}

/** A public read settles again within this long only when a block came meanwhile. */
export const PUBLIC_SETTLE_INTERVAL_SECONDS = 10;
let lastPublicSettle: { tip: string; at: number; run: Promise<unknown> } | undefined;

/**
 * settleRunning for the public reads every viewer of /acceleration makes: in one isolate at most
 * once per PUBLIC_SETTLE_INTERVAL_SECONDS unless the tip moved, so a crowd costs the backend one
 * status lookup per running acceleration, not one per viewer. A read that skips still waits for the
 * run under way, or it could answer from before the block that run is settling.
 */
export async function settleForPublicRead(env: Env, db: D1Database, now: number): Promise<void> {
  const response = await backendFetch(env, "/api/blocks/tip/hash");
  const tip = response.ok ? await response.text() : "";
  const last = lastPublicSettle;
  if (last && last.tip === tip && now - last.at < PUBLIC_SETTLE_INTERVAL_SECONDS) {
    await last.run;
    return;
  }
  const run = settleRunning(env, db, now);
  const current = { tip, at: now, run: run.catch(() => undefined) };
  lastPublicSettle = current;
  try {
    await run;
  } catch (error) {
    // A failed run settled nothing: the next read tries again.
    if (lastPublicSettle === current) lastPublicSettle = undefined;
    throw error;
  }
}

/** Settles what can be settled now, of every user or of one; returns how many were. */
export async function settleRunning(env: Env, db: D1Database, now: number, userId?: number): Promise<number> {
  const rows = await runningAccelerations(db, userId);
  let settled = 0;
  for (const row of rows) {
    if (row.status === "requested") {
      if (await resumed(env, db, row, now)) settled++;
      continue;
    }
    const statements = await settlementOf(env, row, now);
    if (statements === null) continue;
    try {
      await runBatch(db, statements);
      settled++;
    } catch (error) {
      // Another run settled it first.
      if (!isConstraintError(error, "UNIQUE")) throw error;
    }
  }
  return settled;
}

/**
 * Carries on a request D1 interrupted before the pools' answer was recorded (pool-requests.ts):
 * whether they take it now or refuse it, the row leaves `requested`. Left alone while the request
 * that wrote it may still be running.
 */
async function resumed(env: Env, db: D1Database, row: AccelerationRow, now: number): Promise<boolean> {
  try {
    return (await resumeInterrupted(env, db, row, now)) !== null;
  } catch (error) {
    // Refused by every pool: failed and released, which settles it too.
    if (error instanceof PoolsRefused) return true;
    throw error;
  }
}

/** The statements that settle `row`, or null while its transaction still waits. */
async function settlementOf(env: Env, row: AccelerationRow, now: number): Promise<SqlStatement[] | null> {
  const status = await backendJson<TxStatus>(env, `/api/tx/${row.txid}/status`);
  if (status === null) return failStatements(row, { reason: "replaced or dropped from the mempool", event: "failed-replaced-or-dropped", canceled: true }, now);
  if (!status.confirmed || status.block_hash === undefined) return null;
  const block = await backendJson<MinedBlock>(env, `/api/v1/block/${status.block_hash}`);
  if (block === null) return null;
  const poolId = block.extras?.pool?.id;
  if (poolId === undefined || !poolsOf(row).includes(poolId)) {
    return failStatements(row, { reason: "mined by a pool that does not take part", event: `failed-at-block-${block.height}`, canceled: false, blockHash: block.id, height: block.height, ...(poolId === undefined ? {} : { poolId }) }, now);
  }
  const boostRate = await blockRate(env, block, row.txid);
  const boost = bidBoostCharge({ effectiveVsize: row.effective_vsize, effectiveFee: row.effective_fee, feeDelta: row.max_bid }, boostRate);
  return completeStatements(row, { blockHash: block.id, height: block.height, poolId, boost, boostRate: Number.isFinite(boostRate) ? boostRate : null }, now);
}

/** The block's boost rate: its transactions in order, the accelerated ones marked. */
async function blockRate(env: Env, block: MinedBlock, txid: string): Promise<number> {
  const [summary, mined] = await Promise.all([
    backendJson<TransactionStripped[]>(env, `/api/v1/block/${block.id}/summary`),
    backendJson<PublicAcceleration[]>(env, `/api/v1/accelerations/block/${block.height}`),
  ]);
  const accelerated = new Set([txid, ...(mined ?? []).map((a) => a.txid)]);
  // The coinbase comes first and pays no fee.
  const txs = (summary ?? []).slice(1).map((tx) => ({ vsize: tx.vsize, fee: tx.fee, accelerated: tx.acc === true || accelerated.has(tx.txid) }));
  return blockBoostRate(txs, block.weight);
}

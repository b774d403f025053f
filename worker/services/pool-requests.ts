/**
 * Telling the partner pools of an acceleration whose hold is recorded (status `requested`), and
 * recording what they answered: `accelerating` with the pools that took it, or `failed` with its
 * hold given back. The pools' API is idempotent (the same request again is answered the same), so
 * a request that D1 interrupted after the hold was written can be told again: by the owner's retry
 * or by settlement (settlement.ts), once REQUEST_LEASE_SECONDS show the request that wrote the hold
 * has ended.
 *
 * @example
 * const record = await tellPools(env, db, row, await partnerPools(env), now);
 * await resumeInterrupted(env, db, row, now); // null while the request that wrote it may still run
 */
import type { AccelerationRecord } from "../../shared/services/services-wire.ts";
import type { Env } from "../env.ts";
import { type AccelerationRow, failStatements, toRecord } from "./acceleration-rows.ts";
import { type PoolAnswer, callPool, devnetPartnerPools } from "./backend.ts";
import { type PartnerPool, readServicesConfig } from "./services-config.ts";
import { ServicesError } from "./services-error.ts";
import { type SqlStatement, firstRow, runBatch, sql } from "./sql.ts";

/**
 * How long a `requested` row belongs to the request that wrote it. That request calls its pools at
 * once, each call ending within BACKEND_TIMEOUT_MS (10 s), then writes their answer; one still at
 * it after three of those has died.
 */
export const REQUEST_LEASE_SECONDS = 30;

/** The partner pools to tell: the configured ones, or the devnet's. */
export async function partnerPools(env: Env): Promise<readonly PartnerPool[]> {
  const config = readServicesConfig(env);
  if (config.pools.length > 0 || !config.devnet) return config.pools;
  return devnetPartnerPools(env);
}

/** What every pool refusing an acceleration answers. */
export type PoolsRefusal = "txid_not_in_mempool" | "acceleration_duplicated" | "not_whitelisted_by_any_pool" | "no_mining_pool_available";

/** No pool took the acceleration: it is failed and its hold given back; the code says why. */
export class PoolsRefused extends ServicesError {
  constructor(code: PoolsRefusal) {
    super(code === "no_mining_pool_available" ? 503 : 400, code);
    this.name = "PoolsRefused";
  }
}

// One event per pool and acceleration, so a request told again does not repeat its history.
const acceptedEvent = (accelerationId: number, poolId: number, at: number): SqlStatement =>
  sql(
    `INSERT INTO acceleration_events (acceleration_id, event, timestamp) SELECT ?, ?, ?
     WHERE NOT EXISTS (SELECT 1 FROM acceleration_events WHERE acceleration_id = ? AND event = ?)`,
    accelerationId, `accepted_${poolId}`, at, accelerationId, `accepted_${poolId}`,
  );

/** Sends the acceleration to every pool; it runs with those that accept, or fails and is released. */
export async function tellPools(env: Env, db: D1Database, row: AccelerationRow, pools: readonly PartnerPool[], now: number): Promise<AccelerationRecord> {
  const body = { txid: row.txid, feeDelta: row.max_bid, requestedAt: row.added };
  const answers = await Promise.all(pools.map(async (pool) => ({ pool, answer: await callPool(env, pool, "POST", "/accelerations", body) })));
  const accepted = answers.filter(({ answer }) => answer.status === 200).map(({ pool }) => pool);
  if (accepted.length === 0) {
    const code = refusalCode(answers.map(({ answer }) => answer));
    await runBatch(db, failStatements(row, { reason: `no partner pool accepted it (${code})`, event: "failed-no-pool", canceled: true }, now));
    throw new PoolsRefused(code);
  }
  const ids = accepted.map((pool) => pool.id).sort((a, b) => a - b);
  try {
    await runBatch(db, [
      sql("UPDATE accelerations SET status = 'accelerating', pools = ?, last_updated = ? WHERE id = ? AND status = 'requested'", JSON.stringify(ids), now, row.id),
      ...ids.map((id) => acceptedEvent(row.id, id, now)),
    ]);
  } catch (error) {
    await withdraw(env, db, row, accepted, now);
    throw error;
  }
  return toRecord({ ...row, status: "accelerating", pools: JSON.stringify(ids), last_updated: now });
}

/**
 * The pools took it but their answer could not be recorded. Whether that write happened is unknown
 * (D1 may have lost only its answer), so the hold is given back first and the pools are asked to
 * drop it only once that is written; when D1 cannot even do that, the row and the pools are left as
 * they are, consistent, for a retry or settlement to tell the pools again and record it.
 */
async function withdraw(env: Env, db: D1Database, row: AccelerationRow, accepted: readonly PartnerPool[], now: number): Promise<void> {
  const released = await runBatch(db, failStatements(row, { reason: "could not be recorded", event: "failed-internal", canceled: true }, now)).then(
    () => true,
    () => false,
  );
  if (released) await Promise.all(accepted.map((pool) => callPool(env, pool, "DELETE", `/accelerations/${row.txid}`)));
}

/**
 * Tells the pools again of a `requested` row whose request ended before recording their answer,
 * once its lease is over; the row's lease is claimed first, so one caller at a time resumes it.
 * Null when the lease is not over or another caller holds it.
 * @throws PoolsRefused when the pools refuse it (the row is then failed and its hold given back)
 */
export async function resumeInterrupted(env: Env, db: D1Database, row: AccelerationRow, now: number): Promise<AccelerationRecord | null> {
  if (row.status !== "requested" || now - row.last_updated < REQUEST_LEASE_SECONDS) return null;
  const claimed = await firstRow<AccelerationRow>(
    db,
    sql("UPDATE accelerations SET last_updated = ? WHERE id = ? AND status = 'requested' AND last_updated <= ? RETURNING *", now, row.id, now - REQUEST_LEASE_SECONDS),
  );
  if (claimed === null) return null;
  return tellPools(env, db, claimed, await partnerPools(env), now);
}

/** Why no pool took it: what they agree on, else that no pool is available. */
function refusalCode(answers: readonly PoolAnswer[]): PoolsRefusal {
  const bodies = new Set(answers.map((a) => a.body.trim()));
  if (bodies.size === 1) {
    const [only] = bodies;
    if (only === "txid_not_in_mempool" || only === "acceleration_duplicated") return only;
    if (only === "not_partner") return "not_whitelisted_by_any_pool";
  }
  return "no_mining_pool_available";
}

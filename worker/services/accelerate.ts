/**
 * `POST accelerator/accelerate` (spec §4.2, §7.3, §8): a logged-in user with access bids on one of
 * their waiting transactions. In order: the request is checked; the quote is made again (the bid
 * must be at least the 1x option, and is kept at most at the 4x one); then one D1 batch inserts the
 * acceleration and holds its most it may cost from the balance (a second running acceleration of the
 * same transaction, or a balance that would go negative, fails the whole batch); then every partner
 * pool is told; the acceleration runs when at least one accepts, else the hold is released.
 *
 * @example
 * const record = await accelerate({ env, db, user, txid, userBid: 6_000, now });
 */
import { bidOptions, clampBid } from "../../shared/rules/acceleration-bid.ts";
import type { AccelerationRecord } from "../../shared/services/services-wire.ts";
import { sats } from "../../shared/types/units.ts";
import type { Env } from "../env.ts";
import type { UserRow } from "./accounts.ts";
import { type AccelerationRow, eventStatement, failStatements, toRecord } from "./acceleration-rows.ts";
import { type PoolAnswer, callPool, devnetPartnerPools } from "./backend.ts";
import { acceleratableTx, estimateFor, targetFeeRate } from "./estimate.ts";
import { holdJournal } from "./ledger.ts";
import { type PartnerPool, readServicesConfig } from "./services-config.ts";
import { ServicesError } from "./services-error.ts";
import { firstRow, isConstraintError, runBatch, sql } from "./sql.ts";

export interface AccelerateInput {
  readonly env: Env;
  readonly db: D1Database;
  readonly user: UserRow;
  readonly txid: string;
  readonly userBid: unknown;
  readonly now: number;
}

/** The partner pools to tell: the configured ones, or the devnet's. */
export async function partnerPools(env: Env): Promise<readonly PartnerPool[]> {
  const config = readServicesConfig(env);
  if (config.pools.length > 0 || !config.devnet) return config.pools;
  return devnetPartnerPools(env);
}

export async function accelerate(input: AccelerateInput): Promise<AccelerationRecord> {
  const { env, db, user, txid, now } = input;
  if (user.status !== "verified") throw new ServicesError(403, "not_verified");
  if (user.has_access !== 1) throw new ServicesError(403, "not_available");
  if (typeof input.userBid !== "number" || !Number.isSafeInteger(input.userBid) || input.userBid < 0) throw new ServicesError(400, "invalid_acceleration_request");
  const running = await firstRow<{ id: number }>(db, sql("SELECT id FROM accelerations WHERE txid = ? AND status IN ('requested', 'accelerating')", txid));
  if (running) throw new ServicesError(400, "acceleration_duplicated");

  const [tx, rate, pools] = await Promise.all([acceleratableTx(env, txid), targetFeeRate(env), partnerPools(env)]);
  if (pools.length === 0) throw new ServicesError(503, "no_mining_pool_available");
  const estimate = estimateFor(tx, rate, { hasAccess: true, balance: 0 }, pools.map((p) => p.id));
  const options = bidOptions(estimate);
  if (input.userBid < options[0]!.fee) throw new ServicesError(400, "acceleration_outbid");
  const bid = clampBid(sats(input.userBid), options);
  const held = bid + estimate.mempoolBaseFee + estimate.vsizeFee;

  try {
    await runBatch(db, [
      sql(
        `INSERT INTO accelerations (user_id, txid, status, max_bid, base_fee, vsize_fee, effective_vsize, effective_fee, added, last_updated)
         VALUES (?, ?, 'requested', ?, ?, ?, ?, ?, ?, ?)`,
        user.id, txid, bid, estimate.mempoolBaseFee, estimate.vsizeFee, tx.pkg.effectiveVsize, tx.pkg.effectiveFee, now, now,
      ),
      ...holdJournal({ userId: user.id, amount: held, txid, accelerationId: "last-insert", at: now }),
      sql("INSERT INTO acceleration_events (acceleration_id, event, timestamp) VALUES ((SELECT id FROM accelerations WHERE txid = ? AND status = 'requested'), 'user-requested-acceleration', ?)", txid, now),
    ]);
  } catch (error) {
    if (isConstraintError(error, "UNIQUE")) throw new ServicesError(400, "acceleration_duplicated");
    if (isConstraintError(error, "CHECK")) throw new ServicesError(400, "not_enough_balance");
    throw error;
  }
  const row = (await firstRow<AccelerationRow>(db, sql("SELECT * FROM accelerations WHERE txid = ? AND status = 'requested' AND user_id = ?", txid, user.id)))!;
  return tellPools(env, db, row, pools, now);
}

/** Sends the acceleration to every pool; it runs with those that accept, or fails and is released. */
async function tellPools(env: Env, db: D1Database, row: AccelerationRow, pools: readonly PartnerPool[], now: number): Promise<AccelerationRecord> {
  const body = { txid: row.txid, feeDelta: row.max_bid, requestedAt: row.added };
  const answers = await Promise.all(pools.map(async (pool) => ({ pool, answer: await callPool(env, pool, "POST", "/accelerations", body) })));
  const accepted = answers.filter(({ answer }) => answer.status === 200).map(({ pool }) => pool);
  if (accepted.length === 0) {
    const code = refusalCode(answers.map(({ answer }) => answer));
    await runBatch(db, failStatements(row, { reason: `no partner pool accepted it (${code})`, event: "failed-no-pool", canceled: true }, now));
    throw new ServicesError(code === "no_mining_pool_available" ? 503 : 400, code);
  }
  const ids = accepted.map((pool) => pool.id).sort((a, b) => a - b);
  try {
    await runBatch(db, [
      sql("UPDATE accelerations SET status = 'accelerating', pools = ?, last_updated = ? WHERE id = ? AND status = 'requested'", JSON.stringify(ids), now, row.id),
      ...ids.map((id) => eventStatement(row.id, `accepted_${id}`, now)),
    ]);
  } catch (error) {
    // The pools took it but it could not be recorded: take it back from them and give the hold back.
    await Promise.all(accepted.map((pool) => callPool(env, pool, "DELETE", `/accelerations/${row.txid}`)));
    await runBatch(db, failStatements(row, { reason: "could not be recorded", event: "failed-internal", canceled: true }, now)).catch(() => undefined);
    throw error;
  }
  return toRecord({ ...row, status: "accelerating", pools: JSON.stringify(ids), last_updated: now });
}

/** Why no pool took it: what they agree on, else that no pool is available. */
function refusalCode(answers: readonly PoolAnswer[]): "txid_not_in_mempool" | "acceleration_duplicated" | "not_whitelisted_by_any_pool" | "no_mining_pool_available" {
  const bodies = new Set(answers.map((a) => a.body.trim()));
  if (bodies.size === 1) {
    const [only] = bodies;
    if (only === "txid_not_in_mempool" || only === "acceleration_duplicated") return only;
    if (only === "not_partner") return "not_whitelisted_by_any_pool";
  }
  return "no_mining_pool_available";
}

/**
 * `POST accelerator/accelerate` (spec §4.2, §7.3, §8): a logged-in user with access bids on one of
 * their waiting transactions. In order: the request is checked; the quote is made again (the bid
 * must be at least the 1x option, and is kept at most at the 4x one); then one D1 batch inserts the
 * acceleration and holds its most it may cost from the balance (a second running acceleration of the
 * same transaction, or a balance that would go negative, fails the whole batch); then every partner
 * pool is told; the acceleration runs when at least one accepts, else the hold is released. A
 * request D1 interrupts after the hold is written leaves the row `requested`: a retry meanwhile is
 * a duplicate, and the owner's retry after its lease, or settlement, tells the pools again
 * (pool-requests.ts), so the hold is never stranded and never taken twice.
 *
 * @example
 * const record = await accelerate({ env, db, user, txid, userBid: 6_000, now });
 */
import { bidOptions, clampBid } from "../../shared/rules/acceleration-bid.ts";
import type { AccelerationRecord } from "../../shared/services/services-wire.ts";
import { sats } from "../../shared/types/units.ts";
import type { Env } from "../env.ts";
import type { UserRow } from "./accounts.ts";
import { type AccelerationRow, RUNNING_STATUSES } from "./acceleration-rows.ts";
import { acceleratableTx, estimateFor, targetFeeRate } from "./estimate.ts";
import { holdJournal } from "./ledger.ts";
import { partnerPools, resumeInterrupted, tellPools } from "./pool-requests.ts";
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

export async function accelerate(input: AccelerateInput): Promise<AccelerationRecord> {
  const { env, db, user, txid, now } = input;
  if (user.status !== "verified") throw new ServicesError(403, "not_verified");
  if (user.has_access !== 1) throw new ServicesError(403, "not_available");
  if (typeof input.userBid !== "number" || !Number.isSafeInteger(input.userBid) || input.userBid < 0) throw new ServicesError(400, "invalid_acceleration_request");
  const running = await firstRow<AccelerationRow>(db, sql(`SELECT * FROM accelerations WHERE txid = ? AND status IN ${RUNNING_STATUSES}`, txid));
  if (running) {
    // The owner's retry of a request D1 interrupted after its hold was written carries it on.
    const resumed = running.user_id === user.id ? await resumeInterrupted(env, db, running, now) : null;
    if (resumed) return resumed;
    throw new ServicesError(400, "acceleration_duplicated");
  }

  const [tx, rate, pools] = await Promise.all([acceleratableTx(env, txid), targetFeeRate(env), partnerPools(env)]);
  if (pools.length === 0) throw new ServicesError(503, "no_mining_pool_available");
  const estimate = estimateFor(tx, rate, { hasAccess: true, balance: 0 }, pools.map((p) => p.id));
  const options = bidOptions(estimate);
  if (input.userBid < options[0]!.fee) throw new ServicesError(400, "acceleration_outbid");
  const bid = clampBid(sats(input.userBid), options);
  const held = bid + estimate.mempoolBaseFee + estimate.vsizeFee;

  let results: D1Result[];
  try {
    results = await runBatch(db, [
      sql(
        `INSERT INTO accelerations (user_id, txid, status, max_bid, base_fee, vsize_fee, effective_vsize, effective_fee, added, last_updated)
         VALUES (?, ?, 'requested', ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
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
  // The row comes back from the batch itself: a read after it could fail and strand the hold untold.
  return tellPools(env, db, results[0]!.results[0] as AccelerationRow, pools, now);
}

/**
 * A D1 error in the middle of an acceleration (issue 17 "Faults"): D1 fails at each call of
 * `POST accelerator/accelerate` in turn, as an outage, a single failed call, and a write whose
 * answer is lost. Each time the caller gets 503 with Retry-After, the ledger and the accelerations
 * stay whole, and once D1 is back the transaction ends accelerated exactly once: one hold, the
 * pools counting it, the balance what it was less that hold. A request interrupted after its hold
 * was written is carried on by its owner's retry or by settlement once its lease is over, even when
 * D1 fails again meanwhile. On the devnet's manual clock, so no block mines what is accelerated.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { EstimateResponse } from "../../../shared/services/services-wire.ts";
import { userById } from "../../../worker/services/accounts.ts";
import { accelerate } from "../../../worker/services/accelerate.ts";
import { type AccelerationRow, RUNNING_STATUSES, heldFor } from "../../../worker/services/acceleration-rows.ts";
import { isD1Unavailable } from "../../../worker/services/d1-outage.ts";
import { REQUEST_LEASE_SECONDS } from "../../../worker/services/pool-requests.ts";
import { settleRunning } from "../../../worker/services/settlement.ts";
import { allRows, firstRow, sql } from "../../../worker/services/sql.ts";
import { D1_FAULT_MODES, FaultyD1, sweepD1Faults } from "../../support/faulty-d1.ts";
import { ORIGIN, type Visitor, stepBlock } from "../../support/services-client.ts";
import { accelerationInvariants } from "./accelerator-invariants.ts";
import { S, creditedVisitor, expectUnavailable, ledgerBalances, sendAs, waitingTxs } from "./fault-fixtures.ts";

const CREDIT = 1_000_000;
const ACCEPTING = /^UPDATE accelerations SET status = 'accelerating'/;
let waiting: string[] = [];

beforeAll(async () => {
  waiting = await waitingTxs(48, 300);
});

const runningRow = (txid: string) => firstRow<AccelerationRow>(env.DB, sql(`SELECT * FROM accelerations WHERE txid = ? AND status IN ${RUNNING_STATUSES}`, txid));

const activeAtPools = async (): Promise<Map<string, number[]>> =>
  new Map((await (await SELF.fetch(`${ORIGIN}/api/v1/accelerations`)).json<{ txid: string; pools: number[] }[]>()).map((a) => [a.txid, [...a.pools].sort((x, y) => x - y)]));

/** A funded account, a waiting transaction and the bid its estimate offers, all through the real D1. */
async function request(): Promise<{ visitor: Visitor; userId: number; txid: string; bid: number; pools: number[] }> {
  const { visitor, userId } = await creditedVisitor("accel", CREDIT);
  const txid = waiting.shift()!;
  const estimate = await visitor.json<EstimateResponse>(`${S}/accelerator/estimate`, { txInput: txid });
  return { visitor, userId, txid, bid: estimate.options[1]!.fee, pools: [...estimate.pools].sort((a, b) => a - b) };
}

/** The transaction accelerated once: one running row, its hold alone taken from the credit, the pools counting it. */
async function expectAcceleratedOnce(userId: number, txid: string, pools: number[]): Promise<void> {
  const row = await runningRow(txid);
  expect(row).toMatchObject({ user_id: userId, status: "accelerating", pools: JSON.stringify(pools) });
  expect(await ledgerBalances(userId)).toEqual({ available: CREDIT - heldFor(row!), held: heldFor(row!) });
  expect((await activeAtPools()).get(txid)).toEqual(pools);
  expect(await accelerationInvariants(env.DB)).toEqual([]);
}

/** A request D1 interrupted once the pools had been told: its row `requested`, its hold taken. */
async function interrupted(): Promise<{ userId: number; txid: string; bid: number; pools: number[]; row: AccelerationRow; visitor: Visitor }> {
  const made = await request();
  const faulty = new FaultyD1(env.DB, { at: 1, mode: "outage", matching: ACCEPTING });
  await expectUnavailable(await sendAs(made.visitor, faulty.db, `${S}/accelerator/accelerate`, { txInput: made.txid, userBid: made.bid }), "interrupted");
  const row = (await runningRow(made.txid))!;
  expect(row.status).toBe("requested");
  return { ...made, row };
}

describe("D1 failing in the middle of an acceleration", () => {
  for (const mode of D1_FAULT_MODES) {
    it(`accelerates exactly once, whichever call fails (${mode})`, async () => {
      const failed = await sweepD1Faults(mode, async (faulty) => {
        const { visitor, userId, txid, bid, pools } = await request();
        const response = await sendAs(visitor, faulty.db, `${S}/accelerator/accelerate`, { txInput: txid, userBid: bid });
        if (!faulty.fired) {
          expect(response.status).toBe(200);
          await expectAcceleratedOnce(userId, txid, pools);
          return;
        }
        const where = `${mode} at ${faulty.failedSql}`;
        await expectUnavailable(response, where);
        expect(await accelerationInvariants(env.DB), where).toEqual([]);
        const left = await runningRow(txid);
        // Once D1 is back the same request is retried: it accelerates, or finds the acceleration that failure left.
        const retry = await sendAs(visitor, env.DB, `${S}/accelerator/accelerate`, { txInput: txid, userBid: bid });
        const answer = `${retry.status} ${retry.status === 200 ? "ok" : await retry.text()}`;
        expect(answer, where).toBe(left === null ? "200 ok" : "400 acceleration_duplicated");
        if (left?.status === "requested") {
          // Left to the request that wrote it for its lease; then settlement tells the pools again.
          expect(await settleRunning(env, env.DB, left.last_updated + REQUEST_LEASE_SECONDS - 1, userId), where).toBe(0);
          expect((await runningRow(txid))?.status).toBe("requested");
          expect(await settleRunning(env, env.DB, left.last_updated + REQUEST_LEASE_SECONDS, userId), where).toBe(1);
        }
        await expectAcceleratedOnce(userId, txid, pools);
      });
      // The session, the user, the deposits credited, the running check, the hold, the pools' answer.
      expect(failed, failed.join("\n")).toHaveLength(6);
      expect(failed[4]).toMatch(/^INSERT INTO accelerations .* ; INSERT INTO journals .* ; INSERT INTO acceleration_events/s);
      expect(failed[5]).toMatch(ACCEPTING);
    });
  }

  it("carries an interrupted acceleration on at its owner's retry once its lease is over, and only then", async () => {
    const { visitor, userId, txid, bid, pools, row } = await interrupted();
    // The pools took it before D1 failed; they keep it, as the hold is still taken.
    expect((await activeAtPools()).get(txid)).toEqual(pools);
    expect(await ledgerBalances(userId)).toEqual({ available: CREDIT - heldFor(row), held: heldFor(row) });
    expect(await visitor.refusal(`${S}/accelerator/accelerate`, { txInput: txid, userBid: bid }, 400)).toBe("acceleration_duplicated");
    const other = await creditedVisitor("other", CREDIT);
    expect(await other.visitor.refusal(`${S}/accelerator/accelerate`, { txInput: txid, userBid: bid }, 400)).toBe("acceleration_duplicated");

    const later = row.last_updated + REQUEST_LEASE_SECONDS;
    const otherUser = (await userById(env.DB, other.userId))!;
    await expect(accelerate({ env, db: env.DB, user: otherUser, txid, userBid: bid, now: later })).rejects.toMatchObject({ code: "acceleration_duplicated" });
    const owner = (await userById(env.DB, userId))!;
    const record = await accelerate({ env, db: env.DB, user: owner, txid, userBid: bid * 2, now: later });
    expect(record).toMatchObject({ txid, status: "accelerating", feeDelta: row.max_bid, pools });
    await expectAcceleratedOnce(userId, txid, pools);
    const events = await allRows<{ event: string }>(env.DB, sql("SELECT event FROM acceleration_events WHERE acceleration_id = ? ORDER BY rowid", row.id));
    expect(events.map((e) => e.event)).toEqual(["user-requested-acceleration", ...pools.map((p) => `accepted_${p}`)]);
    expect(await ledgerBalances(other.userId)).toEqual({ available: CREDIT, held: 0 });
  });

  it("releases an interrupted acceleration the pools no longer take, once its lease is over", async () => {
    const { userId, txid, row } = await interrupted();
    // Its transaction leaves the mempool (mined) before anyone carries the request on.
    let confirmed = false;
    for (let i = 0; i < 12 && !confirmed; i++) {
      await stepBlock();
      confirmed = (await (await SELF.fetch(`${ORIGIN}/api/tx/${txid}/status`)).json<{ confirmed: boolean }>()).confirmed;
    }
    expect(confirmed).toBe(true);
    expect(await settleRunning(env, env.DB, row.last_updated + REQUEST_LEASE_SECONDS, userId)).toBe(1);
    expect(await firstRow(env.DB, sql("SELECT status, fee_paid FROM accelerations WHERE id = ?", row.id))).toEqual({ status: "failed", fee_paid: 0 });
    expect(await ledgerBalances(userId)).toEqual({ available: CREDIT, held: 0 });
    expect(await accelerationInvariants(env.DB)).toEqual([]);
    // The rest were mined with it: new ones for the tests after.
    waiting = await waitingTxs(24, 400);
  });

  for (const mode of D1_FAULT_MODES) {
    it(`recovers an interrupted acceleration by settlement, whichever of its calls fails (${mode})`, async () => {
      const failed = await sweepD1Faults(mode, async (faulty) => {
        const { userId, txid, pools, row } = await interrupted();
        const later = row.last_updated + REQUEST_LEASE_SECONDS;
        const outcome = await settleRunning(env, faulty.db, later, userId).catch((error: unknown) => error);
        if (!faulty.fired) {
          expect(outcome).toBe(1);
          await expectAcceleratedOnce(userId, txid, pools);
          return;
        }
        expect(isD1Unavailable(outcome), String(outcome)).toBe(true);
        expect(await accelerationInvariants(env.DB)).toEqual([]);
        if ((await runningRow(txid)) === null) {
          // D1 failed only the pools' answer and was back to give the hold back: failed whole, the pools told to drop it.
          expect(await firstRow(env.DB, sql("SELECT status, fee_paid FROM accelerations WHERE id = ?", row.id))).toEqual({ status: "failed", fee_paid: 0 });
          expect(await ledgerBalances(userId)).toEqual({ available: CREDIT, held: 0 });
          expect((await activeAtPools()).has(txid)).toBe(false);
          return;
        }
        // The cron's next run, a lease after the claim this one may have made.
        await settleRunning(env, env.DB, later + REQUEST_LEASE_SECONDS, userId);
        await expectAcceleratedOnce(userId, txid, pools);
      });
      // The running rows, the claim of the lease, the pools' answer.
      expect(failed, failed.join("\n")).toHaveLength(3);
      expect(failed[1]).toMatch(/^UPDATE accelerations SET last_updated = \? WHERE id = \? AND status = 'requested'/);
      expect(failed[2]).toMatch(ACCEPTING);
    });
  }
});

/**
 * A D1 error in the middle of the requests that move money besides an acceleration (issue 17
 * "Faults"): the balance read that settles an acceleration a block has mined, the one that credits
 * confirmed deposits, and test coins sent by the devnet's faucet. D1 fails at each of their calls
 * in turn, as an outage, a single failed call, and a write whose answer is lost: each time the
 * caller gets 503 with Retry-After, the ledger stays whole, and the same request retried once D1 is
 * back settles, credits or pays exactly once. On the devnet's manual clock: blocks come when asked.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AccountBalance, EstimateResponse, TestCoinsPayment } from "../../../shared/services/services-wire.ts";
import type { AccelerationRow } from "../../../worker/services/acceleration-rows.ts";
import { backendFetch } from "../../../worker/services/backend.ts";
import { depositAddressOf } from "../../../worker/services/deposits.ts";
import { TEST_COINS_SATS } from "../../../worker/services/services-config.ts";
import { allRows, firstRow, sql } from "../../../worker/services/sql.ts";
import { D1_FAULT_MODES, sweepD1Faults } from "../../support/faulty-d1.ts";
import { ORIGIN, type Visitor, stepBlock } from "../../support/services-client.ts";
import { accelerationInvariants } from "./accelerator-invariants.ts";
import { S, creditedVisitor, expectUnavailable, ledgerBalances, sendAs, waitingTxs } from "./fault-fixtures.ts";

const CREDIT = 1_000_000;
/** Each sweep's attempts, with room: the calls of the request, and one more that reaches none. */
const ATTEMPTS_PER_SWEEP = 10;
const DEPOSITS = [30_000, 45_000] as const;
const TOTAL_DEPOSITED = DEPOSITS[0] + DEPOSITS[1];

interface Account {
  readonly visitor: Visitor;
  readonly userId: number;
}

const isConfirmed = async (txid: string): Promise<boolean> => (await (await SELF.fetch(`${ORIGIN}/api/tx/${txid}/status`)).json<{ confirmed: boolean }>()).confirmed;

/** Steps the clock until every one of `txids` is in a block. */
async function mineAll(txids: readonly string[]): Promise<void> {
  for (let i = 0; i < 12; i++) {
    await stepBlock();
    if ((await Promise.all(txids.map(isConfirmed))).every(Boolean)) return;
  }
  throw new Error("mineAll: still waiting after 12 blocks");
}

/** Accounts whose acceleration a block has mined and no read has settled yet. */
const mined: Account[] = [];
/** Accounts with two confirmed deposits no read has credited yet. */
const deposited: Account[] = [];

beforeAll(async () => {
  const accounts = D1_FAULT_MODES.length * ATTEMPTS_PER_SWEEP;
  const txids = await waitingTxs(accounts, 600);
  for (const txid of txids) {
    const account = await creditedVisitor("settle", CREDIT);
    const estimate = await account.visitor.json<EstimateResponse>(`${S}/accelerator/estimate`, { txInput: txid });
    await account.visitor.json(`${S}/accelerator/accelerate`, { txInput: txid, userBid: estimate.options[1]!.fee });
    mined.push(account);
  }
  const payments: string[] = [];
  for (let i = 0; i < accounts; i++) {
    const account = await creditedVisitor("deposit", 0);
    for (const amount of DEPOSITS) {
      // Straight from the faucet, as any payment to the address would come.
      const paid = await backendFetch(env, "/api/v1/devnet/faucet", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ address: depositAddressOf(env, account.userId), amount }),
      });
      expect(paid.status, await paid.clone().text()).toBe(200);
      payments.push((await paid.json<TestCoinsPayment>()).txid);
    }
    deposited.push(account);
  }
  await mineAll([...txids, ...payments]);
});

/** The account's balance read through the real D1, checked against its ledger. */
async function balanceOf(account: Account): Promise<AccountBalance> {
  const balance = await account.visitor.json<AccountBalance>(`${S}/accelerator/balance`);
  const ledger = await ledgerBalances(account.userId);
  expect({ balance: balance.balance, hold: balance.hold }).toEqual({ balance: ledger.available, hold: ledger.held });
  return balance;
}

describe("D1 failing in the middle of a read that moves money", () => {
  for (const mode of D1_FAULT_MODES) {
    it(`settles a mined acceleration exactly once, whichever call of the read fails (${mode})`, async () => {
      const failed = await sweepD1Faults(mode, async (faulty) => {
        const account = mined.shift()!;
        const response = await sendAs(account.visitor, faulty.db, `${S}/accelerator/balance`);
        if (faulty.fired) {
          await expectUnavailable(response, `${mode} at ${faulty.failedSql}`);
          expect(await accelerationInvariants(env.DB)).toEqual([]);
        } else {
          expect(response.status).toBe(200);
        }
        const balance = await balanceOf(account);
        const [row] = await allRows<AccelerationRow>(env.DB, sql("SELECT * FROM accelerations WHERE user_id = ?", account.userId));
        expect(["completed", "failed"]).toContain(row!.status);
        const charged = row!.status === "completed" ? row!.fee_paid : 0;
        expect(balance).toEqual({ balance: CREDIT - charged, hold: 0, feesPaid: charged });
        expect(await balanceOf(account)).toEqual(balance);
        expect(await accelerationInvariants(env.DB)).toEqual([]);
      });
      // The session, the user, the running accelerations, the deposits credited, the settlement, the balance.
      expect(failed, failed.join("\n")).toHaveLength(6);
      expect(failed.some((s) => /^UPDATE accelerations SET status = '(?:completed|failed)'/.test(s))).toBe(true);
    });

    it(`credits confirmed deposits exactly once, whichever call of the read fails (${mode})`, async () => {
      const failed = await sweepD1Faults(mode, async (faulty) => {
        const account = deposited.shift()!;
        const response = await sendAs(account.visitor, faulty.db, `${S}/accelerator/balance`);
        if (faulty.fired) {
          await expectUnavailable(response, `${mode} at ${faulty.failedSql}`);
          expect(await accelerationInvariants(env.DB)).toEqual([]);
          // Each output is credited whole or not at all.
          expect([0, DEPOSITS[0], DEPOSITS[1], TOTAL_DEPOSITED]).toContain((await ledgerBalances(account.userId)).available);
        } else {
          expect(response.status).toBe(200);
        }
        expect(await balanceOf(account)).toEqual({ balance: TOTAL_DEPOSITED, hold: 0, feesPaid: 0 });
        // Read again: nothing more.
        expect(await balanceOf(account)).toEqual({ balance: TOTAL_DEPOSITED, hold: 0, feesPaid: 0 });
        const journals = await firstRow<{ count: number }>(env.DB, sql("SELECT COUNT(*) AS count FROM journals WHERE user_id = ? AND kind = 'deposit'", account.userId));
        expect(journals!.count).toBe(DEPOSITS.length);
        expect(await accelerationInvariants(env.DB)).toEqual([]);
      });
      // The session, the user, the running accelerations, the outputs credited so far, each deposit, the balance.
      expect(failed, failed.join("\n")).toHaveLength(7);
      expect(failed.filter((s) => s.startsWith("INSERT INTO journals"))).toHaveLength(DEPOSITS.length);
    });

    it(`sends test coins once, whichever call fails (${mode})`, async () => {
      const failed = await sweepD1Faults(mode, async (faulty) => {
        const { visitor, userId } = await creditedVisitor("coins", 0);
        const response = await sendAs(visitor, faulty.db, `${S}/accelerator/test-coins`, {});
        let payment: TestCoinsPayment;
        if (faulty.fired) {
          await expectUnavailable(response, `${mode} at ${faulty.failedSql}`);
          expect(await accelerationInvariants(env.DB)).toEqual([]);
          payment = await visitor.json<TestCoinsPayment>(`${S}/accelerator/test-coins`, {});
        } else {
          expect(response.status).toBe(200);
          payment = await response.json<TestCoinsPayment>();
        }
        expect(payment.amount).toBe(TEST_COINS_SATS);
        // One payment went out, the one answered, and it is recorded once.
        const txs = await (await SELF.fetch(`${ORIGIN}/api/address/${depositAddressOf(env, userId)}/txs`)).json<{ txid: string }[]>();
        expect(txs.map((tx) => tx.txid)).toEqual([payment.txid]);
        expect(await allRows(env.DB, sql("SELECT txid FROM test_coin_payments WHERE user_id = ?", userId))).toEqual([{ txid: payment.txid }]);
      });
      // The session, the user, the account's count of payments, the payment's record.
      expect(failed, failed.join("\n")).toHaveLength(4);
      expect(failed[3]).toMatch(/^INSERT OR IGNORE INTO test_coin_payments/);
    });
  }

  it("credits the test coins a retried call answered, once, when they confirm", async () => {
    const { visitor, userId } = await creditedVisitor("coins", 0);
    const first = await visitor.json<TestCoinsPayment>(`${S}/accelerator/test-coins`, {});
    // Asked again before they confirm: the same payment, not another.
    expect(await visitor.json<TestCoinsPayment>(`${S}/accelerator/test-coins`, {})).toEqual(first);
    await mineAll([first.txid]);
    expect(await balanceOf({ visitor, userId })).toEqual({ balance: TEST_COINS_SATS, hold: 0, feesPaid: 0 });
    // Once they have, a new payment.
    const second = await visitor.json<TestCoinsPayment>(`${S}/accelerator/test-coins`, {});
    expect(second.txid).not.toBe(first.txid);
  });
});

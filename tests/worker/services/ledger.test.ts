/**
 * The double-entry ledger on D1 (worker/services/ledger.ts): journals sum to zero, a user's
 * balances never go negative (the batch fails whole), one journal per fact, and the statements
 * print as the operator command sends them.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  availableAccount, chargeJournal, creditJournal, depositJournal, heldAccount, holdJournal, journal, openUserAccounts, releaseJournal, SYSTEM_ACCOUNTS,
} from "../../../worker/services/ledger.ts";
import { allRows, firstRow, inlineSql, isConstraintError, runBatch, sql } from "../../../worker/services/sql.ts";

let next = 0;
async function newUser(): Promise<number> {
  const username = `ledger${next++}`;
  await runBatch(env.DB, [
    sql("INSERT INTO users (username, password_hash, created_at) VALUES (?, 'x', 0)", username),
    openUserAccounts(username),
  ]);
  return (await firstRow<{ id: number }>(env.DB, sql("SELECT id FROM users WHERE username = ?", username)))!.id;
}

const balanceOf = async (account: string) => (await firstRow<{ balance: number }>(env.DB, sql("SELECT balance FROM ledger_accounts WHERE id = ?", account)))!.balance;

describe("the ledger", () => {
  it("moves a deposit, a hold and its charge so every journal sums to zero", async () => {
    const userId = await newUser();
    await runBatch(env.DB, depositJournal({ userId, amount: 100_000, txid: "aa".repeat(32), vout: 1, at: 1 }));
    await runBatch(env.DB, [
      sql("INSERT INTO accelerations (user_id, txid, status, max_bid, base_fee, vsize_fee, effective_vsize, effective_fee, added, last_updated) VALUES (?, ?, 'requested', 6000, 50000, 0, 110, 150, 1, 1)", userId, "bb".repeat(32)),
      ...holdJournal({ userId, amount: 56_000, txid: "bb".repeat(32), accelerationId: "last-insert", at: 2 }),
    ]);
    expect([await balanceOf(availableAccount(userId)), await balanceOf(heldAccount(userId))]).toEqual([44_000, 56_000]);
    const acceleration = (await firstRow<{ acceleration_id: number }>(env.DB, sql("SELECT acceleration_id FROM journals WHERE user_id = ? AND kind = 'hold'", userId)))!.acceleration_id;
    expect(acceleration).toBeGreaterThan(0);
    await runBatch(env.DB, chargeJournal({ userId, held: 56_000, fees: 50_000, boost: 2_500, txid: "bb".repeat(32), accelerationId: acceleration, at: 3 }));
    expect([await balanceOf(availableAccount(userId)), await balanceOf(heldAccount(userId))]).toEqual([47_500, 0]);
    const sums = await allRows<{ total: number }>(env.DB, sql("SELECT SUM(amount) AS total FROM ledger_entries GROUP BY journal_id"));
    expect(sums.every((s) => s.total === 0)).toBe(true);
    const system = await allRows<{ id: string; balance: number }>(env.DB, sql("SELECT id, balance FROM ledger_accounts WHERE user_id IS NULL ORDER BY id"));
    expect(system.reduce((sum, a) => sum + a.balance, 0) + (await allRows<{ balance: number }>(env.DB, sql("SELECT balance FROM ledger_accounts WHERE user_id IS NOT NULL"))).reduce((s, a) => s + a.balance, 0)).toBe(0);
    // A settlement happens once: the same journal key again fails.
    await expect(runBatch(env.DB, releaseJournal({ userId, held: 56_000, txid: "bb".repeat(32), accelerationId: acceleration, reason: "again", at: 4 }))).rejects.toSatisfy((e) => isConstraintError(e, "UNIQUE"));
  });

  it("fails a whole batch that would overdraw, and credits a deposit once", async () => {
    const userId = await newUser();
    await runBatch(env.DB, creditJournal({ userId, amount: 10_000, memo: "welcome", at: 1 }));
    const overdraw = journal({ kind: "hold", userId, memo: "too much", at: 2 }, [
      { account: availableAccount(userId), amount: -10_001 },
      { account: heldAccount(userId), amount: 10_001 },
    ]);
    await expect(runBatch(env.DB, overdraw)).rejects.toSatisfy((e) => isConstraintError(e, "CHECK"));
    expect(await balanceOf(availableAccount(userId))).toBe(10_000);
    expect(await firstRow(env.DB, sql("SELECT id FROM journals WHERE memo = 'too much'"))).toBeNull();
    await runBatch(env.DB, depositJournal({ userId, amount: 5_000, txid: "cc".repeat(32), vout: 0, at: 3 }));
    await expect(runBatch(env.DB, depositJournal({ userId, amount: 5_000, txid: "cc".repeat(32), vout: 0, at: 4 }))).rejects.toSatisfy((e) => isConstraintError(e, "UNIQUE"));
    expect(await balanceOf(availableAccount(userId))).toBe(15_000);
    expect(await balanceOf(SYSTEM_ACCOUNTS.operator)).toBeLessThanOrEqual(-10_000);
  });

  it("refuses journals that do not balance or are not whole sats, and a charge above the hold", () => {
    expect(() => journal({ kind: "credit", userId: 1, memo: "", at: 0 }, [{ account: "a", amount: 5 }, { account: "b", amount: -4 }])).toThrow(/sum to 1/);
    expect(() => journal({ kind: "credit", userId: 1, memo: "", at: 0 }, [{ account: "a", amount: 0.5 }, { account: "b", amount: -0.5 }])).toThrow(/whole sats/);
    expect(() => chargeJournal({ userId: 1, held: 100, fees: 80, boost: 21, txid: "", accelerationId: 1, at: 0 })).toThrow(/exceeds/);
  });

  it("prints statements for a command line, quoting what it must", () => {
    expect(inlineSql(sql("UPDATE users SET has_access = ? WHERE username = ? AND id > ?", 1, "o'hara", null))).toBe("UPDATE users SET has_access = 1 WHERE username = 'o''hara' AND id > NULL");
    expect(() => inlineSql(sql("SELECT ?", 1, 2))).toThrow(RangeError);
    expect(() => inlineSql(sql("SELECT ?, ?", 1))).toThrow(RangeError);
    expect(() => inlineSql(sql("SELECT ?", Number.NaN))).toThrow(RangeError);
  });
});

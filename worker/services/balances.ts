/**
 * A user's money as the ledger has it: spendable, held by running accelerations, and paid so far.
 *
 * @example
 * await accountBalance(db, 7); // { balance: 948_000, hold: 52_000, feesPaid: 51_200 }
 */
import type { AccountBalance } from "../../shared/services/services-wire.ts";
import { availableAccount, heldAccount } from "./ledger.ts";
import { firstRow, sql } from "./sql.ts";

export async function accountBalance(db: D1Database, userId: number): Promise<AccountBalance> {
  const row = await firstRow<{ balance: number | null; hold: number | null; fees_paid: number | null }>(
    db,
    sql(
      `SELECT (SELECT balance FROM ledger_accounts WHERE id = ?) AS balance,
              (SELECT balance FROM ledger_accounts WHERE id = ?) AS hold,
              (SELECT COALESCE(SUM(fee_paid), 0) FROM accelerations WHERE user_id = ? AND status = 'completed') AS fees_paid`,
      availableAccount(userId), heldAccount(userId), userId,
    ),
  );
  return { balance: row?.balance ?? 0, hold: row?.hold ?? 0, feesPaid: row?.fees_paid ?? 0 };
}

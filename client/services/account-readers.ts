/**
 * Readers of the services' account and money answers (shared/services/services-wire.ts), from
 * `unknown`: each returns the record with exactly its promised fields, or undefined.
 *
 * @example
 * readAccountBalance({ balance: 250_000, hold: 12_000, feesPaid: 51_000 }); // the same, typed
 * readLedgerLine({ id: 1, kind: "bonus" });                                 // undefined
 */
import type { AccountBalance, AccountInfo, DepositInfo, LedgerEntryKind, LedgerLine, TestCoinsPayment } from "../../shared/services/services-wire.ts";
import { isBoolean, isCount, isString, isTxid, isWhole, nullable, oneOf, pick } from "./wire-fields.ts";

export const LEDGER_ENTRY_KINDS: readonly LedgerEntryKind[] = ["deposit", "credit", "hold", "release", "charge"];

/** `GET account`, reduced to what the pages read (the rest of research §1.2's `IUser` is constant). */
export type AccountSummary = Pick<AccountInfo, "username" | "email" | "status" | "hasAccess">;

export const readAccountInfo = (json: unknown): AccountSummary | undefined =>
  pick<AccountSummary>(json, {
    username: isString,
    email: nullable(isString),
    status: oneOf(["pending", "verified", "disabled"]),
    hasAccess: isBoolean,
  });

export const readAccountBalance = (json: unknown): AccountBalance | undefined =>
  pick<AccountBalance>(json, { balance: isWhole, hold: isWhole, feesPaid: isWhole });

export const readDepositInfo = (json: unknown): DepositInfo | undefined =>
  pick<DepositInfo>(json, { address: (value): value is string => isString(value) && value !== "", confirmations: isCount, testCoins: isBoolean });

export const readTestCoinsPayment = (json: unknown): TestCoinsPayment | undefined =>
  pick<TestCoinsPayment>(json, { txid: isTxid, amount: isCount });

export const readLedgerLine = (json: unknown): LedgerLine | undefined =>
  pick<LedgerLine>(json, {
    id: isWhole,
    kind: oneOf(LEDGER_ENTRY_KINDS),
    amount: isWhole,
    balanceAfter: isWhole,
    time: isWhole,
    txid: nullable(isTxid),
    memo: isString,
  });

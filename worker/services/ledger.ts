/**
 * The accelerator's double-entry ledger (issue 14 "Money"). Each movement of sats is a journal
 * whose entries sum to zero over ledger accounts: a user has an `available` and a `held` account,
 * the service has `deposits` (bitcoin that came in), `operator` (credits the operator granted),
 * `revenue` (service and size fees) and `pools` (bid boosts owed to partner pools). A user account
 * carries its balance beside its entries with a CHECK that it never goes below zero, so an
 * overdraft fails the whole batch it is part of, however many requests race.
 *
 * | journal | entries                                                                   |
 * |---------|---------------------------------------------------------------------------|
 * | deposit | deposits −x, available +x                                                 |
 * | credit  | operator −x, available +x                                                 |
 * | hold    | available −max, held +max (max = bid + base fee + size fee)               |
 * | charge  | held −max, revenue +fees, pools +boost, available +(max − fees − boost)   |
 * | release | held −max, available +max                                                 |
 *
 * @example
 * await runBatch(db, [openUserAccounts("satoshi"), ...creditJournal({ userId: 7, amount: 100_000, memo: "welcome", at })]);
 */
import { type SqlStatement, sql } from "./sql.ts";
import type { LedgerEntryKind } from "../../shared/services/services-wire.ts";

export const availableAccount = (userId: number): string => `user:${userId}:available`;
export const heldAccount = (userId: number): string => `user:${userId}:held`;
export const SYSTEM_ACCOUNTS = {
  deposits: "system:deposits",
  operator: "system:operator",
  revenue: "system:revenue",
  pools: "system:pools",
} as const;

/**
 * A user's two ledger accounts, opened at sign-up in the batch that inserts the user (found by the
 * username, as the id is SQLite's). The ids follow `availableAccount` and `heldAccount`.
 */
export function openUserAccounts(username: string): SqlStatement {
  return sql(
    `INSERT INTO ledger_accounts (id, user_id, kind)
     SELECT 'user:' || u.id || ':' || k.kind, u.id, k.kind FROM users u, (SELECT 'available' AS kind UNION ALL SELECT 'held') k
     WHERE u.username = ?`,
    username,
  );
}

export interface JournalHead {
  readonly kind: LedgerEntryKind;
  readonly userId: number;
  readonly memo: string;
  /** unix seconds */
  readonly at: number;
  readonly txid?: string | null;
  /** The acceleration it belongs to; "last-insert" takes the row the batch inserted just before. */
  readonly accelerationId?: number | "last-insert";
  /** One journal per fact: a second journal with the same key fails its batch. */
  readonly dedupeKey?: string;
}

export interface Entry {
  readonly account: string;
  readonly amount: number;
}

/**
 * The statements of one journal: its head, then per entry the account's new balance and the line
 * that records it. Zero entries are left out; the entries must sum to zero.
 * @throws RangeError when they do not, or an amount is not a whole number of sats
 */
export function journal(head: JournalHead, entries: readonly Entry[]): SqlStatement[] {
  let sum = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount)) throw new RangeError(`Ledger amounts are whole sats, got ${entry.amount} for ${entry.account}.`);
    sum += entry.amount;
  }
  if (sum !== 0) throw new RangeError(`A journal's entries must sum to zero, these sum to ${sum}.`);
  const id = crypto.randomUUID();
  const accelerationSql = head.accelerationId === "last-insert" ? "last_insert_rowid()" : "?";
  const accelerationParams = head.accelerationId === "last-insert" ? [] : [head.accelerationId ?? null];
  const statements: SqlStatement[] = [
    sql(
      `INSERT INTO journals (id, kind, user_id, txid, acceleration_id, memo, created_at, dedupe_key) VALUES (?, ?, ?, ?, ${accelerationSql}, ?, ?, ?)`,
      id, head.kind, head.userId, head.txid ?? null, ...accelerationParams, head.memo, head.at, head.dedupeKey ?? null,
    ),
  ];
  for (const entry of entries) {
    if (entry.amount === 0) continue;
    statements.push(
      sql("UPDATE ledger_accounts SET balance = balance + ? WHERE id = ?", entry.amount, entry.account),
      // balance_after is NOT NULL: an account that does not exist fails the batch here.
      sql(
        "INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after) VALUES (?, ?, ?, (SELECT balance FROM ledger_accounts WHERE id = ?))",
        id, entry.account, entry.amount, entry.account,
      ),
    );
  }
  return statements;
}

/** Bitcoin that reached the user's deposit address, credited once per output. */
export function depositJournal(input: { userId: number; amount: number; txid: string; vout: number; at: number }): SqlStatement[] {
  return journal(
    { kind: "deposit", userId: input.userId, memo: `Deposit ${input.txid}:${input.vout}`, at: input.at, txid: input.txid, dedupeKey: `deposit:${input.txid}:${input.vout}` },
    [{ account: SYSTEM_ACCOUNTS.deposits, amount: -input.amount }, { account: availableAccount(input.userId), amount: input.amount }],
  );
}

/** A credit the operator grants (`npm run accelerator -- credit`). */
export function creditJournal(input: { userId: number; amount: number; memo: string; at: number }): SqlStatement[] {
  return journal(
    { kind: "credit", userId: input.userId, memo: input.memo, at: input.at },
    [{ account: SYSTEM_ACCOUNTS.operator, amount: -input.amount }, { account: availableAccount(input.userId), amount: input.amount }],
  );
}

/** The most an acceleration may cost, held from the balance when it is requested. */
export function holdJournal(input: { userId: number; amount: number; txid: string; accelerationId: number | "last-insert"; at: number }): SqlStatement[] {
  return journal(
    { kind: "hold", userId: input.userId, memo: `Hold for accelerating ${input.txid}`, at: input.at, txid: input.txid, accelerationId: input.accelerationId },
    [{ account: availableAccount(input.userId), amount: -input.amount }, { account: heldAccount(input.userId), amount: input.amount }],
  );
}

/** Settles a mined acceleration: the fees and the bid boost are charged, the rest of the hold comes back. */
export function chargeJournal(input: { userId: number; held: number; fees: number; boost: number; txid: string; accelerationId: number; at: number }): SqlStatement[] {
  const refund = input.held - input.fees - input.boost;
  if (refund < 0) throw new RangeError(`A charge of ${input.fees} + ${input.boost} exceeds the ${input.held} held.`);
  return journal(
    { kind: "charge", userId: input.userId, memo: `Accelerated ${input.txid}`, at: input.at, txid: input.txid, accelerationId: input.accelerationId, dedupeKey: `settle:${input.accelerationId}` },
    [
      { account: heldAccount(input.userId), amount: -input.held },
      { account: SYSTEM_ACCOUNTS.revenue, amount: input.fees },
      { account: SYSTEM_ACCOUNTS.pools, amount: input.boost },
      { account: availableAccount(input.userId), amount: refund },
    ],
  );
}

/** Gives a hold back whole (the acceleration failed: replaced, dropped, mined by a non-partner, refused). */
export function releaseJournal(input: { userId: number; held: number; txid: string; accelerationId: number; reason: string; at: number }): SqlStatement[] {
  return journal(
    { kind: "release", userId: input.userId, memo: `Released: ${input.reason}`, at: input.at, txid: input.txid, accelerationId: input.accelerationId, dedupeKey: `settle:${input.accelerationId}` },
    [{ account: heldAccount(input.userId), amount: -input.held }, { account: availableAccount(input.userId), amount: input.held }],
  );
}

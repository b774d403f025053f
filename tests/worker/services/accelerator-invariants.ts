/**
 * What must hold in the accelerator's D1 whatever failed when, read straight from the database:
 * the ledger balances (every journal sums to zero, every account's balance is the sum of its
 * entries, user balances are never negative), every acceleration has its hold and, once ended,
 * exactly one settlement, a user's held balance is what their running accelerations hold, and no
 * row points at one that does not exist. Each broken rule is one line of the answer.
 *
 * @example
 * expect(await accelerationInvariants(env.DB)).toEqual([]);
 */
import { allRows, sql } from "../../../worker/services/sql.ts";

/** Each query lists what breaks one rule, as text; none should list anything. */
const RULES: readonly { readonly rule: string; readonly query: string }[] = [
  {
    rule: "a journal's entries sum to zero",
    query: "SELECT j.id || ': ' || COALESCE(SUM(e.amount), 'no entries') AS what FROM journals j LEFT JOIN ledger_entries e ON e.journal_id = j.id GROUP BY j.id HAVING COALESCE(SUM(e.amount), 1) != 0",
  },
  {
    rule: "an entry's journal and account exist",
    query: `SELECT 'entry ' || e.id AS what FROM ledger_entries e
            WHERE NOT EXISTS (SELECT 1 FROM journals j WHERE j.id = e.journal_id) OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = e.account_id)`,
  },
  {
    rule: "an account's balance is the sum of its entries",
    query: `SELECT a.id || ': ' || a.balance || ' vs ' || COALESCE(SUM(e.amount), 0) AS what FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
            GROUP BY a.id HAVING a.balance != COALESCE(SUM(e.amount), 0)`,
  },
  { rule: "all balances sum to zero", query: "SELECT 'total ' || SUM(balance) AS what FROM ledger_accounts HAVING SUM(balance) != 0" },
  { rule: "a user's balances are not negative", query: "SELECT id AS what FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0" },
  {
    rule: "a user has its two ledger accounts",
    query: `SELECT 'user ' || u.id AS what FROM users u
            WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = 'user:' || u.id || ':available' AND a.user_id = u.id AND a.kind = 'available')
               OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = 'user:' || u.id || ':held' AND a.user_id = u.id AND a.kind = 'held')`,
  },
  { rule: "a user's ledger account has its user", query: "SELECT id AS what FROM ledger_accounts WHERE user_id IS NOT NULL AND user_id NOT IN (SELECT id FROM users)" },
  { rule: "a session has its user", query: "SELECT 'session of ' || user_id AS what FROM sessions WHERE user_id NOT IN (SELECT id FROM users)" },
  {
    rule: "a journal has its user and acceleration",
    query: "SELECT id AS what FROM journals WHERE user_id NOT IN (SELECT id FROM users) OR (acceleration_id IS NOT NULL AND acceleration_id NOT IN (SELECT id FROM accelerations))",
  },
  { rule: "an event has its acceleration", query: "SELECT 'event of ' || acceleration_id AS what FROM acceleration_events WHERE acceleration_id NOT IN (SELECT id FROM accelerations)" },
  { rule: "an acceleration has its user", query: "SELECT 'acceleration ' || id AS what FROM accelerations WHERE user_id NOT IN (SELECT id FROM users)" },
  { rule: "test coins have their user", query: "SELECT txid AS what FROM test_coin_payments WHERE user_id NOT IN (SELECT id FROM users)" },
  {
    rule: "an acceleration has one hold of what it may cost",
    query: `SELECT 'acceleration ' || x.id AS what FROM accelerations x
            WHERE (SELECT COUNT(*) FROM journals j WHERE j.acceleration_id = x.id AND j.kind = 'hold') != 1
               OR NOT EXISTS (SELECT 1 FROM journals j JOIN ledger_entries e ON e.journal_id = j.id
                              WHERE j.acceleration_id = x.id AND j.kind = 'hold' AND e.account_id = 'user:' || x.user_id || ':held'
                                AND e.amount = x.max_bid + x.base_fee + x.vsize_fee)`,
  },
  {
    rule: "an ended acceleration is settled once, a running one not at all",
    query: `SELECT 'acceleration ' || x.id || ' ' || x.status AS what FROM accelerations x
            WHERE (SELECT COUNT(*) FROM journals j WHERE j.acceleration_id = x.id AND j.kind IN ('charge', 'release'))
               != CASE WHEN x.status IN ('completed', 'failed') THEN 1 ELSE 0 END
               OR (x.status = 'completed' AND NOT EXISTS (SELECT 1 FROM journals j WHERE j.acceleration_id = x.id AND j.kind = 'charge'))
               OR (x.status = 'failed' AND NOT EXISTS (SELECT 1 FROM journals j WHERE j.acceleration_id = x.id AND j.kind = 'release'))`,
  },
  {
    rule: "an acceleration's history has its request once, and each accepting pool once",
    query: `SELECT 'acceleration ' || x.id AS what FROM accelerations x
            WHERE (SELECT COUNT(*) FROM acceleration_events v WHERE v.acceleration_id = x.id AND v.event = 'user-requested-acceleration') != 1
               OR EXISTS (SELECT 1 FROM acceleration_events v WHERE v.acceleration_id = x.id GROUP BY v.event HAVING COUNT(*) > 1)
               OR (x.status = 'accelerating' AND (SELECT COUNT(*) FROM acceleration_events v WHERE v.acceleration_id = x.id AND v.event LIKE 'accepted\\_%' ESCAPE '\\')
                   != json_array_length(x.pools))`,
  },
  {
    rule: "a user's held balance is what their running accelerations may cost",
    query: `SELECT a.id || ': ' || a.balance AS what FROM ledger_accounts a WHERE a.kind = 'held'
            AND a.balance != (SELECT COALESCE(SUM(x.max_bid + x.base_fee + x.vsize_fee), 0) FROM accelerations x
                              WHERE x.user_id = a.user_id AND x.status IN ('requested', 'accelerating'))`,
  },
];

/** Every broken rule, as "rule: what breaks it"; empty when the data is whole. */
export async function accelerationInvariants(db: D1Database): Promise<string[]> {
  const broken: string[] = [];
  for (const { rule, query } of RULES) {
    for (const row of await allRows<{ what: string }>(db, sql(query))) broken.push(`${rule}: ${row.what}`);
  }
  return broken;
}

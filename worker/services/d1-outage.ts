/**
 * Telling D1 being unable to answer (a lost connection, an overloaded or restarting database) from
 * a statement's own fault (a constraint, bad SQL). The first is the caller's to retry and answers
 * 503 `temporarily_unavailable` with Retry-After; the second is a bug of ours and stays a 500.
 *
 * D1's binding throws `Error("D1_ERROR: <reason>", { cause: Error("<reason>") })` for both (and
 * `D1_EXEC_ERROR`, `D1_TYPE_ERROR`, `D1_COLUMN_NOTFOUND` for some statement faults); a
 * statement's fault names SQLite's result code, an outage does not.
 *
 * @example
 * isD1Unavailable(new Error("D1_ERROR: Network connection lost.")); // true
 * isD1Unavailable(new Error("D1_ERROR: UNIQUE constraint failed: users.username: SQLITE_CONSTRAINT")); // false
 */
import { ServicesError } from "./services-error.ts";

/**
 * What the answer's Retry-After says. D1's outages are mostly a database object restarting or a
 * connection dropped, over in seconds; a client that waits this long rarely finds it down again.
 */
export const D1_RETRY_AFTER_SECONDS = 5;

const D1_PREFIX = /^D1_[A-Z_]+:/;
const STATEMENT_FAULT_PREFIX = /^D1_(?:TYPE_ERROR|COLUMN_NOTFOUND|EXEC_ERROR)\b/;
// SQLite result codes a statement earns itself; an outage never carries one.
const STATEMENT_FAULT = /\bSQLITE_(?:CONSTRAINT|ERROR|MISMATCH|RANGE|TOOBIG|AUTH)\b|constraint failed|no such (?:table|column)|syntax error/;

/** Whether `error` is D1 failing to answer, as opposed to a statement's own fault or no D1 error at all. */
export function isD1Unavailable(error: unknown): boolean {
  if (!(error instanceof Error) || !D1_PREFIX.test(error.message)) return false;
  const cause = error.cause instanceof Error ? error.cause.message : "";
  return !STATEMENT_FAULT_PREFIX.test(error.message) && !STATEMENT_FAULT.test(`${error.message} ${cause}`);
}

/** The refusal a request gets while D1 cannot answer. */
export const d1Unavailable = (): ServicesError => new ServicesError(503, "temporarily_unavailable", D1_RETRY_AFTER_SECONDS);

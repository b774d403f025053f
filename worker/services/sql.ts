/**
 * A SQL statement as data: the services build their writes as lists of these, so one list runs as
 * one atomic D1 batch in the worker (`runBatch`) and the same list is printed for `wrangler d1
 * execute` by the operator command (scripts/accelerator.ts, `inlineSql`).
 *
 * @example
 * await runBatch(env.DB, [sql("UPDATE users SET has_access = 1 WHERE id = ?", 7)]);
 * inlineSql(sql("UPDATE users SET has_access = 1 WHERE username = ?", "o'hara")); // "… WHERE username = 'o''hara'"
 */

export type SqlValue = string | number | null;

export interface SqlStatement {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

export const sql = (text: string, ...params: SqlValue[]): SqlStatement => ({ sql: text, params });

/** Runs `statements` as one D1 batch: all of them or, when one fails, none. */
export async function runBatch(db: D1Database, statements: readonly SqlStatement[]): Promise<D1Result[]> {
  return db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
}

/** The first row of a query, or null. */
export async function firstRow<T>(db: D1Database, statement: SqlStatement): Promise<T | null> {
  return db.prepare(statement.sql).bind(...statement.params).first<T>();
}

/** Every row of a query. */
export async function allRows<T>(db: D1Database, statement: SqlStatement): Promise<T[]> {
  return (await db.prepare(statement.sql).bind(...statement.params).all<T>()).results;
}

/**
 * The statement with its `?` placeholders replaced by SQL literals, for a command line that takes
 * no parameters. Only positional `?` are supported, and never inside a quoted literal of `sql`.
 */
export function inlineSql(statement: SqlStatement): string {
  let next = 0;
  const text = statement.sql.replace(/\?/g, () => {
    if (next >= statement.params.length) throw new RangeError(`inlineSql: more placeholders than the ${statement.params.length} parameters.`);
    return literal(statement.params[next++]!);
  });
  if (next !== statement.params.length) throw new RangeError(`inlineSql: ${statement.params.length} parameters for ${next} placeholders.`);
  return text;
}

function literal(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`inlineSql: ${value} is not a SQL number.`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** Whether a D1 error is a constraint failing (a UNIQUE index or a CHECK), as opposed to an outage. */
export function isConstraintError(error: unknown, kind: "UNIQUE" | "CHECK"): boolean {
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error);
  return message.includes(`${kind} constraint failed`);
}

/**
 * The accelerator bench's D1 database (wrangler.toml's `DB`, in memory in its workerd), driven from
 * this process through Miniflare's proxy: migrations/ applied before the run, as `npm start`
 * applies them (without wrangler's bookkeeping table), and what it holds after it: its size as D1
 * reports it (`meta.size_after`) and its rows per table.
 *
 * @example
 * const db = await runtime.d1("DB");
 * await applyMigrations(db);   // ["0001_accelerator.sql"]
 * await databaseFigures(db);   // { bytes: 245760, rows: { users: 20, … }, accelerations: { completed: 27, "failed: …": 14 } }
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { WorkerRuntime } from "./fanout-hub.ts";

const MIGRATIONS_DIR = fileURLToPath(new URL("../migrations", import.meta.url));
/** The tables counted after the run (migrations/0001_accelerator.sql). */
const TABLES = ["users", "sessions", "rate_limits", "journals", "ledger_entries", "accelerations", "acceleration_events", "test_coin_payments"] as const;

type Database = Awaited<ReturnType<WorkerRuntime["d1"]>>;

export interface DatabaseFigures {
  /** The database file's size after the last query, bytes. */
  readonly bytes: number;
  readonly rows: Readonly<Record<(typeof TABLES)[number], number>>;
  /** Accelerations per stored status, a failed one's with its reason (`"failed: mined by a pool that does not take part"`). */
  readonly accelerations: Readonly<Record<string, number>>;
}

/** Applies every migrations/*.sql in name order, each as one batch; the files applied. */
export async function applyMigrations(db: Database): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith(".sql")).sort();
  for (const file of files) {
    const statements = statementsOf(readFileSync(join(MIGRATIONS_DIR, file), "utf8"), file);
    await db.batch(statements.map((statement) => db.prepare(statement)));
  }
  return files;
}

/**
 * A migration's statements: `--` comments dropped, split at every `;`. Enough for plain DDL and
 * inserts; a file with a trigger or a `;` inside a literal is refused rather than split wrongly.
 */
export function statementsOf(text: string, file: string): string[] {
  const statements = text
    .split("\n")
    .map((line) => line.replace(/--.*$/, ""))
    .join("\n")
    .split(";")
    .map((statement) => statement.trim())
    .filter((statement) => statement !== "");
  for (const statement of statements) {
    if (/\bCREATE\s+TRIGGER\b/i.test(statement) || (statement.match(/'/g)?.length ?? 0) % 2 !== 0) {
      throw new Error(`${file}: a trigger or a ";" inside a literal, which this bench's plain splitter cannot apply; apply it with wrangler (scripts/dev-server.mjs applyMigrations) instead.`);
    }
  }
  return statements;
}

export async function databaseFigures(db: Database): Promise<DatabaseFigures> {
  const counts = await db.batch<{ n: number }>(TABLES.map((table) => db.prepare(`SELECT count(*) AS n FROM ${table}`)));
  const statuses = await db
    .prepare("SELECT status || coalesce(': ' || fail_reason, '') AS outcome, count(*) AS n FROM accelerations GROUP BY outcome ORDER BY outcome")
    .all<{ outcome: string; n: number }>();
  return {
    bytes: Number(statuses.meta.size_after),
    rows: Object.fromEntries(TABLES.map((table, i) => [table, counts[i]!.results[0]!.n])) as Record<(typeof TABLES)[number], number>,
    accelerations: Object.fromEntries(statuses.results.map((row) => [row.outcome, row.n])),
  };
}

/** Accelerations still running (accepted by a pool, not yet settled). */
export async function runningAccelerations(db: Database): Promise<number> {
  return (await db.prepare("SELECT count(*) AS n FROM accelerations WHERE status IN ('requested', 'accelerating')").first<{ n: number }>())?.n ?? 0;
}

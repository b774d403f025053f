/**
 * The accelerator's reads (research §1.3, §1.4): the running accelerations, one transaction's, the
 * public history (filtered and paged, `X-Total-Count`), its daily aggregate and totals, and per
 * user their accelerations with events and their ledger lines.
 *
 * @example
 * const { rows, total } = await accelerationHistory(db, readHistoryQuery(url.searchParams, now));
 */
import type { Acceleration } from "../../shared/types/acceleration.ts";
import type { AccelerationStats, AggregatedAccelerations, LedgerLine, UserAccelerationRecord } from "../../shared/services/services-wire.ts";
import { INTERVAL_SECONDS, type HistoryInterval } from "../../durable-objects/devnet/views/history-intervals.ts";
import { type AccelerationRow, poolsOf, runningAccelerations, toUserRecord } from "./acceleration-rows.ts";
import { availableAccount } from "./ledger.ts";
import { ServicesError } from "./services-error.ts";
import { type SqlValue, allRows, firstRow, sql } from "./sql.ts";

/** research §1.3: `pageLength` 1 to 50. */
export const MAX_PAGE_LENGTH = 50;
const TIMEFRAMES = ["24h", "3d", "1w", "1m", "3m", "6m", "1y", "2y", "3y", "4y", "all"] as const satisfies readonly HistoryInterval[];
type Timeframe = (typeof TIMEFRAMES)[number];
/** Wire statuses and the stored ones they select (`*_provisional` are settled at once here). */
const STATUS_FILTERS: Readonly<Record<string, readonly string[]>> = {
  all: ["requested", "accelerating", "completed", "failed"],
  requested: ["requested"],
  accelerating: ["accelerating"],
  mined: ["completed"],
  completed: ["completed"],
  completed_provisional: ["completed"],
  failed: ["failed"],
  failed_provisional: ["failed"],
};
const DAY_SECONDS = 86_400;

export interface Page {
  readonly page: number;
  readonly pageLength: number;
}

export interface HistoryQuery extends Page {
  readonly statuses: readonly string[];
  readonly since: number;
  readonly until: number;
  readonly blockHeight?: number;
  readonly blockHash?: string;
  readonly poolId?: number;
}

const bad = (): ServicesError => new ServicesError(400, "bad_request");

function integerParam(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === "") return undefined;
  if (!/^\d{1,12}$/.test(raw)) throw bad();
  const value = Number(raw);
  if (value < min || value > max) throw bad();
  return value;
}

export function readPage(params: URLSearchParams, defaultLength: number): Page {
  return { page: integerParam(params, "page", 1, 1_000_000) ?? 1, pageLength: integerParam(params, "pageLength", 1, MAX_PAGE_LENGTH) ?? defaultLength };
}

export function readTimeframe(params: URLSearchParams, fallback: Timeframe): Timeframe {
  const raw = params.get("timeframe") ?? fallback;
  if (!(TIMEFRAMES as readonly string[]).includes(raw)) throw bad();
  return raw as Timeframe;
}

/** `from`/`to` (unix seconds) override the timeframe. */
function readSpan(params: URLSearchParams, now: number, fallback: Timeframe): { since: number; until: number } {
  const from = integerParam(params, "from", 0, 10_000_000_000);
  const to = integerParam(params, "to", 0, 10_000_000_000);
  const timeframe = readTimeframe(params, fallback);
  const window = INTERVAL_SECONDS[timeframe];
  return { since: from ?? (Number.isFinite(window) ? now - window : 0), until: to ?? Number.MAX_SAFE_INTEGER };
}

export function readHistoryQuery(params: URLSearchParams, now: number): HistoryQuery {
  const statuses = new Set<string>();
  for (const status of (params.get("status") ?? "all").split(",")) {
    const selected = STATUS_FILTERS[status.trim()];
    if (!selected || !Object.hasOwn(STATUS_FILTERS, status.trim())) throw bad();
    for (const s of selected) statuses.add(s);
  }
  const blockHash = params.get("blockHash") ?? undefined;
  if (blockHash !== undefined && !/^[0-9a-f]{64}$/.test(blockHash)) throw bad();
  const blockHeight = integerParam(params, "blockHeight", 0, 100_000_000);
  const poolId = integerParam(params, "minedByPoolUniqueId", 0, 1_000_000);
  return {
    ...readPage(params, 10),
    ...readSpan(params, now, "all"),
    statuses: [...statuses],
    ...(blockHeight === undefined ? {} : { blockHeight }),
    ...(blockHash === undefined ? {} : { blockHash }),
    ...(poolId === undefined ? {} : { poolId }),
  };
}

function whereOf(query: Omit<HistoryQuery, "page" | "pageLength">, userId?: number): { clause: string; params: SqlValue[] } {
  const parts = [`status IN (${query.statuses.map(() => "?").join(", ")})`, "added >= ?", "added <= ?"];
  const params: SqlValue[] = [...query.statuses, query.since, query.until];
  if (query.blockHeight !== undefined) (parts.push("block_height = ?"), params.push(query.blockHeight));
  if (query.blockHash !== undefined) (parts.push("block_hash = ?"), params.push(query.blockHash));
  if (query.poolId !== undefined) (parts.push("mined_by_pool = ?"), params.push(query.poolId));
  if (userId !== undefined) (parts.push("user_id = ?"), params.push(userId));
  return { clause: parts.join(" AND "), params };
}

/** A page of accelerations, newest first, and how many match in all. */
export async function accelerationHistory(db: D1Database, query: HistoryQuery, userId?: number): Promise<{ rows: AccelerationRow[]; total: number }> {
  const { clause, params } = whereOf(query, userId);
  const [rows, count] = await Promise.all([
    allRows<AccelerationRow>(db, sql(`SELECT * FROM accelerations WHERE ${clause} ORDER BY added DESC, id DESC LIMIT ? OFFSET ?`, ...params, query.pageLength, (query.page - 1) * query.pageLength)),
    firstRow<{ total: number }>(db, sql(`SELECT COUNT(*) AS total FROM accelerations WHERE ${clause}`, ...params)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The user's accelerations with their events. */
export async function userHistory(db: D1Database, userId: number, page: Page, now: number): Promise<{ records: UserAccelerationRecord[]; total: number }> {
  const { rows, total } = await accelerationHistory(db, { ...page, statuses: STATUS_FILTERS.all!, since: 0, until: now + DAY_SECONDS }, userId);
  const events = rows.length === 0 ? [] : await allRows<{ acceleration_id: number; event: string; timestamp: number }>(
    db,
    sql(`SELECT acceleration_id, event, timestamp FROM acceleration_events WHERE acceleration_id IN (${rows.map(() => "?").join(", ")}) ORDER BY timestamp, rowid`, ...rows.map((r) => r.id)),
  );
  return { records: rows.map((row) => toUserRecord(row, events.filter((e) => e.acceleration_id === row.id))), total };
}

/** The running accelerations in the backend's `Acceleration` shape, oldest first. */
export async function pendingAccelerations(db: D1Database): Promise<Acceleration[]> {
  return (await runningAccelerations(db)).map((row) => ({
    txid: row.txid,
    added: row.added,
    effectiveVsize: row.effective_vsize,
    effectiveFee: row.effective_fee,
    feeDelta: row.max_bid,
    pools: poolsOf(row),
  }));
}

/** The latest acceleration of `txid`, or null. */
export async function latestAcceleration(db: D1Database, txid: string): Promise<AccelerationRow | null> {
  return firstRow<AccelerationRow>(db, sql("SELECT * FROM accelerations WHERE txid = ? ORDER BY added DESC, id DESC LIMIT 1", txid));
}

/** Totals over a window (research §1.3 `stats`). */
export async function accelerationStats(db: D1Database, params: URLSearchParams, now: number): Promise<AccelerationStats> {
  const { since, until } = readSpan(params, now, "1y");
  const row = await firstRow<{ requested: number; accepted: number; completed: number; boost: number | null; vsize: number | null }>(
    db,
    sql(
      `SELECT COUNT(*) AS requested,
              SUM(CASE WHEN pools != '[]' THEN 1 ELSE 0 END) AS accepted,
              SUM(CASE WHEN status = 'completed' THEN 1 ELSE 0 END) AS completed,
              SUM(CASE WHEN status = 'completed' THEN bid_boost ELSE 0 END) AS boost,
              SUM(CASE WHEN status = 'completed' THEN effective_vsize ELSE 0 END) AS vsize
       FROM accelerations WHERE added >= ? AND added <= ?`,
      since, until,
    ),
  );
  return {
    totalRequested: row?.requested ?? 0,
    totalAccepted: row?.accepted ?? 0,
    totalCompleted: row?.completed ?? 0,
    totalBidBoost: row?.boost ?? 0,
    totalVsize: row?.vsize ?? 0,
  };
}

/** Completed accelerations per day of the window, and when the oldest was requested (`x-oldest-accel`). */
export async function aggregatedHistory(db: D1Database, params: URLSearchParams, now: number): Promise<{ buckets: AggregatedAccelerations[]; oldest: number | null }> {
  const { since, until } = readSpan(params, now, "1m");
  const [buckets, oldest] = await Promise.all([
    allRows<AggregatedAccelerations>(
      db,
      sql(
        `SELECT (added / ${DAY_SECONDS}) * ${DAY_SECONDS} AS timestamp, COALESCE(SUM(bid_boost), 0) AS sumBidBoost, COUNT(*) AS count,
                CAST(ROUND(AVG(block_height)) AS INTEGER) AS avgHeight
         FROM accelerations WHERE status = 'completed' AND added >= ? AND added <= ? GROUP BY 1 ORDER BY 1`,
        since, until,
      ),
    ),
    firstRow<{ oldest: number | null }>(db, sql("SELECT MIN(added) AS oldest FROM accelerations")),
  ]);
  return { buckets, oldest: oldest?.oldest ?? null };
}

/** The user's ledger as it moved their spendable balance, newest first. */
export async function ledgerLines(db: D1Database, userId: number, page: Page): Promise<{ lines: LedgerLine[]; total: number }> {
  const account = availableAccount(userId);
  const [rows, count] = await Promise.all([
    allRows<{ id: number; kind: LedgerLine["kind"]; amount: number; balance_after: number; created_at: number; txid: string | null; memo: string }>(
      db,
      sql(
        `SELECT e.id, j.kind, e.amount, e.balance_after, j.created_at, j.txid, j.memo
         FROM ledger_entries e JOIN journals j ON j.id = e.journal_id
         WHERE e.account_id = ? ORDER BY e.id DESC LIMIT ? OFFSET ?`,
        account, page.pageLength, (page.page - 1) * page.pageLength,
      ),
    ),
    firstRow<{ total: number }>(db, sql("SELECT COUNT(*) AS total FROM ledger_entries WHERE account_id = ?", account)),
  ]);
  return {
    lines: rows.map((r) => ({ id: r.id, kind: r.kind, amount: r.amount, balanceAfter: r.balance_after, time: r.created_at, txid: r.txid, memo: r.memo })),
    total: count?.total ?? 0,
  };
}


/**
 * Fixed-window counters in D1, for the calls a stranger could repeat to guess or to flood: login
 * attempts per address and per account, sign-ups per address, test coins per account. One upsert
 * per hit counts and reads in a single statement, so racing requests cannot both slip under a limit.
 *
 * @example
 * await hit(db, `login-ip:${ip}`, LOGIN_PER_ADDRESS, now); // throws ServicesError 429 once over
 */
import { ServicesError } from "./services-error.ts";
import { firstRow, sql } from "./sql.ts";

export interface Limit {
  readonly max: number;
  readonly windowSeconds: number;
}

/** Login attempts from one address, whatever the account. */
export const LOGIN_PER_ADDRESS: Limit = { max: 30, windowSeconds: 600 };
/** Accounts made from one address. */
export const SIGNUPS_PER_ADDRESS: Limit = { max: 10, windowSeconds: 3_600 };
/** Devnet test-coin payments per account. */
export const TEST_COINS_PER_ACCOUNT: Limit = { max: 3, windowSeconds: 3_600 };

/**
 * Counts one hit of `key`; over the limit it throws 429 `rate_limited` with the seconds to wait.
 * @throws ServicesError
 */
export async function hit(db: D1Database, key: string, limit: Limit, now: number): Promise<void> {
  const windowStart = now - (now % limit.windowSeconds);
  const row = await firstRow<{ count: number; window_start: number }>(
    db,
    sql(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count, window_start`,
      key, windowStart,
    ),
  );
  if (row !== null && row.count > limit.max) throw new ServicesError(429, "rate_limited", row.window_start + limit.windowSeconds - now);
}

/** The address a request comes from (Cloudflare's header; "local" when there is none, as under wrangler dev). */
export const clientAddress = (request: Request): string => request.headers.get("cf-connecting-ip") ?? "local";

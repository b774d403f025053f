/**
 * Sessions: a random 256-bit token in an HttpOnly, Secure, SameSite=Lax cookie; D1 keeps only its
 * SHA-256, so reading the table logs nobody in. Login always makes a new token and deletes the one
 * the browser came with (no fixation); logout deletes the row, so a replayed cookie finds nothing.
 *
 * @example
 * const session = await newSession({ id: userId }, now, null, true);
 * await runBatch(db, session.statements);                           // session.cookie: a Set-Cookie value
 * const userId = await sessionUser(db, request, now);               // null when logged out
 */
import { readCookie } from "../../shared/rules/anti-forgery.ts";
import { SESSION_COOKIE_NAME } from "../../shared/services/services-wire.ts";
import { type SqlStatement, firstRow, runBatch, sql } from "./sql.ts";

/** How long a session lasts without a new login. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3_600;
const TOKEN_BYTES = 32;
const WELL_FORMED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The session token the request carries, when well formed. */
export function sessionToken(request: Request): string | null {
  const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE_NAME);
  return token !== null && WELL_FORMED_TOKEN.test(token) ? token : null;
}

/** The logged-in user's id, or null (no cookie, unknown, expired, or the account disabled). */
export async function sessionUser(db: D1Database, request: Request, now: number): Promise<number | null> {
  const token = sessionToken(request);
  if (token === null) return null;
  const row = await firstRow<{ user_id: number }>(
    db,
    sql(
      "SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ? AND u.status != 'disabled'",
      await tokenHash(token), now,
    ),
  );
  return row?.user_id ?? null;
}

/** Who a new session is for: an id, or the username of a user the same batch inserts (its id is SQLite's). */
export type SessionOwner = { readonly id: number } | { readonly username: string };

/** A session being opened: the statements that store it, and the cookie that carries it. */
export interface NewSession {
  readonly statements: SqlStatement[];
  readonly token: string;
  readonly cookie: string;
}

/**
 * A new session for `owner`, to run in the caller's batch so the login or sign-up it belongs to
 * and the session stand or fall together; the one `previous` names (the cookie the browser came
 * with) ends.
 */
export async function newSession(owner: SessionOwner, now: number, previous: string | null, secure: boolean): Promise<NewSession> {
  const token = newToken();
  const userId = "id" in owner ? sql("?", owner.id) : sql("(SELECT id FROM users WHERE username = ?)", owner.username);
  const statements = [
    sql(`INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ${userId.sql}, ?, ?)`, await tokenHash(token), ...userId.params, now, now + SESSION_LIFETIME_SECONDS),
  ];
  if (previous !== null) statements.unshift(sql("DELETE FROM sessions WHERE token_hash = ?", await tokenHash(previous)));
  // Expired rows go as users log in, so the table does not grow without bound.
  statements.push(sql(`DELETE FROM sessions WHERE user_id = ${userId.sql} AND expires_at <= ?`, ...userId.params, now));
  return { statements, token, cookie: sessionCookie(token, SESSION_LIFETIME_SECONDS, secure) };
}

/** Ends the session the request carries; the answer's Set-Cookie clears the cookie either way. */
export async function endSession(db: D1Database, request: Request, secure: boolean): Promise<string> {
  const token = sessionToken(request);
  if (token !== null) await runBatch(db, [sql("DELETE FROM sessions WHERE token_hash = ?", await tokenHash(token))]);
  return sessionCookie("", 0, secure);
}

function sessionCookie(token: string, maxAge: number, secure: boolean): string {
  return `${SESSION_COOKIE_NAME}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

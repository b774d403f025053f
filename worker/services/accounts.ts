/**
 * Accounts: sign-up, login with lockout, and what the account calls answer. A username is 3 to 32
 * letters, digits, `_`, `-` or `.`; a password 10 to 256 characters. Five wrong passwords in a row
 * lock the account for 15 minutes; the answer never says whether the username exists.
 *
 * @example
 * const user = await signUp(db, { username: "satoshi", password: "…" }, { openAccess: true, now });
 * const same = await logIn(db, { username: "satoshi", password: "…" }, now);
 */
import type { AccountInfo, LoginRequest, SignupRequest } from "../../shared/services/services-wire.ts";
import { openUserAccounts } from "./ledger.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { ServicesError } from "./services-error.ts";
import { firstRow, isConstraintError, runBatch, sql } from "./sql.ts";

const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{1,63}$/;
export const LOCKOUT_AFTER_FAILURES = 5;
export const LOCKOUT_SECONDS = 15 * 60;

export interface UserRow {
  readonly id: number;
  readonly username: string;
  readonly email: string | null;
  readonly password_hash: string;
  readonly status: "pending" | "verified" | "disabled";
  readonly has_access: 0 | 1;
  readonly failed_logins: number;
  readonly locked_until: number;
}

/** A stored hash of a password nobody has, checked when the username is unknown so both cases take as long. */
let decoyHash: Promise<string> | undefined;

export function readSignup(body: unknown): SignupRequest {
  const { username, password } = readLogin(body);
  const email = (body as { email?: unknown }).email;
  if (email !== undefined && email !== null && email !== "" && (typeof email !== "string" || !EMAIL.test(email))) throw new ServicesError(400, "invalid_email");
  if (!USERNAME.test(username)) throw new ServicesError(400, "invalid_username");
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) throw new ServicesError(400, "weak_password");
  return typeof email === "string" && email !== "" ? { username, password, email } : { username, password };
}

export function readLogin(body: unknown): LoginRequest {
  if (typeof body !== "object" || body === null) throw new ServicesError(400, "bad_request");
  const { username, password } = body as { username?: unknown; password?: unknown };
  if (typeof username !== "string" || typeof password !== "string" || username.length > 64 || password.length > MAX_PASSWORD_LENGTH) {
    throw new ServicesError(400, "bad_request");
  }
  return { username, password };
}

/**
 * Makes an account with its two ledger accounts, in one batch.
 * @throws ServicesError 409 username_taken
 */
export async function signUp(db: D1Database, request: SignupRequest, options: { openAccess: boolean; now: number }): Promise<UserRow> {
  const hash = await hashPassword(request.password);
  try {
    await runBatch(db, [
      sql(
        "INSERT INTO users (username, email, password_hash, status, has_access, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        request.username, request.email ?? null, hash, options.openAccess ? "verified" : "pending", options.openAccess ? 1 : 0, options.now,
      ),
      openUserAccounts(request.username),
    ]);
  } catch (error) {
    if (isConstraintError(error, "UNIQUE")) throw new ServicesError(409, "username_taken");
    throw error;
  }
  return (await firstRow<UserRow>(db, sql("SELECT * FROM users WHERE username = ?", request.username)))!;
}

/**
 * The account whose password this is.
 * @throws ServicesError 401 invalid_credentials, 429 account_locked, 403 forbidden (disabled)
 */
export async function logIn(db: D1Database, request: LoginRequest, now: number): Promise<UserRow> {
  const user = await firstRow<UserRow>(db, sql("SELECT * FROM users WHERE username = ?", request.username));
  if (user === null) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verifyPassword(request.password, await decoyHash);
    throw new ServicesError(401, "invalid_credentials");
  }
  if (user.locked_until > now) throw new ServicesError(429, "account_locked", user.locked_until - now);
  if (!(await verifyPassword(request.password, user.password_hash))) {
    // Counted in one statement, so parallel guesses cannot each see a count under the limit.
    await runBatch(db, [
      sql(
        `UPDATE users SET failed_logins = failed_logins + 1,
           locked_until = CASE WHEN failed_logins + 1 >= ? THEN ? ELSE locked_until END WHERE id = ?`,
        LOCKOUT_AFTER_FAILURES, now + LOCKOUT_SECONDS, user.id,
      ),
    ]);
    throw new ServicesError(401, "invalid_credentials");
  }
  if (user.status === "disabled") throw new ServicesError(403, "forbidden");
  if (user.failed_logins > 0) await runBatch(db, [sql("UPDATE users SET failed_logins = 0 WHERE id = ?", user.id)]);
  return user;
}

export async function userById(db: D1Database, id: number): Promise<UserRow | null> {
  return firstRow<UserRow>(db, sql("SELECT * FROM users WHERE id = ?", id));
}

/** `GET account`: never the password hash. */
export function accountInfo(user: UserRow): AccountInfo {
  return {
    username: user.username,
    email: user.email,
    passwordIsSet: true,
    snsId: null,
    type: "community",
    subscription_tag: "free",
    status: user.status,
    features: null,
    countryCode: null,
    imageMd5: "",
    ogRank: null,
    hasAccess: user.has_access === 1,
  };
}

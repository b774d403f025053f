/**
 * Accounts: sign-up, login with lockout, and what the account calls answer. A username is 3 to 32
 * letters, digits, `_`, `-` or `.`; a password 10 to 256 characters. Five wrong passwords in a row
 * lock the account for 15 minutes; the answer never says whether the username exists.
 *
 * @example
 * const { user, cookie } = await signUp(db, { username: "satoshi", password: "…" }, { openAccess: true, now, previous: null, secure: true });
 * const again = await logIn(db, { username: "satoshi", password: "…" }, { now, previous: null, secure: true });
 */
import type { AccountInfo, LoginRequest, SignupRequest } from "../../shared/services/services-wire.ts";
import { openUserAccounts } from "./ledger.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { ServicesError } from "./services-error.ts";
import { newSession } from "./sessions.ts";
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

/** How the session a sign-up or login opens is made: the cookie the browser came with, and the cookie's flags. */
export interface SessionRequest {
  readonly now: number;
  readonly previous: string | null;
  readonly secure: boolean;
}

/** The account a sign-up or login answers for, and the Set-Cookie of its new session. */
export interface SignedIn {
  readonly user: UserRow;
  readonly cookie: string;
}

/**
 * Makes an account with its two ledger accounts and its first session, in one batch: a D1 failure
 * leaves either all of them or none, so a retry of a sign-up that failed finds the name free.
 * @throws ServicesError 409 username_taken
 */
export async function signUp(db: D1Database, request: SignupRequest, options: { openAccess: boolean } & SessionRequest): Promise<SignedIn> {
  const hash = await hashPassword(request.password);
  const session = await newSession({ username: request.username }, options.now, options.previous, options.secure);
  let results: D1Result[];
  try {
    results = await runBatch(db, [
      sql(
        "INSERT INTO users (username, email, password_hash, status, has_access, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *",
        request.username, request.email ?? null, hash, options.openAccess ? "verified" : "pending", options.openAccess ? 1 : 0, options.now,
      ),
      openUserAccounts(request.username),
      ...session.statements,
    ]);
  } catch (error) {
    if (isConstraintError(error, "UNIQUE")) throw new ServicesError(409, "username_taken");
    throw error;
  }
  // The row comes back from the batch itself: a read after it could fail and lose a made account's answer.
  return { user: results[0]!.results[0] as UserRow, cookie: session.cookie };
}

/**
 * The account whose password this is, with a new session; clearing the count of wrong passwords
 * and opening the session are one batch.
 * @throws ServicesError 401 invalid_credentials, 429 account_locked, 403 forbidden (disabled)
 */
export async function logIn(db: D1Database, request: LoginRequest, options: SessionRequest): Promise<SignedIn> {
  const { now } = options;
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
  const session = await newSession({ id: user.id }, now, options.previous, options.secure);
  const reset = user.failed_logins > 0 ? [sql("UPDATE users SET failed_logins = 0 WHERE id = ?", user.id)] : [];
  await runBatch(db, [...reset, ...session.statements]);
  return { user, cookie: session.cookie };
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

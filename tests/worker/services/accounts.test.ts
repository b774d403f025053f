/**
 * Accounts through the worker (issue 14 "Accounts", "Reliability and security"): sign-up checks,
 * the session cookie's flags, rotation at login (no fixation), logout ending the session (no
 * replay), lockout after wrong passwords, rate limits per address, and a password hash that never
 * leaves the server.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AccountInfo, AuthState, MenuGroup } from "../../../shared/services/services-wire.ts";
import { SESSION_COOKIE_NAME } from "../../../shared/services/services-wire.ts";
import { LOCKOUT_AFTER_FAILURES } from "../../../worker/services/accounts.ts";
import { hashPassword, verifyPassword, PBKDF2_ITERATIONS } from "../../../worker/services/passwords.ts";
import { LOGIN_PER_ADDRESS } from "../../../worker/services/rate-limits.ts";
import { tokenHash } from "../../../worker/services/sessions.ts";
import { firstRow, sql } from "../../../worker/services/sql.ts";
import { PASSWORD, Visitor, freshName } from "../../support/services-client.ts";

const S = "/api/v1/services";

describe("accounts", () => {
  it("signs up with a checked name and password, and answers the account without its hash", async () => {
    const visitor = new Visitor();
    for (const [body, code] of [
      [{ username: "ab", password: PASSWORD }, "invalid_username"],
      [{ username: "has space", password: PASSWORD }, "invalid_username"],
      [{ username: freshName("short"), password: "123456789" }, "weak_password"],
      [{ username: freshName("mail"), password: PASSWORD, email: "not-an-email" }, "invalid_email"],
      [{ username: 7, password: PASSWORD }, "bad_request"],
      [{ username: freshName("x") }, "bad_request"],
    ] as const) {
      expect(await visitor.refusal(`${S}/auth/signup`, body, 400), JSON.stringify(body)).toBe(code);
    }
    const username = freshName("Satoshi");
    const signup = await visitor.fetch(`${S}/auth/signup`, { json: { username, password: PASSWORD, email: "s@example.com" } });
    expect(signup.status).toBe(201);
    expect(await signup.json<AuthState>()).toEqual({ user: { userId: expect.any(Number), username } });
    const cookie = signup.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
    expect(signup.headers.get("cache-control")).toBe("private, no-store");

    const account = await visitor.fetch(`${S}/account`);
    const text = await account.text();
    expect(JSON.parse(text)).toMatchObject({ username, email: "s@example.com", status: "verified", hasAccess: true } satisfies Partial<AccountInfo>);
    expect(text).not.toMatch(/pbkdf2|password_hash|\$/);
    expect((await visitor.json<MenuGroup[]>(`${S}/account/menu`))[0]!.items.map((i) => i.link)).toContain("logout");
    // Names are unique whatever their case.
    expect(await new Visitor().refusal(`${S}/auth/signup`, { username: username.toUpperCase(), password: PASSWORD }, 409)).toBe("username_taken");
    // Stored as PBKDF2-SHA256 at the Workers cap, never in the clear.
    const row = await firstRow<{ password_hash: string }>(env.DB, sql("SELECT password_hash FROM users WHERE username = ?", username));
    expect(row!.password_hash).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$`));
    expect(row!.password_hash).not.toContain(PASSWORD);
  });

  it("hashes passwords with a salt and checks them", async () => {
    const [a, b] = [await hashPassword("one password"), await hashPassword("one password")];
    expect(a).not.toBe(b);
    expect(await verifyPassword("one password", a)).toBe(true);
    expect(await verifyPassword("another password", a)).toBe(false);
    expect(await verifyPassword("one password", "plain")).toBe(false);
    expect(await verifyPassword("one password", a.replace(String(PBKDF2_ITERATIONS), "1000000"))).toBe(false);
  });

  it("rotates the session at login: a cookie planted before it logs nobody in", async () => {
    const username = freshName("fixed");
    await new Visitor().signUp(username);
    const victim = new Visitor();
    const planted = "p".repeat(43);
    victim.cookies.set(SESSION_COOKIE_NAME, planted);
    expect((await victim.logIn(username)).status).toBe(200);
    expect(victim.session).toBeDefined();
    expect(victim.session).not.toBe(planted);
    const attacker = new Visitor();
    attacker.cookies.set(SESSION_COOKIE_NAME, planted);
    expect(await attacker.refusal(`${S}/account`, undefined, 401)).toBe("unauthorized");
    expect((await victim.json<AccountInfo>(`${S}/account`)).username).toBe(username);
    // Only the token's hash is stored.
    expect(await firstRow(env.DB, sql("SELECT 1 FROM sessions WHERE token_hash = ?", victim.session!))).toBeNull();
    expect(await firstRow(env.DB, sql("SELECT 1 AS found FROM sessions WHERE token_hash = ?", await tokenHash(victim.session!)))).toEqual({ found: 1 });
  });

  it("ends the session at logout: the old cookie replayed finds nothing", async () => {
    const visitor = new Visitor();
    await visitor.signUp(freshName("leaving"));
    const stolen = visitor.session!;
    const logout = await visitor.fetch(`${S}/auth/logout`, { json: {} });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=; .*Max-Age=0`));
    const replay = new Visitor();
    replay.cookies.set(SESSION_COOKIE_NAME, stolen);
    expect(await replay.refusal(`${S}/account`, undefined, 401)).toBe("unauthorized");
    expect(await replay.refusal(`${S}/accelerator/balance`, undefined, 401)).toBe("unauthorized");
  });

  it("locks an account after repeated wrong passwords, whatever the address, and says nothing of unknown names", async () => {
    const username = freshName("locked");
    await new Visitor().signUp(username);
    for (let i = 0; i < LOCKOUT_AFTER_FAILURES; i++) {
      const response = await new Visitor().logIn(username, "wrong password!");
      expect([response.status, await response.text()]).toEqual([401, "invalid_credentials"]);
    }
    const locked = await new Visitor().logIn(username);
    expect([locked.status, await locked.text()]).toEqual([429, "account_locked"]);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const unknown = await new Visitor().logIn(freshName("nobody"));
    expect([unknown.status, await unknown.text()]).toEqual([401, "invalid_credentials"]);
  });

  it("limits login attempts per address", async () => {
    const visitor = new Visitor("203.0.113.77");
    const username = freshName("limited");
    let answer = "";
    for (let i = 0; i <= LOGIN_PER_ADDRESS.max; i++) {
      const response = await visitor.logIn(username);
      answer = `${response.status} ${await response.text()}`;
    }
    expect(answer).toBe("429 rate_limited");
    // Another address is not held back.
    expect((await new Visitor("203.0.113.78").logIn(username)).status).toBe(401);
  });
});

/**
 * A D1 error in the middle of an accounts request (issue 17 "Faults"): D1 fails at each call of
 * sign-up, login and logout in turn, as an outage, a single failed call, and a write whose answer
 * is lost. Each time the caller gets 503 `temporarily_unavailable` with Retry-After, the database
 * holds no half-made account, and the same request retried once D1 is back has one effect. While D1
 * is down every services read answers the same 503, and the pages and the API answer as usual.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AccountInfo } from "../../../shared/services/services-wire.ts";
import { SESSION_COOKIE_NAME } from "../../../shared/services/services-wire.ts";
import { isD1Unavailable } from "../../../worker/services/d1-outage.ts";
import { tokenHash } from "../../../worker/services/sessions.ts";
import { allRows, firstRow, runBatch, sql } from "../../../worker/services/sql.ts";
import { D1_FAULT_MODES, FaultyD1, d1OutageError, fetchWithDb, sweepD1Faults } from "../../support/faulty-d1.ts";
import { ORIGIN, PASSWORD, Visitor, freshName } from "../../support/services-client.ts";
import { accelerationInvariants } from "./accelerator-invariants.ts";
import { S, expectUnavailable, sendAs } from "./fault-fixtures.ts";

const usersNamed = async (username: string) => (await firstRow<{ count: number }>(env.DB, sql("SELECT COUNT(*) AS count FROM users WHERE username = ?", username)))!.count;

/** The account the visitor's session cookie opens, through the real D1. */
async function accountOf(visitor: Visitor): Promise<string> {
  const response = await sendAs(visitor, env.DB, `${S}/account`);
  expect(response.status).toBe(200);
  return (await response.json<AccountInfo>()).username;
}

describe("D1 failing in the middle of an accounts request", () => {
  it("tells D1 being unable to answer from a statement's own fault", async () => {
    expect(isD1Unavailable(d1OutageError())).toBe(true);
    expect(isD1Unavailable(new Error("D1_ERROR: D1 DB is overloaded. Too many requests queued."))).toBe(true);
    expect(isD1Unavailable(new Error("Network connection lost."))).toBe(false);
    // Real statement faults of this database: a bug of ours, never a retry.
    const faults = await Promise.all([
      runBatch(env.DB, [sql("INSERT INTO ledger_accounts (id, kind) VALUES ('system:revenue', 'revenue')")]).catch((e: unknown) => e),
      runBatch(env.DB, [sql("INSERT INTO no_such_table VALUES (1)")]).catch((e: unknown) => e),
      runBatch(env.DB, [sql("SELEC 1")]).catch((e: unknown) => e),
      runBatch(env.DB, [sql("INSERT INTO users (username, password_hash, created_at) VALUES (NULL, 'x', 0)")]).catch((e: unknown) => e),
      runBatch(env.DB, [sql("INSERT INTO ledger_accounts (id, kind, balance) VALUES ('user:0:nobody', 'held', -1)")]).catch((e: unknown) => e),
    ]);
    for (const fault of faults) {
      expect(fault, String(fault)).toBeInstanceOf(Error);
      expect(isD1Unavailable(fault), String(fault)).toBe(false);
    }
  });

  for (const mode of D1_FAULT_MODES) {
    it(`signs up exactly once, whichever call fails (${mode})`, async () => {
      const failed = await sweepD1Faults(mode, async (faulty) => {
        const username = freshName("signup");
        const visitor = new Visitor();
        const response = await sendAs(visitor, faulty.db, `${S}/auth/signup`, { username, password: PASSWORD });
        if (!faulty.fired) {
          expect(response.status).toBe(201);
          return;
        }
        await expectUnavailable(response, `${mode} at ${faulty.failedSql}`);
        expect(visitor.session).toBeUndefined();
        expect(await accelerationInvariants(env.DB)).toEqual([]);
        const made = await usersNamed(username);
        // Only a sign-up whose last write committed unanswered made the account.
        expect(made, faulty.failedSql).toBe(mode === "lost-answer" && faulty.failedSql!.startsWith("INSERT INTO users") ? 1 : 0);
        const retry = await sendAs(visitor, env.DB, `${S}/auth/signup`, { username, password: PASSWORD });
        if (made === 1) {
          expect([retry.status, await retry.text()]).toEqual([409, "username_taken"]);
          expect((await sendAs(visitor, env.DB, `${S}/auth/login`, { username, password: PASSWORD })).status).toBe(200);
        } else {
          expect(retry.status).toBe(201);
        }
        expect(await accountOf(visitor)).toBe(username);
        expect(await usersNamed(username)).toBe(1);
        expect(await accelerationInvariants(env.DB)).toEqual([]);
      });
      // The address's sign-up count, then the one batch that makes the account with its session.
      expect(failed.map((s) => s.split(" ")[0])).toEqual(["INSERT", "INSERT"]);
      expect(failed[1]).toMatch(/^INSERT INTO users .* ; INSERT INTO ledger_accounts .* ; INSERT INTO sessions .* ; DELETE FROM sessions/s);
    });

    it(`logs in exactly once, whichever call fails (${mode})`, async () => {
      const failed = await sweepD1Faults(mode, async (faulty) => {
        const username = freshName("login");
        await new Visitor().signUp(username);
        // A wrong password first, so the login also clears the count.
        expect((await new Visitor().logIn(username, "wrong password!")).status).toBe(401);
        const visitor = new Visitor();
        const response = await sendAs(visitor, faulty.db, `${S}/auth/login`, { username, password: PASSWORD });
        if (!faulty.fired) {
          expect(response.status).toBe(200);
          return;
        }
        await expectUnavailable(response, `${mode} at ${faulty.failedSql}`);
        expect(visitor.session).toBeUndefined();
        expect(await accelerationInvariants(env.DB)).toEqual([]);
        const retry = await sendAs(visitor, env.DB, `${S}/auth/login`, { username, password: PASSWORD });
        expect(retry.status).toBe(200);
        expect(await accountOf(visitor)).toBe(username);
        const user = await firstRow<{ failed_logins: number; id: number }>(env.DB, sql("SELECT id, failed_logins FROM users WHERE username = ?", username));
        expect(user!.failed_logins).toBe(0);
        // The sign-up's session, the retry's, and at most one more a lost answer committed that no browser holds.
        const sessions = await allRows(env.DB, sql("SELECT token_hash FROM sessions WHERE user_id = ?", user!.id));
        expect(sessions.length).toBeLessThanOrEqual(mode === "lost-answer" ? 3 : 2);
      });
      expect(failed).toHaveLength(3);
      expect(failed[2]).toMatch(/^UPDATE users SET failed_logins = 0 .* ; INSERT INTO sessions/s);
    });

    it(`logs out, whichever call fails (${mode})`, async () => {
      const failed = await sweepD1Faults(mode, async (faulty) => {
        const visitor = new Visitor();
        await visitor.signUp(freshName("logout"));
        const token = visitor.session!;
        const response = await sendAs(visitor, faulty.db, `${S}/auth/logout`, {});
        if (!faulty.fired) {
          expect(response.status).toBe(200);
          return;
        }
        await expectUnavailable(response, mode);
        // Not logged out, and the browser was not told it was.
        expect(visitor.session).toBe(token);
        expect((await sendAs(visitor, env.DB, `${S}/auth/logout`, {})).status).toBe(200);
        expect(visitor.session).toBeUndefined();
        expect(await firstRow(env.DB, sql("SELECT 1 FROM sessions WHERE token_hash = ?", await tokenHash(token)))).toBeNull();
      });
      expect(failed).toEqual(["DELETE FROM sessions WHERE token_hash = ?"]);
    });
  }

  it("answers every services read 503 while D1 is down, and the rest of the worker as usual", async () => {
    const visitor = new Visitor();
    await visitor.signUp(freshName("reader"));
    const reads = [
      "/account", "/account/menu", "/accelerator/balance", "/accelerator/history", "/accelerator/ledger", "/accelerator/deposit",
      "/accelerator/accelerations", "/accelerator/accelerations/history", "/accelerator/accelerations/history/aggregated",
      "/accelerator/accelerations/stats", `/accelerator/accelerations/${"ab".repeat(32)}`,
    ];
    for (const path of reads) {
      const down = new FaultyD1(env.DB, { at: 1, mode: "outage" });
      await expectUnavailable(await sendAs(visitor, down.db, `${S}${path}`), path);
      expect(down.fired, path).toBe(true);
    }
    const down = new FaultyD1(env.DB, { at: 1, mode: "outage" });
    await expectUnavailable(await sendAs(visitor, down.db, `${S}/accelerator/estimate`, { txInput: "ab".repeat(32) }), "estimate");
    await expectUnavailable(await sendAs(visitor, down.db, `${S}/accelerator/test-coins`, {}), "test-coins");
    // What needs no D1 answers as usual, beside it.
    const answers: [string, number, RegExp][] = [
      [`${S}/version`, 200, /^application\/json/],
      ["/healthz", 200, /^application\/json/],
      ["/api/blocks/tip/height", 200, /^text\/plain/],
      ["/api/v1/fees/recommended", 200, /^application\/json/],
      ["/", 200, /^text\/html/],
      ["/mempool-block/0", 200, /^text\/html/],
      ["/services/accelerator", 200, /^text\/html/],
    ];
    for (const [path, status, type] of answers) {
      const response = await fetchWithDb(new Request(`${ORIGIN}${path}`), down.db);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-type"), path).toMatch(type);
      await response.arrayBuffer();
    }
    // And once D1 is back, so do the reads, with the same session.
    expect((await sendAs(visitor, env.DB, `${S}/accelerator/balance`)).status).toBe(200);
    expect(visitor.cookies.has(SESSION_COOKIE_NAME)).toBe(true);
    expect((await SELF.fetch(`${ORIGIN}${S}/version`)).status).toBe(200);
  });
});

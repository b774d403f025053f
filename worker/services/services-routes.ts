/**
 * The services API under `/api/v1/services/` (spec §7.3, README "Accelerator"): accounts and the
 * accelerator, on D1. Every answer is private and never cached; every state-changing call needs
 * the anti-forgery cookie and its header (worker/api/anti-forgery.ts), since a session cookie rides
 * along with it; errors are a status and a bare code (services-error.ts), and D1 failing to answer
 * is 503 `temporarily_unavailable` with Retry-After (d1-outage.ts). Off unless the build's
 * accelerator flag is on.
 *
 * @example
 * app.route(SERVICES_PREFIX, servicesRoutes());
 */
import { type Context, Hono } from "hono";
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, changesState, readCookie } from "../../shared/rules/anti-forgery.ts";
import type { AuthState, MenuGroup, ServicesVersion } from "../../shared/services/services-wire.ts";
import { antiForgeryRefusal } from "../api/anti-forgery.ts";
import { readConfig, type Env } from "../env.ts";
import { type UserRow, accountInfo, logIn, readLogin, readSignup, signUp, userById } from "./accounts.ts";
import { accelerate } from "./accelerate.ts";
import { toRecord } from "./acceleration-rows.ts";
import { accountBalance } from "./balances.ts";
import { d1Unavailable, isD1Unavailable } from "./d1-outage.ts";
import { creditDeposits, depositInfo, sendTestCoins } from "./deposits.ts";
import { acceleratableTx, estimateFor, readTxInput, targetFeeRate } from "./estimate.ts";
import {
  accelerationHistory, accelerationStats, aggregatedHistory, latestAcceleration, ledgerLines, pendingAccelerations, readHistoryQuery, readPage, userHistory,
} from "./history.ts";
import { partnerPools } from "./pool-requests.ts";
import { LOGIN_PER_ADDRESS, SIGNUPS_PER_ADDRESS, clientAddress, hit } from "./rate-limits.ts";
import { readServicesConfig } from "./services-config.ts";
import { ServicesError, servicesErrorResponse } from "./services-error.ts";
import { endSession, sessionToken, sessionUser } from "./sessions.ts";
import { settleForPublicRead, settleRunning } from "./settlement.ts";

type ServicesContext = Context<{ Bindings: Env }>;

/** Request bodies of the services are small JSON objects. */
export const MAX_SERVICES_BODY_BYTES = 16 * 1024;
const SERVICES_VERSION = "1.0.0";
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

const nowSeconds = (): number => Math.floor(Date.now() / 1_000);

// Secure cookies are kept by browsers on https and on loopback (a local `npm start`).
const secureCookies = (c: ServicesContext): boolean => {
  const url = new URL(c.req.url);
  return url.protocol === "https:" || LOOPBACK.has(url.hostname);
};

async function jsonBody(c: ServicesContext): Promise<unknown> {
  const text = await c.req.text();
  if (new TextEncoder().encode(text).length > MAX_SERVICES_BODY_BYTES) throw new ServicesError(413, "bad_request");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ServicesError(400, "bad_request");
  }
}

async function currentUser(c: ServicesContext): Promise<UserRow | null> {
  const id = await sessionUser(c.env.DB, c.req.raw, nowSeconds());
  return id === null ? null : userById(c.env.DB, id);
}

async function requireUser(c: ServicesContext): Promise<UserRow> {
  const user = await currentUser(c);
  if (user === null) throw new ServicesError(401, "unauthorized");
  return user;
}

/**
 * Brings running accelerations and deposits up to date before a read shows them: a user's read
 * settles that user's own (each costs a backend lookup, so never everyone's), a public read
 * everyone's at most every few seconds per isolate unless a block came, and the cron the rest.
 */
async function refresh(c: ServicesContext, userId?: number): Promise<void> {
  const now = nowSeconds();
  if (userId === undefined) return settleForPublicRead(c.env, c.env.DB, now);
  // Both are waited for even when one fails, so no write of this request is still running once it answers.
  const outcomes = await Promise.allSettled([settleRunning(c.env, c.env.DB, now, userId), creditDeposits(c.env, c.env.DB, userId, now)]);
  for (const outcome of outcomes) if (outcome.status === "rejected") throw outcome.reason;
}

function withTotal(c: ServicesContext, total: number): void {
  c.header("X-Total-Count", String(total));
  c.header("Access-Control-Expose-Headers", "X-Total-Count, x-oldest-accel");
}

function authAnswer(c: ServicesContext, user: UserRow, cookie: string): Response {
  const state: AuthState = { user: { userId: user.id, username: user.username } };
  c.header("Set-Cookie", cookie);
  return c.json(state);
}

export function servicesRoutes(): Hono<{ Bindings: Env }> {
  const app = new Hono<{ Bindings: Env }>();

  app.use("*", async (c, next) => {
    if (!readConfig(c.env).features.accelerator) throw new ServicesError(404, "not_found");
    // A session cookie is ambient credentials, so here the token is required, not only checked when present.
    if (changesState(c.req.method)) {
      const cookie = readCookie(c.req.header("cookie"), XSRF_COOKIE_NAME);
      if (cookie === null || c.req.header(XSRF_HEADER_NAME) === undefined || antiForgeryRefusal(c.req.raw) !== null) throw new ServicesError(403, "forbidden");
    }
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
  });

  app.get("/version", (c) => c.json({ gitCommit: "devnet", version: SERVICES_VERSION } satisfies ServicesVersion));

  app.post("/auth/signup", async (c) => {
    const request = readSignup(await jsonBody(c));
    const now = nowSeconds();
    await hit(c.env.DB, `signup-ip:${clientAddress(c.req.raw)}`, SIGNUPS_PER_ADDRESS, now);
    const { user, cookie } = await signUp(c.env.DB, request, { openAccess: readServicesConfig(c.env).openAccess, now, previous: sessionToken(c.req.raw), secure: secureCookies(c) });
    c.status(201);
    return authAnswer(c, user, cookie);
  });

  app.post("/auth/login", async (c) => {
    const request = readLogin(await jsonBody(c));
    const now = nowSeconds();
    await hit(c.env.DB, `login-ip:${clientAddress(c.req.raw)}`, LOGIN_PER_ADDRESS, now);
    const { user, cookie } = await logIn(c.env.DB, request, { now, previous: sessionToken(c.req.raw), secure: secureCookies(c) });
    return authAnswer(c, user, cookie);
  });

  app.post("/auth/logout", async (c) => {
    c.header("Set-Cookie", await endSession(c.env.DB, c.req.raw, secureCookies(c)));
    return c.json({});
  });

  app.get("/account", async (c) => c.json(accountInfo(await requireUser(c))));

  app.get("/account/menu", async (c) => {
    await requireUser(c);
    const menu: MenuGroup[] = [
      {
        title: "Accelerator",
        i18n: "accelerator.title",
        items: [
          { title: "Account", i18n: "accelerator.account", faIcon: "wallet", link: "/services/accelerator" },
          { title: "History", i18n: "accelerator.history", faIcon: "clock-rotate-left", link: "/services/accelerator/history" },
          { title: "Log out", i18n: "accelerator.logout", faIcon: "right-from-bracket", link: "logout" },
        ],
      },
    ];
    return c.json(menu);
  });

  app.post("/accelerator/estimate", async (c) => {
    const txid = readTxInput(await jsonBody(c));
    const user = await currentUser(c);
    if (user) await refresh(c, user.id);
    let tx;
    try {
      tx = await acceleratableTx(c.env, txid);
    } catch (error) {
      // spec §4.2: a transaction that cannot be accelerated answers 204.
      if (error instanceof ServicesError && error.status === 400) return c.body(null, 204);
      throw error;
    }
    const [rate, pools, balance] = await Promise.all([targetFeeRate(c.env), partnerPools(c.env), user ? accountBalance(c.env.DB, user.id) : undefined]);
    const asker = { hasAccess: user?.has_access === 1, balance: balance?.balance ?? 0 };
    return c.json(estimateFor(tx, rate, asker, pools.map((p) => p.id)));
  });

  app.post("/accelerator/accelerate", async (c) => {
    const body = await jsonBody(c);
    const txid = readTxInput(body);
    const user = await requireUser(c);
    // Its own running accelerations need no settling to refuse a duplicate; a fresh deposit may be needed to pay.
    await creditDeposits(c.env, c.env.DB, user.id, nowSeconds());
    const record = await accelerate({ env: c.env, db: c.env.DB, user, txid, userBid: (body as { userBid?: unknown }).userBid, now: nowSeconds() });
    return c.json(record);
  });

  app.get("/accelerator/accelerations", async (c) => {
    await refresh(c);
    return c.json(await pendingAccelerations(c.env.DB));
  });

  app.get("/accelerator/accelerations/history", async (c) => {
    const query = readHistoryQuery(new URL(c.req.url).searchParams, nowSeconds());
    await refresh(c);
    const { rows, total } = await accelerationHistory(c.env.DB, query);
    withTotal(c, total);
    return c.json(rows.map(toRecord));
  });

  app.get("/accelerator/accelerations/history/aggregated", async (c) => {
    await refresh(c);
    const { buckets, oldest } = await aggregatedHistory(c.env.DB, new URL(c.req.url).searchParams, nowSeconds());
    if (oldest !== null) c.header("x-oldest-accel", String(oldest));
    c.header("Access-Control-Expose-Headers", "X-Total-Count, x-oldest-accel");
    return c.json(buckets);
  });

  app.get("/accelerator/accelerations/stats", async (c) => {
    await refresh(c);
    return c.json(await accelerationStats(c.env.DB, new URL(c.req.url).searchParams, nowSeconds()));
  });

  app.get("/accelerator/accelerations/:txid", async (c) => {
    const txid = c.req.param("txid").toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(txid)) throw new ServicesError(400, "bad_request");
    await refresh(c);
    const row = await latestAcceleration(c.env.DB, txid);
    if (row === null) throw new ServicesError(404, "not_found");
    return c.json(toRecord(row));
  });

  app.get("/accelerator/history", async (c) => {
    const user = await requireUser(c);
    const page = readPage(new URL(c.req.url).searchParams, 15);
    await refresh(c, user.id);
    const { records, total } = await userHistory(c.env.DB, user.id, page, nowSeconds());
    withTotal(c, total);
    return c.json(records);
  });

  app.get("/accelerator/ledger", async (c) => {
    const user = await requireUser(c);
    const page = readPage(new URL(c.req.url).searchParams, 20);
    await refresh(c, user.id);
    const { lines, total } = await ledgerLines(c.env.DB, user.id, page);
    withTotal(c, total);
    return c.json(lines);
  });

  app.get("/accelerator/balance", async (c) => {
    const user = await requireUser(c);
    await refresh(c, user.id);
    return c.json(await accountBalance(c.env.DB, user.id));
  });

  app.get("/accelerator/deposit", async (c) => c.json(depositInfo(c.env, (await requireUser(c)).id)));

  app.post("/accelerator/test-coins", async (c) => {
    const user = await requireUser(c);
    return c.json(await sendTestCoins(c.env, c.env.DB, user.id, nowSeconds()));
  });

  app.all("*", () => {
    throw new ServicesError(404, "not_found");
  });

  app.onError((error, c) => {
    if (error instanceof ServicesError) return servicesErrorResponse(error);
    // D1 could not answer: every write is one batch or safe to repeat, so the caller may simply retry.
    if (isD1Unavailable(error)) {
      console.warn(`services: D1 unavailable on ${c.req.method} ${new URL(c.req.url).pathname}: ${error.message}`);
      return servicesErrorResponse(d1Unavailable());
    }
    console.error("services:", error);
    return servicesErrorResponse(new ServicesError(500, "internal_server_error"));
  });

  return app;
}

/**
 * The edge's rate limits (issue 17): one table of what is limited, by which var and which platform
 * binding, and how much. Each request counts against at most one limit, per client address, in
 * fixed windows of `periodSeconds`. The middleware that applies them is rate-limit-middleware.ts.
 *
 * The defaults are generous on purpose: they are there to stop floods and scrapers hammering the
 * backend, the devnet's single-threaded objects and D1, never a person browsing, a wallet scanning
 * its addresses, or a few people sharing one address behind a NAT.
 *
 * @example
 * readRateLimits(env).api; // 600: API requests per minute per address, 0 when turned off
 */
import { InvalidConfigError } from "../shared/network/errors.ts";
import { SERVICES_PREFIX } from "../shared/services/services-wire.ts";
import type { Env } from "./env.ts";

export type RateLimitScope = "api" | "services" | "websocket";

export interface RateLimitRule {
  /** The wrangler var with the limit; empty or absent keeps `defaultLimit`, 0 turns the limit off. */
  readonly varName: "RATE_LIMIT_API_PER_MINUTE" | "RATE_LIMIT_SERVICES_PER_MINUTE" | "RATE_LIMIT_WEBSOCKET_PER_MINUTE";
  /**
   * The `[[ratelimits]]` binding that counts where it exists (Cloudflare, wrangler dev, the workers
   * tests). Its `simple.limit` is what it enforces, so wrangler.toml must declare the var's number there too.
   */
  readonly binding: "API_RATE_LIMITER" | "SERVICES_RATE_LIMITER" | "WEBSOCKET_RATE_LIMITER";
  /** Requests per period per address. */
  readonly defaultLimit: number;
  /** A minute, as the vars' names say (Cloudflare's binding also offers 10 s, too short to absorb a page's burst). */
  readonly periodSeconds: 60;
  /** What is counted, for the 429's message. */
  readonly counted: string;
}

export const RATE_LIMITS: { readonly [S in RateLimitScope]: RateLimitRule } = {
  // 10 a second on average, all at once if need be: a page's own burst is 5 to 20 requests, a
  // wallet's gap-limit scan of 100 addresses about 200. Micro-caching already absorbs repeated GETs;
  // this stops a client from walking the whole chain through the backend (mempool.space's own
  // nginx sample allows 200 a minute on /api/v1).
  api: { varName: "RATE_LIMIT_API_PER_MINUTE", binding: "API_RATE_LIMITER", defaultLimit: 600, periodSeconds: 60, counted: "API requests" },
  // The accelerator's page asks for an estimate every 10 s (6 a minute): 120 leaves room for many
  // tabs and people on one address. Logins and sign-ups keep their own tighter limits in D1
  // (services/rate-limits.ts); this one caps what each services call costs D1 and the backend.
  services: { varName: "RATE_LIMIT_SERVICES_PER_MINUTE", binding: "SERVICES_RATE_LIMITER", defaultLimit: 120, periodSeconds: 60, counted: "accelerator service requests" },
  // A tab holds one socket and, when it drops, reconnects every 2 to 4 s (shared/live/connection-timing.ts),
  // at most 30 a minute: 60 lets two tabs retry non-stop, or dozens open in one minute. Each upgrade
  // wakes a hub object; the socket's messages have their own budget in the hub.
  websocket: { varName: "RATE_LIMIT_WEBSOCKET_PER_MINUTE", binding: "WEBSOCKET_RATE_LIMITER", defaultLimit: 60, periodSeconds: 60, counted: "websocket connections" },
};

export const RATE_LIMIT_SCOPES = Object.keys(RATE_LIMITS) as readonly RateLimitScope[];

/** The vars that turn every limit off: for browser tests and benchmarks, whose clients all share one address. */
export const RATE_LIMITS_OFF: Readonly<Record<RateLimitRule["varName"], "0">> = {
  RATE_LIMIT_API_PER_MINUTE: "0",
  RATE_LIMIT_SERVICES_PER_MINUTE: "0",
  RATE_LIMIT_WEBSOCKET_PER_MINUTE: "0",
};

/** Requests per period per address of each scope; 0: not limited. */
export type RateLimits = { readonly [S in RateLimitScope]: number };

/**
 * The limits the vars set: a whole number each, empty or absent for the default.
 * @throws InvalidConfigError naming the var, for anything else
 */
export function readRateLimits(env: Env): RateLimits {
  const read = (scope: RateLimitScope): number => {
    const { varName, defaultLimit } = RATE_LIMITS[scope];
    const value = env[varName]?.trim();
    if (value === undefined || value === "") return defaultLimit;
    if (!/^\d{1,9}$/.test(value)) throw new InvalidConfigError(varName, value, "expected a whole number of requests per minute per address (0 turns the limit off) in wrangler.toml [vars].");
    return Number(value);
  };
  return { api: read("api"), services: read("services"), websocket: read("websocket") };
}

// The live socket with or without its network segment and one trailing slash, as app.ts routes it.
const WEBSOCKET_PATH = /^\/(?:[^/]+\/)?api\/v1\/ws\/?$/;
// Any API path, with or without a network segment (app.ts API_PATH); a page under it is the caller's to exclude.
const API_PATH = /^\/(?:[^/]+\/)?api(?:\/|$)/;

/**
 * The limit a request counts against, or null. A CORS preflight is not counted: a refused one
 * reaches the page as an unreadable CORS failure instead of the 429 of the request it precedes,
 * and the edge answers it without any backend.
 *
 * @example
 * rateLimitScope("GET", "/testnet/api/v1/ws"); // "websocket"
 * rateLimitScope("GET", "/api/v1/services/accelerator/estimate"); // "services"
 * rateLimitScope("GET", "/block/00…"); // null: pages are not limited
 */
export function rateLimitScope(method: string, pathname: string): RateLimitScope | null {
  if (method === "OPTIONS") return null;
  if (WEBSOCKET_PATH.test(pathname)) return "websocket";
  if (pathname === SERVICES_PREFIX || pathname.startsWith(`${SERVICES_PREFIX}/`)) return "services";
  return API_PATH.test(pathname) ? "api" : null;
}

/**
 * Applies the limits of rate-limit.ts at the edge: each API, services or websocket request counts
 * against its scope's limit for the address it comes from, and one over it answers 429 with
 * `Retry-After` and CORS. Counting is Cloudflare's rate-limiting binding where the deployment
 * declares it (wrangler dev and the workers tests emulate it in memory); without it, an in-memory
 * fixed window per isolate stands in behind the same interface.
 *
 * The worker's own calls are never counted: pages and cards load their data through the app's own
 * API routes (app.ts selfApi) on synthetic requests, and counting those would charge a visitor for
 * the page's requests, or (they carry no address) charge every visitor together.
 *
 * @example
 * app.use("*", rateLimit);
 * const selfApi = (c) => (request) => asInternalCall(() => app.fetch(request, c.env));
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Context, MiddlewareHandler } from "hono";
import { edgeError } from "./api/api-error.ts";
import { withCors } from "./api/cors.ts";
import { readConfig, type Env } from "./env.ts";
import { RATE_LIMITS, type RateLimitScope, rateLimitScope } from "./rate-limit.ts";
import { isPageUnderApi } from "./routes/page-under-api.ts";
import { ServicesError, servicesErrorResponse } from "./services/services-error.ts";

/** The key of requests without `CF-Connecting-IP` (local tests, a runtime not behind Cloudflare): one shared count. */
export const UNKNOWN_ADDRESS = "unknown";
/** Distinct addresses one fallback window keeps before forgetting the oldest, so a flood of addresses cannot exhaust memory. */
export const FALLBACK_MAX_KEYS = 10_000;

// Held by the async flow of an internal call and of nothing else: an outside request starts a flow
// of its own, so no header or path it could send passes for one.
const internalCalls = new AsyncLocalStorage<true>();

/** Runs `work` (the app's fetch of one of its own routes) as an internal call, which no limit counts. */
export function asInternalCall<T>(work: () => T): T {
  return internalCalls.run(true, work);
}

export const rateLimit: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  if (internalCalls.getStore() === true) return next();
  const pathname = new URL(c.req.url).pathname;
  const scope = rateLimitScope(c.req.method, pathname);
  if (scope === null || (scope === "api" && isPrefixedPage(c, pathname))) return next();
  const limit = readConfig(c.env).rateLimits[scope];
  if (limit === 0) return next();
  if (await allowed(limiterOf(c.env, scope, limit), clientKey(c.req.raw), scope)) return next();
  return tooManyRequests(scope, limit, secondsLeftInWindow(RATE_LIMITS[scope].periodSeconds, Date.now()));
};

// A counter that fails lets the request through: the limits guard against floods, and an outage
// of the counter must not take the whole API down with it.
async function allowed(limiter: RateLimit, key: string, scope: RateLimitScope): Promise<boolean> {
  try {
    return (await limiter.limit({ key })).success;
  } catch (error) {
    console.error(`worker: the ${scope} rate limiter failed; the request goes through`, error);
    return true;
  }
}

// The API docs live at /docs/api/{tab}, which looks like /{network}/api/…: a page, not limited.
const isPrefixedPage = (c: Context<{ Bindings: Env }>, pathname: string): boolean => !/^\/api(?:\/|$)/.test(pathname) && isPageUnderApi(c);

/**
 * What a request is counted by: its `CF-Connecting-IP`, which Cloudflare sets and a client cannot
 * override; an IPv6 address by its /64, since one host usually holds the whole /64 and could
 * otherwise take a fresh address for every request.
 *
 * @example
 * clientKey(new Request(url, { headers: { "cf-connecting-ip": "2001:db8:1:2:aa::1" } })); // "2001:db8:1:2::/64"
 */
export function clientKey(request: Request): string {
  const address = request.headers.get("cf-connecting-ip")?.trim().toLowerCase();
  if (address === undefined || address === "") return UNKNOWN_ADDRESS;
  if (!address.includes(":")) return address;
  // An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is that IPv4 address, not the /64 of all of them.
  const embeddedV4 = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (embeddedV4 !== null) return embeddedV4[1] ?? address;
  const [head = "", tail] = address.split("::", 2);
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0");
  const groups = [...left, ...zeros, ...right].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${groups.join(":")}::/64`;
}

/**
 * Counts in fixed windows of `periodSeconds` aligned to the clock, as Miniflare emulates the binding:
 * the in-memory stand-in where the deployment declares no binding. Each isolate counts on its own,
 * so on a runtime with many isolates an address may get up to `limit` in each.
 */
export class FixedWindowLimiter implements RateLimit {
  #window = Number.NaN;
  readonly #counts = new Map<string, number>();

  constructor(
    readonly limitPerWindow: number,
    readonly periodSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async limit({ key }: RateLimitOptions): Promise<RateLimitOutcome> {
    const window = Math.floor(this.now() / (this.periodSeconds * 1_000));
    if (window !== this.#window) {
      this.#window = window;
      this.#counts.clear();
    }
    const count = this.#counts.get(key) ?? 0;
    if (count >= this.limitPerWindow) return { success: false };
    if (count === 0 && this.#counts.size >= FALLBACK_MAX_KEYS) this.#counts.delete(this.#counts.keys().next().value as string);
    this.#counts.set(key, count + 1);
    return { success: true };
  }
}

// One per scope and limit: a var changed between requests (tests call the app with other vars) starts a fresh count.
const fallbacks = new Map<string, FixedWindowLimiter>();

function limiterOf(env: Env, scope: RateLimitScope, limit: number): RateLimit {
  const rule = RATE_LIMITS[scope];
  const binding = env[rule.binding];
  if (binding !== undefined) return binding;
  const id = `${scope}:${limit}`;
  let fallback = fallbacks.get(id);
  if (fallback === undefined) fallbacks.set(id, (fallback = new FixedWindowLimiter(limit, rule.periodSeconds)));
  return fallback;
}

/**
 * Whole seconds until the window in force ends, at least 1. Exact for the fallback and for
 * Miniflare's emulation, which both align windows to the clock; Cloudflare does not say where its
 * windows fall, so there it is an estimate, never more than one period off.
 */
export function secondsLeftInWindow(periodSeconds: number, nowMs: number): number {
  const periodMs = periodSeconds * 1_000;
  return Math.max(1, Math.ceil((periodMs - (nowMs % periodMs)) / 1_000));
}

/**
 * The 429 of `scope`, readable from any origin. The API and the socket answer the edge's own JSON
 * error (api/api-error.ts); the services answer their bare code `rate_limited`, which their
 * client reads as the error and shows translated.
 */
export function tooManyRequests(scope: RateLimitScope, limit: number, retryAfterSeconds: number): Response {
  if (scope === "services") return withCors(servicesErrorResponse(new ServicesError(429, "rate_limited", retryAfterSeconds)));
  const { counted, periodSeconds } = RATE_LIMITS[scope];
  const response = edgeError(
    429,
    `Too many requests: at most ${limit} ${counted} per ${periodSeconds} seconds from one address. Retry after ${retryAfterSeconds} seconds.`,
  );
  response.headers.set("retry-after", String(retryAfterSeconds));
  return withCors(response);
}

/**
 * The load bench's HTTP traffic: requests sent on a fixed schedule (open loop: `rps` a second
 * whatever the answers take, so a slow worker faces a queue as it would in production), on
 * keep-alive connections with a browser's headers (node:http, redirects not followed). Each request
 * is timed from its scheduled moment to its first body byte and to the end of its body; one whose
 * connection fails or that has no complete answer within REQUEST_TIMEOUT_MS is counted by reason
 * (one reset on a reused keep-alive connection is retried first, as a browser does).
 * Requests are never more than MAX_IN_FLIGHT at once: beyond that a scheduled one is skipped and
 * counted (the bench's own limit, which a worker keeping up never reaches).
 *
 * @example
 * const load = new HttpLoad(origin);
 * load.start(200, () => mix.next());
 * …
 * await load.stop(); load.samples; // [{ group: "api", route: "tx", ms: 4.1, ttfbMs: 3.9, status: 200 }, …]
 * await timedRequest(origin, agent, { group: "pages", route: "home", path: "/" }); // one request, timed
 */
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import type { PlannedRequest, RouteGroup } from "./load-routes.ts";
import { count } from "./load-viewers.ts";

/** What a browser sends: the worker's answers are compressed as Cloudflare's edge would. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, br", accept: "text/html,application/json;q=0.9,*/*;q=0.8", "user-agent": "blocktide-bench-load" };
const REQUEST_TIMEOUT_MS = 30_000;
/** Keep-alive connections to the worker (a CDN's or a few hundred browsers' worth). */
const MAX_SOCKETS = 64;
const MAX_IN_FLIGHT = 2_000;
/** The scheduler's tick; each sends every request due by then. */
const TICK_MS = 5;

export interface HttpSample {
  readonly group: RouteGroup;
  readonly route: string;
  /** Scheduled moment → last body byte. */
  readonly ms: number;
  /** Scheduled moment → first body byte (or the end, for an answer without a body). */
  readonly ttfbMs: number;
  readonly status: number;
}

export const keepAliveAgent = (): Agent => new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });

export class HttpLoad {
  readonly samples: HttpSample[] = [];
  /** Requests with no complete answer, by reason (`ECONNRESET`, `timeout`, …). */
  readonly failures = new Map<string, number>();
  skipped = 0;
  sent = 0;
  /** Requests sent again after their reused keep-alive connection was reset (not failures). */
  retriedResets = 0;
  readonly #agent = keepAliveAgent();
  readonly #inFlight = new Set<Promise<void>>();
  #timer: NodeJS.Timeout | undefined;
  #startedAt = 0;
  #stoppedAt: number | undefined;

  constructor(private readonly origin: string) {}

  /** Sends `rps` requests a second, each `plan()`'s, until stop(). */
  start(rps: number, plan: () => PlannedRequest): void {
    this.#startedAt = performance.now();
    let scheduled = 0;
    this.#timer = setInterval(() => {
      const now = performance.now();
      const due = Math.floor(((now - this.#startedAt) / 1000) * rps);
      for (; scheduled < due; scheduled++) {
        // The n-th request (from 1) is due n / rps seconds in; each is timed from that moment.
        const at = this.#startedAt + ((scheduled + 1) / rps) * 1000;
        if (this.#inFlight.size >= MAX_IN_FLIGHT) {
          this.skipped++;
          continue;
        }
        this.sent++;
        const running: Promise<void> = timedRequest(this.origin, this.#agent, plan(), at, () => this.retriedResets++).then(
          (sample) => void this.samples.push(sample),
          (error: unknown) => count(this.failures, failureReason(error)),
        );
        this.#inFlight.add(running);
        void running.finally(() => this.#inFlight.delete(running));
      }
    }, TICK_MS);
  }

  /** Stops sending and waits for the requests in flight. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#stoppedAt = performance.now();
    await Promise.all([...this.#inFlight]);
    this.#agent.destroy();
  }

  /** Requests a second actually sent. */
  get sentPerS(): number {
    const seconds = ((this.#stoppedAt ?? performance.now()) - this.#startedAt) / 1000;
    return seconds > 0 ? this.sent / seconds : 0;
  }
}

/**
 * One GET of `planned.path`, timed from `scheduledAt` (now when not given). A request whose reused
 * keep-alive connection was reset under it (the server closed it as it went idle, the request
 * crossing its close) is sent once more on a fresh one, as browsers do; `onRetry` counts those.
 */
export async function timedRequest(origin: string, agent: Agent, planned: PlannedRequest, scheduledAt = performance.now(), onRetry?: () => void): Promise<HttpSample> {
  try {
    return await sendOnce(origin, agent, planned, scheduledAt);
  } catch (error) {
    if (!(error instanceof ReusedSocketReset)) throw error;
    onRetry?.();
    return sendOnce(origin, agent, planned, scheduledAt);
  }
}

class ReusedSocketReset extends Error {
  readonly code = "ECONNRESET";
}

function sendOnce(origin: string, agent: Agent, planned: PlannedRequest, scheduledAt: number): Promise<HttpSample> {
  const url = new URL(planned.path, origin);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "GET", agent, headers: BROWSER_HEADERS, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      let firstByte: number | undefined;
      res.on("data", () => void (firstByte ??= performance.now()));
      res.once("end", () => {
        const ended = performance.now();
        resolve({ group: planned.group, route: planned.route, ms: ended - scheduledAt, ttfbMs: (firstByte ?? ended) - scheduledAt, status: res.statusCode ?? 0 });
      });
      res.once("error", reject);
      res.once("aborted", () => reject(Object.assign(new Error("the answer was cut off"), { code: "aborted" })));
    });
    req.once("timeout", () => req.destroy(Object.assign(new Error(`no complete answer within ${REQUEST_TIMEOUT_MS} ms`), { code: "timeout" })));
    req.once("error", (error: Error & { code?: string }) => {
      reject(error.code === "ECONNRESET" && req.reusedSocket ? new ReusedSocketReset(error.message) : error);
    });
    req.end();
  });
}

const failureReason = (error: unknown): string => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : error instanceof Error ? error.message : String(error);
};

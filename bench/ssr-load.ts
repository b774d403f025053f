/**
 * Load for the SSR bench: a fixed number of GET requests to one path, a fixed number in flight on
 * keep-alive connections (node:http, redirects not followed), each timed from the moment it is
 * sent to its first body byte (TTFB) and to the end of its body (full).
 *
 * @example
 * const run = await loadPath(origin, "/", { concurrency: 16, requests: 400 });
 * summarizeLoad(run); // { ttfb_p50_ms: 6.1, ttfb_p99_ms: 14.2, full_p50_ms: …, status: 200, … }
 */
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import { mostFrequent, percentile, roundMs } from "./ssr-stats.ts";

/** What a browser sends: the worker's responses are then compressed as Cloudflare's edge would. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, br", accept: "text/html,*/*;q=0.8", "user-agent": "blocktide-bench-ssr" };
/** A request that has not ended by then counts as failed (a hung worker must not hang the bench). */
const REQUEST_TIMEOUT_MS = 30_000;

export interface LoadOptions {
  readonly concurrency: number;
  readonly requests: number;
}

export interface ResponseSample {
  /** Until the first body byte; for a response without a body (a redirect), until its end. */
  readonly ttfbMs: number;
  readonly fullMs: number;
  readonly status: number;
  /** Body bytes as they crossed the wire (compressed when the response is). */
  readonly wireBytes: number;
  /** `content-encoding`, "identity" when absent. */
  readonly encoding: string;
  readonly location: string | undefined;
}

export interface LoadRun {
  readonly path: string;
  readonly samples: readonly ResponseSample[];
  /** Requests that got no complete response, with why. */
  readonly failures: readonly string[];
}

/** Sends `requests` GETs for `path`, `concurrency` at a time, and times each. */
export async function loadPath(origin: string, path: string, options: LoadOptions): Promise<LoadRun> {
  const url = new URL(path, origin);
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const samples: ResponseSample[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < options.requests) {
      next += 1;
      try {
        samples.push(await timedGet(url, agent));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.concurrency, options.requests) }, worker));
  } finally {
    agent.destroy();
  }
  return { path, samples, failures };
}

function timedGet(url: URL, agent: Agent): Promise<ResponseSample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { method: "GET", agent, headers: BROWSER_HEADERS, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      let firstByte: number | undefined;
      let wireBytes = 0;
      res.on("data", (chunk: Buffer) => {
        firstByte ??= performance.now();
        wireBytes += chunk.length;
      });
      res.once("end", () => {
        const ended = performance.now();
        resolve({
          ttfbMs: (firstByte ?? ended) - started,
          fullMs: ended - started,
          status: res.statusCode ?? 0,
          wireBytes,
          encoding: headerText(res.headers["content-encoding"]) ?? "identity",
          location: headerText(res.headers.location),
        });
      });
      res.once("error", reject);
      res.once("aborted", () => reject(new Error(`${url.pathname}: the response was cut off.`)));
    });
    req.once("timeout", () => req.destroy(new Error(`${url.pathname}: no complete response within ${REQUEST_TIMEOUT_MS} ms.`)));
    req.once("error", reject);
    req.end();
  });
}

const headerText = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(", ") : value);

export interface LoadSummary {
  readonly ttfb_p50_ms: number;
  readonly ttfb_p99_ms: number;
  readonly full_p50_ms: number;
  readonly full_p99_ms: number;
  /** The status most responses had. */
  readonly status: number;
  /** Responses with another status, plus requests that failed: the figures above leave none out. */
  readonly other_status: number;
  readonly failed: number;
  readonly encoding: string;
  readonly wire_bytes: number;
  readonly location?: string;
}

/** The run's percentiles over every response that arrived, whatever its status. */
export function summarizeLoad(run: LoadRun): LoadSummary {
  if (run.samples.length === 0) {
    throw new Error(`${run.path}: no request got a response (${run.failures.length} failed; first: ${run.failures[0] ?? "none"}).`);
  }
  const status = mostFrequent(run.samples.map((s) => s.status))!;
  const typical = run.samples.find((s) => s.status === status)!;
  return {
    ttfb_p50_ms: roundMs(percentile(run.samples.map((s) => s.ttfbMs), 0.5)),
    ttfb_p99_ms: roundMs(percentile(run.samples.map((s) => s.ttfbMs), 0.99)),
    full_p50_ms: roundMs(percentile(run.samples.map((s) => s.fullMs), 0.5)),
    full_p99_ms: roundMs(percentile(run.samples.map((s) => s.fullMs), 0.99)),
    status,
    other_status: run.samples.filter((s) => s.status !== status).length,
    failed: run.failures.length,
    encoding: typical.encoding,
    wire_bytes: typical.wireBytes,
    ...(typical.location === undefined ? {} : { location: typical.location }),
  };
}

/**
 * `/api/*` of a network, passed on to the mempool-compatible backend at `UPSTREAM_URL` under the
 * network's prefix, the root the hub reaches too (shared/network/upstream-url.ts). Same method,
 * body and query; only the headers of forward-headers.ts. A backend that cannot be reached answers 502 and one that does not answer
 * within UPSTREAM_TIMEOUT_MS answers 504, each with a message that says so: a visitor never waits
 * on a dead backend. The operator learns why from the log.
 *
 * @example
 * const root = upstreamApiRoot(env.UPSTREAM_URL, "testnet", "bitcoin"); // "https://backend.example/testnet"
 * return await forwardToUpstream(request, `${root}/api/tx/${txid}`, { fetch });
 */
import { forwardRequestHeaders, forwardResponse } from "./forward-headers.ts";

/** Time allowed until the backend's response headers arrive; the body then streams at its own pace. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** How the edge reaches the backend: the runtime's `fetch` (tests pass a real alternative). */
export type UpstreamFetch = (request: Request) => Promise<Response>;

export interface UpstreamOptions {
  readonly fetch: UpstreamFetch;
  readonly timeoutMs?: number;
}

/**
 * The backend refused the connection, failed mid-request, or the runtime could not reach it. The
 * message is for visitors and names no address (UPSTREAM_URL may be a private one); `detail` is
 * for the log.
 */
export class UpstreamUnreachableError extends Error {
  readonly status = 502;
  constructor(readonly target: string, readonly detail: string) {
    super("The explorer's backend could not be reached. Try again shortly.");
    this.name = "UpstreamUnreachableError";
  }
}

/** The backend took longer than the timeout to start answering. */
export class UpstreamTimeoutError extends Error {
  readonly status = 504;
  constructor(readonly target: string, readonly timeoutMs: number) {
    super(`The explorer's backend did not answer within ${timeoutMs / 1000} s. Try again shortly.`);
    this.name = "UpstreamTimeoutError";
  }
}

/**
 * Sends `request` to `target` (a full URL) and returns the backend's answer as the edge passes it
 * on (forward-headers.ts), whatever its status.
 *
 * @throws UpstreamUnreachableError (502) or UpstreamTimeoutError (504)
 */
export async function forwardToUpstream(request: Request, target: string, options: UpstreamOptions): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const origin = new URL(target).origin;
  const abort = new AbortController();
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const outgoing = new Request(target, {
    method: request.method,
    headers: forwardRequestHeaders(request.headers),
    body: hasBody ? request.body : null,
    signal: abort.signal,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as aborted: a fetch that ignores its signal must not hold the visitor either.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new UpstreamTimeoutError(origin, timeoutMs));
    }, timeoutMs);
  });
  try {
    const response = await Promise.race([options.fetch(outgoing), timeout]);
    return forwardResponse(response);
  } catch (error) {
    if (error instanceof UpstreamTimeoutError) throw error;
    throw new UpstreamUnreachableError(origin, describeFailure(error));
  } finally {
    clearTimeout(timer);
  }
}

function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message || "the connection failed";
}

/**
 * One simulated browser of the accelerator bench: its cookie jar (the anti-forgery token from the
 * start, the session once it logs in), an address of its own in `cf-connecting-ip` (the services
 * limit sign-ups and logins per address), and every request timed from sending it to its last body
 * byte.
 *
 * @example
 * const alice = new BenchVisitor(origin, 1);
 * const sample = await alice.send("auth/signup", { json: { username: "alice1", password } }); // { ms: 212.4, status: 201, … }
 * alice.signedIn;  // true: the session cookie is kept
 */
import { performance } from "node:perf_hooks";
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from "../shared/rules/anti-forgery.ts";
import { SESSION_COOKIE_NAME, servicesPath } from "../shared/services/services-wire.ts";
import { isReset } from "./og-image-fetch.ts";

/** A well-formed token (43 base64url characters), as the explorer's pages would have issued. */
const XSRF_TOKEN = "b".repeat(43);
/** A request that has not ended by then counts as failed: a hung worker must not hang the bench. */
const REQUEST_TIMEOUT_MS = 60_000;

export interface Sample {
  readonly ms: number;
  readonly status: number;
  /** The body as text: JSON, or a refusal's bare code. */
  readonly body: string;
  /** The connection it reused was closed under it, so it was sent again (and timed from then). */
  readonly retried: boolean;
}

export interface SendOptions {
  /** A JSON body: the request is then a POST. */
  readonly json?: unknown;
}

export class BenchVisitor {
  readonly #origin: string;
  readonly #cookies = new Map<string, string>([[XSRF_COOKIE_NAME, XSRF_TOKEN]]);
  /** 198.18.0.0/15 is set aside for benchmarks (RFC 2544). */
  readonly address: string;

  constructor(origin: string, index: number) {
    this.#origin = origin;
    this.address = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  }

  get signedIn(): boolean {
    return this.#cookies.has(SESSION_COOKIE_NAME);
  }

  /** A services call (`accelerator/balance` → `/api/v1/services/accelerator/balance`). */
  send(path: string, options: SendOptions = {}): Promise<Sample> {
    return this.fetch(servicesPath(path), options);
  }

  /** Any path of the worker, with this browser's cookies and address; keeps the cookies it sets. */
  async fetch(path: string, options: SendOptions = {}): Promise<Sample> {
    const init = this.#init(options);
    const url = new URL(path, this.#origin);
    let retried = false;
    let started = performance.now();
    let response: Response;
    try {
      response = await fetch(url, init());
    } catch (error) {
      // The keep-alive connection was closed as it was reused: that attempt never reached the worker.
      if (!isReset(error)) throw error;
      retried = true;
      started = performance.now();
      response = await fetch(url, init());
    }
    const body = await response.text();
    const ms = performance.now() - started;
    this.#keepCookies(response);
    return { ms, status: response.status, body, retried };
  }

  #init(options: SendOptions): () => RequestInit {
    const headers: Record<string, string> = {
      cookie: [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      "cf-connecting-ip": this.address,
      accept: "application/json",
    };
    if (options.json === undefined) return () => ({ headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    headers["content-type"] = "application/json";
    headers[XSRF_HEADER_NAME] = this.#cookies.get(XSRF_COOKIE_NAME)!;
    const body = JSON.stringify(options.json);
    return () => ({ method: "POST", headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  }

  #keepCookies(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(";", 1)[0]!;
      const eq = pair.indexOf("=");
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

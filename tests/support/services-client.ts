/**
 * The services API from a workerd test, as a browser uses it: a cookie jar per visitor, the
 * anti-forgery cookie and header on every state-changing call, and the devnet's manual clock
 * stepped a block at a time.
 *
 * @example
 * const alice = new Visitor();
 * await alice.signUp("alice");
 * const estimate = await alice.json("/api/v1/services/accelerator/estimate", { txInput: txid });
 */
import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import { SESSION_COOKIE_NAME } from "../../shared/services/services-wire.ts";

export const ORIGIN = "http://127.0.0.1:8787";
export const PASSWORD = "correct horse battery staple";
const XSRF_TOKEN = "x".repeat(43);

let visitors = 0;

/** One browser: its cookies, kept across calls; each comes from an address of its own. */
export class Visitor {
  readonly cookies = new Map<string, string>([["XSRF-TOKEN", XSRF_TOKEN]]);

  constructor(readonly address = `198.51.100.${(visitors++ % 250) + 1}`) {}

  get session(): string | undefined {
    return this.cookies.get(SESSION_COOKIE_NAME);
  }

  /** The request this visitor's browser would send: its cookies, address and anti-forgery header. */
  request(path: string, init: RequestInit & { json?: unknown } = {}): Request {
    const headers = new Headers(init.headers);
    headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    headers.set("cf-connecting-ip", this.address);
    const method = init.method ?? (init.json === undefined ? "GET" : "POST");
    if (method !== "GET" && method !== "HEAD" && !headers.has("x-xsrf-token")) headers.set("x-xsrf-token", this.cookies.get("XSRF-TOKEN") ?? "");
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set("content-type", "application/json");
    }
    return new Request(`${ORIGIN}${path}`, { ...init, method, headers, body });
  }

  /** Sends a request through the worker and keeps the cookies it sets. */
  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const response = await SELF.fetch(this.request(path, init));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, value] = pair!.split("=");
      if (value === "") this.cookies.delete(name!);
      else this.cookies.set(name!, value!);
    }
    return response;
  }

  /** The answer's JSON, after checking its status. */
  async json<T>(path: string, json?: unknown, status = 200): Promise<T> {
    const response = await this.fetch(path, json === undefined ? {} : { json });
    const text = await response.text();
    expect(response.status, `${path}: ${text}`).toBe(status);
    return JSON.parse(text) as T;
  }

  /** The refusal's code, after checking its status. */
  async refusal(path: string, json: unknown, status: number): Promise<string> {
    const response = await this.fetch(path, json === undefined ? {} : { json });
    const text = await response.text();
    expect(response.status, `${path}: ${text}`).toBe(status);
    return text;
  }

  async signUp(username: string, password = PASSWORD): Promise<{ user: { userId: number; username: string } }> {
    return this.json("/api/v1/services/auth/signup", { username, password }, 201);
  }

  async logIn(username: string, password = PASSWORD): Promise<Response> {
    return this.fetch("/api/v1/services/auth/login", { json: { username, password } });
  }
}

let names = 0;
/** A username no other test of the file has used. */
export const freshName = (stem: string): string => `${stem}${Date.now() % 100_000}${names++}`;

/** Steps the devnet's manual clock to its next block; the new tip's height. */
export async function stepBlock(): Promise<number> {
  const response = await SELF.fetch(`${ORIGIN}/api/v1/devnet/clock`, { method: "POST", body: '{"blocks": 1}', headers: { "content-type": "application/json" } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json<{ height: number }>()).height;
}

/**
 * The browser's one way to call the explorer API (spec §7): the path gets the current network's
 * prefix ("The request path is the network prefix plus the path"), a state-changing request to a
 * relative URL carries the anti-forgery header when the cookie exists (spec §6,
 * shared/rules/anti-forgery.ts), and an answer that is not ok becomes an `ApiError` with the
 * server's own message, whether the server wrote it as text (Esplora) or as `{"error": …}`.
 *
 * @example
 * const height = await (await apiFetch("/api/blocks/tip/height")).text();   // "/testnet/api/…" on a testnet page
 * const blocks = await apiGetJson("/api/v1/blocks", readBlocks);              // parsed and checked
 * await apiFetch("/api/tx", { method: "POST", body: hex });                   // + X-XSRF-TOKEN when the cookie exists
 */
import { parseRoutePrefix } from "../../shared/network/route-prefix.ts";
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, readCookie, sendsXsrfHeader } from "../../shared/rules/anti-forgery.ts";
import { PAGE_STATE_ELEMENT_ID, parsePageState } from "../app/page-state.ts";

/** What a call needs from its surroundings; the browser's unless a test passes its own. */
export interface ApiClientContext {
  /** The current network's path prefix: "" or e.g. "/testnet". */
  readonly networkBase: () => string;
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** `document.cookie`. */
  readonly cookies: () => string;
}

export interface ApiFetchOptions {
  /** false for the few paths that have no network prefix (spec §7.2: sponsors, donations, translators, contributors). */
  readonly network?: boolean;
  readonly context?: ApiClientContext;
}

/** An answer that is not ok, or no answer at all (`status` 0), with the server's message when it sent one. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly path: string, message: string) {
    super(message);
    this.name = "ApiError";
  }
}

/** A path this module cannot send: neither an `/api/` path nor an absolute URL. */
export class InvalidApiPathError extends Error {
  constructor(readonly path: string) {
    super(`apiFetch: expected a path starting with "/api/" (the network prefix is added) or an absolute URL, got ${JSON.stringify(path.slice(0, 64))}.`);
    this.name = "InvalidApiPathError";
  }
}

/** Longest server message kept: a misconfigured proxy may answer a whole HTML page. */
const MAX_MESSAGE_CHARACTERS = 500;
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Sends `init` to `path` under the current network; resolves with an ok response, rejects with
 * `ApiError` otherwise.
 *
 * @throws InvalidApiPathError for a path that is neither "/api/…" nor absolute
 * @example
 * await apiFetch("/api/v1/cpfp/" + txid);
 */
export async function apiFetch(path: string, init: RequestInit = {}, options: ApiFetchOptions = {}): Promise<Response> {
  const context = options.context ?? browserApiContext();
  const url = resolveApiUrl(path, options.network === false ? "" : context.networkBase());
  const method = (init.method ?? "GET").toUpperCase();
  const headers = new Headers(init.headers);
  if (sendsXsrfHeader(method, url) && !headers.has(XSRF_HEADER_NAME)) {
    const token = readCookie(context.cookies(), XSRF_COOKIE_NAME);
    if (token !== null) headers.set(XSRF_HEADER_NAME, token);
  }
  let response: Response;
  try {
    response = await context.fetch(url, { ...init, method, headers });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, url, `The explorer could not be reached (${reason}). Check the connection and try again.`);
  }
  if (!response.ok) throw new ApiError(response.status, url, await serverMessage(response));
  return response;
}

/**
 * GETs `path` and reads its JSON, checked by `parse` when given (give one: the server is another
 * program); rejects with `ApiError` for an error answer or a body that is not JSON.
 *
 * @example
 * const fees = await apiGetJson("/api/v1/fees/recommended", readFees);
 */
export async function apiGetJson<T>(path: string, parse?: (json: unknown) => T, options: ApiFetchOptions = {}): Promise<T> {
  const response = await apiFetch(path, { headers: { accept: "application/json" } }, options);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.status, response.url || path, `The answer to ${path} is not JSON.`);
  }
  return parse ? parse(json) : (json as T);
}

/**
 * The URL for `path` under `networkBase`: "/api/…" is prefixed, an absolute URL is kept as is.
 *
 * @example
 * resolveApiUrl("/api/tx/ab", "/signet"); // "/signet/api/tx/ab"
 */
export function resolveApiUrl(path: string, networkBase: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  if (!path.startsWith("/api/")) throw new InvalidApiPathError(path);
  return `${networkBase}${path}`;
}

/** The message of an error answer: `{"error": …}`, else its text, else its status. */
async function serverMessage(response: Response): Promise<string> {
  let body = "";
  try {
    body = (await response.text()).trim();
  } catch {
    // A body that breaks off still leaves the status to report.
  }
  let message = body;
  if (body.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed === "object" && parsed !== null && typeof (parsed as { error?: unknown }).error === "string") {
        message = (parsed as { error: string }).error;
      }
    } catch {
      // Not JSON after all: the text is the message.
    }
  }
  if (message === "") return `${response.status} ${response.statusText}`.trim();
  return message.length > MAX_MESSAGE_CHARACTERS ? `${message.slice(0, MAX_MESSAGE_CHARACTERS)}…` : message;
}

let browserContext: ApiClientContext | undefined;

/**
 * The browser's context: the network from the address bar (read at each call, since the visitor
 * moves between networks without a reload), read under the build of the embedded page state.
 */
export function browserApiContext(): ApiClientContext {
  if (browserContext) return browserContext;
  const embedded = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!embedded) throw new Error("apiFetch: the page has no embedded state, so the network prefix is unknown.");
  const { base } = parsePageState(embedded);
  browserContext = {
    networkBase: () => parseRoutePrefix(window.location.pathname, base).networkBase,
    fetch: (input, init) => fetch(input, init),
    cookies: () => document.cookie,
  };
  return browserContext;
}

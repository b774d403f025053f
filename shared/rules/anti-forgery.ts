/**
 * The anti-forgery rule of spec §6, as both sides read it: the browser sends `X-XSRF-TOKEN` equal to
 * the `XSRF-TOKEN` cookie on every non-GET/HEAD request to a relative URL when that cookie exists,
 * and the edge refuses a state-changing request whose cookie and header disagree. Who issues the
 * cookie and why the check is enough is explained in worker/api/anti-forgery.ts.
 *
 * @example
 * readCookie("lang=de; XSRF-TOKEN=abc", XSRF_COOKIE_NAME); // "abc"
 * sendsXsrfHeader("POST", "/api/tx");                      // true
 * sendsXsrfHeader("POST", "https://other.example/api/tx"); // false
 */

export const XSRF_COOKIE_NAME = "XSRF-TOKEN";
export const XSRF_HEADER_NAME = "X-XSRF-TOKEN";

/** Methods that only read: the browser adds no header to them and the edge checks none. */
const READ_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD"]);

// A scheme ("https:", "mailto:") or a protocol-relative "//host" names another origin, or may.
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\\\\)/i;

/**
 * The value of cookie `name` in a `Cookie` header or `document.cookie` string, percent-decoded;
 * null when absent. The first occurrence wins, as browsers send the most specific path first.
 *
 * @example
 * readCookie("a=1; b=x%20y", "b"); // "x y"
 * readCookie("", "b");             // null
 */
export function readCookie(cookies: string | null | undefined, name: string): string | null {
  if (typeof cookies !== "string" || cookies === "") return null;
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding is kept as written, never dropped or thrown on.
      return raw;
    }
  }
  return null;
}

/**
 * True when `method` changes state, so the anti-forgery rule applies (everything but GET, HEAD
 * and the CORS preflight OPTIONS, which never carries credentials or custom headers).
 *
 * @example
 * changesState("post");    // true
 * changesState("OPTIONS"); // false
 */
export function changesState(method: string): boolean {
  const upper = method.toUpperCase();
  return !READ_METHODS.has(upper) && upper !== "OPTIONS";
}

/**
 * spec §6: whether the browser attaches `X-XSRF-TOKEN` to a request of `method` to `url` (when the
 * cookie exists): every method but GET and HEAD, to a relative URL only, so the token never leaves
 * for another origin.
 *
 * @example
 * sendsXsrfHeader("GET", "/api/tx");      // false
 * sendsXsrfHeader("DELETE", "api/x");     // true
 * sendsXsrfHeader("POST", "//evil.test"); // false
 */
export function sendsXsrfHeader(method: string, url: string): boolean {
  return !READ_METHODS.has(method.toUpperCase()) && !ABSOLUTE_URL.test(url);
}

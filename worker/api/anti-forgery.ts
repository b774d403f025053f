/**
 * The edge's side of the anti-forgery rule (spec §6): a double-submit token.
 *
 * Who issues the cookie: the worker, on the explorer's own page responses (`xsrfCookieFor`), when the
 * visitor has no well-formed token yet. A random 256-bit value, readable by script (not HttpOnly:
 * the page must copy it into `X-XSRF-TOKEN`), `SameSite=Lax`, `Path=/`, `Secure` on https. It is
 * issued on pages rather than on API answers so that only a visitor of the explorer itself gets one,
 * and API answers stay free of cookies and so cacheable (micro-cache.ts). A page response that sets
 * it must not be kept in a shared cache.
 *
 * What the check guards: a state-changing request (anything but GET, HEAD, OPTIONS) that carries the
 * cookie must carry the same value in the header, else 403. The cookie is what marks a request as
 * coming with the visitor's ambient credentials (the same cookie jar a future login would use), and
 * only a script of our own origin can read it to copy it into the header:
 * - another site's form or `fetch` in "no-cors" mode is cross-site, so `SameSite=Lax` keeps the cookie
 *   off its POST; a forged request then has no cookie and no credentials either, and is harmless;
 * - a same-site but other origin (a sibling subdomain such as an enterprise one, spec §5) does get the
 *   cookie sent with a plain form POST, but cannot read it, and cannot add the header without a
 *   preflight, which CORS answers with `*` and so refuses with credentials (cors.ts): 403;
 * - a request without the cookie (curl, a wallet broadcasting with @mempool/mempool.js, another site's
 *   script with `*` CORS) carries no ambient credentials, so there is nothing to forge: it passes.
 *
 * @example
 * const refusal = antiForgeryRefusal(request);   // null, or the 403 message
 * const setCookie = xsrfCookieFor(request);       // on a page response: the Set-Cookie value, or null
 */
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, changesState, readCookie } from "../../shared/rules/anti-forgery.ts";

/** 32 random bytes in base64url, no padding. */
const TOKEN_BYTES = 32;
const WELL_FORMED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const MISSING_XSRF_HEADER = `Missing ${XSRF_HEADER_NAME} header: a request that changes state and carries the ${XSRF_COOKIE_NAME} cookie must send the cookie's value in this header. Reload the page and try again.`;
export const MISMATCHED_XSRF_HEADER = `The ${XSRF_HEADER_NAME} header does not match the ${XSRF_COOKIE_NAME} cookie. Reload the page and try again.`;

/**
 * Null when `request` may go on; else why it is refused (403).
 *
 * @example
 * antiForgeryRefusal(new Request("https://x.test/api/tx", { method: "POST" })); // null: no cookie, no credentials
 */
export function antiForgeryRefusal(request: Request): string | null {
  if (!changesState(request.method)) return null;
  const cookie = readCookie(request.headers.get("cookie"), XSRF_COOKIE_NAME);
  if (cookie === null) return null;
  const header = request.headers.get(XSRF_HEADER_NAME);
  if (header === null) return MISSING_XSRF_HEADER;
  return sameToken(cookie, header) ? null : MISMATCHED_XSRF_HEADER;
}

/**
 * The `Set-Cookie` value that gives the visitor a fresh token, or null when the request already
 * carries a well-formed one (a token is kept for the session, not rotated per page).
 *
 * @example
 * xsrfCookieFor(new Request("https://x.test/")); // "XSRF-TOKEN=…; Path=/; SameSite=Lax; Secure"
 */
export function xsrfCookieFor(request: Request, randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length))): string | null {
  const current = readCookie(request.headers.get("cookie"), XSRF_COOKIE_NAME);
  if (current !== null && WELL_FORMED_TOKEN.test(current)) return null;
  const bytes = randomBytes(TOKEN_BYTES);
  if (bytes.length !== TOKEN_BYTES) throw new RangeError(`xsrfCookieFor: expected ${TOKEN_BYTES} random bytes, got ${bytes.length}.`);
  const token = base64url(bytes);
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${XSRF_COOKIE_NAME}=${token}; Path=/; SameSite=Lax${secure}`;
}

// Compares every character whatever the first difference, so timing says nothing about the token.
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

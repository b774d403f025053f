/**
 * Where sign-in sends the visitor back to (spec §2.2 `/login?redirectTo={tx path plus #accelerate}`).
 * The target comes from the address bar, so anyone can write it: only a path of this site is
 * followed (one leading "/", no "//" or "\" that a browser would read as another host, no control
 * characters it would strip first); anything else goes home.
 *
 * @example
 * safeRedirectTarget("/tx/ab12#accelerate");  // "/tx/ab12#accelerate"
 * safeRedirectTarget("//evil.example/");      // "/"
 * loginPath("/testnet", "/testnet/tx/ab12#accelerate"); // "/testnet/login?redirectTo=%2Ftestnet%2Ftx%2Fab12%23accelerate"
 */

/** The query parameter that carries the target. */
export const REDIRECT_PARAM = "redirectTo";

/**
 * `value` when it is a path of this site, else "/". A URL parser keeps a path on its origin unless it
 * starts with two slashes; browsers also read a backslash as "/" and drop tabs and line breaks
 * first, so "/\evil.example" and "/<tab>/evil.example" would leave the site: a backslash or any
 * control character sends the visitor home instead.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  return /[\\\u0000-\u001f\u007f]/.test(value) ? "/" : value;
}

/** The sign-in page of the site area at `linkBase`, returning to `target`. */
export const loginPath = (linkBase: string, target: string): string => `${linkBase}/login?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;

/** The sign-up page of the site area at `linkBase`, returning to `target`. */
export const signupPath = (linkBase: string, target: string): string => `${linkBase}/signup?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;

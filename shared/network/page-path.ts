/**
 * The sanity check every page path passes before routing: a path that no route could ever mean is
 * a bad request (400 with the reason), never a redirect loop or a 500.
 *
 * @example
 * checkPagePath("/testnet/tx/ab12");    // ok
 * checkPagePath("/tx/a%2Fb");           // throws InvalidPathError: encoded "/"
 */
import { InvalidPathError } from "./errors.ts";

/**
 * Longest page path accepted. The longest route today is about 130 characters (a language with a
 * region, /preview, a network and a 64-character id); anything near this is not a link but noise.
 */
export const MAX_PAGE_PATH_LENGTH = 1024;

// An encoded "/" or "\" would let one segment pose as two, or a parameter carry a path.
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;
// C0 controls and DEL: nothing in a route, and unsafe to echo into a title or a log line.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Throws InvalidPathError (400) unless `pathname` (a URL's pathname, still percent-encoded) is
 * one a route could mean: at most MAX_PAGE_PATH_LENGTH characters, no encoded "/" or "\", valid
 * percent-encoding, no "." or ".." segment and no control character once decoded.
 *
 * @example
 * checkPagePath("/de/clock/mined/0");   // ok
 * checkPagePath("/tx/%E0%A4%A");        // throws: invalid percent-encoding
 * checkPagePath("/a/%2e%2e/b");         // throws: a ".." segment
 */
export function checkPagePath(pathname: unknown): asserts pathname is string {
  if (typeof pathname !== "string" || !pathname.startsWith("/")) {
    throw new InvalidPathError(pathname, 'expected a URL pathname starting with "/".');
  }
  if (pathname.length > MAX_PAGE_PATH_LENGTH) {
    throw new InvalidPathError(pathname, `a page path is at most ${MAX_PAGE_PATH_LENGTH} characters; check the link.`);
  }
  if (ENCODED_SEPARATOR.test(pathname)) {
    throw new InvalidPathError(pathname, 'an encoded "/" or "\\" (%2F, %5C) is not allowed in a page path.');
  }
  for (const segment of pathname.split("/")) {
    const decoded = decodeSegment(segment);
    if (decoded === null) {
      throw new InvalidPathError(pathname, "it contains invalid percent-encoding; encode each byte as %XX of UTF-8.");
    }
    if (decoded === "." || decoded === "..") {
      throw new InvalidPathError(pathname, 'a "." or ".." segment is not allowed in a page path.');
    }
    if (CONTROL_CHARACTER.test(decoded)) {
      throw new InvalidPathError(pathname, "a control character is not allowed in a page path.");
    }
  }
}

/**
 * One path segment, percent-decoded; null when its encoding is invalid.
 *
 * @example
 * decodeSegment("caf%C3%A9");  // "café"
 * decodeSegment("%zz");        // null
 */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

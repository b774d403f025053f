/**
 * Which headers cross the edge on the way to a backend and back. Towards the backend only an
 * allow-list of content-negotiation and conditional-request headers goes: never the visitor's
 * cookies or credentials (the backend is another party and needs none), never hop-by-hop headers,
 * never internal headers a visitor could use to pass for the worker. From the backend, hop-by-hop
 * headers and cookies are dropped: a cookie set by the upstream's origin means nothing on ours.
 *
 * @example
 * forwardRequestHeaders(request.headers).has("cookie"); // false
 */

/** What a backend may need to answer: content negotiation, conditional and range requests, the body's type. */
const FORWARDED_REQUEST_HEADERS: readonly string[] = [
  "accept",
  "accept-language",
  "content-type",
  "if-match",
  "if-modified-since",
  "if-none-match",
  "if-range",
  "if-unmodified-since",
  "range",
  "user-agent",
];

/** RFC 9110 §7.6.1 connection-specific headers, plus the cookies of another origin. */
const DROPPED_RESPONSE_HEADERS: readonly string[] = [
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "set-cookie",
];

/**
 * The allow-listed headers of a visitor's request, copied.
 *
 * @example
 * forwardRequestHeaders(new Headers({ accept: "application/json", cookie: "a=1" })); // Headers { accept }
 */
export function forwardRequestHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/**
 * A backend's response as the edge passes it on: same status and body, without hop-by-hop headers
 * and cookies, with headers the edge may still change.
 */
export function forwardResponse(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) headers.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

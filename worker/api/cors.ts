/**
 * CORS of the API, as the original backend answers it (research §2.1): any origin may read it and
 * the `X-Total-Count` of paged lists is exposed. Credentials are never allowed: `*` and credentials
 * exclude each other, which is what keeps another site's script from sending a visitor's cookies
 * with a preflighted request (see anti-forgery.ts). Every `/api` answer carries the headers,
 * errors included, so a page on another origin can read why a request failed.
 *
 * @example
 * return withCors(await answer(request));
 * if (request.method === "OPTIONS") return preflightResponse();
 */
import { XSRF_HEADER_NAME } from "../../shared/rules/anti-forgery.ts";

export const CORS_ALLOW_METHODS = "GET, HEAD, POST, OPTIONS";
export const CORS_ALLOW_HEADERS = `Origin, X-Requested-With, Content-Type, Accept, ${XSRF_HEADER_NAME}`;
export const CORS_EXPOSE_HEADERS = "X-Total-Count";
/** A day: browsers cap it lower (Chromium at 2 h), so this only means "as long as you will". */
export const CORS_MAX_AGE_SECONDS = 86_400;

/**
 * `response` with the API's CORS headers. A websocket upgrade is returned as is: it is not subject
 * to CORS and must keep its socket.
 */
export function withCors(response: Response): Response {
  if (response.webSocket || response.status === 101) return response;
  const copy = new Response(response.body, response);
  copy.headers.set("access-control-allow-origin", "*");
  copy.headers.set("access-control-expose-headers", CORS_EXPOSE_HEADERS);
  return copy;
}

/**
 * The answer to a CORS preflight (`OPTIONS`): 204, what may be sent, and nothing from a backend.
 *
 * @example
 * preflightResponse().headers.get("access-control-allow-headers"); // "Origin, X-Requested-With, Content-Type, Accept, X-XSRF-TOKEN"
 */
export function preflightResponse(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": CORS_ALLOW_METHODS,
      "access-control-allow-headers": CORS_ALLOW_HEADERS,
      "access-control-expose-headers": CORS_EXPOSE_HEADERS,
      "access-control-max-age": String(CORS_MAX_AGE_SECONDS),
      "cache-control": "no-store",
    },
  });
}

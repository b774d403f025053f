/**
 * Error answers the edge gives on the API's behalf. A refused parameter (400) stands in for the
 * backend's own answer, so it takes the backend's form (research §8 gotcha 13): plain text on
 * Esplora's routes, `{"error": "…"}` on `/api/v1` when the request accepts JSON (else text), as the
 * devnet answers too. Failures of the edge itself (403 anti-forgery, 404 not an API path, 502/504
 * backend down) are always `{"error": "…"}`. None is ever cached.
 *
 * @example
 * backendStyleError(400, "Invalid Bitcoin address", "/api/address/x", request); // text/plain
 * edgeError(502, "The explorer's backend could not be reached. Try again shortly.");
 */
import { errorAnswersJson } from "../../shared/protocol/backend-error-form.ts";

/**
 * An error in the form the backend gives for `path` (the route after the network prefix).
 *
 * @example
 * backendStyleError(400, "Invalid txid: …", "/api/v1/cpfp/x", request); // {"error":"Invalid txid: …"} when JSON is accepted
 */
export function backendStyleError(status: number, message: string, path: string, request: Request): Response {
  if (errorAnswersJson(path, request.headers.get("accept") ?? undefined)) return edgeError(status, message);
  return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

/** A JSON error `{"error": message}`, never cached. */
export function edgeError(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { "cache-control": "no-store" } });
}

/**
 * The form the mempool backend gives an error answer (research §8 gotcha 13): Esplora's routes
 * answer plain text; `/api/v1/…` routes answer `{"error": "…"}` when the request accepts JSON, else
 * text. The devnet answers its errors so, and the edge answers a parameter it refuses on the
 * backend's behalf the same way, so a client cannot tell which of them spoke.
 *
 * @example
 * errorAnswersJson("/api/v1/cpfp/x", undefined);   // true
 * errorAnswersJson("/api/v1/cpfp/x", "text/html"); // false
 * errorAnswersJson("/api/tx/x", undefined);        // false: Esplora's routes answer text
 */

const BACKEND_PREFIX = "/api/v1/";
const JSON_RANGES = new Set(["application/json", "application/*", "*/*"]);

/**
 * Whether a request's `Accept` header admits JSON, the way Express's `req.accepts("json")` decides
 * it for the backend: no header accepts anything; otherwise some media range matching
 * `application/json` (itself, `application/*` or `*\/*`) must have a quality above 0.
 *
 * @example
 * acceptsJson(undefined);                           // true
 * acceptsJson("application/json, text/plain, *\/*"); // true  (what axios sends)
 * acceptsJson("text/html");                         // false
 */
export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === "") return true;
  return accept.split(",").some((range) => {
    const [type = "", ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    const quality = parameters.find((p) => p.startsWith("q="));
    return JSON_RANGES.has(type) && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * Whether an error on `path` (the API route after any network prefix) is answered as JSON for a
 * request whose `Accept` header is `accept`; otherwise it is plain text.
 */
export function errorAnswersJson(path: string, accept: string | undefined): boolean {
  return path.startsWith(BACKEND_PREFIX) && acceptsJson(accept);
}

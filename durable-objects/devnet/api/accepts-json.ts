/**
 * Whether a request's `Accept` header admits JSON, the way Express's `req.accepts("json")` decides
 * it for the mempool backend's errors (research §8 gotcha 13): no header accepts anything;
 * otherwise some media range matching `application/json` (itself, `application/*` or `*\/*`) must
 * have a quality above 0.
 *
 * @example
 * acceptsJson(undefined);                           // true
 * acceptsJson("application/json, text/plain, *\/*"); // true  (what axios sends)
 * acceptsJson("text/html");                         // false
 */
const JSON_RANGES = new Set(["application/json", "application/*", "*/*"]);

export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === "") return true;
  return accept.split(",").some((range) => {
    const [type = "", ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    const quality = parameters.find((p) => p.startsWith("q="));
    return JSON_RANGES.has(type) && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * The devnet API's one error handler (Blocktide habit 7): an `InputError` is the client's mistake
 * (400, its message), a `NotFoundError`, `UnprocessableError`, `ConflictError`, `NotServedError` or
 * `OversizedBodyError` carries its own status and the original's text, and anything else is a
 * fault of ours: logged, and answered with the catalogue's internal-error text, never the
 * exception's own words.
 *
 * Esplora routes answer errors as plain text; `/api/v1` routes as `{"error": "…"}` when the request
 * accepts JSON, else as text (shared/protocol/backend-error-form.ts).
 *
 * @example
 * app.onError(handleApiError);
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { InputError } from "../../../shared/errors/input-error.ts";
import { OversizedBodyError } from "../../../shared/params/api-bodies.ts";
import { errorAnswersJson } from "../../../shared/protocol/backend-error-form.ts";
import { ERROR_CATALOGUE } from "../../../shared/tables/error-catalogue.ts";
import { ConflictError, NotFoundError, NotServedError, UnprocessableError } from "./api-errors.ts";
import { CACHE_NONE } from "./cache-control.ts";

/**
 * The response for an error thrown by any route (see the module comment).
 *
 * @example
 * app.onError(handleApiError);
 */
export function handleApiError(error: Error, c: Context): Response {
  const status = statusOf(error);
  if (status === 500) console.error(`devnet api ${c.req.method} ${c.req.path} failed:`, error);
  const message = status === 500 ? ERROR_CATALOGUE.internal_server_error.message : error.message;
  c.header("Cache-Control", CACHE_NONE);
  if (errorAnswersJson(c.req.path, c.req.header("Accept"))) return c.json({ error: message }, status);
  return c.text(message, status);
}

/**
 * The answer for a path no route of the devnet serves (Esplora's form: plain text).
 *
 * @example
 * app.notFound(answerNoRoute);
 */
export function answerNoRoute(c: Context): Response {
  return c.text(`No devnet API route for ${c.req.method} ${c.req.path}.`, 404);
}

function statusOf(error: Error): ContentfulStatusCode {
  if (error instanceof InputError) return 400;
  if (
    error instanceof NotFoundError ||
    error instanceof UnprocessableError ||
    error instanceof ConflictError ||
    error instanceof NotServedError ||
    error instanceof OversizedBodyError
  ) {
    return error.status;
  }
  return 500;
}

import { InputError } from "../shared/errors/input-error.ts";
import { InvalidConfigError } from "../shared/network/errors.ts";
import { ERROR_CATALOGUE } from "../shared/tables/error-catalogue.ts";
import { RequestBodyTooLargeError } from "./request-body.ts";
import { ClientAssetsError } from "./ssr/client-assets.ts";

/**
 * The one place that turns a thrown error into a response: a bad input (InputError) answers with
 * its status and message, as does a body over the edge's limit (413); a deployment fault (bad config, missing bundle) answers 503 and names the
 * fix; anything else is logged and answers a plain 500 that reveals nothing. Only InputError is
 * trusted to carry a client status, so an unrelated error that happens to have a `status` field
 * cannot leak its message.
 */
export function errorResponse(error: Error, request: Request): Response {
  const path = new URL(request.url).pathname;
  if (error instanceof InputError || error instanceof RequestBodyTooLargeError) return text(error.message, error.status);
  if (error instanceof ClientAssetsError || error instanceof InvalidConfigError) return unavailable(error, path);
  console.error("worker: unexpected error", request.method, path, error);
  return text(ERROR_CATALOGUE.internal_server_error.message, 500);
}

function unavailable(error: Error, path: string): Response {
  console.error(`worker: ${error.name} on ${path}: ${error.message}`);
  return text(`Service unavailable: ${error.message}`, 503);
}

const text = (body: string, status: number): Response =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

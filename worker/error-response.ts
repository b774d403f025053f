import { ERROR_CATALOGUE } from "../shared/tables/error-catalogue.ts";
import { ClientAssetsError } from "./ssr/client-assets.ts";

/** Errors from shared/ and worker/ carry the HTTP status they stand for. */
interface StatusError extends Error {
  readonly status: number;
}

const isStatusError = (error: unknown): error is StatusError =>
  error instanceof Error && typeof (error as { status?: unknown }).status === "number";

/**
 * The one place that turns a thrown error into a response: a typed client error answers with its
 * status and message; a deployment fault (bad config, missing bundle) answers 503 and names the
 * fix; anything else is logged and answers a plain 500 that reveals nothing.
 */
export function errorResponse(error: Error, request: Request): Response {
  const path = new URL(request.url).pathname;
  if (error instanceof ClientAssetsError) return unavailable(error, path);
  if (isStatusError(error)) {
    if (error.status >= 500) return unavailable(error, path);
    return text(error.message, error.status);
  }
  console.error("worker: unexpected error", request.method, path, error);
  return text(ERROR_CATALOGUE.internal_server_error.message, 500);
}

function unavailable(error: Error, path: string): Response {
  console.error(`worker: ${error.name} on ${path}: ${error.message}`);
  return text(`Service unavailable: ${error.message}`, 503);
}

const text = (body: string, status: number): Response =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

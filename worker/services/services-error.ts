/**
 * How the services refuse: a status and a bare code as a `text/plain` body (research §1.1: the
 * original's clients read the error body as the code itself), never cached.
 *
 * @example
 * throw new ServicesError(400, "acceleration_duplicated");
 * servicesErrorResponse(new ServicesError(403, "not_available")); // 403 "not_available"
 */
import type { ErrorCode } from "../../shared/tables/error-catalogue.ts";
import type { AccountErrorCode } from "../../shared/services/services-wire.ts";

export type ServicesErrorCode = ErrorCode | AccountErrorCode;

export class ServicesError extends Error {
  constructor(readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503, readonly code: ServicesErrorCode, readonly retryAfterSeconds?: number) {
    super(code);
    this.name = "ServicesError";
  }
}

export function servicesErrorResponse(error: ServicesError): Response {
  const headers: Record<string, string> = { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" };
  if (error.retryAfterSeconds !== undefined) headers["retry-after"] = String(Math.ceil(error.retryAfterSeconds));
  return new Response(error.code, { status: error.status, headers });
}

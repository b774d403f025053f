/**
 * Every request's body is read to its end before the edge answers, so nothing is left to read from
 * the visitor's stream once the answer has gone out. workerd turns such a late read into an uncaught
 * "Can't read from request stream after response has been sent", which restarts the worker and fails
 * requests in flight with 503. A body the edge passes on streams from the visitor while the devnet or
 * the backend answers, and they may answer without reading it (an unknown path, a refused parameter),
 * so the stream would be read after the answer; a buffered body has no such tail.
 *
 * @example
 * app.use("*", readRequestBody);
 */
import type { MiddlewareHandler } from "hono";

/** The mempool backend's own limit on a request body (its body parsers' `limit: '10mb'`). */
export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;

/** A body over MAX_REQUEST_BODY_BYTES: refused (413), and never kept. */
export class RequestBodyTooLargeError extends Error {
  readonly status = 413;

  constructor() {
    super(`Request body too large: at most ${MAX_REQUEST_BODY_BYTES} bytes (10 MB), as the mempool backend takes.`);
    this.name = "RequestBodyTooLargeError";
  }
}

/**
 * Replaces the request with one whose body is in memory, or throws RequestBodyTooLargeError.
 * A GET or HEAD cannot carry a body on to anything, so its body (rare, but a client may send one)
 * is only drained.
 */
export const readRequestBody: MiddlewareHandler = async (c, next) => {
  const request = c.req.raw;
  if (request.body !== null) {
    const body = await readAll(request.body, request.headers.get("content-length"));
    // A drained GET or HEAD goes on without a body: its used stream could not be passed to anything.
    c.req.raw = request.method === "GET" || request.method === "HEAD" ? new Request(request.url, { method: request.method, headers: request.headers }) : new Request(request, { body });
  }
  await next();
};

async function readAll(stream: ReadableStream<Uint8Array>, declaredLength: string | null): Promise<Uint8Array<ArrayBuffer>> {
  // Refused before a byte is read: the client learns at once and need not send the rest.
  if (declaredLength !== null && Number(declaredLength) > MAX_REQUEST_BODY_BYTES) {
    await stream.cancel();
    throw new RequestBodyTooLargeError();
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  // Once a streamed body has begun, it is read to its end even past the limit (its excess is
  // dropped): in workerd, a stream abandoned half-read stalls the connection for the next requests.
  for await (const chunk of stream) {
    length += chunk.byteLength;
    if (length <= MAX_REQUEST_BODY_BYTES) chunks.push(chunk);
  }
  if (length > MAX_REQUEST_BODY_BYTES) throw new RequestBodyTooLargeError();
  return joinChunks(chunks);
}

/** The bytes of a stream's chunks, in one array. */
export function joinChunks(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

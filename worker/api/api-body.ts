/**
 * The body of a POST lookup, read and checked at the edge (shared/params/api-bodies.ts) before any
 * backend sees it: never more than its route's limit is read, however much is sent or declared.
 * The checked text is what goes on, so the backend reads the same bytes the edge judged.
 *
 * @example
 * const text = await readCheckedBody(request, "outpoints"); // or throws InvalidBodyError / OversizedBodyError
 * const forwarded = new Request(request, { body: text });
 */
import { type ApiBodyKind, checkApiBody, checkBodySize, maxBodyBytes } from "../../shared/params/api-bodies.ts";
import { joinChunks } from "../request-body.ts";

/**
 * The request's body as text, checked as a body of `kind`.
 *
 * @throws OversizedBodyError beyond the kind's limit (declared or read), InvalidBodyError for a malformed body
 */
export async function readCheckedBody(request: Request, kind: ApiBodyKind): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isSafeInteger(declared)) checkBodySize(kind, declared);
  const bytes = await readAtMost(request.body, maxBodyBytes(kind) + 1);
  checkBodySize(kind, bytes.length);
  const text = new TextDecoder().decode(bytes);
  checkApiBody(kind, text);
  return text;
}

/** Up to `limit` bytes of `stream`; the rest is cancelled, so an endless body costs no more. */
async function readAtMost(stream: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  if (stream === null) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  if (length >= limit) await reader.cancel();
  return joinChunks(chunks);
}

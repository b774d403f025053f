/**
 * HTTP answers carrying a PNG: the image with its validators, or 304 when the asker already has it.
 *
 * @example
 * const etag = await etagOf(png);
 * return notModified(request, etag) ?? pngResponse(png, { etag, cacheControl: "public, max-age=60" });
 */

/** PNG bytes in a plain ArrayBuffer (what a Response body and crypto.subtle accept). */
export type PngBytes = Uint8Array<ArrayBuffer>;

export interface PngAnswer {
  /** A strong validator, quoted: `"…"`. Absent for answers that must not be revalidated (a fallback). */
  readonly etag?: string;
  readonly cacheControl: string;
  readonly status?: number;
}

/** A strong ETag of the bytes: 128 bits of their SHA-256, so equal images share it across isolates. */
export async function etagOf(bytes: PngBytes): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `"${Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("")}"`;
}

export function pngResponse(bytes: PngBytes, answer: PngAnswer): Response {
  const headers = new Headers({ "content-type": "image/png", "cache-control": answer.cacheControl });
  if (answer.etag !== undefined) headers.set("etag", answer.etag);
  return new Response(bytes, { status: answer.status ?? 200, headers });
}

/**
 * 304 when `If-None-Match` names `etag` (or is `*`), else null. Compared weakly, as RFC 9110
 * §13.1.2 asks: a cache in between may have weakened the validator to `W/"…"`.
 */
export function notModified(request: Request, etag: string, cacheControl: string): Response | null {
  const header = request.headers.get("if-none-match");
  if (header === null) return null;
  const bare = (tag: string): string => tag.trim().replace(/^W\//, "");
  const matches = header.trim() === "*" || header.split(",").some((tag) => bare(tag) === bare(etag));
  return matches ? new Response(null, { status: 304, headers: { etag, "cache-control": cacheControl } }) : null;
}

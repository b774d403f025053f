/**
 * One timed image request for the link-preview bench: from sending it to the last body byte, with
 * what came back (status, content type, the PNG's size read from its IHDR, bytes, and whether the
 * route says it drew the image or found it: `x-cache`).
 *
 * @example
 * const sample = await fetchImage(origin, "/og-image/default.png");
 * sample.ms;     // 41.7
 * sample.width;  // 1000 (undefined when the body is no PNG)
 */
import { performance } from "node:perf_hooks";
import { CACHE_STATUS_HEADER } from "../worker/api/micro-cache.ts";
import { pngHeader } from "../tests/support/png.ts";

/** What a crawler fetching an og:image sends. */
const IMAGE_HEADERS = { accept: "image/png,image/*;q=0.8,*/*;q=0.5", "user-agent": "blocktide-bench-og" };
/** A cold isolate that has not answered by then counts as failed: a hung worker must not hang the bench. */
const REQUEST_TIMEOUT_MS = 60_000;

export interface ImageSample {
  readonly path: string;
  readonly ms: number;
  readonly status: number;
  readonly contentType: string;
  /** Body bytes, decoded. */
  readonly bytes: number;
  readonly width: number | undefined;
  readonly height: number | undefined;
  /** The route's `x-cache` (HIT: found in memory or the Cache API, MISS: drawn); undefined for a static asset. */
  readonly cache: string | undefined;
}

/**
 * A GET, sent again once when the connection it reused was closed under it (the entry's idle
 * keep-alive ends while the devnet is stepped): that attempt never reached the worker.
 */
export async function getOnce(url: URL, init: RequestInit = {}, retrying: () => void = () => {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!isReset(error)) throw error;
    retrying(); // the retry is what is timed
    return fetch(url, init);
  }
}

/** Why undici fails a request whose idle keep-alive connection the server closed as it was reused. */
const RESET_CODES: ReadonlySet<unknown> = new Set(["ECONNRESET", "UND_ERR_SOCKET"]);

/** A fetch that failed because its reused connection was closed under it (undici's TypeError, its cause's code). */
export const isReset = (error: unknown): boolean =>
  error instanceof TypeError && RESET_CODES.has((error.cause as { code?: unknown } | undefined)?.code);

export async function fetchImage(origin: string, path: string): Promise<ImageSample> {
  let started = performance.now();
  const response = await getOnce(new URL(path, origin), { headers: IMAGE_HEADERS, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }, () => (started = performance.now()));
  const body = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - started;
  const size = pngSize(body);
  return {
    path,
    ms,
    status: response.status,
    contentType: response.headers.get("content-type") ?? "none",
    bytes: body.length,
    width: size?.width,
    height: size?.height,
    cache: response.headers.get(CACHE_STATUS_HEADER) ?? undefined,
  };
}

function pngSize(body: Uint8Array): { width: number; height: number } | undefined {
  try {
    return pngHeader(body);
  } catch {
    return undefined; // not a PNG: reported as such
  }
}

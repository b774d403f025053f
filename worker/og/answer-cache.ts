/**
 * The image route's answers kept by their address for a short while. A page card's key includes a
 * digest of the page's data (card.ts), which has to be loaded to be known; a repeat request for the
 * same address within ANSWER_SECONDS is answered from here without that load. Kept in the isolate's
 * memory and at the edge (the Cache API honours the answer's max-age), so another isolate finds it
 * too. A minute is old enough for a link preview of a live page, and short enough that a transaction
 * that confirmed is drawn confirmed soon after.
 *
 * @example
 * const kept = await answers.find(cache, url);             // null the first time
 * answers.keep(cache, url, { image, status: 200 }, waitUntil);
 */
import { LruCache } from "../../shared/collections/lru-cache.ts";
import { publicMaxAge } from "../../shared/protocol/cache-lifetimes.ts";
import { OG_IMAGE_PATH_PREFIX } from "../../shared/og/og-image-route.ts";
import { etagOf, pngResponse, type PngBytes } from "./png-response.ts";

export const ANSWER_SECONDS = 60;

export interface RenderedCard {
  readonly bytes: PngBytes;
  readonly etag: string;
}

export interface KeptAnswer {
  readonly image: RenderedCard;
  readonly status: 200 | 404;
}

/** The edge keeps the status beside the image: the Cache API stores the answer as a 200. */
const STATUS_HEADER = "x-og-status";

export class AnswerCache {
  readonly #memory: LruCache<string, { readonly answer: KeptAnswer; readonly until: number }>;

  constructor(capacity: number) {
    this.#memory = new LruCache(capacity);
  }

  /** The answer kept for `url` (path and query), or null. A cache that fails reads as empty. */
  async find(cache: Cache, url: URL): Promise<KeptAnswer | null> {
    const held = this.#memory.get(url.href);
    if (held !== undefined && held.until > Date.now()) return held.answer;
    try {
      const hit = await cache.match(edgeKey(url));
      if (hit === undefined) return null;
      const bytes = new Uint8Array(await hit.arrayBuffer());
      const answer: KeptAnswer = { image: { bytes, etag: hit.headers.get("etag") ?? (await etagOf(bytes)) }, status: hit.headers.get(STATUS_HEADER) === "404" ? 404 : 200 };
      this.#memory.set(url.href, { answer, until: Date.now() + ANSWER_SECONDS * 1000 });
      return answer;
    } catch (error) {
      console.error(`og-image: reading the answer for ${url.pathname} failed; answering afresh.`, error);
      return null;
    }
  }

  keep(cache: Cache, url: URL, answer: KeptAnswer, waitUntil: (work: Promise<unknown>) => void): void {
    this.#memory.set(url.href, { answer, until: Date.now() + ANSWER_SECONDS * 1000 });
    const stored = pngResponse(answer.image.bytes, { etag: answer.image.etag, cacheControl: publicMaxAge(ANSWER_SECONDS) });
    stored.headers.set(STATUS_HEADER, String(answer.status));
    waitUntil(
      cache.put(edgeKey(url), stored).catch((error: unknown) => console.error(`og-image: keeping the answer for ${url.pathname} failed.`, error)),
    );
  }
}

/** Apart from the cards' own keys (`/.cache/…`), and never an address a visitor can ask for. */
const edgeKey = (url: URL): Request => new Request(`${url.origin}${OG_IMAGE_PATH_PREFIX}/.answer${url.pathname}${url.search}`);

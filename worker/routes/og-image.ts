/**
 * `GET /og-image{P}`: the link-preview image of the page at P (issue 13), and `/og-image/default.png`.
 * A card is drawn once per isolate however many ask at once (single flight), kept at the edge with
 * the Cache API under everything it depends on, and validated by ETag; a page's answer is also kept
 * by its address for a minute (og/answer-cache.ts), so a repeat does not load the page's data again. A path no page could have is
 * a 400, as the page itself; a path with no page gets the default card with a 404; a failed render
 * gets the bundled fallback image, logged, never a 500: a crawler that meets an error keeps no image.
 */
import type { Context } from "hono";
import { isKnownPage } from "../../client/server.tsx";
import { OG_DEFAULT_IMAGE_MAX_AGE_SECONDS, OG_IMAGE_PATH_PREFIX, pagePathOfOgImage } from "../../shared/og/og-image-route.ts";
import { publicMaxAge } from "../../shared/protocol/cache-lifetimes.ts";
import type { RouteContext } from "../../shared/network/resolve-route.ts";
import { readConfig, type Env } from "../env.ts";
import { waitUntilOf } from "../execution-context.ts";
import { defaultCache } from "../default-cache.ts";
import { CACHE_STATUS_HEADER } from "../api/micro-cache.ts";
import { cardKey, renderCard, type CardRenderer } from "../og/card.ts";
import { cardForPath, defaultCardTarget, type CardSources } from "../og/card-for-path.ts";
import { pageApi, type WorkerApi } from "../ssr/page-api.ts";
import { CRAWLER_SNAPSHOT_WAIT_MS, loadLiveBundle } from "../ssr/live-bundle.ts";
import { SingleFlight } from "../og/single-flight.ts";
import { LruCache } from "../../shared/collections/lru-cache.ts";
import { etagOf, notModified, pngResponse, type PngBytes } from "../og/png-response.ts";
import { fallbackImage } from "../og/fallback.ts";
import { assetFonts } from "../og/script-fonts.ts";
import { inFormatLanguage } from "../format-language-scope.ts";
import { AnswerCache, type KeptAnswer, type RenderedCard } from "../og/answer-cache.ts";

/** The default card's own address is the same until a redesign: browsers and crawlers keep it long (shared/og). */
const CARD_CACHE_CONTROL = `${publicMaxAge(OG_DEFAULT_IMAGE_MAX_AGE_SECONDS)}, immutable`;
/** A page's card follows its data (a transaction confirms, a block gets its audit): kept an hour. */
const PAGE_IMAGE_CACHE_CONTROL = publicMaxAge(3_600);
/** A path with no page may get one (a transaction not seen yet), and data that failed may load next time: kept briefly. */
const UNKNOWN_PAGE_CACHE_CONTROL = publicMaxAge(300);
/** The edge's copy: a day, so a redesign that forgets CARD_DESIGN_VERSION is gone within one. */
const EDGE_SECONDS = 86_400;
/** Cards kept in the isolate's memory (about 40 kB each), and answers kept by their address. */
const RECENT_CARDS = 32;
const KEPT_ANSWERS = 64;

export interface OgImageOptions {
  /** Draws a card: the engine, unless a test counts or breaks renders. */
  readonly render?: CardRenderer;
}

/**
 * The route's handler, with one single flight and one memory of recent cards for the app (so one
 * per isolate in production). A card is looked for in memory, then at the edge, then in memory
 * again (another request may have drawn it while this one waited for the cache), and only then
 * drawn, by the one flight for its key: a burst draws it once, whether the engine is still starting
 * (the flight) or warm (the memory).
 */
export function ogImage(selfApi: (c: Context<{ Bindings: Env }>) => WorkerApi, options: OgImageOptions = {}): (c: Context<{ Bindings: Env }>) => Promise<Response> {
  const render = options.render ?? renderCard;
  const flights = new SingleFlight<RenderedCard>();
  // A render runs to its end without yielding once warm, so requests queued behind it find neither a
  // flight under way nor (until the put lands) the edge's copy: they find the newest cards here.
  const recent = new LruCache<string, RenderedCard>(RECENT_CARDS);
  const answers = new AnswerCache(KEPT_ANSWERS);
  return async (c) => {
    const config = readConfig(c.env);
    const url = new URL(c.req.url);
    const context: RouteContext = { base: config.base, features: config.features, isPageServed: isKnownPage };
    const pagePath = pagePathOfOgImage(url.pathname);
    const cache = defaultCache();
    const waitUntil = waitUntilOf(c);
    // A page's answer of the last minute needs no new load of the page's data (answer-cache.ts).
    const kept = pagePath === null ? null : await answers.find(cache, url);
    if (kept !== null) return answer(c.req.raw, kept, kept.status === 200 ? PAGE_IMAGE_CACHE_CONTROL : UNKNOWN_PAGE_CACHE_CONTROL, "HIT");
    const sources: CardSources = {
      features: config.features,
      api: (network) => pageApi(selfApi(c), network, config.base, url.origin),
      live: (network) => loadLiveBundle(c.env, network, CRAWLER_SNAPSHOT_WAIT_MS),
    };
    const target = pagePath === null ? defaultCardTarget(context) : await cardForPath(pagePath, context, sources);
    // Keyed by what the pixels depend on, not by the path: every page of a network and language shares its default card.
    const key = new Request(`${url.origin}${OG_IMAGE_PATH_PREFIX}/.cache/${cardKey(target.card)}`);

    let image = recent.get(key.url) ?? (await readCached(cache, key)) ?? recent.get(key.url) ?? null;
    if (image !== null) recent.set(key.url, image);
    const cacheStatus = image === null ? "MISS" : "HIT";
    if (image === null) {
      try {
        image = await flights.run(key.url, () =>
          renderAndStore(() => inFormatLanguage(target.card.language, () => render(target.card, assetFonts(c.env.ASSETS))), (rendered) => {
            recent.set(key.url, rendered);
            waitUntil(store(cache, key, rendered));
          }),
        );
      } catch (error) {
        console.error(`og-image: drawing ${cardKey(target.card)} for ${url.pathname} failed; answering the fallback image.`, error);
        return fallbackImage();
      }
    }
    const cacheControl =
      target.status !== 200 || target.stale === true ? UNKNOWN_PAGE_CACHE_CONTROL : pagePath === null ? CARD_CACHE_CONTROL : PAGE_IMAGE_CACHE_CONTROL;
    const drawn: KeptAnswer = { image, status: target.status };
    // Data that could not be read now may be read next time: only a settled answer is kept.
    if (pagePath !== null && target.stale !== true) answers.keep(cache, url, drawn, waitUntil);
    return answer(c.req.raw, drawn, cacheControl, cacheStatus);
  };
}

/** The image, or 304 to its ETag; only a 200 can be "not modified": a 404's image is not the resource the path names. */
function answer(request: Request, { image, status }: KeptAnswer, cacheControl: string, cacheStatus: "HIT" | "MISS"): Response {
  const response = (status === 200 && notModified(request, image.etag, cacheControl)) || pngResponse(image.bytes, { etag: image.etag, cacheControl, status });
  response.headers.set(CACHE_STATUS_HEADER, cacheStatus);
  return response;
}

async function renderAndStore(render: () => Promise<PngBytes>, keep: (rendered: RenderedCard) => void): Promise<RenderedCard> {
  const bytes = await render();
  const rendered = { bytes, etag: await etagOf(bytes) };
  keep(rendered);
  return rendered;
}

/** The edge's copy, or null; a cache that fails is logged and read as empty (the card is drawn again). */
async function readCached(cache: Cache, key: Request): Promise<RenderedCard | null> {
  try {
    const hit = await cache.match(key);
    if (hit === undefined) return null;
    const bytes = new Uint8Array(await hit.arrayBuffer());
    return { bytes, etag: hit.headers.get("etag") ?? (await etagOf(bytes)) };
  } catch (error) {
    console.error(`og-image: reading ${key.url} from the cache failed; drawing it again.`, error);
    return null;
  }
}

async function store(cache: Cache, key: Request, image: RenderedCard): Promise<void> {
  try {
    await cache.put(key, pngResponse(image.bytes, { etag: image.etag, cacheControl: publicMaxAge(EDGE_SECONDS) }));
  } catch (error) {
    console.error(`og-image: storing ${key.url} failed.`, error);
  }
}

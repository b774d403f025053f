import type { Context } from "hono";
import { checkPagePath } from "../../shared/network/page-path.ts";
import { resolveRoute } from "../../shared/network/resolve-route.ts";
import { chosenLanguage, preferredLanguageRedirect } from "../../shared/network/language-redirect.ts";
import { languageCookie, readLanguageCookie } from "../../shared/network/language-cookie.ts";
import { DEFAULT_LANGUAGE, languageOfTag } from "../../shared/network/languages.ts";
import { loadDictionary } from "../../client/i18n/dictionaries.ts";
import { resolveCanonicalHosts } from "../../shared/network/canonical.ts";
import { isKnownPage, loadPageData, loadPageDataEntry, pageChunkSource, pageDataParams, preloadPage, type PageState } from "../../client/server.tsx";
import { pageApi, type WorkerApi } from "../ssr/page-api.ts";
import { readConfig, type Env, type WorkerConfig } from "../env.ts";
import { loadClientAssets } from "../ssr/client-assets.ts";
import { inFormatLanguage } from "../format-language-scope.ts";
import { documentHeaders, renderDocument } from "../ssr/render-document.tsx";
import { awaitRender, claimRender, keepPage, type RenderedPage, renderUnderWay, replayedHtml, reusablePage } from "../ssr/rendered-pages.ts";
import type { PageMatch } from "../../shared/network/resolve-route.ts";
import { CRAWLER_SNAPSHOT_WAIT_MS, SNAPSHOT_WAIT_MS, loadLiveBundle } from "../ssr/live-bundle.ts";
import { isCrawler } from "../ssr/crawler.ts";
import { xsrfCookieFor } from "../api/anti-forgery.ts";
import { executionContextOf } from "../execution-context.ts";
import { isKioskPage } from "../../shared/network/kiosk-pages.ts";
import { kioskRefreshSeconds } from "../../shared/params/kiosk-refresh.ts";
import { describedPage } from "../../shared/network/preview-pages.ts";
import { documentPolicy, framingAllowed, newScriptNonce } from "../security-headers.ts";

/**
 * Every page path (spec §2.1, §2.2): a bad path answers 400; a choice from the language menu
 * (`?lang=`) is remembered and redirected; an unprefixed request whose language cookie, or without
 * one whose Accept-Language, names another language goes to that language; then the route table
 * decides between a redirect and a server-rendered page. Every answer here depends on those
 * headers, so each one says so in `Vary`.
 */
export async function pages(c: Context<{ Bindings: Env }>, api: WorkerApi): Promise<Response> {
  const config = readConfig(c.env);
  const url = new URL(c.req.url);
  checkPagePath(url.pathname);
  const cookieHeader = c.req.header("cookie");

  // A choice from the language menu: remembered, then the page in that language.
  const chosen = chosenLanguage(url, config.base);
  if (chosen !== null) {
    const response = redirect(chosen.location, 302);
    response.headers.append("set-cookie", languageCookie(chosen.language));
    return response;
  }
  const preferred = preferredLanguageRedirect(url, config.base, cookieHeader, c.req.header("accept-language"));
  if (preferred !== null) return redirect(preferred, 302);

  const resolution = resolveRoute(url, { base: config.base, features: config.features, isPageServed: isKnownPage });
  if (resolution.kind === "redirect") return redirect(resolution.location, resolution.status);
  if (resolution.kind === "not-found") return notFound();

  // Drawn per response, kept page or not: a nonce shared by two visitors' pages would be no secret.
  const nonce = newScriptNonce();
  const response = await renderPage(c, api, config, url, resolution, nonce);
  response.headers.set("content-security-policy", documentPolicy({ nonce, url, framable: framingAllowed(url.pathname, config.base) }));
  response.headers.append("vary", PAGE_VARY);
  const language = languageOfTag(resolution.prefix.language);
  // A language chosen through the path is remembered, so the next unprefixed visit comes back to it.
  if (language !== null && readLanguageCookie(cookieHeader) !== language) {
    response.headers.append("set-cookie", languageCookie(language));
  }
  // The page's scripts echo this token on requests that change state (spec §6, worker/api/anti-forgery.ts).
  const xsrf = xsrfCookieFor(c.req.raw);
  if (xsrf !== null) {
    response.headers.append("set-cookie", xsrf);
    response.headers.set("cache-control", "private, no-cache");
  }
  return response;
}

/**
 * The page's document: one rendered in the last second for the same address (rendered-pages.ts),
 * or, for a page in one piece, the one being rendered now; else a new render.
 */
async function renderPage(c: Context<{ Bindings: Env }>, api: WorkerApi, config: WorkerConfig, url: URL, resolution: PageMatch, nonce: string): Promise<Response> {
  // The configuration is part of the key: one isolate may serve several (tests do).
  const key = `${JSON.stringify(config)} ${url.origin}${url.pathname}${url.search}`;
  const keptPage = (page: RenderedPage): Response => new Response(replayedHtml(page, nonce), { status: page.status, headers: documentHeaders(config.development) });
  const reusable = reusablePage(key);
  if (reusable !== undefined) return keptPage(reusable);
  // A display that polls (?refresh=N on a kiosk view) gets the page complete and with no script.
  const polling = isKioskPage(resolution.page) && kioskRefreshSeconds(url.searchParams) !== null;
  const complete = polling || isCrawler(c.req.header("user-agent"));
  // A page in one piece is the same for everyone asking now: one render serves them all. Without a
  // context to finish the reading after the response nothing is kept, so nothing is shared.
  const under = complete ? renderUnderWay(key) : undefined;
  const claim = complete && under === undefined && executionContextOf(c) !== undefined ? claimRender(key) : undefined;
  const shared = under && (await awaitRender(under));
  if (shared !== undefined) return keptPage(shared);
  try {
    return await renderFresh(c, api, config, url, resolution, { key, complete, polling, claim, nonce });
  } catch (error) {
    claim?.settle(undefined);
    throw error;
  }
}

interface FreshRender {
  readonly key: string;
  readonly complete: boolean;
  readonly polling: boolean;
  readonly claim: ReturnType<typeof claimRender> | undefined;
  readonly nonce: string;
}

/**
 * A new render, with the hub's bundle and the page's data asked for first, so they are on their way
 * while the assets are looked up and the shell renders.
 */
async function renderFresh(c: Context<{ Bindings: Env }>, api: WorkerApi, config: WorkerConfig, url: URL, resolution: PageMatch, { key, complete, polling, claim, nonce }: FreshRender): Promise<Response> {
  const network = resolution.prefix.network;
  const live = loadLiveBundle(c.env, network, complete ? CRAWLER_SNAPSHOT_WAIT_MS : SNAPSHOT_WAIT_MS);
  // A preview card loads the data of the page it previews, with that page's loader (issue 13).
  const described = describedPage(resolution).page;
  const loader = await loadPageData(described);
  const pageData =
    loader === undefined
      ? Promise.resolve(null)
      : loadPageDataEntry(loader, pageDataParams(loader, resolution.params, url.searchParams), pageApi(api, network, config.base, url.origin), { network, features: config.features, side: "server" });
  const language = languageOfTag(resolution.prefix.language) ?? DEFAULT_LANGUAGE;
  const [assets] = await Promise.all([loadClientAssets(c.env.ASSETS), preloadPage(resolution.page, described), loadDictionary(language)]);
  const chunk = pageChunkSource(resolution.page);
  const state: PageState = {
    base: config.base,
    styles: assets.styles,
    canonicalHosts: resolveCanonicalHosts(config.canonicalHosts, url.origin),
    features: config.features,
    renderedAt: Date.now(),
    pageScripts: chunk === undefined || polling ? [] : (assets.chunks[chunk] ?? []),
  };
  const context = executionContextOf(c);
  return inFormatLanguage(language, () => renderDocument({
    url, state, assets, live, pageData, complete,
    scripts: !polling,
    identityEncoding: config.development,
    nonce,
    // Without a context to finish the reading after the response, nothing is kept.
    onRendered: context && {
      keep: (page) => {
        keepPage(key, page);
        claim?.settle(page);
      },
      // A reading that failed, or a page not kept, leaves those waiting to render their own.
      waitUntil: (work) => context.waitUntil(work.finally(() => claim?.settle(undefined))),
    },
  }));
}

/** What a page's answer depends on besides its address: the language cookie, and without one the browser's languages. */
const PAGE_VARY = "Cookie, Accept-Language";

/** A 301 may be cached by browsers for good; a 302 (an answer that may change) is never stored. */
function redirect(location: string, status: 301 | 302): Response {
  const headers = new Headers({ location, vary: PAGE_VARY });
  if (status === 302) headers.set("cache-control", "no-store");
  return new Response(null, { status, headers });
}

function notFound(): Response {
  return new Response("Not found: this build has no page at this address yet.", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", vary: "Cookie" },
  });
}

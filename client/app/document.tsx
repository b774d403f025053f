import { Suspense, useEffect, type ReactNode } from "react";
import { Navigate, useLocation, useRoutes } from "react-router";
import { parseRoutePrefix } from "../../shared/network/route-prefix.ts";
import type { Network } from "../../shared/network/networks.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isRightToLeft } from "../../shared/network/languages.ts";
import { canonicalUrl, type CanonicalHosts } from "../../shared/network/canonical.ts";
import type { PageMatch, RouteResolution } from "../../shared/network/resolve-route.ts";
import { I18nProvider, useT } from "../i18n/i18n.tsx";
import { Header } from "../layout/header.tsx";
import { Footer } from "../layout/footer.tsx";
import { PAGE_STATE_ELEMENT_ID, serializePageState, type PageState } from "./page-state.ts";
import { PageProvider, usePage } from "./page-context.tsx";
import { PAGE_COMPONENTS, resolveLocation } from "./routes.tsx";
import { LinkNavigation } from "./link-navigation.tsx";
import { TitleOverrideProvider, useTitleParams } from "./page-title.tsx";
import { usePageHead } from "./page-head.ts";
import { ScrollManager } from "./scroll-manager.tsx";
import { LiveGate, type LiveSource } from "./live-gate.tsx";
import { PageDataProvider, PageDataScript, type PageDataSource } from "./page-data.tsx";
import { LiveProvider } from "../live/live-provider.tsx";
import { isKioskPage } from "../../shared/network/kiosk-pages.ts";
import { kioskRefreshSeconds } from "../../shared/params/kiosk-refresh.ts";
import { IdleCursor } from "./idle-cursor.tsx";
import { SocialMeta } from "./social-meta.tsx";
import { OG_DEFAULT_IMAGE_PATH, ogImageUrl } from "../../shared/og/og-image-route.ts";
import { describedPage } from "../../shared/network/preview-pages.ts";
import { headTexts } from "./head-texts.ts";
import { pageImageOf } from "./page-image.ts";

/**
 * The whole HTML document, rendered by the worker and hydrated by the browser from the same state.
 * The page state and the live bundle travel inside the document so hydration needs no request of its
 * own. The worker has already answered every redirect, so the server render is always a page; the
 * client routes its own navigations through the same table.
 *
 * The head and header are the shell: they never wait. The page waits inside a Suspense boundary for
 * the hub's bundle; until it comes (a cold hub) the same page shows its placeholders.
 */
export function Document({ state, live, pageData }: { state: PageState; live: LiveSource; pageData: PageDataSource }) {
  const location = useLocation();
  const route = parseRoutePrefix(location.pathname, state.base);
  const resolution = resolveLocation(location, state);
  const language = route.language ?? "en";
  // Kiosk and embed views fill the viewport alone (shared/network/kiosk-pages.ts).
  const kiosk = resolution?.kind === "page" && isKioskPage(resolution.page);
  // A polling display's page: no script, fetched again every `refresh` seconds (kiosk-refresh.ts).
  const refresh = kiosk ? kioskRefreshSeconds(new URLSearchParams(location.search)) : null;

  return (
    <PageProvider value={{ state, route, match: resolution?.kind === "page" ? resolution : null }}>
      <TitleOverrideProvider>
        <I18nProvider language={language}>
          <html lang={language} dir={isRightToLeft(language) ? "rtl" : "ltr"}>
            <head>
              <meta charSet="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <meta name="color-scheme" content="dark" />
              {refresh !== null && <meta httpEquiv="refresh" content={String(refresh)} />}
              <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
              <RouteHead resolution={resolution} pageData={pageData} live={live} />
              {state.styles.map((href) => (
                <link key={href} rel="stylesheet" href={href} precedence="default" />
              ))}
              {state.pageScripts.map((href) => (
                <link key={href} rel="modulepreload" href={href} />
              ))}
            </head>
            <body className={kiosk ? "kiosk" : undefined}>
              <script
                id={PAGE_STATE_ELEMENT_ID}
                type="application/json"
                dangerouslySetInnerHTML={{ __html: serializePageState(state) }}
              />
              <ScrollManager />
              <LinkNavigation state={state} />
              {kiosk ? <IdleCursor /> : <Header />}
              <Suspense fallback={<LivePage network={route.network} networkBase={route.networkBase} locale={language} resolution={resolution} />}>
                <LiveGate source={live} network={route.network} networkBase={route.networkBase} locale={language}>
                  <PageDataProvider source={pageData}>
                    <PageMain resolution={resolution} />
                    <PageDataScript />
                    <HydratedMark />
                  </PageDataProvider>
                </LiveGate>
              </Suspense>
              {!kiosk && <Footer />}
            </body>
          </html>
        </I18nProvider>
      </TitleOverrideProvider>
    </PageProvider>
  );
}

/**
 * Marks the document hydrated, for browser tests and kiosks that wait before they interact. It sits
 * inside the page's Suspense boundary, so the mark comes once the page itself can answer (its lazy
 * component loaded, its key handlers attached), not only the shell around it.
 */
function HydratedMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

function PageMain({ resolution }: { resolution: RouteResolution | null }): ReactNode {
  return (
    <main id="main" className="page">
      <RouteContent resolution={resolution} />
    </main>
  );
}

interface LivePageProps {
  readonly network: Network;
  readonly networkBase: string;
  readonly locale: string;
  readonly resolution: RouteResolution | null;
}

/**
 * The page before its data arrives: its placeholders and loading states, with no socket (it is never
 * hydrated). It must not wait for anything itself, or the shell would wait with it.
 */
function LivePage({ network, networkBase, locale, resolution }: LivePageProps) {
  return (
    <LiveProvider snapshot={null} network={network} networkBase={networkBase} locale={locale}>
      <PageDataProvider source={NO_PAGE_DATA}>
        <PageMain resolution={resolution} />
      </PageDataProvider>
    </LiveProvider>
  );
}

const NO_PAGE_DATA: PageDataSource = { entry: null };


/**
 * The title, description, canonical link and link-preview tags of the page shown (spec §2.1, §9).
 * A page's data may name its own title and description (PageDataDefinition.head); otherwise the
 * route table titles it and the site's description stands.
 */
function RouteHead({ resolution, pageData, live }: { resolution: RouteResolution | null; pageData: PageDataSource; live: LiveSource }) {
  const t = useT();
  const { state, route } = usePage();
  const { search } = useLocation();
  const page = resolution?.kind === "page" ? resolution : null;
  // A preview card's head is the previewed page's: its title, description and image (issue 13).
  const described = page === null ? null : describedPage(page);
  const titleParams = useTitleParams(page?.route ?? "", described?.params ?? {});
  const head = usePageHead(described, pageData, live, search);
  if (resolution?.kind === "redirect") return null;
  const { title, description } = headTexts(described && { page: described.page, params: titleParams }, head, route.network, state.base, t);
  const canonical = page === null ? null : canonicalUrl(route.network, page.route, state.canonicalHosts, route.language);
  // A page without an address shows the site's own image.
  const image = {
    url: canonical === null ? `${state.canonicalHosts.bitcoin}${OG_DEFAULT_IMAGE_PATH}` : ogImageUrl(canonical),
    ...pageImageOf(described?.page ?? null, { head, title }, route.network, t),
  };
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {canonical !== null && <link rel="canonical" href={canonical} />}
      {page !== null && <LanguageAlternates network={route.network} path={page.route} hosts={state.canonicalHosts} />}
      <SocialMeta title={title} description={description} url={canonical} image={image} />
    </>
  );
}

/** The same page in every language, for search engines (English is also the default). */
function LanguageAlternates({ network, path, hosts }: { network: Network; path: string; hosts: CanonicalHosts }) {
  return (
    <>
      {LANGUAGE_CODES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={canonicalUrl(network, path, hosts, code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={canonicalUrl(network, path, hosts, DEFAULT_LANGUAGE)} />
    </>
  );
}

function RouteContent({ resolution }: { resolution: RouteResolution | null }) {
  const t = useT();
  if (resolution?.kind === "page") return <RoutedPage match={resolution} />;
  if (resolution?.kind === "redirect") return <Navigate to={resolution.location} replace />;
  return <p className="page-not-found">{t("pages.not-found.text")}</p>;
}

/**
 * Renders the page's component under its table pattern, so the page reads its parameters with
 * useParams, and its query and fragment with useSearchParams and useLocation as usual.
 */
function RoutedPage({ match }: { match: PageMatch }) {
  const Page = PAGE_COMPONENTS[match.page];
  const { search, hash } = useLocation();
  return useRoutes(Page === undefined ? [] : [{ path: match.pattern, element: <Page /> }], { pathname: match.route, search, hash });
}

import { useEffect } from "react";
import { useLocation, useRoutes } from "react-router";
import { parseRoutePrefix } from "../../shared/network/route-prefix.ts";
import { isRightToLeft } from "../../shared/network/languages.ts";
import { canonicalUrl } from "../../shared/network/canonical.ts";
import { I18nProvider } from "../i18n/i18n.tsx";
import { Header } from "../layout/header.tsx";
import { Footer } from "../layout/footer.tsx";
import { PAGE_STATE_ELEMENT_ID, serializePageState, type PageState } from "./page-state.ts";
import { PageProvider } from "./page-context.tsx";
import { PAGE_ROUTES } from "./routes.tsx";

/**
 * The whole HTML document, rendered by the worker and hydrated by the browser from the same state.
 * The page state travels inside the document so hydration needs no request of its own.
 */
export function Document({ state }: { state: PageState }) {
  const location = useLocation();
  const route = parseRoutePrefix(location.pathname, state.base);
  const language = route.language ?? "en";
  const page = useRoutes(PAGE_ROUTES, { pathname: route.rest });

  useEffect(() => {
    // Browser tests and kiosks wait for this before they interact.
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <html lang={language} dir={isRightToLeft(language) ? "rtl" : "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="canonical" href={canonicalUrl(route.network, route.rest, state.canonicalHosts, route.language)} />
        {state.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        <script
          id={PAGE_STATE_ELEMENT_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: serializePageState(state) }}
        />
        <PageProvider value={{ state, route }}>
          <I18nProvider language={language}>
            <Header />
            <main id="main" className="page">
              {page}
            </main>
            <Footer />
          </I18nProvider>
        </PageProvider>
      </body>
    </html>
  );
}

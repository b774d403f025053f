/**
 * /preview/{page} (issue 13): the link preview of one page, as a page. The texts come from the
 * previewed page's own loader and head (the worker loads that data for this page), so the card says
 * what the page's meta tags say; its state when the page has nothing to show is that page's own.
 *
 * @example
 * <PreviewedPage match={match} previews="block" />
 */
import { use } from "react";
import { useSearchParams } from "react-router";
import { canonicalUrl } from "../../../shared/network/canonical.ts";
import { NETWORKS } from "../../../shared/network/networks.ts";
import { previewedPagePath } from "../../../shared/network/preview-pages.ts";
import type { PageMatch } from "../../../shared/network/resolve-route.ts";
import type { PageId } from "../../../shared/network/route-table.ts";
import { ogImagePath } from "../../../shared/og/og-image-route.ts";
import { headTexts } from "../../app/head-texts.ts";
import { usePage } from "../../app/page-context.tsx";
import { type PageDataDefinition, type PageHead, pageDataParams, usePageData } from "../../app/page-data.tsx";
import { pageImageOf } from "../../app/page-image.ts";
import { liveHeadOfSnapshot } from "../../app/page-head.ts";
import { useLive } from "../../live/live-provider.tsx";
import { loadPageData } from "../../app/routes.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { PreviewCard } from "./preview-card.tsx";
import { PreviewLoadError } from "./preview-load-error.tsx";
import "../../i18n/page-texts/preview.ts";

export interface PreviewedPageProps {
  readonly match: PageMatch;
  readonly previews: PageId;
}

export function PreviewedPage({ match, previews }: PreviewedPageProps) {
  // Loaded before the first render and hydration (preloadPage); a navigation here waits for it.
  const definition = use(loadPageData(previews));
  return definition === undefined ? <PreviewLayout match={match} previews={previews} head={NO_HEAD} /> : <LoadedPreview match={match} previews={previews} definition={definition} />;
}

const NO_HEAD: PageHead = {};

function LoadedPreview({ match, previews, definition }: PreviewedPageProps & { readonly definition: PageDataDefinition<unknown> }) {
  const t = useT();
  const { state, route } = usePage();
  const [search] = useSearchParams();
  // The same parameters as the worker's load, so the document's data is found under its key.
  const result = usePageData(definition, pageDataParams(definition, match.params, search));
  if (result.status === "loading") {
    return (
      <section className="preview-page preview-state" aria-busy="true">
        <p role="status">{t("preview.card.loading", { path: previewedPagePath(match, state.base) })}</p>
      </section>
    );
  }
  if (result.status === "error") {
    return (
      <div className="preview-page">
        <PreviewLoadError previews={previews} code={result.code} message={result.message} params={match.params} networkName={NETWORKS[route.network].displayName} onRetry={result.reload} />
      </div>
    );
  }
  const head = definition.head?.(result.data, { network: route.network, t }) ?? NO_HEAD;
  return <PreviewLayout match={match} previews={previews} head={head} />;
}

function PreviewLayout({ match, previews, head: dataHead }: PreviewedPageProps & { readonly head: PageHead }) {
  const t = useT();
  const { state, route } = usePage();
  // Pages described by the live chain (the home page, the wall, the clock) are described as their
  // documents are: from the live data (client/app/page-head.ts).
  const live = useLive();
  const head = dataHead.description === undefined ? liveHeadOfSnapshot(previews, live, route.network, t) : dataHead;
  const pagePath = previewedPagePath(match, state.base);
  const { title, description } = headTexts({ page: previews, params: match.params }, head, route.network, state.base, t);
  const image = pageImageOf(previews, { head, title }, route.network, t);
  const host = new URL(canonicalUrl(route.network, match.route, state.canonicalHosts, route.language)).host;
  return (
    <article className="preview-page" aria-labelledby="preview-heading">
      <header className="preview-head">
        <p className="preview-kicker">{t("preview.card.label")}</p>
        <h1 id="preview-heading" className="preview-heading">{t("preview.card.heading")}</h1>
        <p className="preview-intro">{t("preview.card.intro")}</p>
      </header>
      <PreviewCard pagePath={pagePath} host={host} title={title} description={description} image={image} />
      <dl className="preview-facts">
        <div>
          <dt>{t("preview.card.page")}</dt>
          <dd><a href={pagePath}>{pagePath}</a></dd>
        </div>
        <div>
          <dt>{t("preview.card.image")}</dt>
          <dd>
            <a href={ogImagePath(pagePath)}>{ogImagePath(pagePath)}</a>
            <span className="preview-size">{t("preview.card.image-size", { width: String(image.size.width), height: String(image.size.height) })}</span>
          </dd>
        </div>
      </dl>
    </article>
  );
}

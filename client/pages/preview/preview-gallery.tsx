/**
 * /preview (issue 13): the card of every kind of page that unfurls, for live examples on the page's
 * network, each linking to its preview page (the home page's card, which has none, to the page).
 * The route table decides which kinds a network has: an example is shown when its preview resolves.
 */
import { chainName } from "../../app/meta-texts.ts";
import { usePage } from "../../app/page-context.tsx";
import { usePageData } from "../../app/page-data.tsx";
import type { PageState } from "../../app/page-state.ts";
import { pageImageOf } from "../../app/page-image.ts";
import { resolveLocation } from "../../app/routes.tsx";
import { buildPath, type RoutePrefix } from "../../../shared/network/route-prefix.ts";
import { previewPagePath } from "../../../shared/network/preview-pages.ts";
import { useT } from "../../i18n/i18n.tsx";
import { type PreviewExample, previewExamples } from "./gallery-examples.ts";
import { previewGalleryData } from "./preview-gallery-data.ts";
import { PreviewImage } from "./preview-card.tsx";
import "../../i18n/page-texts/preview.ts";

interface GalleryCard extends PreviewExample {
  /** The page itself, with the prefixes of the gallery's language and network. */
  readonly pagePath: string;
  /** Its preview page; null for the home page, whose card lives on this very page. */
  readonly previewPath: string | null;
}

const NO_PARAMS = {};

/** The examples whose page (or preview page) the route table serves on this network. */
function galleryCards(examples: readonly PreviewExample[], route: RoutePrefix, state: PageState): GalleryCard[] {
  const prefix = { language: route.language, network: route.network, base: state.base };
  return examples.flatMap((example) => {
    const pagePath = buildPath(prefix, example.route);
    const previewPath = example.kind === "home" ? null : previewPagePath(prefix, example.route);
    const resolution = resolveLocation({ pathname: previewPath ?? pagePath, search: "" }, state);
    return resolution?.kind === "page" ? [{ ...example, pagePath, previewPath }] : [];
  });
}

export function PreviewGallery() {
  const t = useT();
  const { state, route } = usePage();
  const result = usePageData(previewGalleryData, NO_PARAMS);
  return (
    <section className="preview-page preview-gallery" aria-labelledby="preview-gallery-heading">
      <header className="preview-head">
        <h1 id="preview-gallery-heading" className="preview-heading">{t("preview.gallery.heading")}</h1>
        <p className="preview-intro">{t("preview.gallery.intro", { network: chainName(route.network, t) })}</p>
      </header>
      {result.status === "loading" && <p className="preview-state" role="status" aria-busy="true">{t("preview.gallery.loading")}</p>}
      {result.status === "error" && (
        <p className="preview-state" role="alert">{t("preview.gallery.error", { message: result.message })}</p>
      )}
      {result.status === "ready" && (
        <ul className="preview-gallery-list">
          {galleryCards(previewExamples(result.data), route, state).map((card) => (
            <GalleryItem key={card.kind} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GalleryItem({ card }: { readonly card: GalleryCard }) {
  const t = useT();
  const { route } = usePage();
  const target = card.previewPath ?? card.pagePath;
  return (
    <li className="preview-gallery-item">
      <a className="preview-gallery-card" href={target}>
        <PreviewImage pagePath={card.pagePath} image={pageImageOf(card.kind, { expected: t(`preview.kind.${card.kind}`) }, route.network, t)} lazy />
        <span className="preview-gallery-kind">{t(`preview.kind.${card.kind}`)}</span>
        <span className="preview-gallery-path">{card.pagePath}</span>
      </a>
      <p className="preview-gallery-links">
        {card.previewPath !== null && <a href={card.previewPath}>{t("preview.gallery.open")}</a>}
        <a href={card.pagePath}>{t("preview.gallery.open-page")}</a>
      </p>
    </li>
  );
}

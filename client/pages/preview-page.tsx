import { usePage } from "../app/page-context.tsx";
import { PreviewedPage } from "./preview/previewed-page.tsx";
import { PreviewGallery } from "./preview/preview-gallery.tsx";

/**
 * The preview area (spec §2.2, issue 13): its root is the gallery of every card; under it, each page
 * that unfurls has its card as a page (shared/network/route-table.ts PREVIEWED_PAGES).
 */
export function PreviewPage() {
  const { match } = usePage();
  const previews = match?.previews;
  return match === undefined || match === null || previews === undefined ? <PreviewGallery /> : <PreviewedPage match={match} previews={previews} />;
}

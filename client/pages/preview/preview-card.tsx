/**
 * A link preview as a chat or a social site unfurls it (issue 13): the page's image at its declared
 * size, scaled to the card's width, then the host, the title and the description, the whole card
 * linking to the page.
 *
 * @example
 * <PreviewCard pagePath="/testnet/block/00ab…" host="blocktide.example" title="Block 5 - …" description="…" image={image} />
 */
import { ogImagePath } from "../../../shared/og/og-image-route.ts";
import type { PageImage } from "../../app/page-image.ts";

/** The image of the page at `pagePath`, drawn at its declared aspect (width and height attributes). */
export function PreviewImage({ pagePath, image, lazy = false }: { readonly pagePath: string; readonly image: PageImage; readonly lazy?: boolean }) {
  return (
    <img
      className="preview-image"
      src={ogImagePath(pagePath)}
      width={image.size.width}
      height={image.size.height}
      alt={image.alt}
      decoding="async"
      loading={lazy ? "lazy" : "eager"}
    />
  );
}

export interface PreviewCardProps {
  /** The previewed page's path on this site, with its language and network prefixes. */
  readonly pagePath: string;
  readonly host: string;
  readonly title: string;
  readonly description: string;
  readonly image: PageImage;
}

export function PreviewCard({ pagePath, host, title, description, image }: PreviewCardProps) {
  return (
    <a className="preview-card" href={pagePath}>
      <PreviewImage pagePath={pagePath} image={image} />
      <span className="preview-card-text">
        <span className="preview-card-host">{host}</span>
        <span className="preview-card-title">{title}</span>
        <span className="preview-card-description">{description}</span>
      </span>
    </a>
  );
}

/**
 * The tags link previews read (issue 13): Open Graph for most unfurlers, Twitter's card for X and
 * those that follow it. They repeat the page's title, description and canonical address, so a
 * shared link shows what the page shows, and the page's image from the worker's image route
 * (worker/routes/og-image.ts), with its size declared so an unfurler lays it out before it loads.
 *
 * @example
 * <SocialMeta title="Block 840,000 - Blocktide - Bitcoin Explorer" description="Bitcoin block …" url="https://…/block/0000…" image={image} />
 */
import type { ImageSize } from "../../shared/og/og-image-route.ts";
import { PRODUCT_NAME } from "../../shared/network/title.ts";

export interface SocialImage {
  /** Absolute. */
  readonly url: string;
  readonly size: ImageSize;
  readonly alt: string;
}

export interface SocialMetaProps {
  readonly title: string;
  readonly description: string;
  /** The page's canonical address; none for a page that is not found. */
  readonly url: string | null;
  readonly image: SocialImage;
}

export function SocialMeta({ title, description, url, image }: SocialMetaProps) {
  return (
    <>
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url !== null && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image.url} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(image.size.width)} />
      <meta property="og:image:height" content={String(image.size.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  );
}

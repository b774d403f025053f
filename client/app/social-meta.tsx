/**
 * The tags link previews read (issue 13): Open Graph for most unfurlers, Twitter's card for X and
 * those that follow it. They repeat the page's title, description and canonical address, so a
 * shared link shows what the page shows.
 *
 * @example
 * <SocialMeta title="Block 840,000 - Blocktide - Bitcoin Explorer" description="Bitcoin block …" url="https://…/block/0000…" />
 */
import { PRODUCT_NAME } from "../../shared/network/title.ts";

export interface SocialMetaProps {
  readonly title: string;
  readonly description: string;
  /** The page's canonical address; none for a page that is not found. */
  readonly url: string | null;
}

export function SocialMeta({ title, description, url }: SocialMetaProps) {
  return (
    <>
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url !== null && <meta property="og:url" content={url} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}

/**
 * What a page's link-preview image is declared as (issue 13): its size and alt text, beside its
 * address (shared/og/og-image-route.ts). A page with a card of its own (OG_CARD_PAGES) declares it
 * once its data has described it, since the worker draws the card from the same data and falls back
 * to the default card when that data describes nothing; any other page declares the default card.
 * The document's og:image tags and the preview pages both read it here, so a card is shown at the
 * size the tags declare.
 *
 * @example
 * pageImageOf("block", { head, title }, "testnet", t).size; // { width: 1200, height: 600 } once the block is described
 * pageImageOf("status", { head: {}, title }, "testnet", t).size; // { width: 1000, height: 500 }
 * pageImageOf("pool", { expected: "Mining pool" }, "mainnet", t).alt; // "Mining pool"
 */
import type { Network } from "../../shared/network/networks.ts";
import type { PageId } from "../../shared/network/route-table.ts";
import { hasOwnCard, type ImageSize, OG_DEFAULT_IMAGE_SIZE, OG_PREVIEW_IMAGE_SIZE } from "../../shared/og/og-image-route.ts";
import type { Translate } from "../i18n/i18n.tsx";
import { defaultCardAlt } from "./default-card-text.ts";
import type { PageHead } from "./page-data.tsx";

export interface PageImage {
  readonly size: ImageSize;
  readonly alt: string;
}

/**
 * What the page's data said of it: its head and the title the document shows; or, where the data is
 * not at hand but the page is known to exist (a gallery of live examples), the words for its image.
 */
export type DescribedBy = { readonly head: PageHead; readonly title: string } | { readonly expected: string };

/** The image of a page of kind `page` on `network`; null: a page that is not found. */
export function pageImageOf(page: PageId | null, described: DescribedBy, network: Network, t: Translate): PageImage {
  const ownCard = page !== null && hasOwnCard(page) && ("expected" in described || described.head.description !== undefined);
  if (!ownCard) return { size: OG_DEFAULT_IMAGE_SIZE, alt: defaultCardAlt(network, t) };
  if ("expected" in described) return { size: OG_PREVIEW_IMAGE_SIZE, alt: described.expected };
  return { size: OG_PREVIEW_IMAGE_SIZE, alt: `${described.head.title ?? described.title}: ${described.head.description}` };
}

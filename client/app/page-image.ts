/**
 * What a page's link-preview image is declared as (issue 13): its size and alt text, beside its
 * address (shared/og/og-image-route.ts). The document's og:image tags and the preview card page
 * both read it here, so the card draws the image at the size the tags declare.
 *
 * @example
 * pageImageOf("block", "testnet", t).size;  // { width: 1000, height: 500 } while every kind shows the default card
 */
import type { Network } from "../../shared/network/networks.ts";
import type { PageId } from "../../shared/network/route-table.ts";
import { type ImageSize, OG_DEFAULT_IMAGE_SIZE } from "../../shared/og/og-image-route.ts";
import type { Translate } from "../i18n/i18n.tsx";
import { defaultCardAlt } from "./default-card-text.ts";

export interface PageImage {
  readonly size: ImageSize;
  readonly alt: string;
}

/** The image of a page of kind `page` on `network`; null: a page that is not found. */
export function pageImageOf(_page: PageId | null, network: Network, t: Translate): PageImage {
  // Every page kind shows the default card for now.
  return { size: OG_DEFAULT_IMAGE_SIZE, alt: defaultCardAlt(network, t) };
}

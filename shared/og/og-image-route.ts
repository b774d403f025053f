/**
 * The link-preview image route (issue 13, spec §9): where a page's Open Graph image lives and how
 * big it is. The page head and the worker's image route both read these, so a declared size and
 * the drawn size cannot drift apart.
 *
 * @example
 * ogImagePath("/de/testnet/block/00ab");      // "/og-image/de/testnet/block/00ab"
 * pagePathOfOgImage("/og-image/signet");      // "/signet"
 * pagePathOfOgImage("/og-image/default.png"); // null: the default card itself
 */
import type { PageId } from "../network/route-table.ts";

/** Every image path starts with this; the rest is the page path the image previews. */
export const OG_IMAGE_PATH_PREFIX = "/og-image";

/** The default card's own address: the build's default network, in English. */
export const OG_DEFAULT_IMAGE_PATH = `${OG_IMAGE_PATH_PREFIX}/default.png`;

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** spec §9: "1200x600 for rendered previews". */
export const OG_PREVIEW_IMAGE_SIZE: ImageSize = { width: 1200, height: 600 };

/** spec §9: "1000x500 for the default", also the answer to every failure. */
export const OG_DEFAULT_IMAGE_SIZE: ImageSize = { width: 1000, height: 500 };

/**
 * How long a browser or crawler may keep a default card. It changes only with a deployment that
 * redraws it, so it is kept long and marked immutable; a redraw changes its ETag.
 */
export const OG_DEFAULT_IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The image of the page at `pagePath` (a URL pathname, with its language and network prefixes). */
export function ogImagePath(pagePath: string): string {
  if (typeof pagePath !== "string" || !pagePath.startsWith("/")) {
    throw new TypeError(`ogImagePath: expected a page path starting with "/", got ${JSON.stringify(pagePath)}.`);
  }
  return pagePath === "/" ? `${OG_IMAGE_PATH_PREFIX}/` : `${OG_IMAGE_PATH_PREFIX}${pagePath}`;
}

/**
 * The absolute address of the image of the page whose canonical address is `pageUrl`, on its host.
 *
 * @example
 * ogImageUrl("https://example.org/de/testnet/block/00ab"); // "https://example.org/og-image/de/testnet/block/00ab"
 */
export function ogImageUrl(pageUrl: string): string {
  // A canonical link is an origin and a path, with no query or fragment (shared/network/canonical.ts).
  const parts = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?$/.exec(pageUrl);
  if (parts === null) throw new TypeError(`ogImageUrl: expected an absolute http(s) address without query or fragment, got ${JSON.stringify(pageUrl)}.`);
  return `${parts[1]}${ogImagePath(parts[2] ?? "/")}`;
}

/**
 * The page path an image path previews, or null for the default card's own address and for paths
 * outside the image route. "/og-image" and "/og-image/" are the home page's image.
 */
export function pagePathOfOgImage(pathname: string): string | null {
  if (pathname === OG_DEFAULT_IMAGE_PATH) return null;
  if (pathname === OG_IMAGE_PATH_PREFIX) return "/";
  if (!pathname.startsWith(`${OG_IMAGE_PATH_PREFIX}/`)) return null;
  return pathname.slice(OG_IMAGE_PATH_PREFIX.length);
}

/**
 * The pages that have a card of their own at OG_PREVIEW_IMAGE_SIZE (issue 13); every other page,
 * and one of these whose data cannot be read, shows the default card. The page head declares the
 * size from this table and the worker draws from it, so the two agree.
 */
export const OG_CARD_PAGES = [
  "home",
  "block",
  "view-block",
  "tx",
  "address",
  "pool",
  "mining",
  "mempool-block",
  "view-mempool-block",
  "view-blocks",
  "clock",
] as const satisfies readonly PageId[];

export type CardPage = (typeof OG_CARD_PAGES)[number];

export const hasOwnCard = (page: PageId): page is CardPage => (OG_CARD_PAGES as readonly PageId[]).includes(page);

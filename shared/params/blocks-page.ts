/**
 * Pages of the /blocks list (research §4): 15 blocks a page, newest first, page N starting at
 * height tip − (N−1)·15, addressed as /blocks (page 1) and /blocks?page={N}, like the other paged
 * lists (a block's transactions, the acceleration history). The page number is a whole number
 * from 1; anything else is refused with a reason, so the page can say what is wrong with it.
 *
 * @example
 * parseBlocksPage("3");              // { ok: true, page: 3 }
 * parseBlocksPage("x");              // { ok: false, reason: "not-a-number" }
 * blocksPageStart(1000, 2);          // 985
 * blocksPageCount(1000);             // 67
 * blocksPagePath(2);                 // "/blocks?page=2"
 * pagerWindow(10, 67, 5);            // [8, 9, 10, 11, 12]
 */

/** The query parameter holding the page number. */
export const BLOCKS_PAGE_PARAM = "page";
/** Blocks a page (the backend's `/api/v1/blocks/:height` answers this many). */
export const BLOCKS_PAGE_LENGTH = 15;
/** Page numbers the pager shows around the current one: on wide screens, and on phones. */
export const PAGER_WIDE_SPAN = 5;
export const PAGER_NARROW_SPAN = 3;

const PAGE_NUMBER = /^[0-9]{1,15}$/;

export type BlocksPageParse =
  | { readonly ok: true; readonly page: number }
  | { readonly ok: false; readonly reason: "not-a-number" | "below-one" | "too-large" };

/**
 * The page a `page` parameter names; none (null or undefined) is page 1.
 *
 * @example
 * parseBlocksPage(undefined);  // { ok: true, page: 1 }
 * parseBlocksPage("0");        // { ok: false, reason: "below-one" }
 */
export function parseBlocksPage(raw: string | null | undefined): BlocksPageParse {
  if (raw === undefined || raw === null) return { ok: true, page: 1 };
  if (!PAGE_NUMBER.test(raw)) return { ok: false, reason: /^[0-9]+$/.test(raw) ? "too-large" : "not-a-number" };
  const page = Number(raw);
  if (page < 1) return { ok: false, reason: "below-one" };
  return Number.isSafeInteger(page) ? { ok: true, page } : { ok: false, reason: "too-large" };
}

/** The route (after all prefixes) of `page`: page 1 is the list's own address. */
export const blocksPagePath = (page: number): string => (page <= 1 ? "/blocks" : `/blocks?${BLOCKS_PAGE_PARAM}=${page}`);

/** How many pages a chain with tip `tipHeight` has (heights 0 … tip). */
export function blocksPageCount(tipHeight: number): number {
  return tipHeight < 0 ? 0 : Math.ceil((tipHeight + 1) / BLOCKS_PAGE_LENGTH);
}

/** The height page `page` starts at (its newest block); below 0 when the chain has no such page. */
export const blocksPageStart = (tipHeight: number, page: number): number => tipHeight - (page - 1) * BLOCKS_PAGE_LENGTH;

/**
 * Up to `span` consecutive page numbers around `page`, within 1 … `pageCount`, the current one as
 * near the middle as the ends allow.
 *
 * @example
 * pagerWindow(1, 67, 5);   // [1, 2, 3, 4, 5]
 * pagerWindow(67, 67, 3);  // [65, 66, 67]
 */
export function pagerWindow(page: number, pageCount: number, span: number): number[] {
  if (pageCount < 1 || span < 1) return [];
  const width = Math.min(span, pageCount);
  const first = Math.max(1, Math.min(page - Math.floor((width - 1) / 2), pageCount - width + 1));
  return Array.from({ length: width }, (_, index) => first + index);
}

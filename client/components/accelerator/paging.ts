/**
 * Pages of the services' lists (`page`, `pageLength`, `X-Total-Count`, research §1.3): the page the
 * address asks for and the neighbours a pager links to. Paging is plain links (`?page=2`), so a page
 * of a list has an address of its own.
 *
 * @example
 * pageFromQuery("3");                   // 3
 * pageFromQuery("x");                   // 1 (spec §5: a number that is not an integer takes the default)
 * pagerLinks({ page: 2, total: 40, pageLength: 15 }); // { previous: 1, next: 3, last: 3 }
 */

/** The query parameter holding the page number. */
export const PAGE_PARAM = "page";

/** The page number in `value`: a whole number from 1, else the first page. */
export function pageFromQuery(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export interface PagerLinks {
  /** The page before, null on the first. */
  readonly previous: number | null;
  /** The page after, null on the last. */
  readonly next: number | null;
  /** How many pages there are (at least 1). */
  readonly last: number;
}

export function pagerLinks({ page, total, pageLength }: { readonly page: number; readonly total: number; readonly pageLength: number }): PagerLinks {
  const last = Math.max(1, Math.ceil(total / pageLength));
  return { previous: page > 1 ? Math.min(page - 1, last) : null, next: page < last ? page + 1 : null, last };
}

/** The search string for `page` beside the other parameters of `search` (the first page has none). */
export function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

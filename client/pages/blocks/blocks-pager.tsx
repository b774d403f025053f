/**
 * The pages of /blocks as links (research §4): the first and last page, newer and older, and the
 * page numbers around the current one, five wide and three on phones (the outer two are hidden by
 * the stylesheet, so the server's markup is the same at any width). Nothing when one page holds all.
 *
 * @example
 * <BlocksPager page={3} pageCount={67} href={(page) => `/blocks/${page}`} />
 */
import { Link } from "react-router";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { PAGER_NARROW_SPAN, PAGER_WIDE_SPAN, pagerWindow } from "../../../shared/params/blocks-page.ts";
import { useListsT } from "../../i18n/locales/lists-area.ts";

export interface BlocksPagerProps {
  /** 1-based. */
  readonly page: number;
  readonly pageCount: number;
  readonly href: (page: number) => string;
}

const count = (value: number): string => formatNumber(value, "1.0-0");

export function BlocksPager({ page, pageCount, href }: BlocksPagerProps) {
  const t = useListsT();
  if (pageCount <= 1 && page <= 1) return null;
  const narrow = new Set(pagerWindow(page, pageCount, PAGER_NARROW_SPAN));
  const step = (target: number, label: string, className: string, rel?: string) =>
    target >= 1 && target <= pageCount && target !== page ? (
      <Link className={`blocks-pager-step ${className}`} to={href(target)} rel={rel} aria-label={label} title={label}>
        <span aria-hidden="true">{STEP_MARKS[className]}</span>
      </Link>
    ) : (
      <span className={`blocks-pager-step ${className}`} aria-disabled="true" title={label}>
        <span aria-hidden="true">{STEP_MARKS[className]}</span>
      </span>
    );
  return (
    <nav className="blocks-pager" aria-label={t("blocks.pager")}>
      {step(1, t("blocks.pager.first"), "blocks-pager-first")}
      {step(page - 1, t("blocks.pager.previous"), "blocks-pager-previous", "prev")}
      <ol className="blocks-pager-pages">
        {pagerWindow(page, pageCount, PAGER_WIDE_SPAN).map((number) => (
          <li key={number} className={narrow.has(number) ? undefined : "blocks-pager-outer"}>
            {number === page ? (
              <span className="blocks-pager-page" aria-current="page" aria-label={t("blocks.pager.page", { page: count(number) })}>
                {count(number)}
              </span>
            ) : (
              <Link className="blocks-pager-page" to={href(number)} aria-label={t("blocks.pager.page", { page: count(number) })}>
                {count(number)}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {step(page + 1, t("blocks.pager.next"), "blocks-pager-next", "next")}
      {step(pageCount, t("blocks.pager.last"), "blocks-pager-last")}
      <span className="blocks-pager-position">{t("blocks.pager.position", { page: count(page), count: count(pageCount) })}</span>
    </nav>
  );
}

const STEP_MARKS: Readonly<Record<string, string>> = {
  "blocks-pager-first": "«",
  "blocks-pager-previous": "‹",
  "blocks-pager-next": "›",
  "blocks-pager-last": "»",
};

/**
 * Plain links between the pages of a block's transaction list: the page is part of the address,
 * so a page can be shared, reloaded and reached with the back button.
 *
 * @example
 * <BlockPager page={2} pageCount={40} href={(page) => `/block/${hash}?page=${page}`} />
 */
import { Link } from "react-router";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/block.ts";

export interface BlockPagerProps {
  /** 1-based. */
  readonly page: number;
  readonly pageCount: number;
  readonly href: (page: number) => string;
}

export function BlockPager({ page, pageCount, href }: BlockPagerProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav className="block-pager" aria-label={t("block.pager")}>
      {page > 1 ? (
        <Link className="block-pager-link" to={href(page - 1)} rel="prev">
          {t("block.pager.previous")}
        </Link>
      ) : (
        <span className="block-pager-link" aria-disabled="true">
          {t("block.pager.previous")}
        </span>
      )}
      <span className="block-pager-position">{t("block.pager.page", { page: formatNumber(page, "1.0-0"), count: formatNumber(pageCount, "1.0-0") })}</span>
      {page < pageCount ? (
        <Link className="block-pager-link" to={href(page + 1)} rel="next">
          {t("block.pager.next")}
        </Link>
      ) : (
        <span className="block-pager-link" aria-disabled="true">
          {t("block.pager.next")}
        </span>
      )}
    </nav>
  );
}

import { Link, useLocation } from "react-router";
import { countText } from "../transaction/transaction-texts.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { pagerLinks, pageSearch } from "./paging.ts";

/**
 * Links to the neighbouring pages of a services list (paging.ts), under its table; nothing when the
 * list fits one page.
 *
 * @example
 * <Pager page={2} total={40} pageLength={15} />
 */
export function Pager({ page, total, pageLength }: { readonly page: number; readonly total: number; readonly pageLength: number }) {
  const t = useAcceleratorT();
  const { pathname, search } = useLocation();
  const { previous, next, last } = pagerLinks({ page, total, pageLength });
  if (last === 1 && page === 1) return null;
  const to = (target: number) => `${pathname}${pageSearch(search, target)}`;
  return (
    <nav className="services-pager" aria-label={t("accelerator.pager.label")}>
      {previous !== null ? <Link to={to(previous)}>{t("accelerator.pager.previous")}</Link> : <span aria-hidden="true" />}
      <span className="services-pager-where">{t("accelerator.pager.where", { page: countText(page), last: countText(last) })}</span>
      {next !== null ? <Link to={to(next)}>{t("accelerator.pager.next")}</Link> : <span aria-hidden="true" />}
    </nav>
  );
}

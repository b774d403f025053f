import { useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { usePage } from "../app/page-context.tsx";
import { resolveLocation } from "../app/routes.tsx";
import { useT } from "../i18n/i18n.tsx";
import { siteNavItems } from "./site-nav-items.ts";
import { useDismiss } from "./use-dismiss.ts";

/**
 * The header's links to the site's sections. Wide screens show them as a row; narrow ones behind
 * a menu button (a disclosure: Escape or a click outside closes it, as the network menu does).
 */
export function SiteNav() {
  const t = useT();
  const { state, route, match } = usePage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLElement>(null);
  useDismiss(open, root, () => setOpen(false));

  const items = useMemo(
    () =>
      siteNavItems(
        { language: route.language, network: route.network, base: state.base },
        match && !match.prefix.preview ? match.route : null,
        (pathname) => resolveLocation({ pathname, search: "" }, state)?.kind === "page",
      ),
    [route.language, route.network, state, match],
  );
  if (items.length === 0) return null;
  return (
    <nav className="site-nav" ref={root} aria-label={t("nav.sections")}>
      <button type="button" className="site-nav-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
        <span className="site-nav-icon" aria-hidden="true" />
        <span className="visually-hidden">{t("nav.menu")}</span>
      </button>
      <ul id={listId} className={open ? "site-nav-list site-nav-open" : "site-nav-list"}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.href} aria-current={item.current ? "page" : undefined} onClick={() => setOpen(false)}>
              {t(`nav.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

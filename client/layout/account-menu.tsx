import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { ROUTE_TABLE, routeApplies } from "../../shared/network/route-table.ts";
import { usePage } from "../app/page-context.tsx";
import { useT } from "../i18n/i18n.tsx";
import { loginPath } from "../../shared/network/redirect-target.ts";
import { useAuth } from "../services/auth-session.ts";
import { useDismiss } from "./use-dismiss.ts";

// The list, its texts and the logout call load on the first open: the home page's budget counts every byte here.
const AccountMenuList = lazy(() => import("./account-menu-list.tsx").then((module) => ({ default: module.AccountMenuList })));

/**
 * The header's account entry, where the accelerator's pages exist (spec §1, §6): "Sign in" for an
 * anonymous visitor, returning to the page they were on; the username with a small menu (the
 * account, the history, sign out) once signed in.
 *
 * @example
 * <div className="header-menus"><AccountMenu /><NetworkMenu /></div>
 */
export function AccountMenu() {
  const t = useT();
  const { state, route } = usePage();
  const location = useLocation();
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  useDismiss(open, root, () => setOpen(false));
  // The server never sees a URL's fragment: it joins the link once hydrated, so both renders agree.
  const [hash, setHash] = useState("");
  useEffect(() => setHash(location.hash), [location.hash]);

  const login = ROUTE_TABLE.find((entry) => entry.kind === "page" && entry.page === "login");
  if (login === undefined || route.preview || !routeApplies(login, route.network, "site", state.features)) return null;
  const links = linkBasePath({ language: route.language, network: route.network, base: state.base });
  if (!auth) {
    // The sign-in pages link to each other themselves.
    if (route.rest === "/login" || route.rest === "/signup") return null;
    return (
      <Link className="account-sign-in" to={loginPath(links, `${location.pathname}${location.search}${hash}`)}>
        <svg className="account-sign-in-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3.5 17.5c0.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="account-sign-in-text">{t("nav.sign-in")}</span>
      </Link>
    );
  }
  return (
    <div className="network-menu account-menu" ref={root}>
      <button type="button" className="network-menu-button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((was) => !was)}>
        <span className="account-avatar" aria-hidden="true">
          {auth.user.username.slice(0, 1).toUpperCase()}
        </span>
        <span className="account-name">{auth.user.username}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuList id={menuId} links={links} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

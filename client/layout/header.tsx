import { Link, useNavigate } from "react-router";
import { PRODUCT_NAME } from "../../shared/network/title.ts";
import { networkHomePath } from "../../shared/network/network-home.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { apiGetJson } from "../api/api-fetch.ts";
import { SearchBox } from "../components/search/search-box.tsx";
import { useT } from "../i18n/i18n.tsx";
import { usePage } from "../app/page-context.tsx";
import { AccountMenu } from "./account-menu.tsx";
import { LanguageMenu } from "./language-menu.tsx";
import { NetworkMenu } from "./network-menu.tsx";
import { SiteNav } from "./site-nav.tsx";

/** research §2.2: up to ten addresses that start with `prefix`. */
const loadAddressSuggestions = (prefix: string) =>
  apiGetJson(`/api/address-prefix/${encodeURIComponent(prefix)}`, (json) => (Array.isArray(json) ? json.filter((item): item is string => typeof item === "string") : []));

export function Header() {
  const t = useT();
  const { state, route } = usePage();
  const navigate = useNavigate();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("app.skip-to-content")}
      </a>
      <Link className="brand" to={networkHomePath(route, route.network, state.base)} aria-label={t("nav.home")}>
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">{PRODUCT_NAME}</span>
      </Link>
      <SiteNav />
      <SearchBox
        network={route.network}
        networkBase={linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base })}
        onNavigate={navigate}
        loadSuggestions={loadAddressSuggestions}
      />
      <div className="header-menus">
        <AccountMenu />
        <NetworkMenu />
      </div>
      <LanguageMenu />
    </header>
  );
}

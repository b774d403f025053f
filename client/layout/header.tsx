import { Link } from "react-router";
import { PRODUCT_NAME } from "../../shared/network/title.ts";
import { buildPath } from "../../shared/network/route-prefix.ts";
import { useT } from "../i18n/i18n.tsx";
import { usePage } from "../app/page-context.tsx";
import { NetworkMenu } from "./network-menu.tsx";

export function Header() {
  const t = useT();
  const { state, route } = usePage();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("app.skip-to-content")}
      </a>
      <Link className="brand" to={buildPath({ ...route, base: state.base }, "/")} aria-label={t("nav.home")}>
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">{PRODUCT_NAME}</span>
      </Link>
      <NetworkMenu />
    </header>
  );
}

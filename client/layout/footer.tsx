import { PRODUCT_NAME } from "../../shared/network/title.ts";
import { useT } from "../i18n/i18n.tsx";
import { LanguageLinks } from "./language-links.tsx";

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <p>{t("footer.product", { product: PRODUCT_NAME })}</p>
      <nav className="footer-languages" aria-label={t("nav.languages")}>
        <ul>
          <LanguageLinks />
        </ul>
      </nav>
    </footer>
  );
}

import { LANGUAGES } from "../../shared/network/languages.ts";
import { useT } from "../i18n/i18n.tsx";
import { DisclosureMenu } from "./disclosure-menu.tsx";
import { LanguageLinks, usePageLanguage } from "./language-links.tsx";

/** The header's language switcher: the page's language code over the languages (./language-links.tsx). */
export function LanguageMenu() {
  const t = useT();
  const current = usePageLanguage();
  const name = LANGUAGES.find((language) => language.code === current)?.name ?? current;
  const button = (
    <span className="language-code" aria-hidden="true">
      {current.toUpperCase()}
    </span>
  );
  return (
    <DisclosureMenu className="language-menu" listClassName="language-menu-list" label={t("nav.current-language", { name })} listLabel={t("nav.languages")} button={button}>
      {(close) => <LanguageLinks onChoose={close} />}
    </DisclosureMenu>
  );
}

/**
 * The language choices (spec §3 "Language option", §9): each language by its own name, linking to
 * the current page with `?lang=` so the server remembers the choice in the cookie and answers with
 * the page in that language (a whole document, `rel="alternate"` keeps the click out of in-app
 * navigation: its texts load before it hydrates). Plain links, so they work without JavaScript too.
 */
import { useLocation } from "react-router";
import { languageChoiceHref } from "../../shared/network/language-redirect.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfTag, type LanguageCode } from "../../shared/network/languages.ts";
import { usePage } from "../app/page-context.tsx";

/** The page's language as one of spec §9's codes. */
export function usePageLanguage(): LanguageCode {
  return languageOfTag(usePage().route.language) ?? DEFAULT_LANGUAGE;
}

export function LanguageLinks({ onChoose }: { readonly onChoose?: () => void }) {
  const location = useLocation();
  const current = usePageLanguage();
  return LANGUAGES.map(({ code, name }) => (
    <li key={code}>
      <a href={languageChoiceHref(location, code)} rel="alternate" lang={code} hrefLang={code} aria-current={code === current ? "true" : undefined} onClick={onChoose}>
        {name}
      </a>
    </li>
  ));
}

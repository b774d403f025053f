/**
 * Texts of an area whose screens are all lazy chunks (the accelerator's panel and pages): they
 * travel with those chunks instead of the entry, whose script the home page's budget counts
 * (150 KB gzipped). An area is a dictionary per language like the main one (English complete, any
 * other language partial); its translator reads the area's keys first and passes every other key
 * on to the page's own translator, so an area's component uses one `t` for both.
 *
 * @example
 * const ACCOUNT_AREA = { en: { "account.sign-in": "Sign in" } } as const;
 * const t = useAreaT(ACCOUNT_AREA);
 * t("account.sign-in");   // "Sign in"
 * t("nav.home");          // "Home", from the main dictionary
 */
import { useMemo } from "react";
import { usePage } from "../app/page-context.tsx";
import { formatOwnOrEnglish, type PageTexts, type Translate, translatedText, useT } from "./i18n.tsx";
import type { MessageKey } from "./locales/en.ts";
import type { MessageParams } from "./message-format.ts";
import { languageOfTag } from "../../shared/network/languages.ts";

/** An area's dictionaries: English names every key; other languages translate some of them. */
export type AreaMessages<K extends string> = PageTexts<K>;

export type AreaTranslate<K extends string> = (key: MessageKey | K, params?: MessageParams) => string;

/**
 * The translator of `area` in `language` over `base` (the page's translator): the area's text in
 * that language, else in English, else the base translator's text for the key.
 *
 * @example
 * createAreaTranslator("de", { en: { "a.x": "X" } }, createTranslator("de"))("a.x"); // "X"
 */
export function createAreaTranslator<K extends string>(tag: string, area: AreaMessages<K>, base: Translate): AreaTranslate<K> {
  const language = languageOfTag(tag) ?? tag;
  return (key, params) => {
    if (!Object.hasOwn(area.en, key)) return base(key as MessageKey, params);
    return formatOwnOrEnglish(language, area[language]?.[key as K] ?? translatedText(language, key), area.en[key as K], params);
  };
}

/** The translator of `area` in the page's language (define `area` once, at module level). */
export function useAreaT<K extends string>(area: AreaMessages<K>): AreaTranslate<K> {
  const base = useT();
  const language = usePage().route.language ?? "en";
  return useMemo(() => createAreaTranslator(language, area, base), [language, area, base]);
}

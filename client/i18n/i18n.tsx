import rosetta from "rosetta";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { en, type MessageKey } from "./locales/en.ts";

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Texts of part of the interface, per language: English names every key, others some of them. */
export interface PageTexts<K extends string> {
  readonly en: Readonly<Record<K, string>>;
  readonly [language: string]: Readonly<Partial<Record<K, string>>>;
}

/**
 * Every translator's texts, by language: the entry's own (./locales/en.ts), joined by each page
 * area's when its chunk loads (./page-texts/*.ts), so the home page's first load carries only its own.
 */
const DICTIONARIES: Record<string, Record<string, string>> = { en: { ...en } };

/**
 * Joins an area's texts to every translator (call once, at the area's module level: a component that
 * imports the area's module finds its texts when it renders).
 *
 * @example
 * addPageTexts({ en: { "block.heading": "Block" } });
 * createTranslator("en")("block.heading"); // "Block"
 */
export function addPageTexts<K extends string>(texts: PageTexts<K>): void {
  for (const [language, table] of Object.entries(texts)) Object.assign((DICTIONARIES[language] ??= {}), table);
}

/**
 * Builds the translate function for a language, falling back to English for a language (or a key)
 * that has no translation yet, so a page never shows a raw key.
 *
 * @example
 * const t = createTranslator("en");
 * t("strip.waiting", { network: "Bitcoin" }); // "Connecting to the Bitcoin network…"
 */
export function createTranslator(language: string): Translate {
  const i18n = rosetta<Record<string, string>>(DICTIONARIES);
  const locale = language in DICTIONARIES ? language : "en";
  // Keys are passed as one-segment paths: rosetta would otherwise read "strip.waiting" as nested.
  return (key, params) => {
    const text = i18n.t([key], params, locale);
    return text === "" ? i18n.t([key], params, "en") : text;
  };
}

const TranslateContext = createContext<Translate>(createTranslator("en"));

export function I18nProvider({ language, children }: { language: string; children: ReactNode }) {
  const translate = useMemo(() => createTranslator(language), [language]);
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

/** The translate function of the page's language. */
export const useT = (): Translate => useContext(TranslateContext);

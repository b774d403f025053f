import { createContext, useContext, useMemo, type ReactNode } from "react";
import { en, type MessageKey } from "./locales/en.ts";
import { formatMessage, type MessageParams } from "./message-format.ts";
import { languageOfTag } from "../../shared/network/languages.ts";

export type Translate = (key: MessageKey, params?: MessageParams) => string;

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
  for (const [language, table] of Object.entries(texts)) addLanguageTexts(language, table);
}

/** Joins a language's whole dictionary (./dictionaries.ts loads them). */
export function addLanguageTexts(language: string, table: Readonly<Partial<Record<string, string>>>): void {
  const dictionary = (DICTIONARIES[language] ??= {});
  for (const [key, text] of Object.entries(table)) if (text !== undefined) dictionary[key] = text;
}

/**
 * A key's text in `language` with its parameters: `own` (the language's text, if it has one), else
 * `english`. The one fallback rule of every translator (this file's and ./area-translator.ts).
 */
export function formatOwnOrEnglish(language: string, own: string | undefined, english: string, params: MessageParams | undefined): string {
  return own === undefined || own === "" ? formatMessage(english, params, "en") : formatMessage(own, params, language);
}

/** The text of `key` in `language`, or undefined where it has none (English included). */
export const translatedText = (language: string, key: string): string | undefined => DICTIONARIES[language]?.[key];

/**
 * Builds the translate function for a language, falling back to English for a language (or a key)
 * that has no translation yet, so a page never shows a raw key.
 *
 * @example
 * const t = createTranslator("en");
 * t("strip.waiting", { network: "Bitcoin" }); // "Connecting to the Bitcoin network…"
 */
export function createTranslator(tag: string): Translate {
  const language = languageOfTag(tag) ?? tag;
  // Looked up at each call: an area's texts join after the translator was made.
  return (key, params) => formatOwnOrEnglish(language, DICTIONARIES[language]?.[key], DICTIONARIES.en![key] ?? "", params);
}

const TranslateContext = createContext<Translate>(createTranslator("en"));

export function I18nProvider({ language, children }: { language: string; children: ReactNode }) {
  const translate = useMemo(() => createTranslator(language), [language]);
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

/** The translate function of the page's language. */
export const useT = (): Translate => useContext(TranslateContext);

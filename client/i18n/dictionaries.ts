/**
 * Every language's texts but English's (spec §9), one JSON file each in ./dictionaries/: a lazy
 * chunk the browser loads before it hydrates a page in that language, so a page carries only its
 * own language (English stays in the entry). The worker loads them the same way, as it renders.
 * A dictionary names every key of the English texts (tests/unit/i18n/dictionaries.test.ts).
 *
 * @example
 * await loadDictionary("de");
 * createTranslator("de")("nav.home"); // "Startseite"
 */
import type { LanguageCode } from "../../shared/network/languages.ts";
import { addLanguageTexts } from "./i18n.tsx";

export type Dictionary = Readonly<Record<string, string>>;

/** English is the texts' own language (./locales/en.ts): every other one has a file. */
type TranslatedLanguage = Exclude<LanguageCode, "en">;

/** Where each language's texts load from: a table, so bundlers see every file. */
const DICTIONARY_FILES: Readonly<Record<TranslatedLanguage, () => Promise<{ readonly default: Dictionary }>>> = {
  ar: () => import("./dictionaries/ar.json"),
  cs: () => import("./dictionaries/cs.json"),
  da: () => import("./dictionaries/da.json"),
  de: () => import("./dictionaries/de.json"),
  es: () => import("./dictionaries/es.json"),
  fa: () => import("./dictionaries/fa.json"),
  fr: () => import("./dictionaries/fr.json"),
  ko: () => import("./dictionaries/ko.json"),
  hi: () => import("./dictionaries/hi.json"),
  ne: () => import("./dictionaries/ne.json"),
  it: () => import("./dictionaries/it.json"),
  he: () => import("./dictionaries/he.json"),
  ka: () => import("./dictionaries/ka.json"),
  lt: () => import("./dictionaries/lt.json"),
  hu: () => import("./dictionaries/hu.json"),
  mk: () => import("./dictionaries/mk.json"),
  nl: () => import("./dictionaries/nl.json"),
  ja: () => import("./dictionaries/ja.json"),
  nb: () => import("./dictionaries/nb.json"),
  pl: () => import("./dictionaries/pl.json"),
  pt: () => import("./dictionaries/pt.json"),
  ro: () => import("./dictionaries/ro.json"),
  ru: () => import("./dictionaries/ru.json"),
  sl: () => import("./dictionaries/sl.json"),
  fi: () => import("./dictionaries/fi.json"),
  sv: () => import("./dictionaries/sv.json"),
  th: () => import("./dictionaries/th.json"),
  tr: () => import("./dictionaries/tr.json"),
  uk: () => import("./dictionaries/uk.json"),
  vi: () => import("./dictionaries/vi.json"),
  zh: () => import("./dictionaries/zh.json"),
};

const loaded = new Map<LanguageCode, Promise<void>>();

const hasDictionary = (language: LanguageCode): language is TranslatedLanguage => Object.hasOwn(DICTIONARY_FILES, language);

/** Loads `language`'s texts once and joins them to every translator; English needs nothing. */
export function loadDictionary(language: LanguageCode): Promise<void> {
  if (!hasDictionary(language)) return Promise.resolve();
  const kept = loaded.get(language);
  if (kept !== undefined) return kept;
  const loading = DICTIONARY_FILES[language]().then((module) => addLanguageTexts(language, module.default));
  // A failed load may be tried again (a network blip in the browser); the page stays English meanwhile.
  loading.catch(() => loaded.delete(language));
  loaded.set(language, loading);
  return loading;
}


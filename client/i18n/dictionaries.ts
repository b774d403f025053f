/**
 * Every language's texts but English's (spec §9), as JSON in ./dictionaries/, each in two lazy
 * chunks: `entry/` holds the texts the entry's own code shows (./locales/en.ts, the frame and the
 * home page, and the areas it imports, such as the charts'), `pages/` those of every page with a
 * chunk of its own (./page-texts/*.ts, the accelerator's areas). A page carries only its own
 * language (English stays in the entry), and the home page only the small part. The browser loads
 * the entry part before it hydrates, and the pages part with any page that has a chunk
 * (../app/lazy-page.tsx); the worker loads both as it renders. Together a language's two parts name
 * every key of the English texts (tests/client/i18n/dictionaries.test.ts).
 *
 * @example
 * await loadDictionary("de");
 * createTranslator("de")("nav.home"); // "Startseite"
 */
import { languageOfTag, type LanguageCode } from "../../shared/network/languages.ts";
import { addLanguageTexts } from "./i18n.tsx";

export type Dictionary = Readonly<Record<string, string>>;

/** English is the texts' own language (./locales/en.ts): every other one has files. */
type TranslatedLanguage = Exclude<LanguageCode, "en">;

type DictionaryFiles = Readonly<Record<TranslatedLanguage, () => Promise<{ readonly default: Dictionary }>>>;

/** Where each language's texts load from: tables, so bundlers see every file. */
const ENTRY_FILES: DictionaryFiles = {
  ar: () => import("./dictionaries/entry/ar.json"),
  cs: () => import("./dictionaries/entry/cs.json"),
  da: () => import("./dictionaries/entry/da.json"),
  de: () => import("./dictionaries/entry/de.json"),
  es: () => import("./dictionaries/entry/es.json"),
  fa: () => import("./dictionaries/entry/fa.json"),
  fr: () => import("./dictionaries/entry/fr.json"),
  ko: () => import("./dictionaries/entry/ko.json"),
  hi: () => import("./dictionaries/entry/hi.json"),
  ne: () => import("./dictionaries/entry/ne.json"),
  it: () => import("./dictionaries/entry/it.json"),
  he: () => import("./dictionaries/entry/he.json"),
  ka: () => import("./dictionaries/entry/ka.json"),
  lt: () => import("./dictionaries/entry/lt.json"),
  hu: () => import("./dictionaries/entry/hu.json"),
  mk: () => import("./dictionaries/entry/mk.json"),
  nl: () => import("./dictionaries/entry/nl.json"),
  ja: () => import("./dictionaries/entry/ja.json"),
  nb: () => import("./dictionaries/entry/nb.json"),
  pl: () => import("./dictionaries/entry/pl.json"),
  pt: () => import("./dictionaries/entry/pt.json"),
  ro: () => import("./dictionaries/entry/ro.json"),
  ru: () => import("./dictionaries/entry/ru.json"),
  sl: () => import("./dictionaries/entry/sl.json"),
  fi: () => import("./dictionaries/entry/fi.json"),
  sv: () => import("./dictionaries/entry/sv.json"),
  th: () => import("./dictionaries/entry/th.json"),
  tr: () => import("./dictionaries/entry/tr.json"),
  uk: () => import("./dictionaries/entry/uk.json"),
  vi: () => import("./dictionaries/entry/vi.json"),
  zh: () => import("./dictionaries/entry/zh.json"),
};

const PAGE_FILES: DictionaryFiles = {
  ar: () => import("./dictionaries/pages/ar.json"),
  cs: () => import("./dictionaries/pages/cs.json"),
  da: () => import("./dictionaries/pages/da.json"),
  de: () => import("./dictionaries/pages/de.json"),
  es: () => import("./dictionaries/pages/es.json"),
  fa: () => import("./dictionaries/pages/fa.json"),
  fr: () => import("./dictionaries/pages/fr.json"),
  ko: () => import("./dictionaries/pages/ko.json"),
  hi: () => import("./dictionaries/pages/hi.json"),
  ne: () => import("./dictionaries/pages/ne.json"),
  it: () => import("./dictionaries/pages/it.json"),
  he: () => import("./dictionaries/pages/he.json"),
  ka: () => import("./dictionaries/pages/ka.json"),
  lt: () => import("./dictionaries/pages/lt.json"),
  hu: () => import("./dictionaries/pages/hu.json"),
  mk: () => import("./dictionaries/pages/mk.json"),
  nl: () => import("./dictionaries/pages/nl.json"),
  ja: () => import("./dictionaries/pages/ja.json"),
  nb: () => import("./dictionaries/pages/nb.json"),
  pl: () => import("./dictionaries/pages/pl.json"),
  pt: () => import("./dictionaries/pages/pt.json"),
  ro: () => import("./dictionaries/pages/ro.json"),
  ru: () => import("./dictionaries/pages/ru.json"),
  sl: () => import("./dictionaries/pages/sl.json"),
  fi: () => import("./dictionaries/pages/fi.json"),
  sv: () => import("./dictionaries/pages/sv.json"),
  th: () => import("./dictionaries/pages/th.json"),
  tr: () => import("./dictionaries/pages/tr.json"),
  uk: () => import("./dictionaries/pages/uk.json"),
  vi: () => import("./dictionaries/pages/vi.json"),
  zh: () => import("./dictionaries/pages/zh.json"),
};

const loaded = new Map<string, Promise<void>>();

const hasDictionary = (language: LanguageCode): language is TranslatedLanguage => Object.hasOwn(ENTRY_FILES, language);

function loadPart(language: LanguageCode, part: "entry" | "pages"): Promise<void> {
  if (!hasDictionary(language)) return Promise.resolve();
  const key = `${language}/${part}`;
  const kept = loaded.get(key);
  if (kept !== undefined) return kept;
  const loading = (part === "entry" ? ENTRY_FILES : PAGE_FILES)[language]().then((module) => addLanguageTexts(language, module.default));
  // A failed load may be tried again (a network blip in the browser); the page stays English meanwhile.
  loading.catch(() => loaded.delete(key));
  loaded.set(key, loading);
  return loading;
}

/** The texts of the entry's own code in `language` (the home page needs no more). */
export const loadEntryTexts = (language: LanguageCode): Promise<void> => loadPart(language, "entry");

/** The texts of the pages with chunks of their own in `language`. */
export const loadPageTexts = (language: LanguageCode): Promise<void> => loadPart(language, "pages");

/** All of `language`'s texts, joined to every translator once loaded; English needs nothing. */
export async function loadDictionary(language: LanguageCode): Promise<void> {
  await Promise.all([loadEntryTexts(language), loadPageTexts(language)]);
}

/**
 * In the browser, the pages part of the document's language (a document has one: choosing another
 * loads a new one); nothing on the server, which loads whole dictionaries as it renders.
 */
export function loadDocumentPageTexts(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  const language = languageOfTag(document.documentElement.lang);
  return language === null ? Promise.resolve() : loadPageTexts(language);
}

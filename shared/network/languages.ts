/**
 * Supported interface languages (spec §9) with their native names (spec §3 "Language option"), and
 * the right-to-left rule of spec §2.1.
 *
 * @example
 * languageOfTag("pt-BR");   // "pt"
 * isRightToLeft("he-IL");   // true
 */

/** A language option as the language menu lists it (spec §3). */
export interface LanguageOption {
  readonly code: LanguageCode;
  /** The language's name in that language. */
  readonly name: string;
}

/** The 32 codes of spec §9, in the spec's order. */
export const LANGUAGE_CODES = [
  "ar", "cs", "da", "de", "en", "es", "fa", "fr", "ko", "hi", "ne", "it", "he", "ka", "lt", "hu",
  "mk", "nl", "ja", "nb", "pl", "pt", "ro", "ru", "sl", "fi", "sv", "th", "tr", "uk", "vi", "zh",
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** English is the default and the only language without a path prefix (spec §2.1). */
export const DEFAULT_LANGUAGE: LanguageCode = "en";

const NATIVE_NAMES: Readonly<Record<LanguageCode, string>> = {
  ar: "العربية", cs: "Čeština", da: "Dansk", de: "Deutsch", en: "English", es: "Español",
  fa: "فارسی", fr: "Français", ko: "한국어", hi: "हिन्दी", ne: "नेपाली", it: "Italiano",
  he: "עברית", ka: "ქართული", lt: "Lietuvių", hu: "Magyar", mk: "Македонски", nl: "Nederlands",
  ja: "日本語", nb: "Norsk Bokmål", pl: "Polski", pt: "Português", ro: "Română", ru: "Русский",
  sl: "Slovenščina", fi: "Suomi", sv: "Svenska", th: "ไทย", tr: "Türkçe", uk: "Українська",
  vi: "Tiếng Việt", zh: "中文",
};

/** Every supported language with its native name, in the order of spec §9. */
export const LANGUAGES: readonly LanguageOption[] = LANGUAGE_CODES.map((code) => ({ code, name: NATIVE_NAMES[code] }));

/** The 31 languages that appear as a /{lang} path prefix (all but English). */
export const PREFIXED_LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGE_CODES.filter((c) => c !== DEFAULT_LANGUAGE);

/** spec §2.1: the page direction is right-to-left for these locales. */
export const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<LanguageCode> = new Set<LanguageCode>(["ar", "fa", "he"]);

// spec §2.1: "two letters, optionally with a region".
const LANGUAGE_TAG = /^([a-z]{2})(?:-[A-Za-z]{2})?$/;

/**
 * True when `input` is exactly one of the 32 supported codes.
 *
 * @example
 * isLanguageCode("de");     // true
 * isLanguageCode("pt-BR");  // false (a tag, not a code; see languageOfTag)
 */
export function isLanguageCode(input: unknown): input is LanguageCode {
  return typeof input === "string" && (LANGUAGE_CODES as readonly string[]).includes(input);
}

/**
 * The supported language of a tag written as two lower-case letters, optionally with a two-letter
 * region ("de", "pt-BR"); null for any other shape or an unsupported language.
 *
 * @example
 * languageOfTag("pt-BR");  // "pt"
 * languageOfTag("xx");     // null
 * languageOfTag("DE");     // null (path prefixes are lower case)
 */
export function languageOfTag(tag: unknown): LanguageCode | null {
  if (typeof tag !== "string") return null;
  const primary = LANGUAGE_TAG.exec(tag)?.[1];
  return isLanguageCode(primary) ? primary : null;
}

/**
 * True for right-to-left locales (ar, fa, he), with or without a region ("ar-EG", "fa_IR"), in
 * any letter case. Anything else, including a non-string, is left-to-right.
 *
 * @example
 * isRightToLeft("ar");     // true
 * isRightToLeft("fa_IR");  // true
 * isRightToLeft("arn");    // false (Mapudungun: the whole primary subtag is compared)
 */
export function isRightToLeft(locale: unknown): boolean {
  if (typeof locale !== "string") return false;
  const primary = locale.split(/[-_]/)[0]?.toLowerCase();
  return isLanguageCode(primary) && RIGHT_TO_LEFT_LANGUAGES.has(primary);
}

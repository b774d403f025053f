/**
 * How numbers and dates print in each language (issue 16), decided in this one place:
 *
 * - **Latin digits (0–9) in every language**, Arabic, Persian and the Devanagari ones too: heights,
 *   hashes, txids and addresses are identifiers people copy and search; amounts, fee rates and sizes
 *   go into wallets and calculators; and those languages' Bitcoin communities write figures so.
 * - **The language's decimal mark and grouping** (CLDR through Intl) for every quantity, heights
 *   included: "1.234,5" in German, "1 234,5" in French, "12,34,567" in Hindi. English-style "1,234"
 *   would read as one point two three four in German.
 * - **Never grouped:** hashes, txids, addresses, nonces, versions, and heights in addresses (URLs).
 * - **Dates:** the Gregorian calendar in UTC with the language's month names and order (a block's
 *   time is the same for everyone; Persian and Thai would otherwise get other calendars). Relative
 *   times ("3 minutes ago") are the dictionaries' texts, chosen by Intl.PluralRules (message-format.ts).
 * - **Machine text stays canonical** ("1234.5"): CSV, URLs, attributes, the API.
 *
 * Formatters read the language from `formatLanguage()`. The browser sets it once, from the document,
 * before hydrating; the worker runs each render in its own page's language (an AsyncLocalStorage),
 * so concurrent renders of different languages never share it. Unset, it is English.
 *
 * @example
 * intlLocale("fa");           // "fa-u-ca-gregory-nu-latn"
 * numeralStyle("de").decimal; // ","
 */

/** The separators a language writes numbers with, in Latin digits. */
export interface NumeralStyle {
  readonly decimal: string;
  readonly group: string;
  readonly minus: string;
  /** Digits in the groups after the first three (2 in Hindi's 12,34,567). */
  readonly secondaryGroup: number;
  /** 2 when a four-digit number stays whole ("1234" in Spanish, "12.345" from five digits). */
  readonly minimumGroupingDigits: 1 | 2;
}

/** The style of English and of machine text. */
export const CANONICAL_NUMERALS: NumeralStyle = { decimal: ".", group: ",", minus: "-", secondaryGroup: 3, minimumGroupingDigits: 1 };

/** The Intl locale of a language: Latin digits and the Gregorian calendar, whatever the language's defaults. */
export const intlLocale = (language: string): string => `${language}-u-ca-gregory-nu-latn`;

const STYLES = new Map<string, NumeralStyle>();
// Bidi marks Intl puts around a minus sign in right-to-left languages; the texts isolate numbers instead.
const BIDI_MARKS = /[\u061c\u200e\u200f]/g;

/** The language's separators, from Intl's own formatting of sample numbers. */
export function numeralStyle(language: string): NumeralStyle {
  let style = STYLES.get(language);
  if (style === undefined) {
    style = readNumeralStyle(language);
    STYLES.set(language, style);
  }
  return style;
}

function readNumeralStyle(language: string): NumeralStyle {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 });
  } catch {
    return CANONICAL_NUMERALS;
  }
  const part = (value: number, type: Intl.NumberFormatPartTypes): string | undefined => format.formatToParts(value).find((p) => p.type === type)?.value;
  const integers = (value: number): string[] => format.formatToParts(value).filter((p) => p.type === "integer").map((p) => p.value);
  const millions = integers(1_234_567);
  return {
    decimal: part(1.5, "decimal") ?? ".",
    group: part(1_234_567, "group") ?? ",",
    minus: (part(-1, "minusSign") ?? "-").replace(BIDI_MARKS, ""),
    secondaryGroup: millions.length > 1 ? (millions[1]?.length ?? 3) : 3,
    minimumGroupingDigits: integers(1_234).length > 1 ? 1 : 2,
  };
}

/**
 * Groups a run of integer digits with the style's separator.
 *
 * @example
 * groupDigits("1234567", numeralStyle("hi")); // "12,34,567"
 */
export function groupDigits(integer: string, style: NumeralStyle): string {
  if (integer.length < 4 || integer.length < 3 + style.minimumGroupingDigits) return integer;
  const groups = [integer.slice(-3)];
  let rest = integer.slice(0, -3);
  while (rest.length > style.secondaryGroup) {
    groups.unshift(rest.slice(-style.secondaryGroup));
    rest = rest.slice(0, -style.secondaryGroup);
  }
  if (rest !== "") groups.unshift(rest);
  return groups.join(style.group);
}

/**
 * Reads a number printed in `language`'s style back ("1.024" in German is 1024); NaN for text
 * without digits.
 *
 * @example
 * readLocalNumber("12 345,5", "fr"); // 12345.5
 */
export function readLocalNumber(text: string, language: string): number {
  const style = numeralStyle(language);
  let plain = "";
  for (const char of text) {
    if (char >= "0" && char <= "9") plain += char;
    else if (char === style.decimal) plain += ".";
    else if ((char === style.minus || char === "-") && plain === "") plain = "-";
  }
  return /\d/.test(plain) ? Number(plain) : Number.NaN;
}

let languageSource: () => string | undefined = () => undefined;

/** The language numbers and dates print in now (see the module's comment); English when unset. */
export const formatLanguage = (): string => languageSource() ?? "en";

/** Where formatLanguage() reads from: set once by the browser's entry and by the worker. */
export function setFormatLanguageSource(source: () => string | undefined): void {
  languageSource = source;
}

/** The separators of formatLanguage(). */
export const activeNumeralStyle = (): NumeralStyle => numeralStyle(formatLanguage());

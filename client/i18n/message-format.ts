/**
 * The texts' one syntax, for every language: `{{name}}` puts a parameter in as given, and
 * `{name, plural, one {…} other {…}}` chooses a form by the number in `name` with the language's
 * plural rules (Intl.PluralRules: Arabic has six forms, Russian four, Japanese one); `=N` matches
 * exactly N, and `#` in a form stands for the parameter as given. A language may use a plural where
 * English needs none ("+{{count}} blocks"), so any numeric parameter can choose.
 *
 * In a right-to-left language every parameter is put in as an isolate (U+2068 … U+2069): a number
 * with its unit, a height, a hash or an amount keeps its own order inside the sentence ("1.92 kB",
 * not "kB 1.92"), and one in Arabic script reads right to left; a text of parameters and
 * punctuation with right-to-left words in them starts with a right-to-left mark. The one place
 * that decides it.
 *
 * @example
 * formatMessage("{count, plural, one {# block} other {# blocks}}", { count: "1,024" }, "en"); // "1,024 blocks"
 * formatMessage("{{height}} ist da", { height: 840000 }, "de");                               // "840000 ist da"
 */
import { readLocalNumber } from "../../shared/format/format-language.ts";
import { isRightToLeft } from "../../shared/network/languages.ts";

export type MessageParams = Readonly<Record<string, string | number>>;

const RULES = new Map<string, Intl.PluralRules>();

/** First-strong isolate and its end (Unicode bidi): the browser lays the text between out on its own. */
export const ISOLATE_START = "\u2068";
export const ISOLATE_END = "\u2069";
export const RIGHT_TO_LEFT_MARK = "\u200f";
/** A letter of a right-to-left script (Hebrew, Arabic and its extensions). */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * `text` without the isolates and the right-to-left mark: for a drawing engine that lays its lines
 * out itself (the link-preview cards give each line its direction), where the marks would only
 * choose the wrong font.
 */
export const withoutIsolates = (text: string): string => text.replace(/[\u2068\u2069\u200f]/g, "");

const shown = (value: string | number | undefined, isolate: boolean): string =>
  value === undefined ? "" : isolate ? `${ISOLATE_START}${String(value)}${ISOLATE_END}` : String(value);

function pluralRules(language: string): Intl.PluralRules {
  let rules = RULES.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    RULES.set(language, rules);
  }
  return rules;
}

/** The plural categories `language` distinguishes, as its texts must spell them out. */
export const pluralCategories = (language: string): readonly Intl.LDMLPluralRule[] => pluralRules(language).resolvedOptions().pluralCategories;

/** The number a parameter carries: callers pass counts already formatted in the language ("1,024", "1.024"). */
export function parameterNumber(value: string | number | undefined, language = "en"): number {
  if (typeof value === "number") return value;
  if (value === undefined) return Number.NaN;
  return readLocalNumber(value, language);
}

/** A `{name, plural, …}` block: its parameter and its forms by selector ("one", "=0"…). */
interface PluralBlock {
  readonly name: string;
  readonly forms: ReadonlyMap<string, string>;
  /** Index just past the block's closing brace. */
  readonly end: number;
}

const PLURAL_HEAD = /^\{\s*([\w-]+)\s*,\s*plural\s*,/;

/** The index of the `}` closing the `{` at `open`, counting the braces of nested blocks. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === "{") depth++;
    else if (text[at] === "}" && --depth === 0) return at;
  }
  return -1;
}

function parsePluralBlock(text: string, start: number): PluralBlock | null {
  const head = PLURAL_HEAD.exec(text.slice(start));
  if (!head) return null;
  const end = closingBrace(text, start);
  if (end < 0) return null;
  const forms = new Map<string, string>();
  let at = start + head[0].length;
  while (at < end) {
    const selector = /^\s*(=\d+(?:\.\d+)?|zero|one|two|few|many|other)\s*\{/.exec(text.slice(at, end));
    if (!selector) {
      if (text.slice(at, end).trim() === "") break;
      return null;
    }
    const open = at + selector[0].length - 1;
    const close = closingBrace(text, open);
    if (close < 0 || close > end) return null;
    forms.set(selector[1]!, text.slice(open + 1, close));
    at = close + 1;
  }
  return forms.has("other") ? { name: head[1]!, forms, end: end + 1 } : null;
}

/** `template` with its parameters put in and its plural forms chosen for `language`. */
export function formatMessage(template: string, params: MessageParams | undefined, language: string): string {
  if (!isRightToLeft(language)) return format(template, params, language, false);
  const text = format(template, params, language, true);
  // Only parameters and punctuation, some of them right to left ("{{date}} ({{age}})" with Arabic
  // words in both): a mark makes it read in the page's direction, where a value element (rtl.css,
  // plaintext) would take it as left to right. "~{{rate}} {{unit}}" stays left to right.
  return RIGHT_TO_LEFT_LETTER.test(text) && !/\p{L}/u.test(outsideIsolates(text)) ? `${RIGHT_TO_LEFT_MARK}${text}` : text;
}

/** The text between the isolates: what the template itself says. */
function outsideIsolates(text: string): string {
  let depth = 0;
  let out = "";
  for (const char of text) {
    if (char === ISOLATE_START) depth++;
    else if (char === ISOLATE_END) depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

function format(template: string, params: MessageParams | undefined, language: string, isolate: boolean): string {
  let out = "";
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf("{", at);
    if (open < 0) break;
    out += template.slice(at, open);
    if (template.startsWith("{{", open)) {
      const close = template.indexOf("}}", open + 2);
      if (close < 0) return out + template.slice(open);
      const value = params?.[template.slice(open + 2, close).trim()];
      out += shown(value, isolate);
      at = close + 2;
      continue;
    }
    const block = parsePluralBlock(template, open);
    if (!block) {
      out += "{";
      at = open + 1;
      continue;
    }
    const value = params?.[block.name];
    const count = parameterNumber(value, language);
    const exact = Number.isNaN(count) ? undefined : block.forms.get(`=${count}`);
    const form = exact ?? block.forms.get(Number.isNaN(count) ? "other" : pluralRules(language).select(count)) ?? block.forms.get("other")!;
    out += format(form.replaceAll("#", shown(value, isolate)), params, language, isolate);
    at = block.end;
  }
  return out + template.slice(at);
}

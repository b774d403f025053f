/**
 * Every language's dictionary (client/i18n/dictionaries/{entry,pages}/*.json) against the English texts: every
 * key, every parameter kept, plural forms exactly as the language's rules ask, and nothing left in
 * English but what client/i18n/kept-as-english.ts allows.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PREFIXED_LANGUAGE_CODES } from "../../../shared/network/languages.ts";
import { pluralCategories } from "../../../client/i18n/message-format.ts";
import { isKeptAsEnglish } from "../../../client/i18n/kept-as-english.ts";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import { loadDictionary } from "../../../client/i18n/dictionaries.ts";
import { closureOf } from "../../support/module-closure.ts";

const englishModules = import.meta.glob<Record<string, Readonly<Record<string, string>>>>("../../../client/i18n/locales/en/*.ts", { eager: true });
const ENGLISH: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(englishModules).flatMap((module) => Object.values(module)));

/** The keys of the English texts the entry's code imports (./locales/en.ts and the areas it shows, such as the charts'). */
const ENTRY_KEYS: ReadonlySet<string> = new Set(
  [...closureOf("client/entry.tsx")]
    .filter((path) => /^client\/i18n\/locales\/en\/[^/]+\.ts$/.test(path))
    .flatMap((path) => Object.values(englishModules[`../../../${path}`]!).flatMap((table) => Object.keys(table))),
);

const part = (kind: "entry" | "pages", language: string): Record<string, unknown> =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../client/i18n/dictionaries/${kind}/${language}.json`), "utf8")) as Record<string, unknown>;
const dictionary = (language: string): Record<string, unknown> => ({ ...part("entry", language), ...part("pages", language) });

const NON_LATIN_DIGIT = /(?![0-9])\p{Nd}/u;
const PARAMETER = /\{\{\s*([\w-]+)\s*\}\}/g;
const PLURAL_HEAD = /\{\s*([\w-]+)\s*,\s*plural\s*,/g;
const parameters = (text: string): string[] => [...new Set([...text.matchAll(PARAMETER), ...text.matchAll(PLURAL_HEAD)].map((match) => match[1]!))].sort();

/** The forms each plural block of `text` gives, by its parameter ("count: few,many,one,other"). */
function pluralForms(text: string): string[] {
  const blocks: string[] = [];
  for (const head of text.matchAll(PLURAL_HEAD)) {
    const forms: string[] = [];
    let depth = 0;
    let at = head.index + head[0].length;
    for (; at < text.length && depth >= 0; at++) {
      if (text[at] === "{") {
        if (depth === 0) forms.push(/(zero|one|two|few|many|other|=\d+)\s*$/.exec(text.slice(0, at))?.[1] ?? "?");
        depth++;
      } else if (text[at] === "}") depth--;
    }
    blocks.push(`${head[1]}: ${forms.filter((form) => !form.startsWith("=")).sort().join(",")}`);
  }
  return blocks;
}

describe("every language's dictionary", () => {
  it("reads the English texts", () => {
    expect(Object.keys(ENGLISH).length).toBeGreaterThan(1_000);
  });

  for (const language of PREFIXED_LANGUAGE_CODES) {
    it(`${language}: every key, its parameters, its plural forms, Latin digits and no English`, () => {
      const texts = dictionary(language);
      const categories = [...pluralCategories(language)].sort().join(",");
      const problems: string[] = [];
      for (const key of Object.keys(texts)) if (!Object.hasOwn(ENGLISH, key)) problems.push(`${key}: not an English key`);
      for (const [key, english] of Object.entries(ENGLISH)) {
        const text = texts[key];
        if (typeof text !== "string" || text.trim() === "") {
          problems.push(`${key}: missing`);
          continue;
        }
        const lost = parameters(english).filter((name) => !parameters(text).includes(name));
        const unknown = parameters(text).filter((name) => !parameters(english).includes(name));
        if (lost.length > 0 || unknown.length > 0) problems.push(`${key}: parameters lost [${lost}], unknown [${unknown}]`);
        for (const block of pluralForms(text)) if (!block.endsWith(`: ${categories}`)) problems.push(`${key}: plural ${block}, ${language} has ${categories}`);
        if (text === english && !isKeptAsEnglish(language, english)) problems.push(`${key}: still English ("${english}")`);
        // Figures are written in Latin digits in every language (shared/format/format-language.ts).
        if (NON_LATIN_DIGIT.test(text)) problems.push(`${key}: digits of another script ("${text}")`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("keeps the texts of the entry's own code apart, so the home page loads only those", () => {
    for (const language of PREFIXED_LANGUAGE_CODES) {
      expect(Object.keys(part("entry", language)).sort(), language).toEqual([...ENTRY_KEYS].sort());
      expect(Object.keys(part("pages", language)).filter((key) => ENTRY_KEYS.has(key)), language).toEqual([]);
    }
  });

  it("joins the translators once loaded, which then read it for every key", async () => {
    await loadDictionary("de");
    const t = createTranslator("de");
    expect(t("nav.home")).toBe(dictionary("de")["nav.home"]);
    expect(t("strip.tx-count", { count: "2" })).not.toBe(createTranslator("en")("strip.tx-count", { count: "2" }));
  });
});

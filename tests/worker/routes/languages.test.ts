/**
 * Every language through the worker (issue 16): the home, block, transaction, mining and kiosk
 * pages as a crawler gets them (whole, head included) carry no English left, their `<html>` says
 * the language and direction, and every page links its versions in all languages.
 *
 * "No English" is read from the dictionaries: each English text's words between its parameters
 * ("Fee rate", "transactions") must not stand in the page, unless the language's own texts use
 * them too (a unit, a code, a name: client/i18n/kept-as-english.ts).
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, PREFIXED_LANGUAGE_CODES, isRightToLeft } from "../../../shared/network/languages.ts";
import { ISOLATE_END, ISOLATE_START } from "../../../client/i18n/message-format.ts";
import { satsToBtc } from "../../../shared/format/amount.ts";
import { formatDate } from "../../../shared/format/date-time.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { numeralStyle } from "../../../shared/format/format-language.ts";
import { ORIGIN, getJson, tipHash, tipTransactions } from "./devnet-samples.ts";

const englishModules = import.meta.glob<Record<string, Readonly<Record<string, string>>>>("../../../client/i18n/locales/en/*.ts", { eager: true });
const ENGLISH: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(englishModules).flatMap((module) => Object.values(module)));
const dictionaries = import.meta.glob<Readonly<Record<string, string>>>("../../../client/i18n/dictionaries/*/*.json", { eager: true, import: "default" });
const dictionary = (language: string): Readonly<Record<string, string>> => ({
  ...dictionaries[`../../../client/i18n/dictionaries/entry/${language}.json`],
  ...dictionaries[`../../../client/i18n/dictionaries/pages/${language}.json`],
});

const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

/** The literal runs of a text: between its parameters, plural syntax and numbers. */
const literalRuns = (text: string): string[] =>
  text
    .replace(/\{\{\s*[\w-]+\s*\}\}/g, "\u0000")
    .replace(/\{\s*[\w-]+\s*,\s*plural\s*,|(?:zero|one|two|few|many|other|=\d+)\s*\{|[{}#]/g, "\u0000")
    .split("\u0000")
    .map((run) => run.trim());

/** English runs long enough to be English on their own: two words, or one of six letters or more. */
function englishRuns(language: string): string[] {
  const own = Object.values(dictionary(language)).join("\n");
  const runs = new Set<string>();
  for (const [key, english] of Object.entries(ENGLISH)) {
    if (dictionary(language)[key] === english) continue;
    for (const run of literalRuns(english)) {
      const words = run.match(/\p{L}+/gu) ?? [];
      if (words.length >= 2 || words.some((word) => word.length >= 6)) if (!own.includes(run)) runs.add(run);
    }
  }
  return [...runs];
}

/** What a reader sees of a document: its text and its labels, without scripts, styles or markup. */
function visibleText(html: string): string {
  const labels = [...html.matchAll(/\s(?:aria-label|title|alt|placeholder|content)="([^"]*)"/g)].map((match) => match[1]);
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return [body, ...labels].join(" \n ").replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");
}

const escaped = (run: string): string => run.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const standsIn = (run: string, text: string): boolean => new RegExp(`(?<![\\p{L}])${escaped(run)}(?![\\p{L}])`, "u").test(text);

async function documentOf(path: string): Promise<string> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: CRAWLER, redirect: "manual" });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("every language's pages", () => {
  it.each(PREFIXED_LANGUAGE_CODES)("%s: home, block, transaction, mining and kiosk pages with no English left", async (language) => {
    const block = await tipHash();
    const [coinbase] = await tipTransactions();
    const runs = englishRuns(language);
    // Pool names are the chain's data, not texts ("Tidewater Mining", and "Unknown" for the rest).
    const pools = (await getJson<{ pools: { name: string }[] }>("/api/v1/mining/pools/1w")).pools.map((pool) => pool.name);
    const left: string[] = [];
    for (const route of ["", `/block/${block}`, `/tx/${coinbase!.txid}`, "/mining", "/view/blocks"]) {
      const html = await documentOf(`/${language}${route}`);
      expect(html).toContain(`<html lang="${language}" dir="${isRightToLeft(language) ? "rtl" : "ltr"}">`);
      const text = pools.reduce((shown, name) => shown.replaceAll(name, " "), visibleText(html));
      for (const run of runs) if (standsIn(run, text)) left.push(`${route || "/"}: "${run}"`);
    }
    expect(left).toEqual([]);
  });

  it("links every language's version of a page, English as the default", async () => {
    const html = await documentOf("/de/mining");
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], new URL(match[2]!).pathname]);
    expect(alternates).toEqual([...LANGUAGE_CODES.map((code) => [code, code === "en" ? "/mining" : `/${code}/mining`]), ["x-default", "/mining"]]);
  });

  it("prints each page's numbers and dates in its language, in Latin digits, with several languages rendering at once", async () => {
    const hash = await tipHash();
    const block = await getJson<{ timestamp: number; extras: { totalFees: number } }>(`/api/v1/block/${hash}`);
    const languages = ["en", "de", "fr", "hi", "fa", "ar"] as const;
    const fees = (language: string): string => `${formatNumber(satsToBtc(block.extras.totalFees), "1.8-8", { style: numeralStyle(language) })} BTC`;
    // All at once: the renders stream side by side in one isolate, each in its own language.
    const pages = await Promise.all(languages.map(async (language) => ({ language, text: visibleText(await documentOf(`${language === "en" ? "" : `/${language}`}/block/${hash}`)) })));
    for (const { language, text } of pages) {
      expect(text, language).toContain(fees(language));
      expect(text, language).toContain(formatDate(block.timestamp, "second", language));
      expect(text, language).not.toMatch(/(?![0-9])\p{Nd}/u);
      if (numeralStyle(language).decimal === ".") expect(text, language).not.toContain(fees("de"));
      else expect(text, language).not.toContain(fees("en"));
    }
  });

  it("isolates the numbers of a right-to-left page, and only there", async () => {
    expect(await documentOf("/ar")).toContain(ISOLATE_START);
    expect(await documentOf("/de")).not.toContain(ISOLATE_END);
  });
});

/**
 * The language a browser asks for (spec §9, issue 16: "a first visit without a cookie follows
 * Accept-Language"): its tags by weight, the first whose primary subtag is one of §9's codes.
 * "no" (Norwegian) is read as Bokmål, the written standard the "nb" texts use.
 *
 * @example
 * acceptedLanguage("de-CH, de;q=0.9, en;q=0.8");  // "de"
 * acceptedLanguage("xx, pt-BR;q=0.5");             // "pt"
 * acceptedLanguage("*");                           // null
 */
import { isLanguageCode, type LanguageCode } from "./languages.ts";

const ALIASES: Readonly<Record<string, LanguageCode>> = { no: "nb" };
/** More would be no browser's: a header this long is not read further. */
const MAX_TAGS = 32;

/** A tag's q: 1 when absent, 0 (not wanted) when malformed, as a weight the browser did not give cannot be trusted. */
function weightOf(parameters: readonly string[]): number {
  const q = parameters.find((parameter) => /^\s*q\s*=/.test(parameter));
  if (q === undefined) return 1;
  const value = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(q)?.[1];
  return value === undefined ? 0 : Number(value);
}

export function acceptedLanguage(header: string | null | undefined): LanguageCode | null {
  if (typeof header !== "string" || header.length === 0) return null;
  let best: { readonly code: LanguageCode; readonly weight: number } | null = null;
  for (const part of header.split(",").slice(0, MAX_TAGS)) {
    const [tag = "", ...parameters] = part.trim().split(";");
    const primary = tag.trim().split("-")[0]!.toLowerCase();
    const code = ALIASES[primary] ?? (isLanguageCode(primary) ? primary : null);
    if (code === null) continue;
    const weight = weightOf(parameters);
    if (weight > 0 && (best === null || weight > best.weight)) best = { code, weight };
  }
  return best?.code ?? null;
}

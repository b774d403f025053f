import rosetta from "rosetta";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { en, type MessageKey, type Messages } from "./locales/en.ts";

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const DICTIONARIES: Record<string, Messages> = { en };

/**
 * Builds the translate function for a language, falling back to English for a language (or a key)
 * that has no translation yet, so a page never shows a raw key.
 *
 * @example
 * const t = createTranslator("en");
 * t("strip.waiting", { network: "Bitcoin" }); // "Connecting to the Bitcoin network…"
 */
export function createTranslator(language: string): Translate {
  const i18n = rosetta<Messages>(DICTIONARIES);
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

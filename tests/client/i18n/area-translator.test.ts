import { describe, expect, it } from "vitest";
import { createAreaTranslator } from "../../../client/i18n/area-translator.ts";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import { ACCELERATOR_AREA } from "../../../client/i18n/locales/accelerator-area.ts";
import { en } from "../../../client/i18n/locales/en.ts";

const AREA = { en: { "area.hello": "Hello {{name}}", "area.only-en": "English" }, de: { "area.hello": "Hallo {{name}}" } } as const;

describe("createAreaTranslator", () => {
  it("reads the area's keys in the page's language, with English for what it lacks", () => {
    const t = createAreaTranslator("de", AREA, createTranslator("de"));
    expect(t("area.hello", { name: "Ada" })).toBe("Hallo Ada");
    expect(t("area.only-en")).toBe("English");
  });

  it("passes every other key to the page's translator", () => {
    expect(createAreaTranslator("en", AREA, createTranslator("en"))("nav.home")).toBe("Home");
  });

  it("falls back to English for a language the area does not have", () => {
    expect(createAreaTranslator("fr", AREA, createTranslator("fr"))("area.hello", { name: "Ada" })).toBe("Hello Ada");
  });
});

describe("the accelerator's texts", () => {
  it("have a non-empty English text for every key, none of them a key of the main dictionary", () => {
    const t = createAreaTranslator("en", ACCELERATOR_AREA, createTranslator("en"));
    for (const key of Object.keys(ACCELERATOR_AREA.en) as (keyof typeof ACCELERATOR_AREA.en)[]) {
      expect(Object.hasOwn(en, key), key).toBe(false);
      expect(t(key, { count: 1, username: "x", amount: "x", bid: "x", vsize: "x", rate: "x", fee: "x", multiplier: 2, span: "x", page: 1, last: 2, percent: "1", from: "x", to: "y" })).not.toBe("");
    }
  });
});

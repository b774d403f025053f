import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import { en } from "../../../client/i18n/locales/en.ts";

describe("createTranslator", () => {
  it("fills placeholders in English", () => {
    expect(createTranslator("en")("strip.waiting", { network: "Bitcoin Signet" })).toBe("Connecting to the Bitcoin Signet network…");
  });

  it("reads dotted keys as whole keys, not nested paths", () => {
    expect(createTranslator("en")("nav.networks")).toBe("Networks");
  });

  it("falls back to English for a language without texts", () => {
    expect(createTranslator("xx")("nav.networks")).toBe("Networks");
  });

  it("has a non-empty English text for every key", () => {
    const t = createTranslator("en");
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(t(key, { network: "x", name: "x", product: "x" })).not.toBe("");
  });
});

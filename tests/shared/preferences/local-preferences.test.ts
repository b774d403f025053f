import { describe, expect, it } from "vitest";
import {
  PREFERENCE_KEYS,
  defaultTimeLeftToRight,
  readPreferences,
  storedPreference,
  type LocalPreferences,
} from "../../../shared/preferences/local-preferences.ts";

const storage = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

describe("local preferences", () => {
  it("stores under the keys of spec §3", () => {
    expect(Object.values(PREFERENCE_KEYS)).toEqual([
      "time-preference-ltr",
      "flow-preference",
      "audit-preference",
      "fiat-preference",
      "rate-unit-preference",
      "graphWindowPreference",
      "miningWindowPreference",
      "auth",
    ]);
  });

  it("defaults as spec §3 and §9 say when nothing is stored", () => {
    expect(readPreferences(storage({}), "en-US")).toEqual<LocalPreferences>({
      timeLeftToRight: false,
      flow: "show",
      audit: "show",
      fiat: "USD",
      rateUnit: "vb",
      graphWindow: "2h",
      miningWindow: "1w",
      auth: null,
    });
  });

  it.each([
    ["ar", true],
    ["fa-IR", true],
    ["he", true],
    ["en", false],
    ["de-DE", false],
    ["arn", false],
  ])("§5 time direction with nothing stored and locale %s is left-to-right: %s", (locale, expected) => {
    expect(defaultTimeLeftToRight(locale)).toBe(expected);
    expect(readPreferences(storage({}), locale).timeLeftToRight).toBe(expected);
  });

  it("a stored time direction wins over the locale", () => {
    expect(readPreferences(storage({ "time-preference-ltr": "false" }), "ar").timeLeftToRight).toBe(false);
    expect(readPreferences(storage({ "time-preference-ltr": "true" }), "en").timeLeftToRight).toBe(true);
  });

  it("reads stored values that are valid", () => {
    const stored = storage({
      "flow-preference": "hide",
      "audit-preference": "hide",
      "fiat-preference": "JPY",
      "rate-unit-preference": "wu",
      graphWindowPreference: "1y",
      miningWindowPreference: "3d",
      auth: '{"user":"satoshi"}',
    });
    expect(readPreferences(stored, "en")).toMatchObject({
      flow: "hide",
      audit: "hide",
      fiat: "JPY",
      rateUnit: "wu",
      graphWindow: "1y",
      miningWindow: "3d",
      auth: { user: "satoshi" },
    });
  });

  it.each([
    ["time-preference-ltr", "yes", "timeLeftToRight", false],
    ["flow-preference", "HIDE", "flow", "show"],
    ["fiat-preference", "BTC", "fiat", "USD"],
    ["fiat-preference", "usd", "fiat", "USD"],
    ["rate-unit-preference", "sat", "rateUnit", "vb"],
    ["graphWindowPreference", "3d", "graphWindow", "2h"],
    ["miningWindowPreference", "5y", "miningWindow", "1w"],
    ["auth", "{not json", "auth", null],
    ["auth", "[1,2]", "auth", null],
    ["auth", "null", "auth", null],
  ] as const)("falls back to the default for a malformed %s value %j", (key, value, field, expected) => {
    expect(readPreferences(storage({ [key]: value }), "en")[field]).toEqual(expected);
  });

  it.each([
    ["timeLeftToRight", true, "true"],
    ["rateUnit", "wu", "wu"],
    ["auth", { user: "x" }, '{"user":"x"}'],
  ] as const)("stores %s so that it reads back", (key, value, text) => {
    expect(storedPreference(key, value)).toBe(text);
    expect(readPreferences(storage({ [PREFERENCE_KEYS[key]]: text }), "en")[key]).toEqual(value);
  });
});

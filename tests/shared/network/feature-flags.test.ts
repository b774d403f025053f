import { describe, it, expect } from "vitest";
import { type FeatureFlags, FEATURE_FLAG_DEFAULTS, resolveFeatureFlags } from "../../../shared/network/feature-flags.ts";
import type { BaseModule } from "../../../shared/network/networks.ts";
import { InvalidConfigError } from "../../../shared/network/errors.ts";

describe("FEATURE_FLAG_DEFAULTS", () => {
  it("holds the defaults of §1: audit, lightning and accelerator off, mining dashboard and historical price on", () => {
    expect(FEATURE_FLAG_DEFAULTS).toEqual({
      audit: false,
      lightning: false,
      accelerator: false,
      miningDashboard: true,
      historicalPrice: true,
    });
  });
});

describe("resolveFeatureFlags", () => {
  it.each<[BaseModule, boolean]>([
    ["bitcoin", true],
    ["liquid", false],
    ["markets", false],
  ])("§1: on the %s build the mining dashboard defaults to %s", (base, mining) => {
    expect(resolveFeatureFlags(base)).toEqual({
      audit: false,
      lightning: false,
      accelerator: false,
      miningDashboard: mining,
      historicalPrice: true,
    });
  });

  it.each<[string, BaseModule, Partial<FeatureFlags>, Partial<FeatureFlags>]>([
    ["turns audit on", "bitcoin", { audit: true }, { audit: true }],
    ["turns historical price off", "liquid", { historicalPrice: false }, { historicalPrice: false }],
    ["turns the mining dashboard off on bitcoin", "bitcoin", { miningDashboard: false }, { miningDashboard: false }],
    ["turns the mining dashboard on elsewhere", "liquid", { miningDashboard: true }, { miningDashboard: true }],
    ["keeps the default for an undefined override", "bitcoin", { lightning: undefined }, { lightning: false }],
  ])("an override %s", (_case, base, overrides, expected) => {
    expect(resolveFeatureFlags(base, overrides)).toMatchObject(expected);
  });

  it("does not change the defaults object", () => {
    resolveFeatureFlags("bitcoin", { audit: true });
    expect(FEATURE_FLAG_DEFAULTS.audit).toBe(false);
  });

  it.each<[string, unknown]>([
    ["a string flag", { audit: "true" }],
    ["a number flag", { lightning: 1 }],
    ["a null flag", { accelerator: null }],
    ["an unknown flag", { sponsors: true }],
    ["overrides that are not an object", "audit"],
    ["null overrides", null],
  ])("rejects %s with InvalidConfigError", (_case, overrides) => {
    expect(() => resolveFeatureFlags("bitcoin", overrides as Partial<FeatureFlags>)).toThrow(InvalidConfigError);
  });

  it("rejects an unknown base", () => {
    expect(() => resolveFeatureFlags("enterprise" as BaseModule)).toThrow(InvalidConfigError);
  });

  it("explains a wrongly typed flag", () => {
    expect(() => resolveFeatureFlags("bitcoin", { audit: "true" } as unknown as Partial<FeatureFlags>)).toThrow(
      'Invalid configuration "audit" = "true": expected true or false (parse environment strings first).',
    );
  });
});

import type { PageState } from "../../client/app/page-state.ts";
import { resolveFeatureFlags } from "../../shared/network/feature-flags.ts";

/** A bitcoin build's page state as the worker would embed it; tests override what they look at. */
export function testPageState(overrides: Partial<PageState> = {}): PageState {
  return {
    base: "bitcoin",
    styles: [],
    canonicalHosts: { bitcoin: "https://explorer.test", liquid: "https://liquid.explorer.test" },
    features: resolveFeatureFlags("bitcoin"),
    renderedAt: Date.parse("2024-04-01T00:00:00Z"),
    pageScripts: [],
    ...overrides,
  };
}

import type { PageDataSite } from "../../client/app/page-data.tsx";
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

/** Where a page's loader runs in tests that do not look at it: mainnet on a bitcoin build's defaults. */
export const TEST_SITE: PageDataSite = { network: "mainnet", features: resolveFeatureFlags("bitcoin"), side: "server" };

import { describe, it, expect } from "vitest";
import {
  type PageRoute,
  type RouteEntry,
  type RouteSet,
  PREVIEWED_PAGES,
  ROUTE_TABLE,
  isTitledPage,
  previewAreaExists,
  routeApplies,
  routeSetOf,
} from "../../../shared/network/route-table.ts";
import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from "../../../shared/network/feature-flags.ts";
import { type BaseModule, type Network, NETWORK_IDS } from "../../../shared/network/networks.ts";

const ALL_ON: FeatureFlags = { audit: true, lightning: true, accelerator: true, miningDashboard: true, historicalPrice: true };
const ALL_OFF: FeatureFlags = { audit: false, lightning: false, accelerator: false, miningDashboard: false, historicalPrice: false };

// Two patterns overlap when some path matches both: same length, and at every position a
// parameter or the same literal.
function patternsOverlap(a: string, b: string): boolean {
  const x = a.split("/");
  const y = b.split("/");
  return x.length === y.length && x.every((s, i) => s.startsWith(":") || y[i]!.startsWith(":") || s === y[i]);
}

// `first` is matched first and narrower than `later`: a literal wherever `later` has one, and a
// literal somewhere `later` has a parameter ("/tx/push" before "/tx/:txid").
function narrowerFirst(first: string, later: string): boolean {
  const x = first.split("/");
  const y = later.split("/");
  return x.every((s, i) => y[i]!.startsWith(":") || s === y[i]) && x.some((s, i) => !s.startsWith(":") && y[i]!.startsWith(":"));
}

describe("ROUTE_TABLE", () => {
  it("has no two entries that could match the same path on the same network and area, but a literal route before its parameter route", () => {
    for (const [i, a] of ROUTE_TABLE.entries()) {
      for (const b of ROUTE_TABLE.slice(i + 1)) {
        if (!patternsOverlap(a.pattern, b.pattern) || narrowerFirst(a.pattern, b.pattern)) continue;
        for (const network of NETWORK_IDS) {
          for (const area of ["site", "preview"] as const) {
            const both = routeApplies(a, network, area, ALL_ON) && routeApplies(b, network, area, ALL_ON);
            expect(both, `${a.pattern} and ${b.pattern} on ${network} ${area}`).toBe(false);
          }
        }
      }
    }
  });

  it("writes every pattern as absolute segments with non-empty names", () => {
    for (const entry of ROUTE_TABLE) {
      expect(entry.pattern).toMatch(/^\/(?:(?:[a-z-]+|:[a-z]+)(?:\/(?:[a-z-]+|:[a-z]+))*)?$/);
    }
  });

  it("declares each page (and each page's preview) once per area, so a page has one pattern per place it lives", () => {
    const seen = new Set<string>();
    for (const entry of ROUTE_TABLE) {
      if (entry.kind !== "page") continue;
      for (const set of entry.sets) {
        const key = `${entry.page} ${entry.previews ?? ""} ${entry.area} ${set}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it("§2.2: the markets set has its root and nothing else", () => {
    const markets = ROUTE_TABLE.filter((entry) => entry.sets.includes("markets"));
    expect(markets.map((entry) => [entry.kind, entry.pattern])).toEqual([["page", "/"]]);
  });

  it("§2.2: /mining and /acceleration exist only in the bitcoin set (mainnet, testnet, signet)", () => {
    for (const pattern of ["/mining", "/acceleration"]) {
      const entry = ROUTE_TABLE.find((e) => e.pattern === pattern)!;
      const networks = NETWORK_IDS.filter((n) => routeApplies(entry, n, "site", ALL_ON));
      expect(networks).toEqual(["mainnet", "testnet", "signet"]);
    }
  });

  it("§2.2: /status exists on the bitcoin and liquid networks, not on markets", () => {
    const entry = ROUTE_TABLE.find((e) => e.pattern === "/status")!;
    expect(NETWORK_IDS.filter((n) => routeApplies(entry, n, "site", ALL_OFF))).toEqual([
      "mainnet", "testnet", "signet", "liquid", "liquidtestnet",
    ]);
  });

  it("§1: feature-flagged routes follow their flag", () => {
    const flagged = ROUTE_TABLE.filter((e): e is RouteEntry & { feature: keyof FeatureFlags } => e.feature !== undefined && e.area === "site");
    expect(flagged.map((e) => [e.pattern, e.feature])).toEqual([
      ["/mining", "miningDashboard"],
      ["/acceleration", "accelerator"],
      ["/login", "accelerator"],
      ["/signup", "accelerator"],
      ["/services/accelerator", "accelerator"],
      ["/services/accelerator/history", "accelerator"],
    ]);
    for (const entry of flagged) {
      expect(routeApplies(entry, "mainnet", "site", { ...FEATURE_FLAG_DEFAULTS, [entry.feature]: true })).toBe(true);
      expect(routeApplies(entry, "mainnet", "site", { ...FEATURE_FLAG_DEFAULTS, [entry.feature]: false })).toBe(false);
    }
  });

  it("§2.2: the preview area holds its root and one twin of each previewed page", () => {
    const preview = ROUTE_TABLE.filter((e): e is PageRoute => e.area === "preview" && e.kind === "page");
    expect(preview.map((e) => [e.pattern, e.previews ?? null])).toEqual([
      ["/", null],
      ["/block/:id", "block"],
      ["/tx/:txid", "tx"],
      ["/address/:address", "address"],
      ["/mining/pool/:slug", "pool"],
      ["/mining", "mining"],
      ["/mempool-block/:index", "mempool-block"],
      ["/view/blocks", "view-blocks"],
      ["/view/block/:id", "view-block"],
      ["/view/mempool-block/:index", "view-mempool-block"],
      ["/clock/:mode/:index", "clock"],
    ]);
    expect(ROUTE_TABLE.filter((e) => e.area === "preview" && e.kind !== "page")).toEqual([]);
    expect(new Set(preview.map((e) => e.page))).toEqual(new Set(["preview"]));
  });

  it("issue 13: a preview twin keeps its page's scope and parameter rules", () => {
    for (const twin of ROUTE_TABLE.filter((e): e is PageRoute => e.kind === "page" && e.previews !== undefined)) {
      expect(PREVIEWED_PAGES).toContain(twin.previews);
      const site = ROUTE_TABLE.find((e): e is PageRoute => e.kind === "page" && e.area === "site" && e.page === twin.previews)!;
      expect({ ...twin, page: site.page, area: "site", previews: undefined }).toEqual({ ...site, previews: undefined });
    }
  });
});

describe("routeSetOf", () => {
  it.each<[Network, RouteSet]>([
    ["mainnet", "bitcoin"],
    ["testnet", "bitcoin"],
    ["signet", "bitcoin"],
    ["liquid", "liquid"],
    ["liquidtestnet", "liquid"],
    ["bisq", "markets"],
  ])("%s uses the %s route set", (network, set) => {
    expect(routeSetOf(network)).toBe(set);
  });
});

describe("previewAreaExists", () => {
  it.each<[BaseModule, Network[]]>([
    ["bitcoin", ["mainnet", "testnet", "signet"]],
    ["liquid", ["liquid", "liquidtestnet"]],
    ["markets", []],
  ])("§2.2 on the %s build: %j", (base, networks) => {
    expect(NETWORK_IDS.filter((network) => previewAreaExists(network, base))).toEqual(networks);
  });
});

describe("isTitledPage", () => {
  it("leaves the page name out for the home pages only", () => {
    const pages = [...new Set(ROUTE_TABLE.flatMap((e) => (e.kind === "page" ? [e.page] : [])))];
    expect(pages.filter((page) => !isTitledPage(page))).toEqual(["home", "markets"]);
  });
});

import { describe, it, expect } from "vitest";
import { type RouteContext, type RouteResolution, resolveRoute } from "../../../shared/network/resolve-route.ts";
import { type FeatureFlags, resolveFeatureFlags } from "../../../shared/network/feature-flags.ts";
import type { BaseModule } from "../../../shared/network/networks.ts";
import type { PageId } from "../../../shared/network/route-table.ts";
import { InvalidPathError } from "../../../shared/network/errors.ts";

const ALL_PAGES = () => true;
const context = (base: BaseModule, features: Partial<FeatureFlags> = {}, isPageServed: (page: PageId) => boolean = ALL_PAGES): RouteContext => ({
  base,
  features: resolveFeatureFlags(base, features),
  isPageServed,
});
const BITCOIN = context("bitcoin");
const BITCOIN_ACCELERATOR = context("bitcoin", { accelerator: true });
const LIQUID = context("liquid");
const MARKETS = context("markets");

const resolve = (path: string, ctx: RouteContext = BITCOIN): RouteResolution => {
  const [pathname, query] = path.split("?");
  return resolveRoute({ pathname: pathname!, search: query === undefined ? "" : `?${query}` }, ctx);
};
const pageOf = (path: string, ctx: RouteContext = BITCOIN) => {
  const result = resolve(path, ctx);
  return result.kind === "page" ? result.page : `${result.kind}${result.kind === "redirect" ? ` ${result.location}` : ""}`;
};

describe("resolveRoute: the pages of spec §2.2 on the bitcoin build", () => {
  it.each<[string, PageId]>([
    ["/", "home"],
    ["/testnet", "home"],
    ["/signet/", "home"],
    ["/liquid", "home"],
    ["/liquidtestnet", "home"],
    ["/bisq", "markets"],
    ["/status", "status"],
    ["/testnet/status", "status"],
    ["/liquid/status", "status"],
    ["/tx/ab12", "tx"],
    ["/block/800000", "block"],
    ["/signet/blocks", "blocks"],
    ["/mempool-block/3", "mempool-block"],
    ["/mining/pool/foundryusa", "pool"],
    ["/mining", "mining"],
    ["/testnet/mining", "mining"],
    ["/signet/mining", "mining"],
    ["/docs/faq", "faq"],
    ["/clock/mempool/0", "clock"],
    ["/clock/mined/12", "clock"],
    ["/view/block/800000", "view-block"],
    ["/view/mempool-block/2", "view-mempool-block"],
    ["/view/blocks", "view-blocks"],
    ["/preview", "preview"],
    ["/preview/testnet", "preview"],
    ["/preview/signet", "preview"],
  ])("%s is the %s page", (path, page) => {
    expect(pageOf(path)).toBe(page);
  });

  it.each<[string, PageId]>([
    ["/acceleration", "acceleration"],
    ["/signet/acceleration", "acceleration"],
    ["/login", "login"],
    ["/signup", "signup"],
    ["/testnet/signup", "signup"],
    ["/services/accelerator", "accelerator-account"],
    ["/services/accelerator/history", "accelerator-history"],
  ])("%s is the %s page when the accelerator is on (spec §1)", (path, page) => {
    expect(pageOf(path, BITCOIN_ACCELERATOR)).toBe(page);
    expect(pageOf(path)).toMatch(/^redirect /);
  });

  it("§1: the mining dashboard can be switched off", () => {
    expect(pageOf("/mining", context("bitcoin", { miningDashboard: false }))).toBe("redirect /");
  });

  it("returns the decoded parameters, the prefixes and the route without its trailing slash", () => {
    expect(resolve("/de/testnet/tx/caf%C3%A9/")).toEqual({
      kind: "page",
      page: "tx",
      pattern: "/tx/:txid",
      params: { txid: "café" },
      route: "/tx/caf%C3%A9",
      prefix: expect.objectContaining({ language: "de", network: "testnet", preview: false }),
    });
  });
});

describe("resolveRoute: the preview area's cards (issue 13)", () => {
  const CARDS: readonly [string, PageId, Record<string, string>][] = [
    ["/block/800000", "block", { id: "800000" }],
    ["/tx/ab12", "tx", { txid: "ab12" }],
    ["/address/bc1qxyz", "address", { address: "bc1qxyz" }],
    ["/mining/pool/foundryusa", "pool", { slug: "foundryusa" }],
    ["/mining", "mining", {}],
    ["/mempool-block/3", "mempool-block", { index: "3" }],
    ["/view/blocks", "view-blocks", {}],
    ["/view/block/800000", "view-block", { id: "800000" }],
    ["/view/mempool-block/1", "view-mempool-block", { index: "1" }],
    ["/clock/mined/2", "clock", { mode: "mined", index: "2" }],
  ];

  for (const network of ["", "/testnet", "/signet"]) {
    for (const language of ["", "/de"]) {
      it.each(CARDS)(`${language}/preview${network}%s is the card of the %s page`, (route, previewed, params) => {
        const path = `${language}/preview${network}${route}`;
        expect(resolve(path)).toMatchObject({ kind: "page", page: "preview", previews: previewed, params, route });
        // The page itself is the same route without the preview prefix.
        expect(resolve(`${language}${network}${route}`)).toMatchObject({ kind: "page", page: previewed, params, route });
      });
    }
  }

  it("leaves `previews` out for the site's pages and the area's root", () => {
    expect(resolve("/block/1")).not.toHaveProperty("previews");
    expect(resolve("/preview")).not.toHaveProperty("previews");
  });

  it("normalises a card's parameters as its page does, keeping the preview prefix", () => {
    expect(resolve("/de/preview/testnet/mempool-block/x")).toMatchObject({ location: "/de/preview/testnet/mempool-block/0", status: 301 });
    expect(resolve("/preview/clock/blocks/1")).toMatchObject({ location: "/preview/clock/mined/1", status: 301 });
    expect(resolve("/preview/view/mempool-block/-1")).toMatchObject({ location: "/preview/view/mempool-block/0", status: 301 });
  });

  it("has cards on the liquid build's two networks, but no pool or mining card there", () => {
    expect(resolve("/preview/block/1", LIQUID)).toMatchObject({ page: "preview", previews: "block" });
    expect(resolve("/preview/testnet/tx/ab12", LIQUID)).toMatchObject({ page: "preview", previews: "tx" });
    expect(resolve("/preview/mining", LIQUID)).toMatchObject({ kind: "redirect", location: "/preview" });
    expect(resolve("/preview/testnet/mining/pool/x", LIQUID)).toMatchObject({ kind: "redirect", reason: "unknown-path" });
  });

  it("has no cards for liquid or markets on the bitcoin build (previewAreaExists)", () => {
    expect(resolve("/preview/liquid/block/1")).toMatchObject({ kind: "redirect", reason: "unknown-path", location: "/preview" });
    expect(resolve("/preview/liquidtestnet/tx/ab12")).toMatchObject({ kind: "redirect", reason: "unknown-path" });
    expect(resolve("/preview/bisq/block/1")).toMatchObject({ kind: "redirect", reason: "unknown-path" });
  });

  it("follows the feature flags of the page it previews", () => {
    expect(resolve("/preview/mining", context("bitcoin", { miningDashboard: false }))).toMatchObject({ kind: "redirect", location: "/preview" });
  });

  it("treats a card as an unknown path while the page it previews is not built", () => {
    const noBlockPage = context("bitcoin", {}, (page) => page !== "block");
    expect(resolve("/preview/testnet/block/1", noBlockPage)).toMatchObject({ kind: "redirect", location: "/preview/testnet" });
  });

  it("sends unknown paths of the area to the area's root", () => {
    expect(resolve("/preview/blocks")).toMatchObject({ kind: "redirect", location: "/preview", status: 302 });
    expect(resolve("/ja/preview/signet/tx")).toMatchObject({ kind: "redirect", location: "/ja/preview/signet", status: 302 });
  });
});

describe("resolveRoute: routes that exist only on some networks", () => {
  it.each<[string, string]>([
    ["§2.2 /mining only on mainnet, testnet and signet", "/liquid/mining"],
    ["§2.2 /acceleration only on mainnet, testnet and signet", "/liquidtestnet/acceleration"],
    ["pools only where mining exists", "/liquid/mining/pool/x"],
    ["§2.2 /status is bitcoin and liquid only", "/bisq/status"],
    ["§2.2 the markets set has only its root", "/bisq/tx/ab12"],
    ["§2.2 no preview area for liquid on the bitcoin build", "/preview/liquidtestnet"],
  ])("%s: %s is an unknown path", (_case, path) => {
    const result = resolve(path, BITCOIN_ACCELERATOR);
    expect(result).toMatchObject({ kind: "redirect", reason: "unknown-path", status: 302 });
  });

  it.each<[string, RouteContext, string]>([
    ["the liquid home", LIQUID, "/"],
    ["the liquid testnet home as /testnet", LIQUID, "/testnet"],
    ["§2.2 liquid status", LIQUID, "/status"],
    ["§2.2 liquid previews", LIQUID, "/preview/testnet"],
    ["the markets module at the root", MARKETS, "/"],
  ])("%s exists (%s)", (_case, ctx, path) => {
    expect(resolve(path, ctx).kind).toBe("page");
  });

  it.each<[string, RouteContext, string, string]>([
    ["§2.2 the liquid build has no mining", LIQUID, "/mining", "/"],
    ["§2.2 the liquid build has no /preview/signet", LIQUID, "/preview/signet", "/preview"],
    ["§2.2 the markets build has only its root", MARKETS, "/status", "/"],
    ["§2.2 the liquid testnet catch-all goes to /signet", LIQUID, "/testnet/no-such-page", "/signet"],
    ["a language stays on the liquid build", LIQUID, "/ja/testnet/x", "/ja/signet"],
  ])("%s: %s → %s", (_case, ctx, path, location) => {
    expect(resolve(path, ctx)).toMatchObject({ kind: "redirect", location });
  });
});

describe("resolveRoute: redirects", () => {
  it.each<[string, string, string]>([
    ["§2.2 /clock", "/clock", "/clock/mempool/0"],
    ["§2.2 /clock/{mode}", "/clock/mined", "/clock/mined/0"],
    ["§5 an unknown mode is mined", "/clock/blocks/3", "/clock/mined/3"],
    ["§5 an unknown mode without an index", "/clock/blocks", "/clock/mined/0"],
    ["§5 a negative index", "/clock/mempool/-1", "/clock/mempool/0"],
    ["§5 a non-numeric index", "/clock/mined/x", "/clock/mined/0"],
    ["§5 a fractional index", "/clock/mined/1.5", "/clock/mined/0"],
    ["§5 a mempool block index that is not a number", "/mempool-block/abc", "/mempool-block/0"],
    ["§5 a negative mempool block index", "/mempool-block/-2", "/mempool-block/0"],
    ["§5 a mempool block index beyond safe integers", "/mempool-block/99999999999999999999", "/mempool-block/0"],
    ["§2.11 the single pending block view", "/view/mempool-block/x", "/view/mempool-block/0"],
    ["§2.2 signet's mining/blocks", "/signet/mining/blocks", "/signet/blocks"],
    ["the language prefix is kept", "/de/testnet/clock", "/de/testnet/clock/mempool/0"],
    ["a language with a region is kept as written", "/pt-BR/clock/x", "/pt-BR/clock/mined/0"],
    ["the query is kept", "/clock/mined?stats=false&width=640", "/clock/mined/0?stats=false&width=640"],
    ["a trailing slash is read as none", "/clock/", "/clock/mempool/0"],
  ])("%s: %s → %s (301, permanent)", (_case, path, location) => {
    expect(resolve(path)).toEqual({ kind: "redirect", location, status: 301, reason: expect.stringMatching(/^(rule|normalise)$/) });
  });

  it("keeps a valid index with leading zeros instead of redirecting", () => {
    expect(resolve("/mempool-block/007")).toMatchObject({ kind: "page", params: { index: "007" } });
  });

  it("sends mining/blocks to blocks on every Bitcoin network (research §4: the original does so on mainnet too)", () => {
    expect(resolve("/mining/blocks")).toMatchObject({ reason: "rule", location: "/blocks" });
    expect(resolve("/testnet/mining/blocks")).toMatchObject({ reason: "rule", location: "/testnet/blocks" });
  });

  it.each<[string, string]>([
    ["/no-such-page", "/"],
    ["/testnet/no-such-page", "/testnet"],
    ["/signet/a/b/c", "/signet"],
    ["/liquidtestnet/x", "/signet"],
    ["/de/x", "/de"],
    ["/fa/signet/x", "/fa/signet"],
    ["/preview/testnet/no-such-page", "/preview/testnet"],
    ["/ja/preview/x", "/ja/preview"],
    ["/no-such-page?x=1", "/"],
    ["/TX/ab12", "/"],
    ["/tx", "/"],
    ["/tx/", "/"],
    ["/tx/a/b", "/"],
    ["//tx/ab12", "/"],
  ])("§2.2 the unknown path %s goes to its network root %s (302, no query)", (path, location) => {
    expect(resolve(path)).toEqual({ kind: "redirect", location, status: 302, reason: "unknown-path" });
  });
});

describe("resolveRoute: pages that exist in the table but are not built yet", () => {
  const HOME_ONLY = context("bitcoin", {}, (page) => page === "home");

  it("treats them as unknown paths", () => {
    expect(resolve("/status", HOME_ONLY)).toMatchObject({ kind: "redirect", location: "/", status: 302 });
    expect(resolve("/testnet/tx/ab12", HOME_ONLY)).toMatchObject({ kind: "redirect", location: "/testnet" });
  });

  it("still normalises a route permanently, since its form never changes", () => {
    expect(resolve("/clock", HOME_ONLY)).toMatchObject({ kind: "redirect", location: "/clock/mempool/0", status: 301 });
  });

  it("leaves the preview area when its root is not built", () => {
    expect(resolve("/de/preview/testnet/x", HOME_ONLY)).toMatchObject({ location: "/de/testnet" });
    expect(resolve("/preview", HOME_ONLY)).toMatchObject({ location: "/" });
  });

  it("answers not-found when the root itself has no page, instead of redirecting to itself", () => {
    const marketsUnbuilt = context("markets", {}, (page) => page === "home");
    expect(resolve("/", marketsUnbuilt)).toMatchObject({ kind: "not-found" });
    expect(resolve("/status", marketsUnbuilt)).toMatchObject({ kind: "redirect", location: "/" });
  });
});

describe("resolveRoute: bad paths", () => {
  it.each<[string, string]>([
    ["an absurdly long path", `/tx/${"a".repeat(2000)}`],
    ["an encoded slash", "/tx/ab%2Fcd"],
    ["an encoded backslash", "/tx/ab%5ccd"],
    ["invalid percent-encoding", "/tx/%E0%A4%A"],
    ["a stray percent sign", "/tx/100%"],
    ["an encoded dot-dot segment", "/%2e%2e/tx"],
    ["an encoded NUL", "/tx/a%00b"],
  ])("throws InvalidPathError (400) for %s", (_case, path) => {
    expect(() => resolve(path)).toThrow(InvalidPathError);
  });
});

describe("resolveRoute: no redirect ever loops", () => {
  const PATHS = [
    "/", "/x", "/status", "/clock", "/clock/x/y", "/mining/blocks", "/preview", "/preview/x", "/testnet/x",
    "/signet/mining/blocks", "/liquid/x", "/liquidtestnet/x", "/bisq/x", "/de/preview/signet/x", "/mempool-block/-1",
    "/pt-BR/testnet/clock", "/ar/view/mempool-block/q",
  ];
  const CONTEXTS: [string, RouteContext][] = [
    ["bitcoin", BITCOIN],
    ["bitcoin, home only", context("bitcoin", {}, (page) => page === "home")],
    ["liquid", LIQUID],
    ["liquid, home only", context("liquid", {}, (page) => page === "home")],
    ["markets", MARKETS],
    ["markets, nothing built", context("markets", {}, () => false)],
  ];

  it.each(CONTEXTS)("on %s every path ends at a page or not-found within 4 redirects", (_name, ctx) => {
    for (const start of PATHS) {
      let result = resolve(start, ctx);
      const seen = [start];
      while (result.kind === "redirect") {
        expect(seen, `from ${start}`).not.toContain(result.location);
        seen.push(result.location);
        result = resolve(result.location, ctx);
      }
      expect(seen.length, `from ${start}: ${seen.join(" → ")}`).toBeLessThanOrEqual(5);
    }
  });
});

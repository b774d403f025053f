import { describe, it, expect } from "vitest";
import {
  type RoutePrefix,
  buildPath,
  linkBasePath,
  networkBasePath,
  networkRootPath,
  parseRoutePrefix,
} from "../../../shared/network/route-prefix.ts";
import type { BaseModule, Network } from "../../../shared/network/networks.ts";
import {
  InvalidPathError,
  UnsupportedLanguageError,
  UnsupportedNetworkError,
} from "../../../shared/network/errors.ts";

const route = (over: Partial<RoutePrefix>): RoutePrefix => ({
  language: null,
  preview: false,
  network: "mainnet",
  lightning: false,
  rest: "/",
  networkBase: "",
  ...over,
});

describe("parseRoutePrefix on the bitcoin build", () => {
  it.each<[string, string, RoutePrefix]>([
    ["§2.1 no prefix means mainnet", "/", route({})],
    ["a mainnet route", "/tx/ab12", route({ rest: "/tx/ab12" })],
    ["§2.1 testnet", "/testnet/tx/ab12", route({ network: "testnet", rest: "/tx/ab12", networkBase: "/testnet" })],
    ["§2.1 signet", "/signet/block/5", route({ network: "signet", rest: "/block/5", networkBase: "/signet" })],
    ["§2.1 liquid", "/liquid/tx/ab12", route({ network: "liquid", rest: "/tx/ab12", networkBase: "/liquid" })],
    ["§2.1 liquidtestnet", "/liquidtestnet/", route({ network: "liquidtestnet", networkBase: "/liquidtestnet" })],
    ["§2.1 bisq", "/bisq/markets", route({ network: "bisq", rest: "/markets", networkBase: "/bisq" })],
    ["a network home without a slash", "/testnet", route({ network: "testnet", networkBase: "/testnet" })],
    ["§2.1 a two-letter language", "/de/tx/ab12", route({ language: "de", rest: "/tx/ab12" })],
    ["§2.1 a language with a region", "/pt-BR/", route({ language: "pt-BR" })],
    ["a language home without a slash", "/ja", route({ language: "ja" })],
    [
      "§2.1 language, preview and network in order",
      "/fa/preview/signet/tx/ab12",
      route({ language: "fa", preview: true, network: "signet", rest: "/tx/ab12", networkBase: "/signet" }),
    ],
    ["§2.2 the previews area", "/preview", route({ preview: true })],
    ["§2.2 /preview/testnet", "/preview/testnet", route({ preview: true, network: "testnet", networkBase: "/testnet" })],
    ["English has no prefix, so /en/ is a route", "/en/tx/ab12", route({ rest: "/en/tx/ab12" })],
    ["an English tag with a region is a route", "/en-GB/tx", route({ rest: "/en-GB/tx" })],
    ["an unsupported language is a route", "/xx/tx/ab12", route({ rest: "/xx/tx/ab12" })],
    ["a two-letter route word is not a language", "/tx/ab12", route({ rest: "/tx/ab12" })],
    ["upper-case language letters are a route", "/DE/tx", route({ rest: "/DE/tx" })],
    ["preview before the language leaves the language in the route", "/preview/de/x", route({ preview: true, rest: "/de/x" })],
    ["a network before the language leaves the language in the route", "/testnet/de/x", route({ network: "testnet", rest: "/de/x", networkBase: "/testnet" })],
    ["a network segment is matched whole", "/testnetx/tx", route({ rest: "/testnetx/tx" })],
    ["a network segment is case-sensitive", "/Testnet/tx", route({ rest: "/Testnet/tx" })],
    ["only one network segment is read", "/testnet/signet", route({ network: "testnet", rest: "/signet", networkBase: "/testnet" })],
    ["§2.1 /lightning/ switches lightning on", "/lightning/nodes", route({ lightning: true, rest: "/lightning/nodes" })],
    [
      "lightning under a network",
      "/testnet/lightning/node/02ab",
      route({ network: "testnet", lightning: true, rest: "/lightning/node/02ab", networkBase: "/testnet" }),
    ],
    ["the lightning home itself", "/lightning", route({ lightning: true, rest: "/lightning" })],
    ["a word starting with lightning is not lightning", "/lightningx/1", route({ rest: "/lightningx/1" })],
    ["a doubled slash stays in the route", "//testnet", route({ rest: "//testnet" })],
    ["a trailing slash stays in the route", "/tx/ab12/", route({ rest: "/tx/ab12/" })],
  ])("reads %s (%s)", (_case, pathname, expected) => {
    expect(parseRoutePrefix(pathname, "bitcoin")).toEqual(expected);
  });
});

describe("parseRoutePrefix on the liquid build", () => {
  it.each<[string, string, Partial<RoutePrefix>]>([
    ["§2.1 no prefix means liquid", "/tx/ab12", { network: "liquid", rest: "/tx/ab12", networkBase: "" }],
    ["§2.1 testnet means liquid testnet", "/testnet/tx/ab12", { network: "liquidtestnet", rest: "/tx/ab12", networkBase: "/testnet" }],
    ["liquidtestnet is an alias, written as /testnet", "/liquidtestnet/x", { network: "liquidtestnet", rest: "/x", networkBase: "/testnet" }],
    ["liquid is an alias, written with no prefix", "/liquid/x", { network: "liquid", rest: "/x", networkBase: "" }],
    ["signet is not a liquid network, so a route", "/signet/x", { network: "liquid", rest: "/signet/x", networkBase: "" }],
    ["bisq is a route", "/bisq", { network: "liquid", rest: "/bisq" }],
    ["§2.1 lightning is on for the bitcoin build only", "/lightning/nodes", { network: "liquid", lightning: false }],
    ["§2.2 /preview/testnet", "/de/preview/testnet", { language: "de", preview: true, network: "liquidtestnet", rest: "/" }],
  ])("reads %s (%s)", (_case, pathname, expected) => {
    expect(parseRoutePrefix(pathname, "liquid")).toMatchObject(expected);
  });
});

describe("parseRoutePrefix on the markets build", () => {
  it.each<[string, string, Partial<RoutePrefix>]>([
    ["§2.1 the network is fixed", "/", { network: "bisq", rest: "/", networkBase: "" }],
    ["testnet is a route", "/testnet/x", { network: "bisq", rest: "/testnet/x" }],
    ["its own name is read as a prefix", "/bisq/markets", { network: "bisq", rest: "/markets", networkBase: "" }],
    ["lightning is off", "/lightning/x", { lightning: false }],
    ["a language is still read", "/es/", { language: "es", network: "bisq" }],
  ])("reads %s (%s)", (_case, pathname, expected) => {
    expect(parseRoutePrefix(pathname, "markets")).toMatchObject(expected);
  });
});

describe("parseRoutePrefix with bad input", () => {
  it.each<[string, unknown]>([
    ["an empty string", ""],
    ["a relative path", "tx/ab12"],
    ["a full URL", "https://example.org/tx"],
    ["a number", 5],
    ["null", null],
  ])("throws InvalidPathError for %s", (_case, pathname) => {
    expect(() => parseRoutePrefix(pathname as string, "bitcoin")).toThrow(InvalidPathError);
  });

  it("throws UnsupportedNetworkError for an unknown build", () => {
    expect(() => parseRoutePrefix("/", "enterprise" as BaseModule)).toThrow(UnsupportedNetworkError);
  });
});

describe("networkBasePath", () => {
  it.each<[Network, BaseModule, string]>([
    ["mainnet", "bitcoin", ""],
    ["testnet", "bitcoin", "/testnet"],
    ["signet", "bitcoin", "/signet"],
    ["liquid", "bitcoin", "/liquid"],
    ["liquidtestnet", "bitcoin", "/liquidtestnet"],
    ["bisq", "bitcoin", "/bisq"],
    ["liquid", "liquid", ""],
    ["liquidtestnet", "liquid", "/testnet"],
    ["bisq", "markets", ""],
  ])("writes %s on the %s build as %j", (network, base, path) => {
    expect(networkBasePath(network, base)).toBe(path);
  });

  it("refuses a network the build does not serve", () => {
    expect(() => networkBasePath("signet", "liquid")).toThrow(UnsupportedNetworkError);
  });
});

describe("buildPath", () => {
  it.each<[string, Parameters<typeof buildPath>[0], string | undefined, string]>([
    ["mainnet home", { network: "mainnet", base: "bitcoin" }, "/", "/"],
    ["the default route is the home", { network: "testnet", base: "bitcoin" }, undefined, "/testnet"],
    ["a mainnet route", { network: "mainnet", base: "bitcoin" }, "/tx/ab12", "/tx/ab12"],
    ["a testnet route", { network: "testnet", base: "bitcoin" }, "/block/1", "/testnet/block/1"],
    ["a language", { language: "de", network: "mainnet", base: "bitcoin" }, "/tx/ab12", "/de/tx/ab12"],
    ["a language with a region", { language: "pt-BR", network: "signet", base: "bitcoin" }, "/", "/pt-BR/signet"],
    ["English gets no prefix", { language: "en", network: "mainnet", base: "bitcoin" }, "/mining", "/mining"],
    ["English with a region gets no prefix", { language: "en-US", network: "mainnet", base: "bitcoin" }, "/", "/"],
    ["all prefixes", { language: "he", preview: true, network: "testnet", base: "bitcoin" }, "/tx/1", "/he/preview/testnet/tx/1"],
    ["preview alone", { preview: true, network: "mainnet", base: "bitcoin" }, "/", "/preview"],
    ["liquid on the liquid build", { network: "liquid", base: "liquid" }, "/tx/ab12", "/tx/ab12"],
    ["liquid testnet on the liquid build", { network: "liquidtestnet", base: "liquid" }, "/tx/ab12", "/testnet/tx/ab12"],
    ["bisq on the markets build", { network: "bisq", base: "markets" }, "/", "/"],
    ["a route without its slash", { network: "testnet", base: "bitcoin" }, "tx/ab12", "/testnet/tx/ab12"],
    ["an empty route", { language: "de", network: "mainnet", base: "bitcoin" }, "", "/de"],
    ["a protocol-relative route is kept on this host", { network: "mainnet", base: "bitcoin" }, "//evil.example/x", "/evil.example/x"],
    ["a backslash route is kept on this host", { network: "mainnet", base: "bitcoin" }, "/\\evil.example", "/evil.example"],
    ["a fragment is kept", { network: "mainnet", base: "bitcoin" }, "/tx/ab12#accelerate", "/tx/ab12#accelerate"],
  ])("writes %s", (_case, prefix, rest, expected) => {
    expect(rest === undefined ? buildPath(prefix) : buildPath(prefix, rest)).toBe(expected);
  });

  it.each<[string, Parameters<typeof buildPath>[0], unknown, new (...args: never[]) => Error]>([
    ["an unsupported language", { language: "xx", network: "mainnet", base: "bitcoin" }, "/", UnsupportedLanguageError],
    ["an empty language", { language: "", network: "mainnet", base: "bitcoin" }, "/", UnsupportedLanguageError],
    ["a network the build does not serve", { network: "mainnet", base: "liquid" }, "/", UnsupportedNetworkError],
    ["a non-string route", { network: "mainnet", base: "bitcoin" }, 5, InvalidPathError],
  ])("refuses %s", (_case, prefix, rest, error) => {
    expect(() => buildPath(prefix, rest as string)).toThrow(error);
  });

  it.each<[string, BaseModule]>([
    ["/", "bitcoin"],
    ["/tx/ab12", "bitcoin"],
    ["/de/testnet/tx/ab12", "bitcoin"],
    ["/pt-BR/preview/liquidtestnet/block/00ff", "bitcoin"],
    ["/testnet/lightning/nodes", "bitcoin"],
    ["/en/tx/1", "bitcoin"],
    ["/testnet/tx/ab12", "liquid"],
    ["/ar/assets", "liquid"],
    ["/markets", "markets"],
  ])("is the inverse of parseRoutePrefix for %s on the %s build", (pathname, base) => {
    const parsed = parseRoutePrefix(pathname, base);
    expect(buildPath({ ...parsed, base }, parsed.rest)).toBe(pathname);
  });
});

describe("networkRootPath", () => {
  it.each<[string, Network, BaseModule, string]>([
    ["§2.2 /testnet inside testnet", "testnet", "bitcoin", "/testnet"],
    ["§2.2 /signet inside signet", "signet", "bitcoin", "/signet"],
    ["§2.2 the empty path at top level", "mainnet", "bitcoin", ""],
    ["§2.2 the liquid testnet catch-all goes to /signet", "liquidtestnet", "liquid", "/signet"],
    ["the same on the bitcoin build", "liquidtestnet", "bitcoin", "/signet"],
    ["liquid is top level on its build", "liquid", "liquid", ""],
    ["liquid on the bitcoin build is top level", "liquid", "bitcoin", ""],
    ["bisq on the markets build", "bisq", "markets", ""],
  ])("redirects unknown paths per %s", (_case, network, base, path) => {
    expect(networkRootPath(network, base)).toBe(path);
  });

  it("refuses a network the build does not serve", () => {
    expect(() => networkRootPath("testnet", "liquid")).toThrow(UnsupportedNetworkError);
  });
});

describe("linkBasePath", () => {
  it.each([
    [{ network: "mainnet", base: "bitcoin" }, ""],
    [{ language: "de", network: "testnet", base: "bitcoin" }, "/de/testnet"],
    [{ language: "en", preview: true, network: "signet", base: "bitcoin" }, "/preview/signet"],
    [{ network: "liquidtestnet", base: "liquid" }, "/testnet"],
  ] as const)("%o → %s", (prefix, expected) => {
    expect(linkBasePath(prefix)).toBe(expected);
  });
});

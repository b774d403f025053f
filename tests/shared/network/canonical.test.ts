import { describe, it, expect } from "vitest";
import { type CanonicalHosts, canonicalUrl, resolveCanonicalHosts } from "../../../shared/network/canonical.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { InvalidConfigError, UnsupportedLanguageError, UnsupportedNetworkError } from "../../../shared/network/errors.ts";

const HOSTS: CanonicalHosts = { bitcoin: "https://btc.example", liquid: "https://liquid.example" };

describe("canonicalUrl", () => {
  it.each<[string, Network, string, string | null, string]>([
    ["§2.1 mainnet on the bitcoin host, no prefix", "mainnet", "/block/800000", null, "https://btc.example/block/800000"],
    ["the mainnet home", "mainnet", "/", null, "https://btc.example/"],
    ["testnet keeps its prefix", "testnet", "/tx/ab12", null, "https://btc.example/testnet/tx/ab12"],
    ["signet keeps its prefix", "signet", "/", null, "https://btc.example/signet"],
    ["liquid on the liquid host, no prefix", "liquid", "/tx/ab12", null, "https://liquid.example/tx/ab12"],
    ["liquid testnet on the liquid host as /testnet", "liquidtestnet", "/assets", null, "https://liquid.example/testnet/assets"],
    ["bisq on the bitcoin host", "bisq", "/markets", null, "https://btc.example/bisq/markets"],
    ["a German page keeps its language", "testnet", "/tx/ab12", "de", "https://btc.example/de/testnet/tx/ab12"],
    ["a Japanese liquid page keeps its language", "liquid", "/", "ja", "https://liquid.example/ja"],
    ["English has no language prefix", "mainnet", "/mining", "en", "https://btc.example/mining"],
    ["a region tag is named by its language code", "mainnet", "/tx/ab12", "pt-BR", "https://btc.example/pt/tx/ab12"],
    ["the preview area is never canonical", "signet", "/", "fa", "https://btc.example/fa/signet"],
  ])("points at %s", (_case, network, path, language, url) => {
    expect(canonicalUrl(network, path, HOSTS, language)).toBe(url);
  });

  it("refuses an unknown network", () => {
    expect(() => canonicalUrl("regtest" as Network, "/", HOSTS)).toThrow(UnsupportedNetworkError);
  });

  it("refuses an unsupported language", () => {
    expect(() => canonicalUrl("mainnet", "/", HOSTS, "xx")).toThrow(UnsupportedLanguageError);
  });
});

describe("resolveCanonicalHosts", () => {
  it.each<[string, Parameters<typeof resolveCanonicalHosts>[0], string, CanonicalHosts]>([
    ["defaults both hosts to the request origin", {}, "http://localhost:8787", { bitcoin: "http://localhost:8787", liquid: "http://localhost:8787" }],
    ["keeps a configured liquid host", { liquid: "https://liquid.example" }, "https://a.example", { bitcoin: "https://a.example", liquid: "https://liquid.example" }],
    ["treats an empty setting as unset", { bitcoin: "" }, "https://a.example", { bitcoin: "https://a.example", liquid: "https://a.example" }],
    ["drops a trailing slash", { bitcoin: "https://btc.example/" }, "https://a.example/", { bitcoin: "https://btc.example", liquid: "https://a.example" }],
    ["accepts an IPv6 origin", {}, "http://[::1]:8787", { bitcoin: "http://[::1]:8787", liquid: "http://[::1]:8787" }],
  ])("%s", (_case, config, origin, expected) => {
    expect(resolveCanonicalHosts(config, origin)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof resolveCanonicalHosts>[0], unknown]>([
    ["a host with a path", { bitcoin: "https://btc.example/explorer" }, "https://a.example"],
    ["a host without a scheme", { liquid: "liquid.example" }, "https://a.example"],
    ["a non-http scheme", { bitcoin: "ftp://btc.example" }, "https://a.example"],
    ["credentials in the host", { bitcoin: "https://u:p@btc.example" }, "https://a.example"],
    ["an empty request origin", {}, ""],
    ["a non-string request origin", {}, 42],
  ])("throws InvalidConfigError for %s", (_case, config, origin) => {
    expect(() => resolveCanonicalHosts(config, origin as string)).toThrow(InvalidConfigError);
  });
});

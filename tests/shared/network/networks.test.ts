import { describe, it, expect } from "vitest";
import {
  type BaseModule,
  type Network,
  NETWORKS,
  NETWORK_IDS,
  BASE_MODULE_NETWORKS,
  assertNetworkOnBase,
  defaultNetwork,
  isBaseModule,
  isNetwork,
  isNetworkOnBase,
  parseNetwork,
} from "../../../shared/network/networks.ts";
import { UnsupportedNetworkError } from "../../../shared/network/errors.ts";

describe("the network table", () => {
  it.each<[string, Network, string]>([
    ["§9: mainnet's title name is Bitcoin", "mainnet", "Bitcoin"],
    ["§9: Bitcoin Testnet", "testnet", "Bitcoin Testnet"],
    ["§9: Bitcoin Signet", "signet", "Bitcoin Signet"],
    ["§9: Liquid Network", "liquid", "Liquid Network"],
    ["§9: Liquid Testnet", "liquidtestnet", "Liquid Testnet"],
    ["§9: Bisq Markets", "bisq", "Bisq Markets"],
  ])("names each network for titles (%s)", (_case, network, name) => {
    expect(NETWORKS[network].displayName).toBe(name);
  });

  it.each<[string, Network, string]>([
    ["§1: mainnet has no path prefix", "mainnet", ""],
    ["§2.1: testnet", "testnet", "testnet"],
    ["§2.1: signet", "signet", "signet"],
    ["§2.1: liquid", "liquid", "liquid"],
    ["§2.1: liquidtestnet", "liquidtestnet", "liquidtestnet"],
    ["§2.1: bisq", "bisq", "bisq"],
  ])("gives each network its path segment (%s)", (_case, network, segment) => {
    expect(NETWORKS[network].pathSegment).toBe(segment);
  });

  it.each<[string, Network, string]>([
    ["§9: liquid is L-", "liquid", "L-"],
    ["§9: liquid testnet is tL-", "liquidtestnet", "tL-"],
    ["§9: testnet is t", "testnet", "t"],
    ["§9: signet is s", "signet", "s"],
    ["§9: mainnet has none", "mainnet", ""],
    ["bisq is not listed, so none", "bisq", ""],
  ])("prefixes amounts by network (%s)", (_case, network, prefix) => {
    expect(NETWORKS[network].amountPrefix).toBe(prefix);
  });

  it.each<[Network, 0 | 1, number, string, boolean]>([
    ["mainnet", 0, 4_000_000, "bitcoin", true],
    ["testnet", 0, 4_000_000, "bitcoin", true],
    ["signet", 0, 4_000_000, "bitcoin", true],
    ["liquid", 1, 300_000, "liquid", false],
    ["liquidtestnet", 1, 300_000, "liquid", false],
    ["bisq", 0, 4_000_000, "bisq", false],
  ])(
    "gives %s fee decimals %i (§9), block weight %i, chain %s and mining pages %s (§2.2)",
    (network, decimals, weight, chain, mining) => {
      const info = NETWORKS[network];
      expect(info.feeDecimals).toBe(decimals);
      expect(info.blockWeightUnits).toBe(weight);
      expect(info.chain).toBe(chain);
      expect(info.hasMining).toBe(mining);
      expect(info.id).toBe(network);
    },
  );

  it("lists the six networks of §1 in order", () => {
    expect(NETWORK_IDS).toEqual(["mainnet", "testnet", "signet", "liquid", "liquidtestnet", "bisq"]);
    expect(Object.keys(NETWORKS).sort()).toEqual([...NETWORK_IDS].sort());
  });
});

describe("isNetwork and parseNetwork", () => {
  it.each(NETWORK_IDS.map((n) => [n]))("accept %s", (name) => {
    expect(isNetwork(name)).toBe(true);
    expect(parseNetwork(name)).toBe(name);
  });

  it.each<[string, unknown]>([
    ["an unknown name", "regtest"],
    ["a capitalised name", "Mainnet"],
    ["an empty string", ""],
    ["a prototype key", "constructor"],
    ["a number", 1],
    ["null", null],
    ["undefined", undefined],
  ])("reject %s with UnsupportedNetworkError", (_case, input) => {
    expect(isNetwork(input)).toBe(false);
    expect(() => parseNetwork(input)).toThrow(UnsupportedNetworkError);
  });

  it("names the expected values in the error message", () => {
    expect(() => parseNetwork("mainet")).toThrow(
      'Unsupported network "mainet": expected one of mainnet, testnet, signet, liquid, liquidtestnet, bisq.',
    );
  });
});

describe("builds and their networks", () => {
  it.each<[BaseModule, Network]>([
    ["bitcoin", "mainnet"],
    ["liquid", "liquid"],
    ["markets", "bisq"],
  ])("the %s build reads a path with no network prefix as %s (§2.1)", (base, network) => {
    expect(defaultNetwork(base)).toBe(network);
  });

  it.each<[Network, BaseModule, boolean]>([
    ["mainnet", "bitcoin", true],
    ["liquid", "bitcoin", true],
    ["bisq", "bitcoin", true],
    ["liquid", "liquid", true],
    ["liquidtestnet", "liquid", true],
    ["testnet", "liquid", false],
    ["mainnet", "liquid", false],
    ["bisq", "markets", true],
    ["mainnet", "markets", false],
  ])("serves %s on the %s build: %s", (network, base, served) => {
    expect(isNetworkOnBase(network, base)).toBe(served);
    if (served) expect(() => assertNetworkOnBase(network, base)).not.toThrow();
    else expect(() => assertNetworkOnBase(network, base)).toThrow(UnsupportedNetworkError);
  });

  it("says which networks a build serves when it refuses one", () => {
    expect(() => assertNetworkOnBase("mainnet", "liquid")).toThrow("the liquid build serves only liquid, liquidtestnet.");
  });

  it.each<[string, unknown]>([
    ["an unknown base", "enterprise"],
    ["an empty base", ""],
    ["a non-string base", 3],
  ])("rejects %s", (_case, base) => {
    expect(isBaseModule(base)).toBe(false);
    expect(() => defaultNetwork(base as BaseModule)).toThrow(UnsupportedNetworkError);
    expect(() => assertNetworkOnBase("mainnet", base as BaseModule)).toThrow(UnsupportedNetworkError);
  });

  it("rejects an unknown network in assertNetworkOnBase", () => {
    expect(() => assertNetworkOnBase("regtest" as Network, "bitcoin")).toThrow(UnsupportedNetworkError);
  });

  it("gives every build at least one network", () => {
    expect(BASE_MODULE_NETWORKS.bitcoin).toHaveLength(6);
    expect(BASE_MODULE_NETWORKS.liquid).toEqual(["liquid", "liquidtestnet"]);
    expect(BASE_MODULE_NETWORKS.markets).toEqual(["bisq"]);
  });
});

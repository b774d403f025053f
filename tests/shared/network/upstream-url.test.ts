import { describe, expect, it } from "vitest";
import { InvalidConfigError } from "../../../shared/network/errors.ts";
import { devnetRefusal, unservedNetworkReason, upstreamApiRoot } from "../../../shared/network/upstream-url.ts";

describe("upstreamApiRoot", () => {
  it.each<[string | undefined, Parameters<typeof upstreamApiRoot>[1], Parameters<typeof upstreamApiRoot>[2], string | null]>([
    ["", "mainnet", "bitcoin", null],
    [undefined, "testnet", "bitcoin", null],
    ["  ", "testnet", "bitcoin", null],
    ["https://backend.example", "mainnet", "bitcoin", "https://backend.example"],
    ["https://backend.example/", "testnet", "bitcoin", "https://backend.example/testnet"],
    ["http://10.0.0.5:8999/mempool/", "signet", "bitcoin", "http://10.0.0.5:8999/mempool/signet"],
    ["https://backend.example", "liquid", "liquid", "https://backend.example"],
    ["https://backend.example", "liquidtestnet", "liquid", "https://backend.example/testnet"],
    ["https://backend.example", "liquidtestnet", "bitcoin", "https://backend.example/liquidtestnet"],
  ])("%j for %s on the %s build is %j", (configured, network, base, expected) => {
    expect(upstreamApiRoot(configured, network, base)).toBe(expected);
  });

  it.each(["backend.example", "ftp://backend.example", "ws://backend.example"])("refuses %j with the fix", (configured) => {
    expect(() => upstreamApiRoot(configured, "mainnet", "bitcoin")).toThrow(InvalidConfigError);
    expect(() => upstreamApiRoot(configured, "mainnet", "bitcoin")).toThrow(/UPSTREAM_URL/);
  });
});

describe("networks the devnet cannot serve", () => {
  it.each(["liquid", "liquidtestnet", "bisq"] as const)("refuses %s with the fix", (network) => {
    expect(devnetRefusal(network)).toMatch(/^The embedded devnet simulates Bitcoin networks only; .+ needs UPSTREAM_URL\.$/);
    expect(unservedNetworkReason("", network)).toBe(devnetRefusal(network));
    expect(unservedNetworkReason("  ", network)).toBe(devnetRefusal(network));
    expect(unservedNetworkReason(undefined, network)).toBe(devnetRefusal(network));
    expect(unservedNetworkReason("https://backend.example", network)).toBeNull();
  });

  it.each(["mainnet", "testnet", "signet"] as const)("serves %s", (network) => {
    expect(devnetRefusal(network)).toBeNull();
    expect(unservedNetworkReason("", network)).toBeNull();
  });
});

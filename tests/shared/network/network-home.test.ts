import { describe, it, expect } from "vitest";
import { networkHomePath } from "../../../shared/network/network-home.ts";
import type { BaseModule, Network } from "../../../shared/network/networks.ts";
import { UnsupportedNetworkError } from "../../../shared/network/errors.ts";

describe("networkHomePath", () => {
  it.each<[string, string | null, boolean, Network, BaseModule, string]>([
    ["mainnet", null, false, "mainnet", "bitcoin", "/"],
    ["testnet", null, false, "testnet", "bitcoin", "/testnet"],
    ["the language stays", "ar", false, "signet", "bitcoin", "/ar/signet"],
    ["the preview area stays where it exists", "de", true, "signet", "bitcoin", "/de/preview/signet"],
    ["§2.2 no preview for liquid on the bitcoin build", "de", true, "liquid", "bitcoin", "/de/liquid"],
    ["§2.2 liquid testnet previews on the liquid build", null, true, "liquidtestnet", "liquid", "/preview/testnet"],
    ["§2.2 no previews on markets", null, true, "bisq", "markets", "/"],
  ])("%s", (_case, language, preview, network, base, path) => {
    expect(networkHomePath({ language, preview }, network, base)).toBe(path);
  });

  it("refuses a network the build does not serve", () => {
    expect(() => networkHomePath({ language: null, preview: false }, "mainnet", "liquid")).toThrow(UnsupportedNetworkError);
  });
});

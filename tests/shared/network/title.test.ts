import { describe, it, expect } from "vitest";
import { PRODUCT_NAME, networkExplorerName, pageTitle } from "../../../shared/network/title.ts";
import type { BaseModule, Network } from "../../../shared/network/networks.ts";
import { UnsupportedNetworkError } from "../../../shared/network/errors.ts";

describe("pageTitle", () => {
  it("names the product Blocktide", () => {
    expect(PRODUCT_NAME).toBe("Blocktide");
  });

  it.each<[string, string, Network, BaseModule, string]>([
    ["§9 pattern on mainnet", "Block 800000", "mainnet", "bitcoin", "Block 800000 - Blocktide - Bitcoin Explorer"],
    ["§9 Bitcoin Testnet", "Mining", "testnet", "bitcoin", "Mining - Blocktide - Bitcoin Testnet Explorer"],
    ["§9 Bitcoin Signet", "Clock", "signet", "bitcoin", "Clock - Blocktide - Bitcoin Signet Explorer"],
    ["§9 Liquid Network", "Transaction", "liquid", "liquid", "Transaction - Blocktide - Liquid Network Explorer"],
    ["§9 Liquid Testnet", "Assets", "liquidtestnet", "liquid", "Assets - Blocktide - Liquid Testnet Explorer"],
    ["§9 Bisq Markets", "Markets", "bisq", "markets", "Markets - Blocktide - Bisq Markets Explorer"],
    ["an empty page", "", "mainnet", "bitcoin", "Blocktide - Bitcoin Explorer"],
    ["a blank page", "   ", "liquid", "liquid", "Blocktide - Liquid Network Explorer"],
    ["a page with outer spaces", "  Status ", "testnet", "bitcoin", "Status - Blocktide - Bitcoin Testnet Explorer"],
  ])("follows %s", (_case, page, network, base, title) => {
    expect(pageTitle(page, network, base)).toBe(title);
  });

  it.each<[Network, BaseModule]>([
    ["mainnet", "liquid"],
    ["testnet", "markets"],
    ["regtest" as Network, "bitcoin"],
  ])("refuses %s on the %s build", (network, base) => {
    expect(() => pageTitle("Home", network, base)).toThrow(UnsupportedNetworkError);
  });

  it.each<[unknown]>([[null], [undefined], [5]])("refuses a page name of %j", (page) => {
    expect(() => pageTitle(page as string, "mainnet", "bitcoin")).toThrow(TypeError);
  });
});

describe("networkExplorerName", () => {
  it("is the network part of every title", () => {
    expect(networkExplorerName("testnet")).toBe("Bitcoin Testnet Explorer");
    expect(pageTitle("", "testnet", "bitcoin")).toBe(`Blocktide - ${networkExplorerName("testnet")}`);
  });
});

import { describe, expect, it } from "vitest";
import { NETWORK_IDS } from "../../../shared/network/networks.ts";
import { addressNetworkOf } from "../../../shared/rules/network-address-format.ts";

describe("addressNetworkOf", () => {
  it("gives each Bitcoin network its own address format and no format to the others", () => {
    expect(Object.fromEntries(NETWORK_IDS.map((network) => [network, addressNetworkOf(network)]))).toEqual({
      mainnet: "mainnet",
      testnet: "testnet",
      signet: "signet",
      liquid: null,
      liquidtestnet: null,
      bisq: null,
    });
  });
});

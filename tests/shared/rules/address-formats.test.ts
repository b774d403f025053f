import { describe, expect, it } from "vitest";
import { base58FirstCharacters, couldBeAddressPrefix } from "../../../shared/rules/address-formats.ts";

describe("base58FirstCharacters", () => {
  it.each([
    ["mainnet", "13"],
    ["testnet", "2mn"],
    ["signet", "2mn"],
    ["bisq", ""],
  ] as const)("derives %s's first characters from its version bytes (none without addresses)", (network, expected) => {
    expect(base58FirstCharacters(network)).toBe(expected);
  });

  it("covers Liquid's unconfidential (G, H, P, Q) and confidential (V…) forms", () => {
    const characters = base58FirstCharacters("liquid");
    for (const first of ["G", "H", "P", "Q", "V"]) expect(characters).toContain(first);
  });
});

describe("couldBeAddressPrefix", () => {
  it.each([
    ["1wiz", "mainnet"],
    ["3J98t1", "mainnet"],
    ["b", "mainnet"],
    ["bc", "mainnet"],
    ["bc1", "mainnet"],
    ["bc1pqyqs", "mainnet"],
    ["tb1qw5", "signet"],
    ["mipcB", "testnet"],
    ["lq1qq", "liquid"],
    ["ex1", "liquid"],
    ["tlq1", "liquidtestnet"],
  ] as const)("accepts %s on %s", (text, network) => {
    expect(couldBeAddressPrefix(text, network)).toBe(true);
  });

  it.each([
    ["tb1q", "mainnet", "another network's prefix"],
    ["bc1qb", "mainnet", "'b' is not in the bech32 alphabet"],
    ["mipcB", "mainnet", "a testnet base58 start"],
    ["0abc", "mainnet", "'0' is not base58"],
    ["1wizSAYSbuyXbt9d8JV8ytm5acqq2TorCX", "mainnet", "as long as a whole address"],
    [`bc1${"q".repeat(90)}`, "mainnet", "longer than any bech32 address"],
    ["", "mainnet", "empty"],
    ["1wiz", "bisq", "Bisq has no address pages"],
  ] as const)("rejects %s on %s (%s)", (text, network, _reason) => {
    expect(couldBeAddressPrefix(text, network)).toBe(false);
  });
});

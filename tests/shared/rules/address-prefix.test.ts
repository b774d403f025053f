import { describe, it, expect } from "vitest";
import {
  BECH32_ADDRESS_PREFIXES,
  InvalidAddressPrefixError,
  normalizeAddressPrefix,
} from "../../../shared/rules/address-prefix.ts";

describe("normalizeAddressPrefix", () => {
  it.each([
    ["spec §5: bc1 input is lower-cased (research §4: 'BC1PQYQS')", "BC1PQYQS", "bc1pqyqs"],
    ["spec §5: mixed-case bc1 (research §4: 'bC1q0003')", "bC1q0003", "bc1q0003"],
    ["an already lower-case bc1 prefix", "bc1q0003", "bc1q0003"],
    ["spec §5: base58 keeps its case (research §4: '1wizS')", "1wizS", "1wizS"],
    ["a P2SH base58 prefix keeps its case", "3Ab", "3Ab"],
    ["testnet and signet bech32 'tb1'", "TB1QXY", "tb1qxy"],
    ["regtest bech32 'bcrt1'", "BCRT1Q9", "bcrt1q9"],
    ["Liquid 'ex1'", "EX1QAB", "ex1qab"],
    ["Liquid confidential 'lq1'", "LQ1QQ", "lq1qq"],
    ["Liquid testnet 'tex1'", "TEX1Q", "tex1q"],
    ["Liquid testnet confidential 'tlq1'", "TLQ1QQ", "tlq1qq"],
    ["testnet base58 keeps its case", "mZx", "mZx"],
    ["a prefix shorter than 'bc1' keeps its case", "BC", "BC"],
    ["surrounding whitespace is trimmed", "  BC1PQYQS \n", "bc1pqyqs"],
    ["whitespace around base58 is trimmed too", "\t1wizS ", "1wizS"],
    ["blank input gives an empty prefix", "   ", ""],
    ["empty input gives an empty prefix", "", ""],
  ])("normalises %s", (_case, input, expected) => {
    expect(normalizeAddressPrefix(input)).toBe(expected);
  });

  it("lists the bech32 prefixes it lowers", () => {
    expect(BECH32_ADDRESS_PREFIXES).toEqual(["bc1", "tb1", "bcrt1", "ex1", "lq1", "tex1", "tlq1"]);
  });

  it.each([
    ["a number", 1, "Invalid address prefix 1: expected the text typed into search."],
    ["null", null, "Invalid address prefix null: expected the text typed into search."],
    ["undefined", undefined, "Invalid address prefix undefined: expected the text typed into search."],
  ])("rejects %s", (_case, input, message) => {
    expect(() => normalizeAddressPrefix(input as unknown as string)).toThrow(InvalidAddressPrefixError);
    expect(() => normalizeAddressPrefix(input as unknown as string)).toThrow(message);
  });
});

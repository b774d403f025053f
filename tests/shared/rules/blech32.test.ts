import { describe, expect, it } from "vitest";
import { BLECH32_MAX_LENGTH, decodeBlech32 } from "../../../shared/rules/blech32.ts";

// Real confidential Liquid addresses (mainnet and testnet, witness v0 and v1).
const LQ_V0 = "lq1qqvxk052kf3qtkxmrakx50a9gc3smqad2ync54hzntjt980kfej9kkfe0247rp5h4yzmdftsahhw64uy8pzfe7cpg4fgykm7cv";
const TLQ_V0 = "tlq1qqv3a0f0ag3hfnlmsmyy4wc06e2zhxaaqyphff75a77kxgxwjkvqcm7lg32cps4ys9cszwkylwuwzdlhasdgsws96j4f2sw0el";
const LQ_V1 = "lq1pqvzxvqhrf54dd4sny4cag7497pe38252qefk46t92frs7us8r80ja9ha8r5me09nn22m4tmdqp5p4wafq3s59cql3v9n45t5trwtxrmxfsyxjnstkctj";

describe("decodeBlech32", () => {
  it.each([
    ["a mainnet v0 address, blech32", LQ_V0, "lq", "blech32"],
    ["a testnet v0 address, blech32", TLQ_V0, "tlq", "blech32"],
    ["a mainnet v1 address, blech32m", LQ_V1, "lq", "blech32m"],
    ["an all upper-case address", LQ_V0.toUpperCase(), "lq", "blech32"],
  ])("decodes %s", (_case, text, hrp, encoding) => {
    const decoded = decodeBlech32(text);
    expect(decoded?.hrp).toBe(hrp);
    expect(decoded?.encoding).toBe(encoding);
    // Witness version, then 5-bit groups of 33 key bytes + the program, checksum dropped.
    expect(decoded?.words[0]).toBe(encoding === "blech32" ? 0 : 1);
  });

  it("drops the 12 checksum characters from the data", () => {
    const dataCharacters = LQ_V0.length - "lq1".length;
    expect(decodeBlech32(LQ_V0)?.words).toHaveLength(dataCharacters - 12);
  });

  it.each([
    ["one character changed", `${LQ_V0.slice(0, 20)}${LQ_V0[20] === "q" ? "p" : "q"}${LQ_V0.slice(21)}`],
    ["mixed case", `LQ1${LQ_V0.slice(3)}`],
    ["a bech32 address (6-character checksum)", "ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094"],
    ["no separator", "lqqqqqqqqqqqqqqqqqqq"],
    ["an empty human-readable part", `1${"q".repeat(20)}`],
    ["a character outside the alphabet", `${LQ_V0.slice(0, 10)}b${LQ_V0.slice(11)}`],
    ["a data part shorter than the checksum", "lq1qqqqq"],
    ["the empty string", ""],
    ["a string over the length cap", `lq1${"q".repeat(BLECH32_MAX_LENGTH)}`],
  ])("rejects %s", (_case, text) => {
    expect(decodeBlech32(text)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { Network } from "../../../shared/network/networks.ts";
import {
  BLOCK_HASH_LEADING_ZEROS,
  MAX_SEARCH_HEIGHT,
  MAX_SEARCH_LENGTH,
  type SearchTarget,
  classifySearch,
  searchTargetPath,
} from "../../../shared/rules/search-target.ts";
import { blockHeight } from "../../../shared/types/units.ts";

const GENESIS_TXID = "4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b";
const BLOCK_840000 = "0000000000000000000320283a032748cef8227873ff4872689bf23f1cda83a5";
const P2PKH = "1wizSAYSbuyXbt9d8JV8ytm5acqq2TorC";
const P2WPKH = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
const P2TR = "bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297";
const TESTNET_BECH32 = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx";
const TESTNET_P2PKH = "mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn";
const LIQUID_UNCONFIDENTIAL = "ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094";
const LIQUID_CONFIDENTIAL =
  "lq1qqvxk052kf3qtkxmrakx50a9gc3smqad2ync54hzntjt980kfej9kkfe0247rp5h4yzmdftsahhw64uy8pzfe7cpg4fgykm7cv";
const PUBKEY = `02${"ab".repeat(32)}`;

const tx = (txid: string): SearchTarget => ({ kind: "tx", txid } as SearchTarget);
const hash = (id: string): SearchTarget => ({ kind: "block", hash: id } as SearchTarget);
const height = (n: number): SearchTarget => ({ kind: "block", height: blockHeight(n) });
const address = (text: string): SearchTarget => ({ kind: "address", address: text });
const prefix = (text: string): SearchTarget => ({ kind: "address-prefix", prefix: text });
const invalid = (reason: string): SearchTarget => ({ kind: "invalid", reason } as SearchTarget);

describe("classifySearch", () => {
  it.each<[string, string, Network, SearchTarget]>([
    // Transaction ids and block hashes.
    ["a txid", GENESIS_TXID, "mainnet", tx(GENESIS_TXID)],
    ["an upper-case txid, lower-cased", GENESIS_TXID.toUpperCase(), "mainnet", tx(GENESIS_TXID)],
    ["a block hash (8 leading zeros)", BLOCK_840000, "mainnet", hash(BLOCK_840000)],
    ["an upper-case block hash", BLOCK_840000.toUpperCase(), "testnet", hash(BLOCK_840000)],
    ["7 leading zeros on mainnet: a txid", `0000000${"a".repeat(57)}`, "mainnet", tx(`0000000${"a".repeat(57)}`)],
    ["5 leading zeros on signet: a block hash", `00000${"b".repeat(59)}`, "signet", hash(`00000${"b".repeat(59)}`)],
    ["5 leading zeros on testnet: a txid", `00000${"b".repeat(59)}`, "testnet", tx(`00000${"b".repeat(59)}`)],
    ["any 64 hex on Liquid: a txid", BLOCK_840000, "liquid", tx(BLOCK_840000)],
    ["64 digits: hex first, so a txid", "1".repeat(64), "mainnet", tx("1".repeat(64))],
    ["63 hex characters", GENESIS_TXID.slice(1), "mainnet", invalid("unrecognised")],
    ["65 hex characters", `${GENESIS_TXID}0`, "mainnet", invalid("unrecognised")],
    ["a txid with an output index (not supported)", `${GENESIS_TXID}:0`, "mainnet", invalid("unrecognised")],
    // Heights.
    ["genesis", "0", "mainnet", height(0)],
    ["a height", "840000", "mainnet", height(840_000)],
    ["a height with leading zeros", "000123", "signet", height(123)],
    ["the highest height", String(MAX_SEARCH_HEIGHT), "mainnet", height(MAX_SEARCH_HEIGHT)],
    ["ten digits", "1234567890", "mainnet", invalid("height-too-large")],
    ["a channel-id-sized number", "17".repeat(9), "mainnet", invalid("height-too-large")],
    ["a negative height", "-1", "mainnet", invalid("unrecognised")],
    ["a decimal height", "1.5", "mainnet", invalid("unrecognised")],
    ["Devanagari digits", "१२३", "mainnet", invalid("unrecognised")],
    ["full-width digits", "１２３", "mainnet", invalid("unrecognised")],
    // Addresses.
    ["a P2PKH address", P2PKH, "mainnet", address(P2PKH)],
    ["a P2SH address", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", "mainnet", address("3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy")],
    ["a P2WPKH address", P2WPKH, "mainnet", address(P2WPKH)],
    ["a P2TR address", P2TR, "mainnet", address(P2TR)],
    ["spec §5: an upper-case bech32 address, lower-cased", P2WPKH.toUpperCase(), "mainnet", address(P2WPKH)],
    ["spec §5: a mixed-case bech32 address, lower-cased", `bC1Q${P2WPKH.slice(4).toUpperCase()}`, "mainnet", address(P2WPKH)],
    ["a testnet bech32 address on testnet", TESTNET_BECH32, "testnet", address(TESTNET_BECH32)],
    ["a testnet base58 address on signet", TESTNET_P2PKH, "signet", address(TESTNET_P2PKH)],
    ["an address on Bisq (no address pages)", P2WPKH, "bisq", invalid("unrecognised")],
    ["a public key on Bisq", PUBKEY, "bisq", invalid("unrecognised")],
    ["a txid on Bisq", GENESIS_TXID, "bisq", tx(GENESIS_TXID)],
    ["a compressed public key", PUBKEY, "mainnet", address(PUBKEY)],
    ["an upper-case uncompressed public key", `04${"CD".repeat(64)}`, "testnet", address(`04${"cd".repeat(64)}`)],
    ["a Liquid unconfidential address", LIQUID_UNCONFIDENTIAL, "liquid", address(LIQUID_UNCONFIDENTIAL)],
    ["a Liquid confidential address", LIQUID_CONFIDENTIAL, "liquid", address(LIQUID_CONFIDENTIAL)],
    ["an upper-case Liquid confidential address", LIQUID_CONFIDENTIAL.toUpperCase(), "liquid", address(LIQUID_CONFIDENTIAL)],
    ["a public key on Liquid", PUBKEY, "liquid", invalid("unrecognised")],
    // Other networks' addresses.
    ["a testnet address on mainnet", TESTNET_BECH32, "mainnet", invalid("wrong-network")],
    ["a testnet base58 address on mainnet", TESTNET_P2PKH, "mainnet", invalid("wrong-network")],
    ["a mainnet address on signet", P2PKH, "signet", invalid("wrong-network")],
    ["a Bitcoin address on Liquid", P2WPKH, "liquid", invalid("wrong-network")],
    ["a Liquid address on mainnet", LIQUID_CONFIDENTIAL, "mainnet", invalid("wrong-network")],
    ["a Liquid address on Liquid Testnet", LIQUID_UNCONFIDENTIAL, "liquidtestnet", invalid("wrong-network")],
    // Prefixes to complete.
    ["research §4: '1wiz'", "1wiz", "mainnet", prefix("1wiz")],
    ["research §4: 'BC1PQYQS', lower-cased", "BC1PQYQS", "mainnet", prefix("bc1pqyqs")],
    ["research §4: 'bC1q0003', lower-cased", "bC1q0003", "mainnet", prefix("bc1q0003")],
    ["a base58 prefix keeps its case", "1WiZs", "mainnet", prefix("1WiZs")],
    ["a base58 look-alike with I (not in base58)", "1wIZs", "mainnet", invalid("unrecognised")],
    ["a 33-character P2PKH with a typo could still grow", `${P2PKH.slice(0, -1)}D`, "mainnet", prefix(`${P2PKH.slice(0, -1)}D`)],
    ["a Liquid confidential prefix", "lq1qq", "liquid", prefix("lq1qq")],
    // Typos and noise.
    ["a 34-character base58 string with a bad checksum", `${P2PKH}x`, "mainnet", invalid("invalid-address")],
    ["bech32 with a character outside the alphabet", `bc1qb${P2WPKH.slice(5)}`, "mainnet", invalid("invalid-address")],
    ["a word", "hello", "mainnet", invalid("unrecognised")],
    ["an address with a space inside", `1wiz ${P2PKH.slice(4)}`, "mainnet", invalid("unrecognised")],
    ["markup", "<script>alert(1)</script>", "mainnet", invalid("unrecognised")],
    ["a URL", "https://example.com/tx/abc", "mainnet", invalid("unrecognised")],
    ["emoji", "🚀🚀", "mainnet", invalid("unrecognised")],
    ["a zero-width space inside a height", "84\u200b0000", "mainnet", invalid("unrecognised")],
  ])("%s", (_case, input, network, expected) => {
    expect(classifySearch(input, network)).toEqual(expected);
  });

  it.each([
    ["spaces", `  ${GENESIS_TXID}  `],
    ["tabs and newlines", `\t${GENESIS_TXID}\r\n`],
    ["non-breaking spaces", `\u00a0${GENESIS_TXID}\u00a0`],
    ["zero-width characters and a byte-order mark", `\ufeff\u200b${GENESIS_TXID}\u200d\u2060`],
  ])("trims %s around the input", (_case, input) => {
    expect(classifySearch(input, "mainnet")).toEqual(tx(GENESIS_TXID));
  });

  it.each([
    ["the empty string", "", "empty"],
    ["only whitespace", " \t\n\u00a0 ", "empty"],
    ["just over the length cap", "1".repeat(MAX_SEARCH_LENGTH + 1), "too-long"],
    ["a megabyte of text", "a".repeat(1_000_000), "too-long"],
    ["a megabyte of whitespace around a height", `${" ".repeat(500_000)}7${" ".repeat(500_000)}`, "block"],
  ])("handles %s", (_case, input, kind) => {
    const target = classifySearch(input, "mainnet");
    expect(target.kind === "invalid" ? target.reason : target.kind).toBe(kind);
  });

  it("never throws for odd strings", () => {
    const odd = ["\u0000", "\ud800", "1\u0301", "bc1\u0000", "0x".padEnd(66, "0"), "١٢٣", "ＢＣ１ｑ", "𝟏𝟐𝟑"];
    for (const input of odd) expect(() => classifySearch(input, "mainnet")).not.toThrow();
  });

  it("rejects an unknown network with a clear error", () => {
    expect(() => classifySearch("1", "regtest" as Network)).toThrow("Unknown network");
  });

  it("lists the leading zeros per network", () => {
    expect(BLOCK_HASH_LEADING_ZEROS).toEqual({ mainnet: 8, testnet: 8, signet: 5, liquid: null, liquidtestnet: null, bisq: 8 });
  });
});

describe("searchTargetPath", () => {
  it.each<[SearchTarget, string, string | null]>([
    [tx(GENESIS_TXID), "", `/tx/${GENESIS_TXID}`],
    [tx(GENESIS_TXID), "/testnet", `/testnet/tx/${GENESIS_TXID}`],
    [hash(BLOCK_840000), "", `/block/${BLOCK_840000}`],
    [height(0), "/signet", "/signet/block/0"],
    [height(840_000), "", "/block/840000"],
    [address(P2WPKH), "/liquid", `/liquid/address/${P2WPKH}`],
    [prefix("1wiz"), "", null],
    [invalid("empty"), "", null],
  ])("%j under %j → %j", (target, base, expected) => {
    expect(searchTargetPath(target, base)).toBe(expected);
  });

  it("routes what it classifies", () => {
    expect(searchTargetPath(classifySearch(` ${P2WPKH.toUpperCase()} `, "testnet"), "/testnet")).toBeNull();
    expect(searchTargetPath(classifySearch(` ${TESTNET_BECH32.toUpperCase()} `, "testnet"), "/testnet")).toBe(`/testnet/address/${TESTNET_BECH32}`);
  });

  it.each(["testnet", "/testnet/", "//", "http://x"])("rejects the network base %j", (base) => {
    expect(() => searchTargetPath(height(1), base)).toThrow("Network base must be");
  });
});

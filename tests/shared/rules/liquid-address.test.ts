import { describe, expect, it } from "vitest";
import { sha256 } from "@noble/hashes/sha2.js";
import { createBase58check } from "@scure/base";
import { LIQUID_ADDRESS_PREFIXES, parseLiquidAddress } from "../../../shared/rules/liquid-address.ts";

const base58check = createBase58check(sha256);
const hash = new Uint8Array(20).fill(7);
const blindingKey = Uint8Array.of(0x02, ...new Uint8Array(32).fill(9));
/** A base58 address built from Elements' chain parameters (no real one is at hand for each form). */
const base58 = (...bytes: (number | Uint8Array)[]) =>
  base58check.encode(Uint8Array.from(bytes.flatMap((part) => (typeof part === "number" ? [part] : [...part]))));

const { liquid, liquidtestnet } = LIQUID_ADDRESS_PREFIXES;

describe("parseLiquidAddress", () => {
  it.each([
    ["unconfidential bech32 v0", "ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094", "liquid", false],
    ["unconfidential bech32m v1 (taproot)", "ex1p8qs0qcn25l2y6yvtc5t95rr8w9pndcj64c8rkutnvkcvdp6gh02qa4lw5j", "liquid", false],
    [
      "confidential blech32 v0",
      "lq1qqvxk052kf3qtkxmrakx50a9gc3smqad2ync54hzntjt980kfej9kkfe0247rp5h4yzmdftsahhw64uy8pzfe7cpg4fgykm7cv",
      "liquid",
      true,
    ],
    [
      "confidential blech32m v1",
      "lq1pqgft7r4ytdenml0gaj67393sd3qkt3nxex0ut5dt3plhzwf6jaww5wpq7p3x4f75f5gch3gktgxxwu2rxm394tsw8dchxedsc6r53w75375l4kfvf08y",
      "liquid",
      true,
    ],
    [
      "testnet confidential blech32 v0",
      "tlq1qqv3a0f0ag3hfnlmsmyy4wc06e2zhxaaqyphff75a77kxgxwjkvqcm7lg32cps4ys9cszwkylwuwzdlhasdgsws96j4f2sw0el",
      "liquidtestnet",
      true,
    ],
    ["base58 P2PKH", base58(liquid.pubKeyHash, hash), "liquid", false],
    ["base58 P2SH", base58(liquid.scriptHash, hash), "liquid", false],
    ["confidential base58 P2PKH", base58(liquid.blinded, liquid.pubKeyHash, blindingKey, hash), "liquid", true],
    ["testnet base58 P2SH", base58(liquidtestnet.scriptHash, hash), "liquidtestnet", false],
    ["testnet confidential base58", base58(liquidtestnet.blinded, liquidtestnet.scriptHash, blindingKey, hash), "liquidtestnet", true],
  ] as const)("accepts %s", (_case, text, network, confidential) => {
    expect(parseLiquidAddress(text, network)).toEqual({ ok: true, confidential });
  });

  it.each([
    ["a Liquid address on Liquid Testnet", "ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094", "liquidtestnet"],
    ["a Bitcoin bech32 address", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "liquid"],
    ["a Bitcoin base58 address", "1wizSAYSbuyXbt9d8JV8ytm5acqq2TorC", "liquid"],
    ["a testnet confidential base58 address on Liquid", base58(liquidtestnet.blinded, liquidtestnet.pubKeyHash, blindingKey, hash), "liquid"],
  ] as const)("reports %s as another network's", (_case, text, network) => {
    expect(parseLiquidAddress(text, network)).toEqual({ ok: false, problem: "wrong-network" });
  });

  it.each([
    ["an empty string", ""],
    ["words", "hello world"],
    ["a base58 payload of the wrong size", base58(liquid.pubKeyHash, new Uint8Array(19))],
    ["a base58 version of no network", base58(200, hash)],
    ["a confidential base58 address with a foreign inner version", base58(liquid.blinded, 0x00, blindingKey, hash)],
    ["a bad checksum", "ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs095"],
  ])("rejects %s", (_case, text) => {
    expect(parseLiquidAddress(text, "liquid")).toEqual({ ok: false, problem: "invalid" });
  });
});

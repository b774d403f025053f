import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import { type AddressNetwork, scriptAddress } from "../../../../durable-objects/devnet/tx/output-script.ts";
import { parseAddress } from "../../../../shared/rules/address-script.ts";

const NETWORKS: AddressNetwork[] = ["mainnet", "testnet", "signet", "regtest"];
const SCRIPTS = {
  p2pkh: "76a914751e76e8199196d454941c45d1b3a323f1433bd688ac",
  p2sh: "a914b472a266d0bd89c13706a4132ccfb16f7c3b9fcb87",
  p2wpkh: "0014751e76e8199196d454941c45d1b3a323f1433bd6",
  p2wsh: "00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262",
  p2tr: "5120a37c3903c8d0db6512e2b40b0dffa05e5a3ab73603ce8c9c4b7771e5412328f9",
  anchor: "51024e73",
};

describe("parseAddress", () => {
  it.each(NETWORKS)("reads back every address scriptAddress prints on %s", (network) => {
    for (const script of Object.values(SCRIPTS)) {
      const address = scriptAddress(hex.decode(script), network)!;
      const parsed = parseAddress(address, network);
      expect(parsed.ok && hex.encode(parsed.address.script)).toBe(script);
    }
  });

  it("reads BIP173 and BIP350 examples, in either case", () => {
    const p2wpkh = parseAddress("BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "mainnet");
    expect(p2wpkh.ok && hex.encode(p2wpkh.address.script)).toBe(SCRIPTS.p2wpkh);
    const p2tr = parseAddress("bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", "mainnet");
    expect(p2tr.ok && p2tr.address).toMatchObject({ witnessVersion: 1, isScript: false });
  });

  it("marks script-committing addresses", () => {
    for (const [kind, isScript] of [["p2sh", true], ["p2wsh", true], ["p2wpkh", false], ["p2tr", false], ["p2pkh", false]] as const) {
      const parsed = parseAddress(scriptAddress(hex.decode(SCRIPTS[kind]), "mainnet")!, "mainnet");
      expect(parsed.ok && parsed.address.isScript).toBe(isScript);
    }
  });

  it("tells another network's address from a malformed one", () => {
    const testnet = scriptAddress(hex.decode(SCRIPTS.p2wpkh), "testnet")!;
    const legacy = scriptAddress(hex.decode(SCRIPTS.p2pkh), "testnet")!;
    for (const address of [testnet, legacy]) expect(parseAddress(address, "mainnet")).toMatchObject({ ok: false, problem: { kind: "wrong-network" } });
    // Testnet and signet share prefixes: one's addresses are the other's.
    expect(parseAddress(testnet, "signet").ok).toBe(true);
  });

  it.each([
    ["mixed case", "bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", /Invalid or unsupported Segwit/],
    ["a bech32 checksum error", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", /Invalid or unsupported Segwit/],
    ["version 1 with a bech32 checksum", "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx", /must use Bech32m checksum/],
    ["version 0 with a bech32m checksum", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh", /must use Bech32 checksum/],
    ["a version 0 program of 16 bytes", "BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P", /v0 address program size \(16 bytes\)/],
    ["a base58 checksum error", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", /Invalid checksum or length of Base58/],
    ["an empty string", "", /Invalid or unsupported Segwit/],
  ])("refuses %s", (_, address, error) => {
    const parsed = parseAddress(address, "mainnet");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatchObject({ kind: "invalid", error: expect.stringMatching(error) });
  });
});

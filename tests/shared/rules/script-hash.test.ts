import { describe, it, expect } from "vitest";
import { INVALID_SCRIPT_HEX_MESSAGE, InvalidScriptHexError, scriptHash } from "../../../shared/rules/script-hash.ts";

describe("scriptHash", () => {
  it.each([
    [
      "the genesis P2PKH script (Electrum protocol documentation example)",
      "76a91462e907b15cbf27d5425399ebf6f0fb50ebb88f1888ac",
      "8b01df4e368ea28f8dc0423bcf7a4923e3a12d307c875e47a0cfbf90b5c39161",
    ],
    [
      "the same script in upper case",
      "76A91462E907B15CBF27D5425399EBF6F0FB50EBB88F1888AC",
      "8b01df4e368ea28f8dc0423bcf7a4923e3a12d307c875e47a0cfbf90b5c39161",
    ],
    [
      "the BIP173 P2WPKH script (cross-checked with node:crypto)",
      "0014751e76e8199196d454941c45d1b3a323f1433bd6",
      "9623df75239b5daa7f5f03042d325b51498c4bb7059c7748b17049bf96f73888",
    ],
    ["a one-byte OP_RETURN script", "6a", "b757182eab6e590fe78bc6382df84960abe38e669198faf199a1e74b03409f18"],
    [
      "the empty script: SHA-256 of nothing, reversed",
      "",
      "55b852781b9995a44c939b64e441ae2724b96f99c8f4fb9a141cfc9842c4b0e3",
    ],
  ])("hashes %s", (_case, script, expected) => {
    expect(scriptHash(script)).toBe(expected);
  });

  it.each([
    ["an odd number of digits (spec §5)", "abc"],
    ["a single digit", "a"],
    ["non-hex letters (spec §5)", "zz"],
    ["a 0x prefix", "0x6a"],
    ["surrounding whitespace", " 6a "],
    ["an inner space", "6a 6a"],
    ["a number", 106],
    ["null", null],
    ["undefined", undefined],
    ["an array of bytes", [0x6a]],
  ])("fails with exactly 'script is not a valid hex string' for %s", (_case, input) => {
    expect(() => scriptHash(input as string)).toThrow(/^script is not a valid hex string$/);
  });

  it("throws a typed error with status 400 and the spec §8 message", () => {
    expect(INVALID_SCRIPT_HEX_MESSAGE).toBe("script is not a valid hex string");
    try {
      scriptHash("xyz");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidScriptHexError);
      expect((error as InvalidScriptHexError).message).toBe("script is not a valid hex string");
      expect((error as InvalidScriptHexError).status).toBe(400);
      expect((error as InvalidScriptHexError).input).toBe("xyz");
    }
  });
});

import { describe, it, expect } from "vitest";
import { InvalidPubkeyError, isRawPubkey, pubkeyToP2pkScript } from "../../../shared/rules/pubkey-script.ts";

// The key of block 9's coinbase output (the first bitcoin transaction), 130 hex characters.
const UNCOMPRESSED =
  "0411db93e1dcdb8a016b49840f8c53bc1eb68a382e97b1482ecad7b148a6909a5cb2e0eaddfb84ccf9744464f82e160bfa9b8b64f9d4c03f999b8643f656b412a3";
const COMPRESSED = "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798";

describe("pubkeyToP2pkScript", () => {
  it.each([
    ["spec §5: prefix 41 for a 130-character key", UNCOMPRESSED, `41${UNCOMPRESSED}ac`],
    ["spec §5: prefix 21 otherwise (66-character 02 key)", COMPRESSED, `21${COMPRESSED}ac`],
    ["prefix 21 for an 03 key", `03${"ab".repeat(32)}`, `2103${"ab".repeat(32)}ac`],
    ["a lower-cased script for an upper-case key", COMPRESSED.toUpperCase(), `21${COMPRESSED}ac`],
  ])("builds %s", (_case, key, expected) => {
    expect(pubkeyToP2pkScript(key)).toBe(expected);
  });

  it("gives 134 characters for an uncompressed key and 70 for a compressed one", () => {
    expect(pubkeyToP2pkScript(UNCOMPRESSED)).toHaveLength(134);
    expect(pubkeyToP2pkScript(COMPRESSED)).toHaveLength(70);
  });

  it.each([
    ["an empty string", "", "Invalid public key an empty string: expected 130 hex characters starting with 04 (uncompressed) or 66 starting with 02 or 03 (compressed)."],
    ["a 130-character key not starting with 04", `05${UNCOMPRESSED.slice(2)}`, "Invalid public key 130 characters"],
    ["a 66-character key starting with 04", `04${COMPRESSED.slice(2)}`, "Invalid public key 66 characters"],
    ["an uncompressed key one digit short", UNCOMPRESSED.slice(0, 129), "Invalid public key 129 characters"],
    ["a compressed key with a non-hex digit", `02${"g".repeat(64)}`, "Invalid public key 66 characters"],
    ["an address", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "Invalid public key 42 characters"],
    ["a number", 2, "Invalid public key 2"],
    ["null", null, "Invalid public key null"],
  ])("rejects %s with InvalidPubkeyError", (_case, input, message) => {
    expect(() => pubkeyToP2pkScript(input as string)).toThrow(InvalidPubkeyError);
    expect(() => pubkeyToP2pkScript(input as string)).toThrow(message);
  });
});

describe("isRawPubkey", () => {
  it.each([
    ["an uncompressed 04 key", UNCOMPRESSED, true],
    ["a compressed 02 key", COMPRESSED, true],
    ["a compressed 03 key in upper case", `03${"AB".repeat(32)}`, true],
    ["a 64-character txid", "ab".repeat(32), false],
    ["an 04 key with compressed length", `04${"ab".repeat(32)}`, false],
    ["a 02 key with uncompressed length", `02${"ab".repeat(64)}`, false],
    ["surrounding whitespace", ` ${COMPRESSED}`, false],
    ["an empty string", "", false],
    ["undefined", undefined, false],
    ["a number", 4, false],
  ])("answers for %s", (_case, input, expected) => {
    expect(isRawPubkey(input)).toBe(expected);
  });
});

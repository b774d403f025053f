import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import type { ScriptPubkeyType } from "../../../../shared/types/esplora.ts";
import { scriptAddress, scriptPubkeyType, witnessProgram } from "../../../../durable-objects/devnet/tx/output-script.ts";

const KEY33 = `02${"11".repeat(32)}`;

describe("output script types (electrs' rules, in electrs' order)", () => {
  it.each<[string, string, ScriptPubkeyType]>([
    ["nothing", "", "empty"],
    ["OP_RETURN with data", "6a0548656c6c6f", "op_return"],
    ["a bare OP_RETURN", "6a", "op_return"],
    ["a compressed P2PK", `21${KEY33}ac`, "p2pk"],
    ["an uncompressed P2PK", `41${"04".padEnd(130, "1")}ac`, "p2pk"],
    ["P2PKH", `76a914${"22".repeat(20)}88ac`, "p2pkh"],
    ["P2SH", `a914${"22".repeat(20)}87`, "p2sh"],
    ["P2WPKH", `0014${"22".repeat(20)}`, "v0_p2wpkh"],
    ["P2WSH", `0020${"22".repeat(32)}`, "v0_p2wsh"],
    ["P2TR", `5120${"22".repeat(32)}`, "v1_p2tr"],
    ["pay-to-anchor", "51024e73", "anchor"],
    ["OP_RESERVED first", "5051", "provably_unspendable"],
    ["a disabled opcode first", "7e51", "provably_unspendable"],
    ["an undefined opcode first", "bb51", "provably_unspendable"],
    ["a 1-of-2 multisig frame", `51${`21${KEY33}`.repeat(2)}52ae`, "multisig"],
    ["a multisig frame with m above n", `53${`21${KEY33}`.repeat(2)}52ae`, "unknown"],
    ["a 20-byte witness v1 program", `5114${"22".repeat(20)}`, "unknown"],
    ["OP_TRUE", "51", "unknown"],
  ])("types %s as %s", (_, script, type) => {
    expect(scriptPubkeyType(hex.decode(script))).toBe(type);
  });
});

describe("output script addresses", () => {
  it("gives witness programs of every version an address, bech32m above version 0", () => {
    expect(scriptAddress(hex.decode("51024e73"))).toBe("bc1pfeessrawgf");
    expect(scriptAddress(hex.decode(`5228${"00".repeat(40)}`))).toMatch(/^bc1z/);
    expect(witnessProgram(hex.decode(`6010${"ab".repeat(16)}`))).toMatchObject({ version: 16 });
  });

  it.each([
    ["P2PK", `21${KEY33}ac`],
    ["multisig", `51${`21${KEY33}`.repeat(2)}52ae`],
    ["OP_RETURN", "6a00"],
    ["a push that is not a witness program", `0115${"00".repeat(20)}`],
    ["a witness program one byte too long for its push", `0014${"22".repeat(21)}`],
  ])("gives %s no address", (_, script) => {
    expect(scriptAddress(hex.decode(script))).toBeUndefined();
  });
});

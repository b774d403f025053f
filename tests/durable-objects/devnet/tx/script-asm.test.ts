import { readFileSync } from "node:fs";
import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import type { EsploraTransaction } from "../../../../shared/types/esplora.ts";
import { opcodeName, scriptToAsm } from "../../../../durable-objects/devnet/tx/script-asm.ts";

const asm = (scriptHex: string) => scriptToAsm(hex.decode(scriptHex));

const capturedScripts = ["transactions-random.json", "transactions-rbfs.json", "transactions-replaced.json", "non-standard-txs.json"].flatMap((name) => {
  const txs: EsploraTransaction[] = JSON.parse(readFileSync(new URL(`../../../fixtures/mempool/backend-test-data/${name}`, import.meta.url), "utf8"));
  return txs.flatMap((tx) => [
    ...tx.vout.map((vout) => [vout.scriptpubkey, vout.scriptpubkey_asm] as const),
    ...tx.vin.flatMap((vin) => [[vin.scriptsig, vin.scriptsig_asm] as const, ...(vin.prevout ? [[vin.prevout.scriptpubkey, vin.prevout.scriptpubkey_asm] as const] : [])]),
  ]);
});

describe("Esplora asm", () => {
  it(`prints all ${capturedScripts.length} captured mainnet scripts exactly as Esplora did`, () => {
    for (const [script, expected] of capturedScripts) expect(asm(script)).toBe(expected);
  });

  it.each([
    [0x00, "OP_0"],
    [0x01, "OP_PUSHBYTES_1"],
    [0x4b, "OP_PUSHBYTES_75"],
    [0x4c, "OP_PUSHDATA1"],
    [0x4d, "OP_PUSHDATA2"],
    [0x4e, "OP_PUSHDATA4"],
    [0x4f, "OP_PUSHNUM_NEG1"],
    [0x50, "OP_RESERVED"],
    [0x51, "OP_PUSHNUM_1"],
    [0x60, "OP_PUSHNUM_16"],
    [0x61, "OP_NOP"],
    [0x63, "OP_IF"],
    [0x6a, "OP_RETURN"],
    [0x7e, "OP_CAT"],
    [0x87, "OP_EQUAL"],
    [0x89, "OP_RESERVED1"],
    [0x92, "OP_0NOTEQUAL"],
    [0xa9, "OP_HASH160"],
    [0xab, "OP_CODESEPARATOR"],
    [0xac, "OP_CHECKSIG"],
    [0xaf, "OP_CHECKMULTISIGVERIFY"],
    [0xb0, "OP_NOP1"],
    [0xb1, "OP_CLTV"],
    [0xb2, "OP_CSV"],
    [0xb3, "OP_NOP4"],
    [0xb9, "OP_NOP10"],
    [0xba, "OP_CHECKSIGADD"],
    [0xbb, "OP_RETURN_187"],
    [0xfe, "OP_RETURN_254"],
    [0xff, "OP_INVALIDOPCODE"],
  ])("names opcode 0x%s %s (rust-bitcoin 0.28, which electrs prints)", (opcode, name) => {
    expect(opcodeName(opcode)).toBe(name);
  });

  it("gives every opcode a distinct name", () => {
    const names = Array.from({ length: 256 }, (_, opcode) => opcodeName(opcode));
    expect(new Set(names).size).toBe(256);
    expect(names.every((name) => /^OP_[0-9A-Z_]+$/.test(name))).toBe(true);
  });

  it.each([
    ["an empty script", "", ""],
    ["a PUSHDATA1 without its data", "4c05ab", "OP_PUSHDATA1 <push past end>"],
    ["a PUSHDATA2 without its length", "6a4d01", "OP_RETURN<unexpected end>"],
    ["a short direct push after an opcode", "6a03abcd", "OP_RETURN OP_PUSHBYTES_3 <push past end>"],
    ["an empty PUSHDATA1", "4c00", "OP_PUSHDATA1"],
    ["a PUSHDATA2 with its data", `4d0001${"ab".repeat(256)}`, `OP_PUSHDATA2 ${"ab".repeat(256)}`],
    ["an inscription envelope", "0063036f726468", "OP_0 OP_IF OP_PUSHBYTES_3 6f7264 OP_ENDIF"],
  ])("prints %s as rust-bitcoin does", (_, script, expected) => {
    expect(asm(script)).toBe(expected);
  });
});

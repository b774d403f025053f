import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import { decodeScript, scriptOpcodes } from "../../../shared/tx/script-pushes.ts";

const pushes = (scriptHex: string) => decodeScript(hex.decode(scriptHex)).ops.map((op) => [op.opcode, op.data && hex.encode(op.data)]);

describe("decodeScript", () => {
  it("decodes pushes with their data and reports where a script is cut short", () => {
    const decoded = decodeScript(hex.decode("00510201024c"));
    expect(decoded.ops.map((op) => [op.opcode, op.data && hex.encode(op.data)])).toStrictEqual([
      [0x00, ""],
      [0x51, undefined],
      [0x02, "0102"],
    ]);
    expect(decoded.truncated).toStrictEqual({ opcode: 0x4c, missing: "length" });
  });

  it("reads PUSHDATA1, 2 and 4 lengths little-endian", () => {
    expect(pushes(`4c02abcd4d0300${"ee".repeat(3)}4e01000000ff`)).toStrictEqual([
      [0x4c, "abcd"],
      [0x4d, "eeeeee"],
      [0x4e, "ff"],
    ]);
  });

  it("tells a missing length from missing data, keeping what came before", () => {
    expect(decodeScript(hex.decode("6a4e0100"))).toStrictEqual({ ops: [{ opcode: 0x6a }], truncated: { opcode: 0x4e, missing: "length" } });
    const short = decodeScript(hex.decode("6a03abcd"));
    expect(short.ops).toStrictEqual([{ opcode: 0x6a }]);
    expect(short.truncated).toStrictEqual({ opcode: 0x03, missing: "data" });
    expect(decodeScript(hex.decode("51ac"))).toStrictEqual({ ops: [{ opcode: 0x51 }, { opcode: 0xac }] });
  });
});

describe("scriptOpcodes", () => {
  it("reads pushes of every width and stops at one that runs past the end", () => {
    const script = Uint8Array.from([0x00, 0x51, 0x02, 0xaa, 0xbb, 0x4d, 0x01, 0x00, 0xcc, 0x4c, 0x05, 0x01]);
    expect(scriptOpcodes(script)).toEqual([
      { opcode: 0x00, data: Uint8Array.of() },
      { opcode: 0x51 },
      { opcode: 0x02, data: Uint8Array.of(0xaa, 0xbb) },
      { opcode: 0x4d, data: Uint8Array.of(0xcc) },
    ]);
  });
});

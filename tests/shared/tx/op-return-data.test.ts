import { describe, expect, it } from "vitest";
import { opReturnData } from "../../../shared/tx/op-return-data.ts";
import { everyType, withOpReturn } from "./tx-fixtures.ts";

const hex = (text: string) => Buffer.from(text, "utf8").toString("hex");

describe("opReturnData", () => {
  it("reads b10c's message, skipping the small-number opcodes after it", () => {
    const data = opReturnData(everyType.vout[8]!.scriptpubkey)!;
    expect(data.text).toBe("Not your inputs, not your outputs.");
    expect(data.hex).toBe(hex("Not your inputs, not your outputs."));
  });

  it("shows binary data as hex only", () => {
    const data = opReturnData(withOpReturn.vout[0]!.scriptpubkey)!;
    expect(data.text).toBeNull();
    expect(data.hex.length).toBeGreaterThan(0);
    expect(withOpReturn.vout[0]!.scriptpubkey.endsWith(data.hex)).toBe(true);
  });

  it("joins several pushes, including PUSHDATA1 ones", () => {
    const long = "x".repeat(80);
    expect(opReturnData(`6a05${hex("hello")}4c50${hex(long)}`)).toEqual({ hex: hex("hello") + hex(long), text: `hello${long}` });
  });

  it("keeps text with accents and emoji, and refuses control characters", () => {
    expect(opReturnData(`6a${(hex("café ⚡").length / 2).toString(16).padStart(2, "0")}${hex("café ⚡")}`)?.text).toBe("café ⚡");
    expect(opReturnData(`6a03${hex("a")}0001`)?.text).toBeNull();
  });

  it("answers null for other scripts and for bad hex, and empty data for a bare OP_RETURN", () => {
    expect(opReturnData("0014" + "00".repeat(20))).toBeNull();
    expect(opReturnData("6a0")).toBeNull();
    expect(opReturnData("zz")).toBeNull();
    expect(opReturnData("6a")).toEqual({ hex: "", text: null });
  });
});

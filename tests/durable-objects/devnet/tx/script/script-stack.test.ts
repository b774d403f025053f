import { describe, expect, it } from "vitest";
import {
  castToBool,
  evaluatePushes,
  isMinimalPush,
  isPushOnly,
  pushEncoding,
} from "../../../../../durable-objects/devnet/tx/script/script-stack.ts";

const bytes = (length: number, fill = 0xaa) => new Uint8Array(length).fill(fill);

describe("isMinimalPush", () => {
  it.each([
    ["the empty push as OP_0", 0x00, [], true],
    ["5 as OP_5", 0x55, [5], true],
    ["5 as a one-byte push", 0x01, [5], false],
    ["0x81 as OP_1NEGATE", 0x4f, [0x81], true],
    ["0x81 as a one-byte push", 0x01, [0x81], false],
    ["17 as a one-byte push", 0x01, [17], true],
  ] as const)("accepts or refuses %s", (_, opcode, data, minimal) => {
    expect(isMinimalPush(opcode, Uint8Array.from(data))).toBe(minimal);
  });

  it("wants a direct push up to 75 bytes, OP_PUSHDATA1 up to 255, OP_PUSHDATA2 beyond", () => {
    expect([isMinimalPush(75, bytes(75)), isMinimalPush(0x4c, bytes(75))]).toEqual([true, false]);
    expect([isMinimalPush(0x4c, bytes(76)), isMinimalPush(0x4d, bytes(76))]).toEqual([true, false]);
    expect([isMinimalPush(0x4d, bytes(256)), isMinimalPush(0x4c, bytes(255))]).toEqual([true, true]);
  });
});

describe("evaluatePushes", () => {
  it("pushes data, the empty item, -1 and small numbers", () => {
    expect(evaluatePushes(Uint8Array.of(0x02, 0xab, 0xcd, 0x00, 0x4f, 0x60), true)).toEqual({
      stack: [Uint8Array.of(0xab, 0xcd), new Uint8Array(0), Uint8Array.of(0x81), Uint8Array.of(16)],
    });
  });

  it("refuses a non-minimal push only when asked to", () => {
    const script = Uint8Array.of(0x01, 0x05);
    expect(evaluatePushes(script, true)).toEqual({ error: "MINIMALDATA" });
    expect(evaluatePushes(script, false)).toEqual({ stack: [Uint8Array.of(5)] });
  });

  it.each([
    ["an executed OP_RESERVED", Uint8Array.of(0x00, 0x50), "BAD_OPCODE"],
    ["a push past the end", Uint8Array.of(0x00, 0x05, 0x01), "BAD_OPCODE"],
    ["an item of 521 bytes", Uint8Array.of(0x4d, 0x09, 0x02, ...bytes(521)), "PUSH_SIZE"],
    ["1001 items", new Uint8Array(1001), "STACK_SIZE"],
    ["a non-push opcode", Uint8Array.of(0x00, 0x76), "SIG_PUSHONLY"],
  ] as const)("stops at %s", (_, script, error) => {
    expect(evaluatePushes(script, true)).toEqual({ error });
  });
});

describe("isPushOnly", () => {
  it("counts OP_RESERVED as a push, as Core does, but not an opcode or a truncated push", () => {
    expect(isPushOnly(Uint8Array.of(0x50, 0x60))).toBe(true);
    expect(isPushOnly(Uint8Array.of(0x00, 0x61))).toBe(false);
    expect(isPushOnly(Uint8Array.of(0x02, 0x01))).toBe(false);
  });
});

describe("castToBool", () => {
  it.each([
    [[], false],
    [[0, 0], false],
    [[0x80], false],
    [[0, 0, 0x80], false],
    [[0x80, 0], true],
    [[0, 1], true],
  ] as const)("reads %j as %s", (item, value) => {
    expect(castToBool(Uint8Array.from(item))).toBe(value);
  });
});

describe("pushEncoding", () => {
  it("writes CScript() << data: OP_0 for nothing, else the shortest push opcode, never a number opcode", () => {
    expect(pushEncoding(new Uint8Array(0))).toEqual(Uint8Array.of(0x00));
    expect(pushEncoding(Uint8Array.of(5))).toEqual(Uint8Array.of(0x01, 0x05));
    expect(pushEncoding(bytes(76)).subarray(0, 2)).toEqual(Uint8Array.of(0x4c, 76));
    expect(pushEncoding(bytes(256)).subarray(0, 3)).toEqual(Uint8Array.of(0x4d, 0x00, 0x01));
  });
});

import { describe, expect, it } from "vitest";
import { RUST_U32_MAX, RUST_USIZE_MAX, leadingInteger, rustUnsigned } from "../../../shared/params/backend-numbers.ts";

describe("rustUnsigned, electrs's str::parse of an unsigned integer", () => {
  it.each<[string, number]>([
    ["0", 0],
    ["007", 7],
    ["+25", 25],
    ["4294967295", 4_294_967_295],
  ])("reads %j as %d", (raw, value) => {
    expect(rustUnsigned(raw, RUST_U32_MAX)).toBe(value);
  });

  it.each(["", "+", "-0", "-1", " 7", "7 ", "1.5", "1e3", "0x10", "undefined", "4294967296"])("fails on %j as a u32", (raw) => {
    expect(rustUnsigned(raw, RUST_U32_MAX)).toBeUndefined();
  });

  it("takes a usize up to 2⁶⁴ − 1, leading zeros not counting", () => {
    expect(rustUnsigned("0004294967296", RUST_USIZE_MAX)).toBe(4_294_967_296);
    expect(rustUnsigned(RUST_USIZE_MAX, RUST_USIZE_MAX)).toBe(2 ** 64);
    expect(rustUnsigned("18446744073709551616", RUST_USIZE_MAX)).toBeUndefined();
    expect(rustUnsigned(undefined, RUST_USIZE_MAX)).toBeUndefined();
  });
});

describe("leadingInteger, the mempool backend's parseInt(text, 10)", () => {
  it.each<[string, number]>([
    ["12", 12],
    ["12abc", 12],
    [" 12", 12],
    ["1e3", 1],
    ["12.9", 12],
    ["0x10", 0],
    ["-5", -5],
    ["+5", 5],
    ["-0", 0],
  ])("reads %j as %d", (raw, value) => {
    expect(leadingInteger(raw)).toBe(value);
  });

  it.each(["", "abc", "-", "undefined"])("finds no number in %j", (raw) => {
    expect(leadingInteger(raw)).toBeUndefined();
  });
});

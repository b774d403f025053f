import { describe, expect, it } from "vitest";
import { frame, serialized } from "../../../shared/protocol/server-frame.ts";

describe("frame", () => {
  it("joins pre-serialised values into one JSON object", () => {
    const text = frame([["fees", serialized({ fastestFee: 3 })], ["txConfirmed", serialized("ab")]]);
    expect(JSON.parse(text!)).toEqual({ fees: { fastestFee: 3 }, txConfirmed: "ab" });
  });

  it("leaves out undefined values, and is null when nothing is left", () => {
    expect(frame([["a", undefined], ["b", serialized(1)]])).toBe('{"b":1}');
    expect(frame([["a", undefined]])).toBeNull();
  });

  it("escapes keys", () => {
    expect(JSON.parse(frame([['we"ird', serialized(true)]])!)).toEqual({ 'we"ird': true });
  });
});

import { describe, expect, it } from "vitest";
import { describeInput, describeLength } from "../../../shared/errors/describe-input.ts";

const LONG = "x".repeat(10_000);

describe("describeInput", () => {
  it.each<[string, unknown, string]>([
    ["a whole number", 42, "42"],
    ["a fraction", 1.5, "1.5"],
    ["a negative number", -3, "-3"],
    ["NaN", Number.NaN, "NaN"],
    ["Infinity", Number.POSITIVE_INFINITY, "Infinity"],
    ["negative zero, keeping its sign", -0, "-0"],
    ["positive zero", 0, "0"],
    ["a bigint", 7n, "7n"],
    ["true", true, "true"],
    ["false", false, "false"],
    ["null", null, "null"],
    ["undefined", undefined, "undefined"],
    ["an empty string", "", "an empty string"],
    ["a short string, quoted", "mainet", '"mainet"'],
    ["a string needing escapes, quoted as JSON", 'a"b\n', '"a\\"b\\n"'],
    ["a string of exactly 64 characters, quoted", "y".repeat(64), JSON.stringify("y".repeat(64))],
    ["a string of 65 characters, by length", "y".repeat(65), "a string of 65 characters"],
    ["a 10,000-character string, by length", LONG, "a string of 10000 characters"],
    ["an empty array", [], "an array of 0 items"],
    ["an array, without its items", [1, "two", { three: 3 }], "an array of 3 items"],
    ["a plain object", { secret: "x" }, "an object"],
    ["an object without a prototype", Object.create(null), "an object"],
    ["a date", new Date(0), "an object"],
    ["a function", () => "x", "function"],
    ["a symbol", Symbol("x"), "symbol"],
  ])("describes %s", (_case, input, expected) => {
    expect(describeInput(input)).toBe(expected);
  });

  it("never echoes a long string", () => {
    const text = describeInput(LONG);
    expect(text).not.toContain("xx");
    expect(text.length).toBeLessThan(64);
  });

  it("does not call an object's own toString or toJSON", () => {
    const hostile = {
      toString: () => {
        throw new Error("toString called");
      },
      toJSON: () => {
        throw new Error("toJSON called");
      },
    };
    expect(describeInput(hostile)).toBe("an object");
  });
});

describe("describeLength", () => {
  it.each<[string, unknown, string]>([
    ["an empty string", "", "an empty string"],
    ["a short string, by length only", "abc", "3 characters"],
    ["a 64-character id, by length only", "f".repeat(64), "64 characters"],
    ["a 10,000-character string, by length only", LONG, "10000 characters"],
    ["a number, as describeInput does", 2, "2"],
    ["null, as describeInput does", null, "null"],
    ["an object, as describeInput does", {}, "an object"],
  ])("describes %s", (_case, input, expected) => {
    expect(describeLength(input)).toBe(expected);
  });
});

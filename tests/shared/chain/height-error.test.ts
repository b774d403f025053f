import { describe, it, expect } from "vitest";
import { InvalidHeightError, checkHeight } from "../../../shared/chain/height-error.ts";
import { InputError } from "../../../shared/errors/input-error.ts";

describe("checkHeight", () => {
  it.each([
    ["genesis", 0, 0],
    ["a mainnet height", 840_000, 840_000],
    ["negative zero as genesis", -0, 0],
    ["the largest safe integer", Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])("accepts %s", (_case, input, expected) => {
    expect(Object.is(checkHeight(input), expected)).toBe(true);
  });

  it.each([
    ["a negative height", -1, "Invalid block height -1: expected a whole number of 0 (genesis) or more."],
    ["a fraction", 2.5, "Invalid block height 2.5: expected a whole number of 0 (genesis) or more."],
    ["NaN", Number.NaN, "Invalid block height NaN: expected a whole number of 0 (genesis) or more."],
    ["an unsafe integer", 2 ** 53, "Invalid block height 9007199254740992: expected a whole number of 0 (genesis) or more."],
    ["a numeric string", "12", 'Invalid block height "12": expected a whole number of 0 (genesis) or more.'],
    ["an empty string", "", "Invalid block height an empty string: expected a whole number of 0 (genesis) or more."],
    ["undefined", undefined, "Invalid block height undefined: expected a whole number of 0 (genesis) or more."],
    ["null", null, "Invalid block height null: expected a whole number of 0 (genesis) or more."],
  ])("rejects %s with a message naming the fix", (_case, input, message) => {
    expect(() => checkHeight(input)).toThrow(message);
  });

  it("throws an InvalidHeightError that carries status 400 and the input", () => {
    try {
      checkHeight(-7);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidHeightError);
      expect(error).toBeInstanceOf(InputError);
      expect((error as InvalidHeightError).status).toBe(400);
      expect((error as InvalidHeightError).input).toBe(-7);
      expect((error as InvalidHeightError).name).toBe("InvalidHeightError");
    }
  });
});

import { describe, it, expect } from "vitest";
import { InvalidParamError } from "../../../shared/params/errors.ts";

describe("InvalidParamError", () => {
  it("carries status 400, the parameter name and the input", () => {
    const error = new InvalidParamError("block height", "99", "why.");
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(400);
    expect(error.name).toBe("InvalidParamError");
    expect(error.param).toBe("block height");
    expect(error.input).toBe("99");
  });

  it.each<[unknown, string]>([
    ["", "Invalid index an empty string: why."],
    ["abc", 'Invalid index "abc": why.'],
    [Number.NaN, "Invalid index NaN: why."],
    [-1, "Invalid index -1: why."],
    [null, "Invalid index null: why."],
    [[1], "Invalid index an array of 1 items: why."],
    ["x".repeat(100), "Invalid index a string of 100 characters: why."],
  ])("describes the input %j briefly", (input, message) => {
    expect(new InvalidParamError("index", input, "why.").message).toBe(message);
  });
});

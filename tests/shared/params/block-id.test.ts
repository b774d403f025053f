import { describe, it, expect } from "vitest";
import { type BlockId, parseBlockId } from "../../../shared/params/block-id.ts";
import { InvalidIdError } from "../../../shared/types/ids.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";

const HASH = "00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054";

describe("parseBlockId", () => {
  it.each<[string, string, BlockId]>([
    ["§5 all digits is a height", "800000", { kind: "height", height: 800000 } as BlockId],
    ["§9 the genesis height 0", "0", { kind: "height", height: 0 } as BlockId],
    ["leading zeros are still digits", "007", { kind: "height", height: 7 } as BlockId],
    ["the largest safe height", "9007199254740991", { kind: "height", height: 9007199254740991 } as BlockId],
    ["§5 otherwise a hash", HASH, { kind: "hash", hash: HASH } as BlockId],
    ["an upper-case hash, lower-cased", HASH.toUpperCase(), { kind: "hash", hash: HASH } as BlockId],
  ])("reads %s", (_case, input, expected) => {
    expect(parseBlockId(input)).toEqual(expected);
  });

  it.each<[string, unknown]>([
    ["a height beyond Number.MAX_SAFE_INTEGER", "9007199254740992"],
    ["64 digits (all digits means a height)", "1".repeat(64)],
  ])("throws InvalidParamError (400) for %s", (_case, input) => {
    expect(() => parseBlockId(input)).toThrow(InvalidParamError);
    expect(() => parseBlockId(input)).toThrow(/at most 9007199254740991/);
  });

  it.each<[string, unknown]>([
    ["an empty string", ""],
    ["a negative height", "-1"],
    ["a fractional height", "12.5"],
    ["a padded height", " 7"],
    ["an exponent", "1e3"],
    ["63 hex characters", HASH.slice(1)],
    ["65 hex characters", `${HASH}0`],
    ["a non-hex character", `${HASH.slice(1)}g`],
    ["a number instead of a string", 800000],
    ["NaN", Number.NaN],
    ["null", null],
    ["undefined", undefined],
  ])("throws InvalidIdError for %s", (_case, input) => {
    expect(() => parseBlockId(input)).toThrow(InvalidIdError);
  });

  it("answers 400 for every malformed id", () => {
    for (const input of ["", "9007199254740992", "zz"]) {
      try {
        parseBlockId(input);
        expect.unreachable();
      } catch (e) {
        expect((e as { status: number }).status).toBe(400);
      }
    }
  });
});

import { describe, it, expect } from "vitest";
import { clampMempoolBlockIndex, parseMempoolBlockIndex } from "../../../shared/params/mempool-block-index.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";

describe("parseMempoolBlockIndex", () => {
  it.each<[string, string | null | undefined, number]>([
    ["§5 a non-negative integer", "3", 3],
    ["zero", "0", 0],
    ["leading zeros", "07", 7],
    ["§5 a negative index is 0", "-1", 0],
    ["§2.11 a fractional index is 0", "1.5", 0],
    ["§5 a non-numeric index is 0", "next", 0],
    ["an empty index is 0", "", 0],
    ["a padded index is 0", " 2", 0],
    ["a missing index is 0", undefined, 0],
    ["a null index is 0", null, 0],
  ])("%s (%j)", (_case, raw, expected) => {
    expect(parseMempoolBlockIndex(raw)).toBe(expected);
  });
});

describe("clampMempoolBlockIndex", () => {
  it.each<[string, number, number, number]>([
    ["keeps an index that has a block", 5, 8, 5],
    ["keeps the last block", 7, 8, 7],
    ["§2.11 lowers an index past the end to the last block", 9, 3, 2],
    ["lowers far past the end", 1000, 8, 7],
    ["gives 0 with no blocks", 4, 0, 0],
    ["gives 0 for index 0 with no blocks", 0, 0, 0],
    ["keeps 0 with one block", 0, 1, 0],
  ])("%s (index %d of %d blocks)", (_case, index, count, expected) => {
    expect(clampMempoolBlockIndex(index, count)).toBe(expected);
  });

  it.each<[string, unknown, unknown]>([
    ["a negative index", -1, 8],
    ["a fractional index", 1.5, 8],
    ["a NaN index", Number.NaN, 8],
    ["a string index", "3", 8],
    ["a negative count", 0, -1],
    ["a fractional count", 0, 2.5],
    ["an infinite count", 0, Number.POSITIVE_INFINITY],
  ])("refuses %s with InvalidParamError", (_case, index, count) => {
    expect(() => clampMempoolBlockIndex(index as number, count as number)).toThrow(InvalidParamError);
  });
});

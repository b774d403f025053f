import { describe, expect, it } from "vitest";
import {
  COMPACT_MENU_WIDTH_PX,
  type FilterMode,
  MUTUALLY_EXCLUSIVE_FLAGS,
  exclusiveWith,
  matchesFilter,
  menuFlags,
  toggleFilter,
} from "../../../shared/tables/flag-filter.ts";
import { TRANSACTION_FLAGS, type TransactionFlagKey, flagsFromKeys, keysFromFlags } from "../../../shared/tables/transaction-flags.ts";

describe("mutual exclusion (spec §3: rbf and no_rbf are mutually exclusive. v1 and v2 are mutually exclusive.)", () => {
  it("lists the spec's pairs plus v3 against both other versions", () => {
    expect(MUTUALLY_EXCLUSIVE_FLAGS).toEqual([
      ["rbf", "no_rbf"],
      ["v1", "v2"],
      ["v1", "v3"],
      ["v2", "v3"],
    ]);
  });

  it.each<[TransactionFlagKey, TransactionFlagKey[]]>([
    ["rbf", ["no_rbf"]],
    ["no_rbf", ["rbf"]],
    ["v1", ["v2", "v3"]],
    ["v2", ["v1", "v3"]],
    ["v3", ["v1", "v2"]],
    ["p2tr", []],
  ])("%s excludes %j", (key, others) => {
    expect(exclusiveWith(key)).toEqual(others);
  });
});

describe("toggleFilter", () => {
  it.each<[TransactionFlagKey[], TransactionFlagKey, TransactionFlagKey[]]>([
    [[], "p2tr", ["p2tr"]],
    [["p2tr"], "p2tr", []],
    [["v1", "p2tr"], "v2", ["v2", "p2tr"]],
    [["v2"], "v1", ["v1"]],
    [["v1", "v2"], "v3", ["v3"]],
    [["rbf", "inscription"], "no_rbf", ["no_rbf", "inscription"]],
    [["no_rbf"], "rbf", ["rbf"]],
    [["v2", "no_rbf"], "v2", ["no_rbf"]],
    [["sighash_all"], "sighash_acp", ["sighash_all", "sighash_acp"]],
  ])("turns %j into %j when %s is toggled", (selected, key, result) => {
    expect(keysFromFlags(toggleFilter(flagsFromKeys(selected), key))).toEqual(result);
  });

  it("keeps bits it does not know", () => {
    expect(toggleFilter(2n ** 60n, "rbf")).toBe(2n ** 60n + 1n);
  });
});

describe("matchesFilter", () => {
  const tx = flagsFromKeys(["rbf", "p2tr", "sighash_default"]);

  it.each<[TransactionFlagKey[], FilterMode, boolean]>([
    [["p2tr", "p2wpkh"], "or", true],
    [["p2tr", "p2wpkh"], "and", false],
    [["p2tr", "rbf"], "and", true],
    [["sighash_default"], "and", true],
    [["coinjoin"], "or", false],
    [[], "and", true],
    [[], "or", true],
  ])("filter %j in %s mode matches rbf+p2tr+sighash_default: %s", (filter, mode, expected) => {
    expect(matchesFilter(tx, flagsFromKeys(filter), mode)).toBe(expected);
  });

  it("rejects an unknown mode", () => {
    expect(() => matchesFilter(tx, 1n, "xor" as FilterMode)).toThrow('filter mode must be "and" or "or", got "xor"');
  });
});

describe("menuFlags (spec §2.7: only important filters in the compact menu, width 280 or less)", () => {
  const important = TRANSACTION_FLAGS.filter((entry) => entry.important);

  it.each([
    [0, important.length],
    [240, important.length],
    [280, important.length],
    [281, TRANSACTION_FLAGS.length],
    [1200, TRANSACTION_FLAGS.length],
  ])("a %s px menu lists %s flags", (width, count) => {
    expect(menuFlags(width)).toHaveLength(count);
  });

  it("uses the spec's 280 px", () => {
    expect(COMPACT_MENU_WIDTH_PX).toBe(280);
    expect(menuFlags(280).every((entry) => entry.important)).toBe(true);
  });

  it.each([Number.NaN, -1])("rejects the width %s", (width) => {
    expect(() => menuFlags(width)).toThrow("menu width must be a finite, non-negative number");
  });
});

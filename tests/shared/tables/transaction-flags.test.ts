import { describe, expect, it } from "vitest";
import {
  FLAG_GROUPS,
  InvalidFlagsError,
  TRANSACTION_FLAGS,
  type TransactionFlagKey,
  flagsFromKeys,
  hasFlag,
  isTransactionFlagKey,
  keysFromFlags,
  parseFlags,
  transactionFlag,
} from "../../../shared/tables/transaction-flags.ts";

describe("transaction flag table (spec §3 + research §5.5)", () => {
  it.each<[TransactionFlagKey, string, bigint]>([
    ["rbf", "RBF enabled", 1n],
    ["no_rbf", "RBF disabled", 2n],
    ["v1", "Version 1", 4n],
    ["v2", "Version 2", 8n],
    ["p2pk", "P2PK", 256n],
    ["p2ms", "Bare multisig", 512n],
    ["p2pkh", "P2PKH", 1024n],
    ["p2sh", "P2SH", 2048n],
    ["p2wpkh", "P2WPKH", 4096n],
    ["p2wsh", "P2WSH", 8192n],
    ["p2tr", "Taproot", 16384n],
    ["cpfp_parent", "Paid for by child", 65536n],
    ["cpfp_child", "Pays for parent", 131072n],
    ["replacement", "Replacement", 262144n],
    ["op_return", "OP_RETURN", 2n ** 24n],
    ["batch_payout", "Batch payment", 2n ** 34n],
  ])("gives %s the spec's label %j and value %s", (key, label, value) => {
    expect(transactionFlag(key)).toMatchObject({ key, label, value });
  });

  it.each<[TransactionFlagKey, bigint]>([
    ["fake_pubkey", 2n ** 25n],
    ["inscription", 2n ** 26n],
    ["coinjoin", 2n ** 32n],
    ["consolidation", 2n ** 33n],
    ["sighash_all", 2n ** 40n],
    ["sighash_none", 2n ** 41n],
    ["sighash_single", 2n ** 42n],
    ["sighash_default", 2n ** 43n],
    ["sighash_acp", 2n ** 44n],
    ["v3", 2n ** 4n],
    ["nonstandard", 2n ** 5n],
    ["acceleration", 2n ** 19n],
    ["fake_scripthash", 2n ** 27n],
    ["annex", 2n ** 28n],
  ])("places %s at value %s (spec §3 powers of two, research §5.5 extra bits)", (key, value) => {
    const entry = transactionFlag(key);
    expect(entry.value).toBe(value);
    expect(1n << entry.bit).toBe(value);
    expect(entry.label).not.toBe("");
  });

  it("has 30 flags with distinct keys and single, distinct bits", () => {
    expect(TRANSACTION_FLAGS).toHaveLength(30);
    expect(new Set(TRANSACTION_FLAGS.map((entry) => entry.key)).size).toBe(30);
    expect(TRANSACTION_FLAGS.reduce((all, entry) => all | entry.value, 0n).toString(2).replace(/0/g, "")).toHaveLength(30);
  });

  it("names the groups of spec §2.7 in order", () => {
    expect(FLAG_GROUPS.map((group) => group.label)).toEqual([
      "Features",
      "Address Types",
      "Behavior",
      "Data",
      "Heuristics",
      "Sighash Flags",
    ]);
  });

  it.each([
    ["features", ["rbf", "no_rbf", "v1", "v2", "v3", "nonstandard"]],
    ["address-types", ["p2pk", "p2ms", "p2pkh", "p2sh", "p2wpkh", "p2wsh", "p2tr"]],
    ["behavior", ["cpfp_parent", "cpfp_child", "replacement", "acceleration"]],
    ["data", ["op_return", "fake_pubkey", "inscription", "fake_scripthash", "annex"]],
    ["heuristics", ["coinjoin", "consolidation", "batch_payout"]],
    ["sighash", ["sighash_all", "sighash_none", "sighash_single", "sighash_default", "sighash_acp"]],
  ])("puts the %s group's flags in it", (group, keys) => {
    expect(TRANSACTION_FLAGS.filter((entry) => entry.group === group).map((entry) => entry.key)).toEqual(keys);
  });

  it("marks the most filtered flags as important", () => {
    expect(TRANSACTION_FLAGS.filter((entry) => entry.important).map((entry) => entry.key)).toEqual([
      "rbf",
      "no_rbf",
      "p2tr",
      "cpfp_parent",
      "cpfp_child",
      "replacement",
      "op_return",
      "inscription",
      "coinjoin",
      "consolidation",
      "batch_payout",
    ]);
  });
});

describe("flag helpers", () => {
  it.each<[bigint, TransactionFlagKey, boolean]>([
    [0b1001n, "v2", true],
    [0b1001n, "v1", false],
    [2n ** 44n, "sighash_acp", true],
    [2n ** 44n + 1n, "rbf", true],
    [0n, "rbf", false],
  ])("hasFlag(%s, %s) is %s", (flags, key, expected) => {
    expect(hasFlag(flags, key)).toBe(expected);
  });

  it.each<[TransactionFlagKey[], bigint]>([
    [[], 0n],
    [["rbf", "p2tr"], 16385n],
    [["sighash_all", "sighash_acp"], 2n ** 40n + 2n ** 44n],
    [["rbf", "rbf"], 1n],
  ])("flagsFromKeys(%j) is %s", (keys, flags) => {
    expect(flagsFromKeys(keys)).toBe(flags);
  });

  it.each<[bigint, TransactionFlagKey[]]>([
    [0n, []],
    [16385n, ["rbf", "p2tr"]],
    [2n ** 44n + 2n ** 32n + 8n, ["v2", "coinjoin", "sighash_acp"]],
    [2n ** 6n + 2n ** 50n, []],
  ])("keysFromFlags(%s) is %j, ignoring unknown bits", (flags, keys) => {
    expect(keysFromFlags(flags)).toEqual(keys);
  });

  it("round-trips every key", () => {
    const keys = TRANSACTION_FLAGS.map((entry) => entry.key);
    expect(keysFromFlags(flagsFromKeys(keys))).toEqual(keys);
  });

  it.each([
    ["p2tr", true],
    ["coinjoin", true],
    ["P2TR", false],
    ["toString", false],
    ["", false],
    [5, false],
  ])("isTransactionFlagKey(%j) is %s", (key, expected) => {
    expect(isTransactionFlagKey(key)).toBe(expected);
  });

  it("rejects an unknown key by name", () => {
    expect(() => flagsFromKeys(["p2tr", "bogus" as TransactionFlagKey])).toThrow(
      'Unknown transaction flag "bogus"; known flags: rbf, no_rbf,',
    );
  });
});

describe("parseFlags (wire values: numbers below 2^53, decimal strings, bigints)", () => {
  it.each<[unknown, bigint]>([
    [0, 0n],
    [16385, 16385n],
    [17592186044416, 2n ** 44n],
    [2 ** 52 + 1, 2n ** 52n + 1n],
    ["16385", 16385n],
    ["17592186044416", 2n ** 44n],
    ["18446744073709551615", 2n ** 64n - 1n],
    [2n ** 44n, 2n ** 44n],
  ])("reads %o as %s", (value, flags) => {
    expect(parseFlags(value)).toBe(flags);
  });

  it.each([
    [-1, "Invalid transaction flags -1: flags cannot be negative."],
    [-1n, "Invalid transaction flags -1n: flags cannot be negative."],
    [1.5, "Invalid transaction flags 1.5: expected a whole number below 2^53"],
    [Number.NaN, "Invalid transaction flags NaN: expected a whole number below 2^53"],
    [2 ** 53, "Invalid transaction flags 9007199254740992: expected a whole number below 2^53 (send larger values as a decimal string)."],
    ["", "Invalid transaction flags an empty string: expected a string of up to 20 decimal digits."],
    ["-5", 'Invalid transaction flags "-5": expected a string of up to 20 decimal digits.'],
    ["1.5", 'Invalid transaction flags "1.5": expected a string of up to 20 decimal digits.'],
    ["0x10", 'Invalid transaction flags "0x10": expected a string of up to 20 decimal digits.'],
    ["18446744073709551616", "flags must fit in 64 bits"],
    [null, "Invalid transaction flags null: expected a number, a decimal string or a bigint."],
    [undefined, "Invalid transaction flags undefined: expected a number, a decimal string or a bigint."],
    [{}, "Invalid transaction flags an object: expected a number, a decimal string or a bigint."],
  ])("rejects %o with a clear error", (value, message) => {
    expect(() => parseFlags(value)).toThrow(InvalidFlagsError);
    expect(() => parseFlags(value)).toThrow(message);
  });

  it("carries a 400 status for the edge to answer with", () => {
    expect(() => parseFlags(-1)).toThrow(expect.objectContaining({ status: 400, input: -1 }));
  });
});

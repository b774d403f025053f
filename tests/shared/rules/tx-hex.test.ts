import { describe, expect, it } from "vitest";
import { MAX_TX_HEX_CHARACTERS, compactTxHex, txHexProblem } from "../../../shared/rules/tx-hex.ts";

describe("txHexProblem", () => {
  it.each([
    ["", "empty"],
    ["  \n\t ", "empty"],
    ["0200zz", "not-hex"],
    ["0x0200", "not-hex"],
    ["020", "odd-length"],
    ["02 0", "odd-length"],
  ] as const)("finds %j %s", (text, problem) => {
    expect(txHexProblem(text)).toBe(problem);
  });

  it("accepts whole bytes of hex in either case, wrapped over lines", () => {
    expect(txHexProblem("0200\n00AbCd \r\n ef")).toBeNull();
  });

  it("refuses more hex than the largest transaction a block holds, and takes exactly that much", () => {
    expect(txHexProblem("00".repeat(MAX_TX_HEX_CHARACTERS / 2))).toBeNull();
    expect(txHexProblem("00".repeat(MAX_TX_HEX_CHARACTERS / 2 + 1))).toBe("too-long");
  });
});

describe("compactTxHex", () => {
  it("drops every whitespace and lower-cases", () => {
    expect(compactTxHex(" 02 00\nAB\tcd ")).toBe("0200abcd");
  });
});

import { describe, expect, it } from "vitest";
import { inputScriptKind, nestedSegwitKind, outputScriptKind } from "../../../shared/tx/script-kind.ts";
import type { ScriptPubkeyType } from "../../../shared/types/esplora.ts";
import { everyType, input, output } from "./tx-fixtures.ts";

describe("outputScriptKind", () => {
  it("names every output of the transaction that creates every type", () => {
    expect(everyType.vout.map(outputScriptKind)).toEqual(["p2pk", "p2pkh", "multisig", "p2sh", "p2wpkh", "p2wsh", "p2tr", "unknown", "op_return"]);
  });

  it("reads a type it does not know as unknown", () => {
    expect(outputScriptKind({ scriptpubkey_type: "v2_future" as ScriptPubkeyType })).toBe("unknown");
    expect(outputScriptKind({ scriptpubkey_type: "toString" as ScriptPubkeyType })).toBe("unknown");
  });
});

describe("inputScriptKind", () => {
  it("tells nested segwit spends from plain P2SH ones by their scriptSig", () => {
    expect(everyType.vin.map(inputScriptKind)).toEqual([
      "p2pk", "p2pkh", "multisig", "p2sh", "p2sh-p2wpkh", "p2sh-p2wsh", "p2wpkh", "p2wsh", "p2tr", "p2tr",
    ]);
  });

  it("calls the block reward's input a coinbase, and an unresolved prevout unknown", () => {
    expect(inputScriptKind(input(null, { is_coinbase: true, scriptsig: "03500f0d" }))).toBe("coinbase");
    expect(inputScriptKind(input(null))).toBe("unknown");
  });

  it("needs exactly one push of a witness program to call a P2SH spend nested", () => {
    const p2sh = output("p2sh", "a914" + "00".repeat(20) + "87", 1_000);
    expect(inputScriptKind(input(p2sh, { scriptsig: "160014" + "ab".repeat(20) }))).toBe("p2sh-p2wpkh");
    expect(inputScriptKind(input(p2sh, { scriptsig: "160014" + "ab".repeat(20) + "00" }))).toBe("p2sh");
    expect(inputScriptKind(input(p2sh, { scriptsig: "160015" + "ab".repeat(20) }))).toBe("p2sh");
  });
});

describe("nestedSegwitKind", () => {
  it("accepts either case and rejects other lengths", () => {
    expect(nestedSegwitKind("220020" + "AB".repeat(32))).toBe("p2sh-p2wsh");
    expect(nestedSegwitKind("220020" + "ab".repeat(31))).toBeNull();
    expect(nestedSegwitKind("")).toBeNull();
  });
});

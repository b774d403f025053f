import { describe, expect, it } from "vitest";
import { NESTED_P2WPKH_OVERHEAD_WU, NESTED_P2WSH_OVERHEAD_WU, segwitGains } from "../../../shared/tx/segwit-gains.ts";
import { everyType, input, output, replacement, transaction } from "./tx-fixtures.ts";

describe("segwitGains", () => {
  it("adds up b10c's inputs: six segwit spends saved, four legacy and two nested could save more", () => {
    // Serialized witnesses × 3 WU: nested P2WPKH 103 B (309 − 84), nested P2WSH 236 B (708 − 140),
    // P2WPKH 101 B (303), P2WSH 145 B (435), taproot key path 66 B (198), taproot script path 1,281 B (3,843).
    const realized = 309 - 84 + (708 - 140) + 303 + 435 + 198 + 3_843;
    // ScriptSigs × 3 WU: P2PK 72, P2PKH 105, bare multisig 131, P2SH 426; plus the two nested overheads.
    const potential = (72 + 105 + 131 + 426) * 3 + NESTED_P2WPKH_OVERHEAD_WU + NESTED_P2WSH_OVERHEAD_WU;
    const gains = segwitGains(everyType);
    expect(gains).toMatchObject({ realizedWeight: realized, potentialWeight: potential });
    expect(gains.realizedShare).toBeCloseTo(realized / (everyType.weight + realized), 12);
    expect(gains.potentialShare).toBeCloseTo(potential / everyType.weight, 12);
  });

  it("gives a legacy P2PKH spend only a potential gain: its scriptSig could move to the witness", () => {
    const gains = segwitGains(replacement);
    expect(gains.realizedWeight).toBe(0);
    expect(gains.potentialWeight).toBe((replacement.vin[0]!.scriptsig.length / 2) * 3);
  });

  it("counts nothing for a coinbase or an unresolved prevout", () => {
    const coinbase = transaction([input(null, { is_coinbase: true, scriptsig: "03500f0d", witness: ["00".repeat(32)] })], [output("op_return", "6a", 0)]);
    expect(segwitGains(coinbase)).toEqual({ realizedWeight: 0, potentialWeight: 0, realizedShare: 0, potentialShare: 0 });
  });
});

import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { TransactionFacts, type TransactionFactsProps } from "../../../client/components/transaction/index.ts";
import { everyType, input, output, replacement, transaction } from "../../shared/tx/tx-fixtures.ts";
import { render, text } from "./render-html.ts";

const facts = (props: Partial<TransactionFactsProps> = {}) => text(render(createElement(TransactionFacts, { tx: everyType, network: "mainnet", ...props })));

describe("TransactionFacts", () => {
  it("lists fee, rate, sizes, version, sigops and the lock time with its meaning", () => {
    const shown = facts();
    for (const fact of [
      "Fee 71,294 sats 0.00071294 BTC",
      "Fee rate 34.8 sat/vB",
      "Size 3,500 B",
      "Virtual size 2,046.5 vB",
      "Weight 8,186 WU",
      "Version 1",
      "Locktime 1,231,006,505 (not before Jan 3, 2009, 18:15:05 UTC)",
      "Sigops 115",
    ]) {
      expect(shown).toContain(fact);
    }
    expect(shown).not.toContain("Effective fee rate");
  });

  it("shows what segwit saves and what native segwit would save", () => {
    // shared/tx/segwit-gains.test.ts derives the weights: 5,572 WU saved, 2,426 WU more possible.
    expect(facts()).toContain("Segwit savings 41% Possible savings with native segwit 30%");
    expect(facts({ tx: replacement })).not.toContain("Segwit savings");
    expect(facts({ tx: replacement })).toContain("Possible savings with native segwit");
  });

  it("shows the flags as badges, in the table's order", () => {
    expect(facts()).toContain(
      "Features RBF enabled Version 1 P2PK Bare multisig P2PKH P2SH P2WPKH P2WSH Taproot OP_RETURN SIGHASH_ALL SIGHASH_NONE SIGHASH_SINGLE SIGHASH_DEFAULT SIGHASH_ANYONECANPAY",
    );
  });

  it("takes the effective rate and the CPFP, replacement and acceleration flags from what the page knows", () => {
    const A = "aa".repeat(32);
    const shown = facts({
      tx: replacement,
      cpfp: { ancestors: [{ txid: A, fee: 100, weight: 400 }], descendants: [{ txid: A, fee: 900, weight: 400 }], effectiveFeePerVsize: 6.5, acceleration: true },
      isReplacement: true,
    });
    expect(shown).toContain("Fee rate 4.29 sat/vB Effective fee rate 6.50 sat/vB Accelerated");
    expect(shown).toContain("Paid for by child Pays for parent Replacement Accelerated");
  });

  it("says when a lock time is set but not enforced", () => {
    const tx = transaction([input(output("v0_p2wpkh", "0014" + "01".repeat(20), 10_000))], [output("v0_p2wpkh", "0014" + "02".repeat(20), 9_000)], {
      locktime: 800_000,
      fee: 1_000,
    });
    expect(facts({ tx })).toContain("Locktime 800,000 (not before block 800,000), not enforced: every input is final");
    expect(facts({ tx: replacement })).toContain("Locktime 0 (none)");
  });

  it("shows a coinbase's fee without a rate", () => {
    const coinbase = transaction([input(null, { is_coinbase: true })], [output("v0_p2wpkh", "0014" + "03".repeat(20), 312_500_000)], { fee: 0 });
    const shown = facts({ tx: coinbase });
    expect(shown).toContain("Fee 0 sats");
    expect(shown).not.toContain("Fee rate");
  });

  it("prints the fee in the network's unit and the rates in sat/WU when chosen", () => {
    const shown = facts({ tx: replacement, network: "liquidtestnet", rateUnit: "wu" });
    expect(shown).toContain("0.00000960 tL-BTC");
    expect(shown).toContain("Fee rate 1.07 sat/WU");
  });
});

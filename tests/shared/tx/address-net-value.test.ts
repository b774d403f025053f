import { describe, expect, it } from "vitest";
import { addressNetValue } from "../../../shared/tx/address-net-value.ts";
import { everyType, input, output, simplePayment, transaction } from "./tx-fixtures.ts";

describe("addressNetValue", () => {
  it("counts what a captured payment paid to its P2PKH output", () => {
    const payee = simplePayment.vout[0]!;
    expect(addressNetValue(simplePayment, payee.scriptpubkey_address!)).toEqual({ received: payee.value, sent: 0, net: payee.value });
  });

  it("counts what a captured transaction spent from an address", () => {
    const spender = everyType.vin[1]!.prevout!;
    expect(addressNetValue(everyType, spender.scriptpubkey_address!)).toEqual({ received: 0, sent: 1_913, net: -1_913 });
  });

  it("nets change sent back to the spending address, and ignores inputs without a prevout", () => {
    const mine = output("v0_p2wpkh", "0014" + "01".repeat(20), 70_000, "bc1qmine");
    const tx = transaction(
      [input(mine), input(null), input({ ...mine, value: 30_000 })],
      [output("v0_p2wpkh", "0014" + "02".repeat(20), 60_000, "bc1qother"), { ...mine, value: 38_000 }],
    );
    expect(addressNetValue(tx, "bc1qmine")).toEqual({ received: 38_000, sent: 100_000, net: -62_000 });
    expect(addressNetValue(tx, "bc1qnobody")).toEqual({ received: 0, sent: 0, net: 0 });
  });
});

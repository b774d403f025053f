import { describe, expect, it } from "vitest";
import { PREMIX_DENOMINATION_SATS, Wallet, type OwnedCoin } from "../../../../durable-objects/devnet/sim/wallet.ts";

const coin = (n: number, fields: Partial<OwnedCoin> = {}): OwnedCoin => ({
  txid: n.toString(16).padStart(64, "0"),
  vout: 0,
  value: PREMIX_DENOMINATION_SATS,
  kind: "p2wpkh",
  keyIndex: n,
  height: 100,
  coinbase: false,
  ...fields,
});

describe("Wallet's premixed coins", () => {
  it("holds only confirmed P2WPKH coins of the denomination", () => {
    const wallet = new Wallet();
    wallet.add(coin(1));
    wallet.add(coin(2, { height: null }));
    wallet.add(coin(3, { kind: "p2tr" }));
    wallet.add(coin(4, { value: PREMIX_DENOMINATION_SATS + 1 }));
    expect(wallet.premixed.map((c) => c.keyIndex)).toEqual([1]);
  });

  it("follows a coin as it confirms and as it is spent", () => {
    const wallet = new Wallet();
    const pending = coin(5, { height: null });
    wallet.add(pending);
    expect(wallet.premixed).toEqual([]);
    wallet.confirm([pending], 101);
    expect(wallet.premixed.map((c) => [c.keyIndex, c.height])).toEqual([[5, 101]]);
    wallet.remove(pending);
    expect([wallet.premixed.length, wallet.size]).toEqual([0, 0]);
  });
});

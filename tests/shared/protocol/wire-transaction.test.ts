import { describe, expect, it } from "vitest";
import { readWireTransaction, touchedScripts } from "../../../shared/protocol/wire-transaction.ts";
import { readFileSync } from "node:fs";

type Tx = { txid: string; vin: { prevout: { scriptpubkey: string } | null }[]; vout: { scriptpubkey: string }[] };
const random = JSON.parse(readFileSync(new URL("../../fixtures/mempool/backend-test-data/transactions-random.json", import.meta.url), "utf8")) as Tx[];

describe("readWireTransaction", () => {
  it("reads an Esplora transaction, keeping the object as received", () => {
    const tx = readWireTransaction(random[0])!;
    expect(tx.txid).toBe(random[0]!.txid);
    expect(tx.confirmed).toBe(false);
    expect(tx.raw).toBe(random[0]);
    expect(tx.vout.map((o) => o.scriptpubkey)).toEqual(random[0]!.vout.map((o) => o.scriptpubkey));
  });

  it("refuses what lacks a txid or well-formed inputs and outputs", () => {
    const good = random[0]!;
    for (const bad of [null, [], { ...good, txid: "x" }, { ...good, vin: "x" }, { ...good, vout: [{ scriptpubkey: "zz", value: 1 }] }, { ...good, vin: [null] }]) {
      expect(readWireTransaction(bad)).toBeUndefined();
    }
  });
});

describe("touchedScripts", () => {
  it("lists the scripts a transaction pays and the scripts of the outputs it spends", () => {
    for (const raw of random) {
      const scripts = touchedScripts(readWireTransaction(raw)!);
      const expected = new Set([...raw.vout.map((o) => o.scriptpubkey), ...raw.vin.flatMap((i) => (i.prevout ? [i.prevout.scriptpubkey] : []))]);
      expect(scripts).toEqual(expected);
    }
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { EsploraTransaction, EsploraVin, EsploraVout, ScriptPubkeyType } from "../../../shared/types/esplora.ts";
import { type TransactionFlagKey, keysFromFlags } from "../../../shared/tables/transaction-flags.ts";
import { transactionFlags } from "../../../shared/tx/classify-flags.ts";

const fixture = (name: string): EsploraTransaction[] =>
  JSON.parse(readFileSync(new URL(`../../fixtures/mempool/backend-test-data/${name}`, import.meta.url), "utf8"));
const byTxid = new Map(
  ["transactions-random.json", "transactions-rbfs.json", "transactions-replaced.json", "non-standard-txs.json"]
    .flatMap(fixture)
    .map((tx) => [tx.txid.slice(0, 8), tx]),
);
const flagKeys = (tx: EsploraTransaction, context?: Parameters<typeof transactionFlags>[1]) => keysFromFlags(transactionFlags(tx, context));

/** A valid compressed key (the generator point) for outputs that must not look fake. */
const G = "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798";
const DER_ALL = `3006020101020101${"01"}`;

function vout(type: ScriptPubkeyType, scriptpubkey: string, value: number, address?: string): EsploraVout {
  return { scriptpubkey, scriptpubkey_asm: "", scriptpubkey_type: type, ...(address ? { scriptpubkey_address: address } : {}), value };
}
function vin(prevout: EsploraVout | null, overrides: Partial<EsploraVin> = {}): EsploraVin {
  return { txid: "11".repeat(32), vout: 0, prevout, scriptsig: "", scriptsig_asm: "", is_coinbase: false, sequence: 0xffffffff, ...overrides };
}
function tx(vins: EsploraVin[], vouts: EsploraVout[], version = 2): EsploraTransaction {
  return { txid: "22".repeat(32), version, locktime: 0, vin: vins, vout: vouts, size: 200, weight: 800, fee: 0, status: { confirmed: false } };
}
const wpkh = (n: number, value = 1_000) => vout("v0_p2wpkh", `0014${n.toString(16).padStart(40, "0")}`, value, `bc1-${n}`);
const spend = (n: number, value = 1_000) => vin(wpkh(n, value), { witness: [DER_ALL, G] });

describe("flags of real mainnet transactions", () => {
  it.each<[string, TransactionFlagKey[]]>([
    ["13f00724", ["rbf", "v2", "p2pkh", "p2wpkh", "sighash_all"]],
    ["8e89b20f", ["rbf", "v2", "p2wpkh", "consolidation", "sighash_all"]],
    ["20b98449", ["no_rbf", "v2", "p2wpkh", "op_return", "sighash_all"]],
    // b10c's transaction spends and creates every output type and uses every sighash.
    ["b10c0000", ["rbf", "v1", "p2pk", "p2ms", "p2pkh", "p2sh", "p2wpkh", "p2wsh", "p2tr", "op_return", "sighash_all", "sighash_none", "sighash_single", "sighash_default", "sighash_acp"]],
    ["7219d951", ["rbf", "v1", "p2pkh", "p2sh", "op_return", "sighash_all"]],
    ["5387881d", ["rbf", "v2", "p2wpkh", "sighash_all"]],
    ["00859236", ["rbf", "v1", "p2pkh", "p2sh", "op_return", "sighash_all"]],
    ["b7981a62", ["rbf", "v2", "p2pkh", "p2wpkh", "sighash_all"]],
    ["f859a4e6", ["no_rbf", "v1", "p2tr", "op_return", "annex", "sighash_default"]],
  ])("classifies %s as %j", (prefix, keys) => {
    expect(flagKeys(byTxid.get(prefix)!)).toStrictEqual(keys);
  });

  it("sets every address-type flag of the every-output-type transaction from its outputs alone", () => {
    const everything = byTxid.get("b10c0000")!;
    expect(flagKeys({ ...everything, vin: [] })).toEqual(expect.arrayContaining(["p2pk", "p2ms", "p2pkh", "p2sh", "p2wpkh", "p2wsh", "p2tr", "op_return"]));
  });

  it("sees RBF signalling in both fixture replacements", () => {
    for (const prefix of ["7219d951", "5387881d"]) expect(flagKeys(byTxid.get(prefix)!)).toContain("rbf");
  });
});

describe("flags from the mempool context", () => {
  it("adds cpfp_child, cpfp_parent and replacement only when the context says so", () => {
    const base = byTxid.get("5387881d")!;
    expect(flagKeys(base)).not.toContain("replacement");
    expect(flagKeys(base, { hasMempoolAncestors: true, hasMempoolDescendants: true, replaced: true })).toEqual(
      expect.arrayContaining(["cpfp_parent", "cpfp_child", "replacement"]),
    );
  });
});

describe("flags of constructed transactions", () => {
  it.each<[string, number, TransactionFlagKey]>([
    ["version 1", 1, "v1"],
    ["version 2", 2, "v2"],
    ["version 3", 3, "v3"],
  ])("flags %s", (_, version, key) => {
    expect(flagKeys(tx([spend(1)], [wpkh(2)], version))).toContain(key);
  });

  it("flags RBF at any sequence below 0xfffffffe and not at 0xfffffffe", () => {
    expect(flagKeys(tx([vin(null, { sequence: 0xfffffffd })], [wpkh(1)]))).toContain("rbf");
    expect(flagKeys(tx([vin(null, { sequence: 0xfffffffe })], [wpkh(1)]))).toContain("no_rbf");
  });

  it.each<[string, string, TransactionFlagKey[]]>([
    ["SIGHASH_NONE|ANYONECANPAY", "82", ["sighash_none", "sighash_acp"]],
    ["SIGHASH_SINGLE", "03", ["sighash_single"]],
  ])("reads %s from a DER witness signature", (_, byte, keys) => {
    const signed = tx([vin(wpkh(1), { witness: [`3006020101020101${byte}`, G] })], [wpkh(2)]);
    expect(flagKeys(signed)).toEqual(expect.arrayContaining(keys));
    expect(flagKeys(signed)).not.toContain("sighash_all");
  });

  it("reads legacy signatures from scriptSig pushes, and ignores pushes that are not DER", () => {
    const legacy = vin(vout("p2pkh", `76a914${"00".repeat(20)}88ac`, 1), { scriptsig: `09${"3006020101020101"}81 21${G}`.replace(" ", "") });
    expect(flagKeys(tx([legacy], [wpkh(2)]))).toEqual(expect.arrayContaining(["sighash_all", "sighash_acp"]));
    const notDer = vin(vout("p2pkh", `76a914${"00".repeat(20)}88ac`, 1), { scriptsig: `09${"3007020101020101"}01` });
    expect(flagKeys(tx([notDer], [wpkh(2)])).filter((key) => key.startsWith("sighash"))).toStrictEqual([]);
  });

  it("reads taproot signatures by length: 64 bytes is SIGHASH_DEFAULT, 65 carry their byte", () => {
    const p2tr = vout("v1_p2tr", `5120${"33".repeat(32)}`, 1);
    expect(flagKeys(tx([vin(p2tr, { witness: ["aa".repeat(64)] })], [wpkh(2)]))).toContain("sighash_default");
    expect(flagKeys(tx([vin(p2tr, { witness: [`${"aa".repeat(64)}83`] })], [wpkh(2)]))).toEqual(expect.arrayContaining(["sighash_single", "sighash_acp"]));
  });

  it("finds an inscription envelope in a script-path spend, with or without the prevout", () => {
    const leaf = `20${"44".repeat(32)}ac0063036f72640101046e6f6e650002686968`;
    const control = `c0${"55".repeat(32)}`;
    const witness = ["aa".repeat(64), leaf, control];
    expect(flagKeys(tx([vin(vout("v1_p2tr", `5120${"33".repeat(32)}`, 1), { witness })], [wpkh(2)]))).toContain("inscription");
    expect(flagKeys(tx([vin(null, { witness })], [wpkh(2)]))).toContain("inscription");
    // The same bytes inside a push are data, not an envelope.
    const hidden = `04${"0063"}0000ac`;
    expect(flagKeys(tx([vin(null, { witness: ["aa".repeat(64), hidden, control] })], [wpkh(2)]))).not.toContain("inscription");
  });

  it("flags an annex on a taproot spend but not a lone key-path signature that starts with 0x50", () => {
    const p2tr = vout("v1_p2tr", `5120${"33".repeat(32)}`, 1);
    expect(flagKeys(tx([vin(p2tr, { witness: ["aa".repeat(64), "50ff"] })], [wpkh(2)]))).toContain("annex");
    expect(flagKeys(tx([vin(p2tr, { witness: [`50${"aa".repeat(63)}`] })], [wpkh(2)]))).not.toContain("annex");
  });

  it.each<[string, EsploraVout, boolean]>([
    ["a P2PK output with a valid key", vout("p2pk", `21${G}ac`, 1), false],
    ["a P2PK output whose key is not on the curve", vout("p2pk", `21${"02".padEnd(66, "0")}ac`, 1), true],
    ["a bare multisig with a repeated-byte burn key", vout("multisig", `5121${G}21${"03".repeat(33)}52ae`, 1), true],
    ["a bare multisig of valid keys", vout("multisig", `5121${G}21${G.replace(/^02/, "03")}52ae`, 1), false],
  ])("decides fake_pubkey for %s", (_, output, fake) => {
    expect(flagKeys(tx([spend(1)], [output])).includes("fake_pubkey")).toBe(fake);
  });

  it("decides each key as before when it comes again (the curve check is remembered per key)", () => {
    const notOnCurve = `21${"02".padEnd(66, "0")}`;
    const outputs = [vout("multisig", `5121${G}${notOnCurve}52ae`, 1), vout("multisig", `5121${G}21${G.replace(/^02/, "03")}52ae`, 1)];
    for (let round = 0; round < 3; round++) {
      expect(outputs.map((output) => flagKeys(tx([spend(1)], [output])).includes("fake_pubkey"))).toEqual([true, false]);
    }
  });

  it("flags data in a run of P2WSH outputs (2-byte length, data, zero padding) but not ordinary P2WSH outputs", () => {
    const data = "00" + "28" + "ab".repeat(40) + "00".repeat(22); // 40 bytes of data: ceil(42/32) = 2 outputs
    const olga = [0, 1].map((i) => vout("v0_p2wsh", `0020${data.slice(i * 64, i * 64 + 64)}`, 330));
    expect(flagKeys(tx([spend(1)], [...olga, wpkh(3)]))).toContain("fake_scripthash");
    expect(flagKeys(tx([spend(1)], [vout("v0_p2wsh", `0020${"ab".repeat(32)}`, 330)]))).not.toContain("fake_scripthash");
  });
});

describe("the coinjoin, consolidation and batch-payout heuristics", () => {
  const equalOutputs = (count: number, from = 100) => Array.from({ length: count }, (_, i) => wpkh(from + i, 50_000));
  const equalInputs = (count: number) => Array.from({ length: count }, (_, i) => spend(i, 60_000));

  it("flags five equal-amount inputs and outputs with fresh addresses as a coinjoin", () => {
    expect(flagKeys(tx(equalInputs(5), equalOutputs(5)))).toContain("coinjoin");
  });

  it.each<[string, EsploraTransaction]>([
    ["four inputs", tx(equalInputs(4), equalOutputs(5))],
    ["an output address reused", tx(equalInputs(5), [...equalOutputs(4), wpkh(100, 50_000)])],
    ["an input address paid again", tx(equalInputs(5), [...equalOutputs(4), wpkh(0, 50_000)])],
    ["an OP_RETURN output", tx(equalInputs(5), [...equalOutputs(5), vout("op_return", "6a00", 0)])],
    ["mostly distinct amounts", tx(equalInputs(5), Array.from({ length: 5 }, (_, i) => wpkh(100 + i, 1_000 + i)))],
  ])("does not call it a coinjoin with %s", (_, candidate) => {
    expect(flagKeys(candidate)).not.toContain("coinjoin");
  });

  it("flags five or more inputs per output as a consolidation, and five or more outputs per input as a batch payout", () => {
    expect(flagKeys(tx(equalInputs(5), equalOutputs(1)))).toContain("consolidation");
    expect(flagKeys(tx(equalInputs(4), equalOutputs(1)))).not.toContain("consolidation");
    expect(flagKeys(tx(equalInputs(1), equalOutputs(5)))).toContain("batch_payout");
    expect(flagKeys(tx(equalInputs(2), equalOutputs(9)))).not.toContain("batch_payout");
  });
});

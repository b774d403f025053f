import { readFileSync } from "node:fs";
import { hex } from "@scure/base";
import { Address, NETWORK, TEST_NETWORK } from "@scure/btc-signer";
import { describe, expect, it } from "vitest";
import type { EsploraTransaction, EsploraVout } from "../../../../shared/types/esplora.ts";
import { InputError } from "../../../../shared/errors/input-error.ts";
import { toEsploraTransaction, toEsploraVout } from "../../../../durable-objects/devnet/tx/esplora-view.ts";
import { decodeTransaction, encodeTransaction } from "../../../../durable-objects/devnet/tx/raw-transaction.ts";
import {
  InvalidTransactionHexError,
  MalformedTransactionError,
  PrevoutMismatchError,
} from "../../../../durable-objects/devnet/tx/transaction-errors.ts";

const fixture = (name: string): EsploraTransaction[] =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/mempool/backend-test-data/${name}`, import.meta.url), "utf8"));

/** The fixtures carry no raw hex, but every serialised field: the bytes are rebuilt from them and must hash to the txid. */
function rawHex(tx: EsploraTransaction): string {
  return encodeTransaction({
    version: tx.version,
    locktime: tx.locktime,
    inputs: tx.vin.map((vin) => ({
      txid: hex.decode(vin.txid),
      index: vin.vout,
      scriptSig: hex.decode(vin.scriptsig),
      sequence: vin.sequence,
      witness: (vin.witness ?? []).map((item) => hex.decode(item)),
    })),
    outputs: tx.vout.map((vout) => ({ value: vout.value, script: hex.decode(vout.scriptpubkey) })),
  }).hex;
}

/** Only the Esplora fields of a mempool-backend record (it adds vsize, feePerVsize, …). */
function esploraFields(tx: EsploraTransaction) {
  const vout = ({ scriptpubkey, scriptpubkey_asm, scriptpubkey_type, scriptpubkey_address, value }: EsploraVout) => ({
    scriptpubkey,
    scriptpubkey_asm,
    scriptpubkey_type,
    ...(scriptpubkey_address === undefined ? {} : { scriptpubkey_address }),
    value,
  });
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.vin.map(({ txid, vout: index, prevout, scriptsig, scriptsig_asm, witness, is_coinbase, sequence }) => ({
      txid, vout: index, prevout: prevout && vout(prevout), scriptsig, scriptsig_asm, ...(witness ? { witness } : {}), is_coinbase, sequence,
    })),
    vout: tx.vout.map(vout),
    size: tx.size,
    weight: tx.weight,
    sigops: tx.sigops,
    fee: tx.fee,
    status: tx.status,
  };
}

const withoutInnerScripts = (tx: EsploraTransaction) =>
  esploraFields({ ...tx, vin: tx.vin.map(({ inner_redeemscript_asm: _r, inner_witnessscript_asm: _w, ...vin }) => vin) });

/** 51024e73 was typed "unknown" when the fixture was captured; electrs has since named it "anchor". */
const ANCHOR_SCRIPT = "51024e73";
const asCapturedThen = (tx: EsploraTransaction): EsploraTransaction => ({
  ...tx,
  vout: tx.vout.map((vout) => (vout.scriptpubkey === ANCHOR_SCRIPT ? { ...vout, scriptpubkey_type: "unknown" } : vout)),
});

const REAL_TRANSACTIONS = [
  ...fixture("transactions-random.json"),
  ...fixture("transactions-rbfs.json"),
  ...fixture("transactions-replaced.json"),
];

const GENESIS_COINBASE =
  "01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000";

describe("the Esplora view of real mainnet transactions", () => {
  it.each(REAL_TRANSACTIONS.map((tx) => [tx.txid, tx] as const))("rebuilds %s to its txid, size and weight", (txid, tx) => {
    const decoded = decodeTransaction(rawHex(tx));
    expect(decoded.txid).toBe(txid);
    expect(decoded.size).toBe(tx.size);
    expect(decoded.weight).toBe(tx.weight);
  });

  it.each(REAL_TRANSACTIONS.map((tx) => [tx.txid, tx] as const))("shows %s exactly as the captured backend did", (_, tx) => {
    const view = toEsploraTransaction(rawHex(tx), tx.vin.map((vin) => vin.prevout), tx.status);
    expect(withoutInnerScripts(asCapturedThen(view))).toStrictEqual(esploraFields(tx));
  });

  it("types the pay-to-anchor output as electrs does today", () => {
    const tx = REAL_TRANSACTIONS.find((t) => t.txid.startsWith("b10c0000"))!;
    const view = toEsploraTransaction(rawHex(tx), tx.vin.map((vin) => vin.prevout), tx.status);
    expect(view.vout.find((vout) => vout.scriptpubkey === ANCHOR_SCRIPT)).toMatchObject({
      scriptpubkey_type: "anchor",
      scriptpubkey_address: "bc1pfeessrawgf",
    });
  });

  it("shows the redeem and witness scripts of the every-input-type transaction", () => {
    const tx = REAL_TRANSACTIONS.find((t) => t.txid.startsWith("b10c0000"))!;
    const vin = toEsploraTransaction(rawHex(tx), tx.vin.map((v) => v.prevout), tx.status).vin;
    const inner = vin.map((v) => [v.prevout?.scriptpubkey_type, v.inner_redeemscript_asm?.split(" ").slice(0, 2).join(" "), v.inner_witnessscript_asm?.split(" ")[0]]);
    expect(inner).toStrictEqual([
      ["p2pk", undefined, undefined],
      ["p2pkh", undefined, undefined],
      ["multisig", undefined, undefined],
      ["p2sh", "OP_PUSHNUM_3 OP_PUSHBYTES_33", undefined],
      ["p2sh", "OP_0 OP_PUSHBYTES_20", undefined],
      ["p2sh", "OP_0 OP_PUSHBYTES_32", "OP_DUP"],
      ["v0_p2wpkh", undefined, undefined],
      ["v0_p2wsh", undefined, "OP_IF"],
      ["v1_p2tr", undefined, undefined],
      ["v1_p2tr", undefined, "OP_PUSHBYTES_32"],
    ]);
    // A redeem script is read from the scriptSig's last push, a P2WSH script from the last witness item.
    expect(vin[3]!.inner_redeemscript_asm).toMatch(/OP_PUSHNUM_5 OP_CHECKMULTISIG$/);
    expect(vin[7]!.inner_witnessscript_asm).toMatch(/OP_ENDIF OP_CHECKSIG$/);
  });

  it("agrees with the non-standard (annex) capture on identity, scripts and types", () => {
    const [tx] = fixture("non-standard-txs.json");
    const view = toEsploraTransaction(rawHex(tx!), tx!.vin.map((v) => v.prevout), tx!.status);
    expect([view.txid, view.size, view.weight, view.fee, view.sigops]).toStrictEqual([tx!.txid, tx!.size, tx!.weight, tx!.fee, tx!.sigops]);
    expect(view.vout[0]).toStrictEqual({ scriptpubkey: "6a05616e6e6578", scriptpubkey_asm: "OP_RETURN OP_PUSHBYTES_5 616e6e6578", scriptpubkey_type: "op_return", value: 0 });
    // A key-path spend with an annex has no script to show.
    expect(view.vin[0]).not.toHaveProperty("inner_witnessscript_asm");
  });
});

describe("the Esplora view of a coinbase", () => {
  it("shows the genesis coinbase with a null prevout, no fee and its P2PK output", () => {
    const view = toEsploraTransaction(GENESIS_COINBASE, [null], { confirmed: true, block_height: 0 });
    expect(view).toMatchObject({
      txid: "4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b",
      version: 1,
      size: 204,
      weight: 816,
      fee: 0,
      sigops: 4,
      vin: [{ txid: "0".repeat(64), vout: 4294967295, prevout: null, is_coinbase: true, sequence: 4294967295 }],
      vout: [{ scriptpubkey_type: "p2pk", value: 5_000_000_000 }],
    });
    expect(view.vin[0]!.scriptsig_asm).toMatch(/^OP_PUSHBYTES_4 ffff001d OP_PUSHBYTES_1 04 OP_PUSHBYTES_69 5468/);
    expect(view.vin[0]).not.toHaveProperty("witness");
    expect(view.vout[0]).not.toHaveProperty("scriptpubkey_address");
  });

  it("keeps Esplora's key order, so JSON bodies match byte for byte", () => {
    const view = toEsploraTransaction(GENESIS_COINBASE, [null], { confirmed: false });
    expect(Object.keys(view)).toStrictEqual(["txid", "version", "locktime", "vin", "vout", "size", "weight", "sigops", "fee", "status"]);
    expect(Object.keys(view.vin[0]!)).toStrictEqual(["txid", "vout", "prevout", "scriptsig", "scriptsig_asm", "is_coinbase", "sequence"]);
    expect(Object.keys(view.vout[0]!)).toStrictEqual(["scriptpubkey", "scriptpubkey_asm", "scriptpubkey_type", "value"]);
  });
});

describe("addresses on other networks", () => {
  const PROGRAM = "fd6d15ff832c12f1ff04a5ccd5039f7227b260bd";
  const REGTEST = { bech32: "bcrt", pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

  it.each([
    ["mainnet", NETWORK],
    ["testnet", TEST_NETWORK],
    ["signet", TEST_NETWORK],
    ["regtest", REGTEST],
  ] as const)("prints P2WPKH, P2PKH and P2SH outputs on %s as @scure/btc-signer does", (network, params) => {
    const oracle = Address(params);
    const hash = hex.decode(PROGRAM);
    expect(toEsploraVout(`0014${PROGRAM}`, 1, network).scriptpubkey_address).toBe(oracle.encode({ type: "wpkh", hash }));
    expect(toEsploraVout(`76a914${PROGRAM}88ac`, 1, network).scriptpubkey_address).toBe(oracle.encode({ type: "pkh", hash }));
    expect(toEsploraVout(`a914${PROGRAM}87`, 1, network).scriptpubkey_address).toBe(oracle.encode({ type: "sh", hash }));
  });

  it("matches the captured mainnet address", () => {
    expect(toEsploraVout(`0014${PROGRAM}`, 1).scriptpubkey_address).toBe("bc1ql4k3tlur9sf0rlcy5hxd2qulwgnmyc9akehvth");
  });
});

describe("bad input", () => {
  const [tx] = fixture("transactions-rbfs.json");
  const good = rawHex(tx!);
  const prevouts = tx!.vin.map((vin) => vin.prevout);

  it.each([
    ["odd-length hex", good.slice(0, -1), InvalidTransactionHexError, /even number of hexadecimal characters/],
    ["non-hex text", `zz${good.slice(2)}`, InvalidTransactionHexError, /hexadecimal/],
    ["an empty string", "", InvalidTransactionHexError, /non-empty/],
    ["a truncated transaction", good.slice(0, -20), MalformedTransactionError, /Malformed transaction \(340 bytes\): it ends early \(in outputs\/3\/script\)/],
    ["trailing bytes", `${good}00`, MalformedTransactionError, /: 1 byte\(s\) follow its end\. Send the complete serialised transaction/],
    ["a segwit marker with only empty witnesses", `010000000001011${"1".repeat(63)}0000000000ffffffff01e8030000000000000151` + "0000000000", MalformedTransactionError, /segwit marker but no witness data/],
  ] as const)("rejects %s", (_, input, errorClass, message) => {
    expect(() => toEsploraTransaction(input, prevouts, tx!.status)).toThrow(errorClass);
    expect(() => toEsploraTransaction(input, prevouts, tx!.status)).toThrow(message);
  });

  it("rejects the wrong number of spent outputs, naming both counts", () => {
    expect(() => toEsploraTransaction(good, [...prevouts, ...prevouts], tx!.status)).toThrow(PrevoutMismatchError);
    expect(() => toEsploraTransaction(good, [], tx!.status)).toThrow(/1 input\(s\) but an array of 0 items/);
  });

  it("rejects a missing prevout for a non-coinbase input and a prevout for a coinbase", () => {
    expect(() => toEsploraTransaction(good, [null], tx!.status)).toThrow(/input 0 needs its spent output/);
    expect(() => toEsploraTransaction(GENESIS_COINBASE, prevouts, { confirmed: true })).toThrow(/coinbase input, which spends nothing/);
  });

  it("rejects spent outputs worth less than the outputs", () => {
    const poor = [{ ...prevouts[0]!, value: 1 }];
    expect(() => toEsploraTransaction(good, poor, tx!.status)).toThrow(/outputs total 799985549 sats but the spent outputs only 1 sats/);
  });

  it("makes every rejection a 400 InputError", () => {
    for (const call of [() => decodeTransaction("0"), () => decodeTransaction("00"), () => toEsploraTransaction(good, [], tx!.status)]) {
      try {
        call();
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        expect((error as InputError).status).toBe(400);
      }
    }
  });
});

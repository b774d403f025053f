/**
 * The pre-segwit signature hash (Bitcoin Core's legacy `SignatureHash`). @scure/btc-signer computes
 * it only inside its own signer, which refuses uncompressed keys; the devnet needs it for early-style
 * P2PK outputs, and its tests need it to check every legacy signature independently.
 *
 * @example
 * const digest = legacySighash(parts, 0, spentScript, SIGHASH_ALL);
 * secp256k1.verify(derSignature, digest, publicKey, { prehash: false, format: "der" });
 */
import { RawTx } from "@scure/btc-signer";
import { sha256d } from "../chain/pow.ts";
import { decodeScript } from "../../../shared/tx/script-pushes.ts";
import type { TransactionParts } from "./raw-transaction.ts";

export const SIGHASH_DEFAULT = 0x00;
export const SIGHASH_ALL = 0x01;
export const SIGHASH_NONE = 0x02;
export const SIGHASH_SINGLE = 0x03;
export const SIGHASH_ANYONECANPAY = 0x80;

const OP_CODESEPARATOR = 0xab;
/** SIGHASH_SINGLE without a matching output signs the number 1: Core's long-standing quirk, kept by consensus. */
const SINGLE_BUG_DIGEST = Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 1 : 0));
/** The "null" output SIGHASH_SINGLE puts before the signed one: value -1, empty script. */
const NULL_OUTPUT = { amount: 0xffff_ffff_ffff_ffffn, script: new Uint8Array(0) };

/**
 * The digest input `index` signs with `hashType`, given the script it spends (the redeem script for
 * P2SH). Scripts with OP_CODESEPARATOR are refused: the devnet never makes them, and getting them
 * right needs the executed position.
 *
 * @example
 * legacySighash(parts, 1, p2pkhScript, SIGHASH_SINGLE | SIGHASH_ANYONECANPAY);
 */
export function legacySighash(tx: TransactionParts, index: number, scriptCode: Uint8Array, hashType: number): Uint8Array {
  const input = tx.inputs[index];
  if (!input) throw new RangeError(`legacySighash: no input ${index} in a transaction of ${tx.inputs.length}`);
  if (decodeScript(scriptCode).ops.some((op) => op.opcode === OP_CODESEPARATOR)) {
    throw new RangeError("legacySighash: scripts with OP_CODESEPARATOR are not supported");
  }
  const base = hashType & 0x1f;
  const anyoneCanPay = (hashType & SIGHASH_ANYONECANPAY) !== 0;
  if (base === SIGHASH_SINGLE && index >= tx.outputs.length) return SINGLE_BUG_DIGEST.slice();

  const signed = (i: number) => ({
    txid: tx.inputs[i]!.txid,
    index: tx.inputs[i]!.index,
    finalScriptSig: i === index ? scriptCode : new Uint8Array(0),
    // NONE and SINGLE let the other inputs change their sequence: it is zeroed, not committed.
    sequence: i === index || (base !== SIGHASH_NONE && base !== SIGHASH_SINGLE) ? tx.inputs[i]!.sequence : 0,
  });
  const inputs = anyoneCanPay ? [signed(index)] : tx.inputs.map((_, i) => signed(i));
  const all = tx.outputs.map((output) => ({ amount: BigInt(output.value), script: output.script }));
  const outputs =
    base === SIGHASH_NONE ? [] : base === SIGHASH_SINGLE ? [...all.slice(0, index).map(() => NULL_OUTPUT), all[index]!] : all;

  const serialised = RawTx.encode({ version: tx.version, segwitFlag: false, inputs, outputs, witnesses: undefined, lockTime: tx.locktime });
  const withType = new Uint8Array(serialised.length + 4);
  withType.set(serialised);
  new DataView(withType.buffer).setUint32(serialised.length, hashType >>> 0, true);
  return sha256d(withType);
}

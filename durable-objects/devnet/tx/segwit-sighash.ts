/**
 * The BIP143 (segwit v0) and BIP341 (taproot) signature hashes of one transaction, with the parts
 * every input shares hashed once. The builder signs with these; the script verifier checks them
 * against @scure/btc-signer's own preimages (tx/script/signature-checker.ts), so the two stay honest.
 *
 * @example
 * const digests = new SegwitDigests(parts, spentScripts, spentAmounts);
 * digests.v0(0, scriptCode, SIGHASH_ALL);  // BIP143
 * digests.v1(1, SIGHASH_DEFAULT);          // BIP341 key path
 * digests.v1(2, SIGHASH_DEFAULT, leaf);    // BIP341 script path
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { concatBytes } from "@noble/hashes/utils.js";
import { sha256d } from "../chain/pow.ts";
import { ByteWriter, internalOrder } from "./byte-writer.ts";
import { tapLeafHash } from "./taproot-outputs.ts";
import { SIGHASH_ANYONECANPAY, SIGHASH_NONE, SIGHASH_SINGLE } from "./legacy-sighash.ts";
import type { RawOutput, TransactionParts } from "./raw-transaction.ts";

const ZERO_HASH = new Uint8Array(32);
const encoder = new TextEncoder();
const tagHashes = new Map<string, Uint8Array>();

function taggedHash(tag: string, ...parts: Uint8Array[]): Uint8Array {
  let tagHash = tagHashes.get(tag);
  if (!tagHash) tagHashes.set(tag, (tagHash = sha256(encoder.encode(tag))));
  return sha256(concatBytes(tagHash, tagHash, ...parts));
}

const writeOutput = (writer: ByteWriter, output: RawOutput): ByteWriter => writer.u64(output.value).sized(output.script);

/** The signature hashes of one transaction's segwit inputs (see the module comment). */
export class SegwitDigests {
  readonly #outpoints: Uint8Array;
  readonly #sequences: Uint8Array;
  readonly #outputs: Uint8Array;
  readonly #amounts: Uint8Array;
  readonly #scripts: Uint8Array;
  #v0Shared: { prevouts: Uint8Array; sequences: Uint8Array; outputs: Uint8Array } | undefined;
  #v1Shared: { prevouts: Uint8Array; amounts: Uint8Array; scripts: Uint8Array; sequences: Uint8Array; outputs: Uint8Array } | undefined;

  /** @param spentScripts and @param spentAmounts: the outputs each input spends, in input order. */
  constructor(
    private readonly tx: TransactionParts,
    private readonly spentScripts: readonly Uint8Array[],
    private readonly spentAmounts: readonly number[],
  ) {
    const outpoints = new ByteWriter();
    const sequences = new ByteWriter();
    for (const input of tx.inputs) {
      outpoints.raw(internalOrder(input.txid)).u32(input.index);
      sequences.u32(input.sequence);
    }
    const outputs = new ByteWriter();
    for (const output of tx.outputs) writeOutput(outputs, output);
    const amounts = new ByteWriter();
    const scripts = new ByteWriter();
    spentAmounts.forEach((amount, i) => {
      amounts.u64(amount);
      scripts.sized(spentScripts[i]!);
    });
    this.#outpoints = outpoints.bytes();
    this.#sequences = sequences.bytes();
    this.#outputs = outputs.bytes();
    this.#amounts = amounts.bytes();
    this.#scripts = scripts.bytes();
  }

  /** BIP143: what input `index` signs with `hashType`, spending `amount` under `scriptCode`. */
  v0(index: number, scriptCode: Uint8Array, hashType: number): Uint8Array {
    const input = this.#input(index);
    this.#v0Shared ??= { prevouts: sha256d(this.#outpoints), sequences: sha256d(this.#sequences), outputs: sha256d(this.#outputs) };
    const base = hashType & 0x1f;
    const anyoneCanPay = (hashType & SIGHASH_ANYONECANPAY) !== 0;
    const single = base === SIGHASH_SINGLE;
    const outputs =
      base !== SIGHASH_SINGLE && base !== SIGHASH_NONE
        ? this.#v0Shared.outputs
        : single && index < this.tx.outputs.length
          ? sha256d(writeOutput(new ByteWriter(), this.tx.outputs[index]!).bytes())
          : ZERO_HASH;
    const preimage = new ByteWriter()
      .u32(this.tx.version)
      .raw(anyoneCanPay ? ZERO_HASH : this.#v0Shared.prevouts)
      .raw(anyoneCanPay || single || base === SIGHASH_NONE ? ZERO_HASH : this.#v0Shared.sequences)
      .raw(internalOrder(input.txid))
      .u32(input.index)
      .sized(scriptCode)
      .u64(this.spentAmounts[index]!)
      .u32(input.sequence)
      .raw(outputs)
      .u32(this.tx.locktime)
      .u32(hashType);
    return sha256d(preimage.bytes());
  }

  /** BIP341: what input `index` signs with `hashType` (0 = SIGHASH_DEFAULT), by key path or by `leaf`. */
  v1(index: number, hashType: number, leaf?: Uint8Array): Uint8Array {
    const input = this.#input(index);
    this.#v1Shared ??= {
      prevouts: sha256(this.#outpoints),
      amounts: sha256(this.#amounts),
      scripts: sha256(this.#scripts),
      sequences: sha256(this.#sequences),
      outputs: sha256(this.#outputs),
    };
    const shared = this.#v1Shared;
    const base = hashType & 0x03;
    const anyoneCanPay = (hashType & SIGHASH_ANYONECANPAY) !== 0;
    const message = new ByteWriter().u8(0).u8(hashType).u32(this.tx.version).u32(this.tx.locktime);
    if (!anyoneCanPay) message.raw(shared.prevouts).raw(shared.amounts).raw(shared.scripts).raw(shared.sequences);
    if (base !== SIGHASH_NONE && base !== SIGHASH_SINGLE) message.raw(shared.outputs);
    message.u8(leaf ? 2 : 0);
    if (anyoneCanPay) {
      message.raw(internalOrder(input.txid)).u32(input.index).u64(this.spentAmounts[index]!).sized(this.spentScripts[index]!).u32(input.sequence);
    } else {
      message.u32(index);
    }
    if (base === SIGHASH_SINGLE) {
      const output = this.tx.outputs[index];
      if (!output) throw new RangeError(`SegwitDigests.v1: SIGHASH_SINGLE needs an output at index ${index}`);
      message.raw(sha256(writeOutput(new ByteWriter(), output).bytes()));
    }
    if (leaf) {
      message.raw(tapLeafHash(leaf)).u8(0).u32(0xffff_ffff);
    }
    return taggedHash("TapSighash", message.bytes());
  }

  #input(index: number) {
    const input = this.tx.inputs[index];
    if (!input) throw new RangeError(`SegwitDigests: no input ${index} in a transaction of ${this.tx.inputs.length}`);
    return input;
  }
}

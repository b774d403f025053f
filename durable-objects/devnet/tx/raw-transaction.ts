/**
 * Raw transactions on the wire: hex in, parsed parts out, and the identity and size figures an
 * explorer shows (txid, size, weight, vsize). Parsing is @scure/btc-signer's `RawTx` coder and
 * serialising our own (ByteWriter, a few times faster); this module adds the checks and error
 * messages of a public boundary.
 *
 * @example
 * const tx = decodeTransaction(hex);
 * tx.txid;   // "4a5e1e4b…a33b"
 * tx.weight; // 816
 */
import { hexToBytes } from "@noble/hashes/utils.js";
import { hex as hexCoder } from "@scure/base";
import { RawTx } from "@scure/btc-signer";
import { type Txid, parseTxid } from "../../../shared/types/ids.ts";
import { type VBytes, type WeightUnits, WITNESS_SCALE_FACTOR, vbytes, weightUnits } from "../../../shared/types/units.ts";
import { displayHash, sha256d } from "../chain/pow.ts";
import { ByteWriter, internalOrder } from "./byte-writer.ts";
import { InvalidTransactionHexError, MalformedTransactionError } from "./transaction-errors.ts";

export interface RawInput {
  /** Spent transaction id, display (big-endian) order, as `addInput` and Esplora write it. */
  readonly txid: Uint8Array;
  readonly index: number;
  readonly scriptSig: Uint8Array;
  readonly sequence: number;
  /** Witness stack items; empty for inputs without witness. */
  readonly witness: readonly Uint8Array[];
}

export interface RawOutput {
  /** Amount in sats; every valid amount (≤ 21 million BTC) is a safe integer. */
  readonly value: number;
  readonly script: Uint8Array;
}

/** The parts of a transaction, enough to serialise it. */
export interface TransactionParts {
  /** Signed 32-bit as serialised; Esplora shows it as unsigned (`version >>> 0`). */
  readonly version: number;
  readonly locktime: number;
  readonly inputs: readonly RawInput[];
  readonly outputs: readonly RawOutput[];
}

/** A parsed transaction with its identity and measures. */
export interface DecodedTransaction extends TransactionParts {
  readonly txid: Txid;
  /** Hash of the full serialisation, display order; equals the txid without witness data. */
  readonly wtxid: string;
  readonly hex: string;
  /** Serialised bytes, witness included. */
  readonly size: number;
  readonly weight: WeightUnits;
  readonly vsize: VBytes;
}

/** Null outpoint of a coinbase input: all-zero txid, index 0xffffffff. */
export const COINBASE_INDEX = 0xffff_ffff;
const HEX_PATTERN = /^(?:[0-9a-fA-F]{2})+$/;

/** BIP144's marker and flag, between the version and the inputs of a transaction with witness data. */
const SEGWIT_MARKER_AND_FLAG = Uint8Array.of(0x00, 0x01);

/**
 * The wire serialisation (BIP144): with `withWitness`, the marker, flag and witness stacks appear
 * when some input has witness data; without, the txid's form.
 */
function serialise(parts: TransactionParts, withWitness: boolean): Uint8Array {
  const segwit = withWitness && parts.inputs.some((input) => input.witness.length > 0);
  const writer = new ByteWriter(estimatedSize(parts)).u32(parts.version);
  if (segwit) writer.raw(SEGWIT_MARKER_AND_FLAG);
  writer.compactSize(parts.inputs.length);
  for (const input of parts.inputs) writer.raw(internalOrder(input.txid)).u32(input.index).sized(input.scriptSig).u32(input.sequence);
  writer.compactSize(parts.outputs.length);
  for (const output of parts.outputs) writer.u64(output.value).sized(output.script);
  if (segwit) {
    for (const input of parts.inputs) {
      writer.compactSize(input.witness.length);
      for (const item of input.witness) writer.sized(item);
    }
  }
  return writer.u32(parts.locktime).bytes();
}

/** Room for the whole serialisation, so the writer seldom grows. */
function estimatedSize(parts: TransactionParts): number {
  let size = 64;
  for (const input of parts.inputs) {
    size += 50 + input.scriptSig.length;
    for (const item of input.witness) size += 9 + item.length;
  }
  for (const output of parts.outputs) size += 18 + output.script.length;
  return size;
}

/**
 * Serialises parts and measures them: the txid hashes the witness-free form, weight counts
 * witness-free bytes four times and witness bytes once (BIP141).
 *
 * @example
 * encodeTransaction(parts).vsize; // 141
 */
export function encodeTransaction(parts: TransactionParts): DecodedTransaction {
  const full = serialise(parts, true);
  const hasWitness = parts.inputs.some((input) => input.witness.length > 0);
  const stripped = hasWitness ? serialise(parts, false) : full;
  const weight = stripped.length * (WITNESS_SCALE_FACTOR - 1) + full.length;
  const txid = displayHash(sha256d(stripped));
  return {
    ...parts,
    txid: txid as Txid,
    wtxid: hasWitness ? displayHash(sha256d(full)) : txid,
    hex: hexCoder.encode(full),
    size: full.length,
    weight: weightUnits(weight),
    vsize: vbytes(Math.ceil(weight / WITNESS_SCALE_FACTOR)),
  };
}

/** Longest piece of the coder's own message repeated: it may quote the offending bytes. */
const MAX_REASON_CHARACTERS = 80;

/** The coder reports truncation, trailing bytes and empty witnesses in its own words; say them plainly. */
function describeDecodeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [, path = "", detail = message] = /^Reader\(([^)]*)\):\s*(.*)$/s.exec(message) ?? [];
  const where = path ? ` (in ${path})` : "";
  const trailing = /^(\d+) bytes .*left after unpack/.exec(detail);
  if (trailing) return `${trailing[1]} byte(s) follow its end`;
  if (/unexpected end|wrong length/i.test(detail)) return `it ends early${where}`;
  if (/empty witness/i.test(detail)) return "it has the segwit marker but no witness data";
  return `it cannot be parsed${where}: ${detail.slice(0, MAX_REASON_CHARACTERS)}`;
}

/**
 * Parses a raw transaction from hex; throws `InvalidTransactionHexError` for text that is not hex
 * and `MalformedTransactionError` for bytes that are not exactly one transaction.
 *
 * @example
 * decodeTransaction("0100…00").inputs.length; // 1
 */
export function decodeTransaction(hex: unknown): DecodedTransaction {
  if (typeof hex !== "string" || !HEX_PATTERN.test(hex)) throw new InvalidTransactionHexError(hex);
  const bytes = hexCoder.decode(hex.toLowerCase());
  const decoded = encodeTransaction(partsOf(bytes));
  // Re-serialising must give the same bytes: anything else (a non-minimal length prefix) is not
  // how nodes relay it, and its size and weight would be wrong.
  if (decoded.hex !== hex.toLowerCase()) throw new MalformedTransactionError(bytes.length, "it is not in canonical serialisation");
  return decoded;
}

/** What a recorded transaction already knows about itself (state/chain-state.ts `TxRecord`). */
export type RecordedIdentity = Pick<DecodedTransaction, "wtxid" | "hex" | "size" | "weight"> & { readonly txid: string };

/**
 * A transaction the devnet recorded, parsed: it was checked by `decodeTransaction` when it was
 * accepted, and its identity and measures were kept, so it is only parsed, not serialised again to
 * measure it (that is most of the cost, and views parse thousands of recorded transactions).
 *
 * @example
 * decodeRecorded(chain.tx(txid)!).inputs.length;
 */
export function decodeRecorded(record: RecordedIdentity): DecodedTransaction {
  const parts = partsOf(hexToBytes(record.hex));
  return {
    ...parts,
    // It came from decodeTransaction's own txid when the transaction was recorded.
    txid: record.txid as Txid,
    wtxid: record.wtxid,
    hex: record.hex,
    size: record.size,
    weight: record.weight,
    vsize: vbytes(Math.ceil(record.weight / WITNESS_SCALE_FACTOR)),
  };
}

function partsOf(bytes: Uint8Array): TransactionParts {
  let raw: ReturnType<typeof RawTx.decode>;
  try {
    raw = RawTx.decode(bytes);
  } catch (error) {
    throw new MalformedTransactionError(bytes.length, describeDecodeFailure(error));
  }
  if (raw.inputs.length === 0) throw new MalformedTransactionError(bytes.length, "it has no inputs");
  const outputs = raw.outputs.map((output) => {
    if (output.amount > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new MalformedTransactionError(bytes.length, `an output amount of ${output.amount} sats is beyond any valid amount`);
    }
    return { value: Number(output.amount), script: output.script };
  });
  return {
    version: raw.version,
    locktime: raw.lockTime,
    inputs: raw.inputs.map((input, i) => ({
      txid: input.txid,
      index: input.index,
      scriptSig: input.finalScriptSig,
      sequence: input.sequence,
      witness: raw.witnesses?.[i] ?? [],
    })),
    outputs,
  };
}

/**
 * Whether an input spends the null outpoint, as a coinbase input does.
 *
 * @example
 * isCoinbaseInput(decodeTransaction(coinbaseHex).inputs[0]!); // true
 */
export const isCoinbaseInput = (input: RawInput): boolean =>
  input.index === COINBASE_INDEX && input.txid.every((byte) => byte === 0);

/**
 * The display txid of an input's spent transaction.
 *
 * @example
 * inputTxid(tx.inputs[0]!); // "cb8f206f…f75c"
 */
export const inputTxid = (input: RawInput): Txid => parseTxid(hexCoder.encode(input.txid));

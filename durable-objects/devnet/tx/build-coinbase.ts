/**
 * The coinbase transaction of a devnet block: the height first in its scriptSig (BIP34), a pool tag,
 * the reward outputs, and, when the block carries other transactions, the BIP141 witness commitment
 * with its reserved value in the coinbase witness, as Bitcoin Core's miner writes them.
 *
 * @example
 * const coinbase = buildCoinbase({
 *   keyring, height: 1_000, tag: "/Blocktide/",
 *   outputs: [{ kind: "p2wpkh", keyIndex: 0, value: 5_000_000_000 + fees }],
 *   wtxids: blockTransactions.map((tx) => tx.wtxid),
 * });
 */
import { Script } from "@scure/btc-signer";
import { sats } from "../../../shared/types/units.ts";
import { merkleRoot } from "../chain/block-header.ts";
import { sha256d } from "../chain/pow.ts";
import { type BuildOutput, type BuiltTransaction, SEQUENCE_FINAL, resolveOutputs } from "./build-transaction.ts";
import type { Keyring } from "./keys.ts";
import { COINBASE_INDEX, encodeTransaction } from "./raw-transaction.ts";
import { InvalidBuildRequestError } from "./transaction-errors.ts";

/** OP_RETURN OP_PUSHBYTES_36 and the commitment tag 0xaa21a9ed (BIP141). */
const WITNESS_COMMITMENT_HEADER = Uint8Array.of(0x6a, 0x24, 0xaa, 0x21, 0xa9, 0xed);
/** The coinbase witness: one 32-byte reserved value, all zero as Core uses it. */
const WITNESS_RESERVED_VALUE = new Uint8Array(32);
/** Consensus bounds on a coinbase scriptSig, bytes. */
const MIN_COINBASE_SCRIPT_BYTES = 2;
const MAX_COINBASE_SCRIPT_BYTES = 100;
const ZERO_HASH = "0".repeat(64);

export interface CoinbaseRequest {
  readonly keyring: Keyring;
  readonly height: number;
  /** The reward (subsidy plus fees), paid as the pool chooses. */
  readonly outputs: readonly BuildOutput[];
  /** The block's other transactions' wtxids, in block order; adds the witness commitment when given. */
  readonly wtxids?: readonly string[];
  /** Text after the height, as pools sign their blocks ("/Foundry USA Pool #dropgold/"). */
  readonly tag?: string;
  /** 1 or 2; pools use both. Defaults to 2. */
  readonly version?: number;
}

/**
 * The witness commitment output script for a block whose non-coinbase wtxids are given: the
 * coinbase counts as wtxid zero, and the merkle root is hashed with the reserved value.
 *
 * @example
 * toHex(witnessCommitmentScript([])).slice(0, 12); // "6a24aa21a9ed"
 */
export function witnessCommitmentScript(wtxids: readonly string[]): Uint8Array {
  // merkleRoot takes and gives display order; the commitment hashes the root's internal bytes.
  const root = merkleRoot([ZERO_HASH, ...wtxids]);
  const internal = Uint8Array.from({ length: 32 }, (_, i) => Number.parseInt(root.slice(62 - i * 2, 64 - i * 2), 16));
  const preimage = new Uint8Array(64);
  preimage.set(internal);
  preimage.set(WITNESS_RESERVED_VALUE, 32);
  return Uint8Array.of(...WITNESS_COMMITMENT_HEADER, ...sha256d(preimage));
}

/**
 * Builds a coinbase; its fee is 0 and it spends nothing.
 *
 * @example
 * buildCoinbase({ keyring, height: 1, outputs: [{ kind: "p2pk", keyIndex: 0, value: 5_000_000_000 }] }).txid;
 */
export function buildCoinbase(request: CoinbaseRequest): BuiltTransaction {
  const { keyring, height, wtxids } = request;
  const version = request.version ?? 2;
  if (!Number.isSafeInteger(height) || height < 0) throw new InvalidBuildRequestError("height", height, "a block height, 0 or more");
  if (version !== 1 && version !== 2) throw new InvalidBuildRequestError("version", version, "1 or 2");
  const tag = new TextEncoder().encode(request.tag ?? "");
  // Core's miner appends OP_0 when the height alone would be shorter than the 2-byte minimum.
  let scriptSig = Script.encode(tag.length > 0 ? [height, tag] : [height]);
  if (scriptSig.length < MIN_COINBASE_SCRIPT_BYTES) scriptSig = Script.encode([height, 0]);
  if (scriptSig.length > MAX_COINBASE_SCRIPT_BYTES) {
    throw new InvalidBuildRequestError("tag", request.tag, `text that keeps the coinbase script within ${MAX_COINBASE_SCRIPT_BYTES} bytes`);
  }
  const outputs = resolveOutputs(keyring, request.outputs);
  if (wtxids !== undefined) outputs.push({ value: 0, script: witnessCommitmentScript(wtxids) });
  const encoded = encodeTransaction({
    version,
    locktime: 0,
    inputs: [{ txid: new Uint8Array(32), index: COINBASE_INDEX, scriptSig, sequence: SEQUENCE_FINAL, witness: wtxids === undefined ? [] : [WITNESS_RESERVED_VALUE] }],
    outputs,
  });
  return { ...encoded, fee: sats(0) };
}

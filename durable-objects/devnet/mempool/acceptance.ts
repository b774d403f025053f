import { InputError } from "../../../shared/errors/input-error.ts";
import { sats, weightUnits } from "../../../shared/types/units.ts";
import { hex as hexCoder } from "@scure/base";
import { decodeTransaction, inputTxid, isCoinbaseInput, type DecodedTransaction } from "../tx/raw-transaction.ts";
import { sigopCost } from "../tx/sigops.ts";
import { type InputFailure, type SpentOutput, checkInputPolicy, verifyInputScripts } from "../tx/script/verify-inputs.ts";
import type { ChainState } from "../state/chain-state.ts";
import type { Mempool, MempoolEntry, Outpoint } from "./mempool.ts";

/** Relay policy of the devnet, as Bitcoin Core 30 sets it by default (sat/vB). */
export const MIN_RELAY_FEE_RATE = 0.1;
export const INCREMENTAL_RELAY_FEE_RATE = 0.1;
/** Full RBF is Core's default since v28: any unconfirmed transaction can be replaced. */
export const FULL_RBF = true;
/** BIP125: at most this many transactions may be evicted by one replacement. */
export const MAX_REPLACEMENT_EVICTIONS = 100;
const RBF_SEQUENCE_LIMIT = 0xffff_fffe;

/**
 * A transaction the mempool refuses. The message is the reason Bitcoin Core gives, as Esplora
 * relays it (`sendrawtransaction RPC error: {"code":-26,"message":"…"}`), so clients that parse
 * those reasons keep working.
 */
export class TransactionRejectedError extends InputError {
  constructor(readonly code: number, readonly reason: string) {
    super(`sendrawtransaction RPC error: ${JSON.stringify({ code, message: reason })}`);
    this.name = "TransactionRejectedError";
  }
}

export interface AcceptOptions {
  /**
   * Check input standardness, scripts and signatures, as Core does for anything it relays. Set for
   * transactions from outside (`POST /api/tx`); the devnet's own are signed by its builder, and
   * seeding thousands of them must stay fast.
   */
  readonly verifyScripts?: boolean;
  /**
   * The mempool's own floor now (Core's GetMinFee, mempool-limit.ts), sat/vB; 0 or absent while it
   * has none. Unset for the pools' private transactions, which never enter the mempool.
   */
  readonly mempoolMinFeeRate?: number;
}

export interface Acceptance {
  readonly entry: MempoolEntry;
  readonly decoded: DecodedTransaction;
  /** Mempool transactions the new one replaces (with their descendants), already removed. */
  readonly replaced: readonly MempoolEntry[];
}

/**
 * Checks a raw transaction against the chain and the mempool, and adds it: inputs must exist and be
 * unspent, amounts must balance, the fee must meet the relay minimum, and a conflict must be a
 * valid replacement (BIP125 fee rules; full RBF). With `verifyScripts`, inputs must also be
 * standard and every script and signature valid (tx/script/verify-inputs.ts), checked where Core
 * checks them: policy before fees, scripts after the replacement rules. A refusal changes nothing.
 */
export function acceptTransaction(chain: ChainState, mempool: Mempool, hex: unknown, firstSeen: number, options: AcceptOptions = {}): Acceptance {
  return acceptDecoded(chain, mempool, decodeTransaction(hex), firstSeen, options);
}

/**
 * `acceptTransaction` for a transaction already parsed and measured: the devnet's own, which its
 * builder serialised (so canonical) and measured, and which need not be parsed again.
 */
export function acceptDecoded(chain: ChainState, mempool: Mempool, decoded: DecodedTransaction, firstSeen: number, options: AcceptOptions = {}): Acceptance {
  if (decoded.inputs.length === 0 || decoded.outputs.length === 0) throw reject(-26, "bad-txns-vin-empty");
  if (decoded.inputs.some(isCoinbaseInput)) throw reject(-26, "coinbase");
  if (mempool.has(decoded.txid)) throw reject(-26, "txn-already-in-mempool");
  if (chain.placeOf(decoded.txid)) throw reject(-27, "Transaction already in block chain");

  const inputs: Outpoint[] = decoded.inputs.map((input) => ({ txid: inputTxid(input), vout: input.index }));
  if (new Set(inputs.map((o) => `${o.txid}:${o.vout}`)).size !== inputs.length) throw reject(-26, "bad-txns-inputs-duplicate");
  let valueIn = 0;
  const spent: SpentOutput[] = [];
  for (const outpoint of inputs) {
    const output = spendableOutput(chain, mempool, outpoint);
    if (!output) throw reject(-25, "bad-txns-inputs-missingorspent");
    valueIn += output.value;
    spent.push({ script: hexCoder.decode(output.script), value: output.value });
  }
  const prevoutScripts = spent.map((output) => output.script);
  const valueOut = decoded.outputs.reduce((sum, output) => sum + output.value, 0);
  if (valueOut > valueIn) throw reject(-26, "bad-txns-in-belowout");
  if (options.verifyScripts) throwIfFailed(checkInputPolicy(decoded, spent));
  const fee = valueIn - valueOut;
  const vsize = decoded.weight / 4;
  // Core's CheckFeeRate: the mempool's floor first, then the relay floor.
  const mempoolMinFee = feeAtRate(options.mempoolMinFeeRate ?? 0, vsize);
  if (mempoolMinFee > 0 && fee < mempoolMinFee) throw reject(-26, `mempool min fee not met, ${fee} < ${mempoolMinFee}`);
  const minRelayFee = feeAtRate(MIN_RELAY_FEE_RATE, vsize);
  if (fee < minRelayFee) throw reject(-26, `min relay fee not met, ${fee} < ${minRelayFee}`);

  const entry: MempoolEntry = {
    txid: decoded.txid,
    wtxid: decoded.wtxid,
    hex: decoded.hex,
    fee: sats(fee),
    weight: weightUnits(decoded.weight),
    size: decoded.size,
    sigops: sigopCost(decoded, prevoutScripts),
    inputs,
    outputs: decoded.outputs.map((output) => ({ value: output.value, script: hexCoder.encode(output.script) })),
    firstSeen,
    signalsRbf: decoded.inputs.some((input) => input.sequence < RBF_SEQUENCE_LIMIT),
  };
  const conflicts = checkReplacement(mempool, entry);
  if (options.verifyScripts) throwIfFailed(verifyInputScripts(decoded, spent));
  const replaced = mempool.removeWithDescendants(conflicts);
  mempool.add(entry);
  return { entry, decoded, replaced };
}

/** An output that exists and that neither the chain nor (for conflicts, see below) blocks spending. */
function spendableOutput(chain: ChainState, mempool: Mempool, outpoint: Outpoint) {
  const parent = mempool.get(outpoint.txid);
  if (parent) return parent.outputs[outpoint.vout];
  return chain.isUnspentConfirmed(outpoint) ? chain.output(outpoint) : undefined;
}

/** The mempool transactions `entry` would replace, once it passes the BIP125 rules (nothing is removed yet). */
function checkReplacement(mempool: Mempool, entry: MempoolEntry): string[] {
  const conflicts = mempool.conflictsOf(entry);
  if (conflicts.length === 0) return [];
  if (!FULL_RBF && conflicts.some((txid) => !mempool.get(txid)!.signalsRbf)) throw reject(-26, "txn-mempool-conflict");
  const evicted = new Set<string>(conflicts);
  for (const txid of conflicts) for (const descendant of mempool.descendants(txid)) evicted.add(descendant);
  if (entry.inputs.some((input) => evicted.has(input.txid))) throw reject(-26, "bad-txns-spends-conflicting-tx");
  if (evicted.size > MAX_REPLACEMENT_EVICTIONS) throw reject(-26, `too many potential replacements, rejecting replacement ${entry.txid}`);
  const evictedFees = [...evicted].reduce((sum, txid) => sum + mempool.get(txid)!.fee, 0);
  const rate = entry.fee / (entry.weight / 4);
  for (const txid of conflicts) {
    const old = mempool.get(txid)!;
    if (rate <= old.fee / (old.weight / 4)) throw reject(-26, `insufficient fee, rejecting replacement ${entry.txid}; new feerate ${rate.toFixed(8)} <= old feerate ${(old.fee / (old.weight / 4)).toFixed(8)}`);
  }
  const required = evictedFees + Math.ceil(INCREMENTAL_RELAY_FEE_RATE * (entry.weight / 4));
  if (entry.fee < required) throw reject(-26, `insufficient fee, rejecting replacement ${entry.txid}, not enough additional fees to relay; ${entry.fee} < ${required}`);
  return conflicts;
}

const reject = (code: number, reason: string) => new TransactionRejectedError(code, reason);

/**
 * The fee a rate asks of `vsize`, as Core's CFeeRate::GetFee reckons it: whole sat/kvB, rounded up,
 * so 0.1 sat/vB of 140 vB is 14 sats, not the 15 that 0.1 × 140 in floating point would round to.
 */
const feeAtRate = (satPerVByte: number, vsize: number): number => Math.ceil((Math.round(satPerVByte * 1_000) * vsize) / 1_000);

function throwIfFailed(failure: InputFailure | undefined): void {
  if (failure) throw reject(failure.code, failure.reason);
}


/**
 * Signature-operation cost as Bitcoin Core counts it for mempool and block limits
 * (`GetTransactionSigOpCost`): legacy sigops in scriptSigs and output scripts and P2SH redeem-script
 * sigops each cost 4, witness sigops (P2WPKH, P2WSH, nested or not) cost 1. Taproot spends cost 0.
 * This is the `sigops` field mempool's electrs adds to `/api/tx/:txid`.
 *
 * @example
 * sigopCost(decodeTransaction(hex), prevoutScripts); // 1 for a P2WPKH spend to a P2WPKH output
 */
import { OP_16, OP_1, OP_CHECKMULTISIG, OP_CHECKMULTISIGVERIFY, OP_CHECKSIG, OP_CHECKSIGVERIFY } from "../../../shared/tx/opcodes.ts";
import { decodeScript } from "../../../shared/tx/script-pushes.ts";
import { isP2sh, witnessProgram } from "./output-script.ts";
import { type TransactionParts, isCoinbaseInput } from "./raw-transaction.ts";

/** Core's weight of one legacy or P2SH sigop, relative to a witness sigop. */
export const WITNESS_SCALE_SIGOP_FACTOR = 4;
/** What an unbounded CHECKMULTISIG counts when its key count is not read (Core's MAX_PUBKEYS_PER_MULTISIG). */
const MAX_PUBKEYS_PER_MULTISIG = 20;

/**
 * Core's `CScript::GetSigOpCount(fAccurate)`: CHECKSIG counts 1, CHECKMULTISIG counts the key count
 * pushed just before it when `accurate`, else 20. Counting stops at a push that runs past the end.
 *
 * @example
 * scriptSigops(redeemScript2of3, true); // 3
 */
export function scriptSigops(script: Uint8Array, accurate: boolean): number {
  let count = 0;
  let previous = -1;
  for (const { opcode } of decodeScript(script).ops) {
    if (opcode === OP_CHECKSIG || opcode === OP_CHECKSIGVERIFY) count += 1;
    else if (opcode === OP_CHECKMULTISIG || opcode === OP_CHECKMULTISIGVERIFY) {
      count += accurate && previous >= OP_1 && previous <= OP_16 ? previous - OP_1 + 1 : MAX_PUBKEYS_PER_MULTISIG;
    }
    previous = opcode;
  }
  return count;
}

/** The data of a scriptSig's last push if every opcode is a push (≤ OP_16), as Core reads a P2SH redeem script. */
function lastPushIfPushOnly(scriptSig: Uint8Array): Uint8Array | undefined {
  const { ops, truncated } = decodeScript(scriptSig);
  if (truncated || ops.some((op) => op.opcode > OP_16)) return undefined;
  // Core keeps the bytes of the last opcode; a number opcode (OP_1 … OP_16) leaves them empty.
  return ops.at(-1)?.data ?? new Uint8Array(0);
}

/** Core's `WitnessSigOps`: 1 for a v0 key hash, the witness script's accurate count for a v0 script hash. */
function witnessSigops(program: { version: number; program: Uint8Array }, witness: readonly Uint8Array[]): number {
  if (program.version !== 0) return 0;
  if (program.program.length === 20) return 1;
  const witnessScript = witness.at(-1);
  return program.program.length === 32 && witnessScript ? scriptSigops(witnessScript, true) : 0;
}

/**
 * The transaction's sigop cost. `prevoutScripts[i]` is the script spent by input i (ignored for a
 * coinbase, whose cost is its legacy count alone).
 *
 * @example
 * sigopCost(tx, tx.inputs.map((_, i) => spentScripts[i]));
 */
export function sigopCost(tx: TransactionParts, prevoutScripts: readonly (Uint8Array | null)[]): number {
  let legacy = 0;
  for (const input of tx.inputs) legacy += scriptSigops(input.scriptSig, false);
  for (const output of tx.outputs) legacy += scriptSigops(output.script, false);
  let cost = legacy * WITNESS_SCALE_SIGOP_FACTOR;
  if (tx.inputs.length === 1 && isCoinbaseInput(tx.inputs[0]!)) return cost;

  tx.inputs.forEach((input, i) => {
    const spent = prevoutScripts[i];
    if (!spent) return;
    const redeemScript = isP2sh(spent) ? lastPushIfPushOnly(input.scriptSig) : undefined;
    if (redeemScript) cost += scriptSigops(redeemScript, true) * WITNESS_SCALE_SIGOP_FACTOR;
    // A witness program pays directly, or sits in a P2SH redeem script (nested segwit).
    const program = witnessProgram(spent) ?? (redeemScript ? witnessProgram(redeemScript) : undefined);
    if (program) cost += witnessSigops(program, input.witness);
  });
  return cost;
}

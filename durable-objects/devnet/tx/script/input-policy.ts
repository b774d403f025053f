/**
 * Core's standardness rules for how a transaction spends its inputs, checked before any script
 * runs (policy/policy.cpp): the scriptSig part of `IsStandardTx`, `AreInputsStandard` (which spent
 * script types a relayed transaction may spend, P2SH redeem scripts with at most 15 sigops) and
 * `IsWitnessStandard` (witness only where a witness program is spent, P2WSH and tapscript item
 * limits, no annex). An output Core would never have stored (OP_RETURN) counts as missing.
 *
 * @example
 * inputPolicyFault(tx, spent); // undefined, or { index: 1, reason: "bad-witness-nonstandard" }
 */
import type { TransactionParts } from "../raw-transaction.ts";
import { isP2sh, witnessProgram } from "../output-script.ts";
import { OP_1, OP_RETURN } from "../../../../shared/tx/opcodes.ts";
import { scriptSigops } from "../sigops.ts";
import { matchKeyScript } from "./key-scripts.ts";
import type { PolicyReason } from "./script-errors.ts";
import { evaluatePushes, isPushOnly } from "./script-stack.ts";
import type { SpentOutput } from "./signature-checker.ts";
import { TAPSCRIPT_LEAF_VERSION } from "../taproot-outputs.ts";

/** A 15-of-15 P2SH multisig scriptSig with compressed keys, rounded up (Core's MAX_STANDARD_SCRIPTSIG_SIZE). */
const MAX_STANDARD_SCRIPTSIG_BYTES = 1650;
const MAX_P2SH_SIGOPS = 15;
const MAX_STANDARD_P2WSH_SCRIPT_BYTES = 3600;
const MAX_STANDARD_P2WSH_STACK_ITEMS = 100;
const MAX_STANDARD_P2WSH_STACK_ITEM_BYTES = 80;
const MAX_STANDARD_TAPSCRIPT_STACK_ITEM_BYTES = 80;
/** Scripts above this never execute, so Core does not keep outputs that carry them. */
const MAX_SCRIPT_BYTES = 10_000;
const ANNEX_TAG = 0x50;

/** Pay-to-anchor: `OP_1 <0x4e73>`, anyone can spend it with an empty witness. */
export const isPayToAnchor = (script: Uint8Array): boolean =>
  script.length === 4 && script[0] === OP_1 && script[1] === 0x02 && script[2] === 0x4e && script[3] === 0x73;

/** Core's `CScript::IsUnspendable`: never added to the UTXO set. */
export const isUnspendable = (script: Uint8Array): boolean => (script.length > 0 && script[0] === OP_RETURN) || script.length > MAX_SCRIPT_BYTES;

/** The last item a scriptSig pushes, read leniently (no minimal-push rule), as Core reads a redeem script for policy. */
function lastPush(scriptSig: Uint8Array): Uint8Array | undefined {
  const pushed = evaluatePushes(scriptSig, false);
  return "stack" in pushed ? pushed.stack.at(-1) : undefined;
}

/** `AreInputsStandard` for one input: the spent script is a known type, and a P2SH redeem script is cheap enough. */
function isStandardSpend(script: Uint8Array, scriptSig: Uint8Array): boolean {
  if (matchKeyScript(script)) return true;
  if (isP2sh(script)) {
    const redeem = lastPush(scriptSig);
    return redeem !== undefined && scriptSigops(redeem, true) <= MAX_P2SH_SIGOPS;
  }
  const program = witnessProgram(script);
  if (!program) return false;
  const { version, program: bytes } = program;
  return (version === 0 && (bytes.length === 20 || bytes.length === 32)) || (version === 1 && bytes.length === 32) || isPayToAnchor(script);
}

/** `IsWitnessStandard` for one input that carries a witness. */
function isStandardWitness(script: Uint8Array, scriptSig: Uint8Array, witness: readonly Uint8Array[]): boolean {
  // An anchor is spent with an empty witness; anything there would be free-riding data.
  if (isPayToAnchor(script)) return false;
  const redeem = isP2sh(script) ? lastPush(scriptSig) : undefined;
  if (isP2sh(script) && !redeem) return false;
  const program = witnessProgram(redeem ?? script);
  if (!program) return false;
  if (program.version === 0 && program.program.length === 32) {
    const items = witness.slice(0, -1);
    return witness.at(-1)!.length <= MAX_STANDARD_P2WSH_SCRIPT_BYTES && items.length <= MAX_STANDARD_P2WSH_STACK_ITEMS &&
      items.every((item) => item.length <= MAX_STANDARD_P2WSH_STACK_ITEM_BYTES);
  }
  if (program.version === 1 && program.program.length === 32 && !redeem) {
    const last = witness.at(-1)!;
    if (witness.length >= 2 && last.length > 0 && last[0] === ANNEX_TAG) return false;
    if (witness.length === 1) return true;
    const control = last;
    if (control.length === 0) return false;
    if ((control[0]! & 0xfe) !== TAPSCRIPT_LEAF_VERSION) return true;
    return witness.slice(0, -2).every((item) => item.length <= MAX_STANDARD_TAPSCRIPT_STACK_ITEM_BYTES);
  }
  return true;
}

/**
 * The first policy reason the transaction's inputs fail, in Core's order: every scriptSig's size
 * and push-only shape, then every spent script's type, then every witness.
 *
 * @example
 * inputPolicyFault(tx, [{ script: Uint8Array.of(0x51), value: 1_000 }]); // { index: 0, reason: "bad-txns-nonstandard-inputs" }
 */
export function inputPolicyFault(tx: TransactionParts, spent: readonly SpentOutput[]): { index: number; reason: PolicyReason } | undefined {
  const first = (reason: PolicyReason, fails: (i: number) => boolean) => {
    const index = tx.inputs.findIndex((_, i) => fails(i));
    return index >= 0 ? { index, reason } : undefined;
  };
  const input = (i: number) => tx.inputs[i]!;
  const script = (i: number) => spent[i]!.script;
  for (const [index, { scriptSig }] of tx.inputs.entries()) {
    if (scriptSig.length > MAX_STANDARD_SCRIPTSIG_BYTES) return { index, reason: "scriptsig-size" };
    if (!isPushOnly(scriptSig)) return { index, reason: "scriptsig-not-pushonly" };
  }
  return (
    first("bad-txns-inputs-missingorspent", (i) => isUnspendable(script(i))) ??
    first("bad-txns-nonstandard-inputs", (i) => !isStandardSpend(script(i), input(i).scriptSig)) ??
    first("bad-witness-nonstandard", (i) => input(i).witness.length > 0 && !isStandardWitness(script(i), input(i).scriptSig, input(i).witness))
  );
}

/**
 * Signature and script verification of a transaction's inputs against the outputs they spend, for
 * the standard shapes the devnet itself makes (P2PK, bare multisig, P2PKH, P2SH multisig,
 * P2SH-P2WPKH, P2WPKH, P2WSH multisig, P2TR key and script path, P2A). It is a template matcher, not
 * a Script interpreter: each shape is recognised exactly and run the way Core's `VerifyScript`
 * runs it under the standard flags, so the answer, and the reason, is the one Core 30 gives; a
 * redeem script, witness script or leaf of another shape is refused as non-standard.
 *
 * @example
 * const verdict = verifyInputs(decodeTransaction(hex), spentOutputs);
 * if (!verdict.ok) verdict.reason; // "mempool-script-verify-flag-failed (Invalid Schnorr signature), input 0 of …"
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { equalBytes, hash160 } from "@scure/btc-signer/utils.js";
import { isP2sh, witnessProgram } from "../output-script.ts";
import { type DecodedTransaction, inputTxid } from "../raw-transaction.ts";
import { PrevoutMismatchError } from "../transaction-errors.ts";
import { inputPolicyFault } from "./input-policy.ts";
import { executeKeyScript, matchKeyScript } from "./key-scripts.ts";
import { type InputFailure, type SpendFault, inputFailure } from "./script-errors.ts";
import {
  MAX_SCRIPT_ELEMENT_BYTES,
  MAX_STACK_ITEMS,
  STACK_FALSE,
  STACK_TRUE,
  type Stack,
  castToBool,
  evaluatePushes,
  isPushOnly,
  pushEncoding,
  pushItem,
  topIsTrue,
} from "./script-stack.ts";
import { SignatureChecker, type SpentOutput } from "./signature-checker.ts";
import { verifyTaprootSpend } from "./taproot-spend.ts";

export type { InputFailure } from "./script-errors.ts";
export type { SpentOutput } from "./signature-checker.ts";

/** Either every input may be spent as it is, or the first that may not, with Core's code and reason. */
export type InputVerdict = { readonly ok: true } | ({ readonly ok: false } & InputFailure);

type WitnessProgram = NonNullable<ReturnType<typeof witnessProgram>>;

/** What running one script needs besides the stack. */
interface Spend {
  readonly checker: SignatureChecker;
  readonly index: number;
}

/** The P2PKH script a v0 key-hash program stands for (BIP141), which is also what it signs (BIP143). */
const keyHashScript = (hash: Uint8Array): Uint8Array => Uint8Array.of(0x76, 0xa9, 0x14, ...hash, 0x88, 0xac);

/**
 * Runs a spent script, or a P2SH redeem script, on the stack: a key template, a P2SH hash check
 * (output scripts only), or a witness program, which as a script merely pushes its version and
 * program. Anything else is beyond the templates: non-standard.
 */
function executeScript(script: Uint8Array, stack: Stack, spend: Spend, allowP2sh: boolean): SpendFault | undefined {
  const template = matchKeyScript(script);
  if (template) return executeKeyScript(template, stack, { ...spend, sigVersion: "base", scriptCode: script });
  if (allowP2sh && isP2sh(script)) {
    if (stack.length < 1) return "INVALID_STACK_OPERATION";
    // HASH160 replaces the top item, the expected hash is pushed beside it, EQUAL leaves one answer.
    if (stack.length + 1 > MAX_STACK_ITEMS) return "STACK_SIZE";
    const redeemHash = hash160(stack.pop()!);
    stack.push(equalBytes(redeemHash, script.subarray(2, 22)) ? STACK_TRUE : STACK_FALSE);
    return undefined;
  }
  const program = witnessProgram(script);
  if (program) return pushItem(stack, program.version === 0 ? STACK_FALSE : Uint8Array.of(program.version)) ?? pushItem(stack, program.program);
  return "bad-txns-nonstandard-inputs";
}

/** Core's `ExecuteWitnessScript` for segwit v0: the items are the stack, the script must leave exactly one true item. */
function executeWitnessV0(items: Stack, script: Uint8Array, spend: Spend): SpendFault | undefined {
  if (items.some((item) => item.length > MAX_SCRIPT_ELEMENT_BYTES)) return "PUSH_SIZE";
  const template = matchKeyScript(script);
  if (!template) return "bad-witness-nonstandard";
  const fault = executeKeyScript(template, items, { ...spend, sigVersion: "witness_v0", scriptCode: script });
  if (fault) return fault;
  if (items.length !== 1) return "CLEANSTACK";
  return castToBool(items[0]!) ? undefined : "EVAL_FALSE";
}

/** Core's `VerifyWitnessProgram`: v0 key hash and script hash, taproot, the anchor; other versions are reserved. */
function verifyWitnessProgram(witness: readonly Uint8Array[], { version, program }: WitnessProgram, nested: boolean, spend: Spend): SpendFault | undefined {
  if (version === 0) {
    if (program.length === 32) {
      if (witness.length === 0) return "WITNESS_PROGRAM_WITNESS_EMPTY";
      const script = witness[witness.length - 1]!;
      if (!equalBytes(sha256(script), program)) return "WITNESS_PROGRAM_MISMATCH";
      return executeWitnessV0(witness.slice(0, -1), script, spend);
    }
    if (program.length === 20) {
      if (witness.length !== 2) return "WITNESS_PROGRAM_MISMATCH";
      return executeWitnessV0([...witness], keyHashScript(program), spend);
    }
    return "WITNESS_PROGRAM_WRONG_LENGTH";
  }
  if (version === 1 && program.length === 32 && !nested) return verifyTaprootSpend(witness, program, spend.checker, spend.index);
  const anchor = version === 1 && program.length === 2 && program[0] === 0x4e && program[1] === 0x73;
  if (anchor && !nested) return undefined;
  return "DISCOURAGE_UPGRADABLE_WITNESS_PROGRAM";
}

/** Core's `VerifyScript` for one input under the standard flags, in its order of checks. */
function verifyInput(tx: DecodedTransaction, index: number, spentScript: Uint8Array, checker: SignatureChecker): SpendFault | undefined {
  const { scriptSig, witness } = tx.inputs[index]!;
  const spend: Spend = { checker, index };
  if (!isPushOnly(scriptSig)) return "SIG_PUSHONLY";
  const pushed = evaluatePushes(scriptSig, true);
  if ("error" in pushed) return pushed.error;
  let stack = pushed.stack;
  const pushedItems = [...stack];
  const outputFault = executeScript(spentScript, stack, spend, true);
  if (outputFault) return outputFault;
  if (!topIsTrue(stack)) return "EVAL_FALSE";

  let hadWitness = false;
  const program = witnessProgram(spentScript);
  if (program) {
    hadWitness = true;
    if (scriptSig.length > 0) return "WITNESS_MALLEATED";
    const fault = verifyWitnessProgram(witness, program, false, spend);
    if (fault) return fault;
    // Core keeps one item so the clean-stack rule holds after a witness spend.
    stack = stack.slice(0, 1);
  } else if (isP2sh(spentScript)) {
    stack = pushedItems;
    const redeem = stack.pop()!;
    const redeemFault = executeScript(redeem, stack, spend, false);
    if (redeemFault) return redeemFault;
    if (!topIsTrue(stack)) return "EVAL_FALSE";
    const nested = witnessProgram(redeem);
    if (nested) {
      hadWitness = true;
      // Nested segwit: the scriptSig is the redeem script's push and nothing else.
      if (!equalBytes(scriptSig, pushEncoding(redeem))) return "WITNESS_MALLEATED_P2SH";
      const fault = verifyWitnessProgram(witness, nested, true, spend);
      if (fault) return fault;
      stack = stack.slice(0, 1);
    }
  }
  if (stack.length !== 1) return "CLEANSTACK";
  if (!hadWitness && witness.length > 0) return "WITNESS_UNEXPECTED";
  return undefined;
}

function checkSpentOutputs(tx: DecodedTransaction, spent: readonly SpentOutput[]): void {
  if (spent.length !== tx.inputs.length) throw new PrevoutMismatchError(`${spent.length} spent outputs for ${tx.inputs.length} inputs`);
}

function failureAt(tx: DecodedTransaction, index: number, fault: SpendFault): InputFailure {
  const input = tx.inputs[index]!;
  return inputFailure(fault, { index, txid: tx.txid, wtxid: tx.wtxid, spentTxid: inputTxid(input), spentVout: input.index });
}

/**
 * The policy checks Core makes on inputs before fees and replacement are considered: scriptSig
 * size and shape, spent script types, witness standardness. `spent[i]` is the output input i spends.
 *
 * @example
 * checkInputPolicy(tx, spent); // undefined, or { input: 0, code: -26, reason: "bad-txns-nonstandard-inputs" }
 */
export function checkInputPolicy(tx: DecodedTransaction, spent: readonly SpentOutput[]): InputFailure | undefined {
  checkSpentOutputs(tx, spent);
  const fault = inputPolicyFault(tx, spent);
  return fault ? failureAt(tx, fault.index, fault.reason) : undefined;
}

/**
 * Runs every input's scripts and checks every signature, after policy (Core runs these last).
 *
 * @example
 * verifyInputScripts(tx, spent); // undefined, or { input: 1, code: -26, reason: "mempool-script-verify-flag-failed (…), input 1 of …" }
 */
export function verifyInputScripts(tx: DecodedTransaction, spent: readonly SpentOutput[]): InputFailure | undefined {
  checkSpentOutputs(tx, spent);
  const checker = new SignatureChecker(tx, spent);
  for (let index = 0; index < tx.inputs.length; index++) {
    const fault = verifyInput(tx, index, spent[index]!.script, checker);
    if (fault) return failureAt(tx, index, fault);
  }
  return undefined;
}

/**
 * Policy, then scripts and signatures: whether the transaction may spend these outputs as it does.
 *
 * @example
 * verifyInputs(tx, spent); // { ok: true }
 */
export function verifyInputs(tx: DecodedTransaction, spent: readonly SpentOutput[]): InputVerdict {
  const failure = checkInputPolicy(tx, spent) ?? verifyInputScripts(tx, spent);
  return failure ? { ok: false, ...failure } : { ok: true };
}

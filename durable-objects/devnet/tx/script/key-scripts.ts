/**
 * The three ECDSA script templates the devnet locks coins with, bare, as a P2SH redeem script or
 * as a P2WSH witness script: `<key> CHECKSIG`, `DUP HASH160 <hash> EQUALVERIFY CHECKSIG` and
 * `m <keys…> n CHECKMULTISIG`. Matching follows Core's `Solver`; executing one on a stack follows
 * `EvalScript` op by op, with Core's CHECKMULTISIG order (signatures must match keys in order),
 * NULLFAIL, NULLDUMMY and the standard signature and key encodings.
 *
 * @example
 * const template = matchKeyScript(redeemScript); // { type: "multisig", required: 2, keys: […], minimal: true }
 * executeKeyScript(template!, stack, { checker, index: 0, sigVersion: "base", scriptCode: redeemScript });
 */
import { equalBytes, hash160 } from "@scure/btc-signer/utils.js";
import { isP2pkh } from "../output-script.ts";
import { OP_1, OP_16, OP_CHECKMULTISIG, OP_CHECKSIG, OP_PUSHDATA1, OP_PUSHDATA2, OP_PUSHDATA4 } from "../../../../shared/tx/opcodes.ts";
import { decodeScript } from "../../../../shared/tx/script-pushes.ts";
import type { ScriptError } from "./script-errors.ts";
import { MAX_STACK_ITEMS, STACK_FALSE, STACK_TRUE, type Stack, pushItem } from "./script-stack.ts";
import type { SignatureChecker } from "./signature-checker.ts";
import { type EcdsaSigVersion, publicKeyEncodingFault, signatureEncodingFault } from "./signature-encoding.ts";

export type KeyScript =
  | { readonly type: "pk"; readonly key: Uint8Array }
  | { readonly type: "pkh"; readonly hash: Uint8Array }
  | {
      readonly type: "multisig";
      readonly required: number;
      readonly keys: readonly Uint8Array[];
      /** Every key pushed in its shortest form; a longer push fails MINIMALDATA when it runs. */
      readonly minimal: boolean;
    };

/** What an executed CHECKSIG needs beyond the stack. */
export interface KeyScriptContext {
  readonly checker: SignatureChecker;
  readonly index: number;
  readonly sigVersion: EcdsaSigVersion;
  /** The script signatures commit to: the one running (P2WPKH: its P2PKH equivalent). */
  readonly scriptCode: Uint8Array;
}

const P2PK_COMPRESSED_BYTES = 35;
const P2PK_UNCOMPRESSED_BYTES = 67;

/** Core's `CPubKey::ValidSize`: the header byte announces the length (hybrid 06/07 keys included). */
const hasValidKeySize = (data: Uint8Array): boolean =>
  (data.length === 33 && (data[0] === 0x02 || data[0] === 0x03)) || (data.length === 65 && (data[0] === 0x04 || data[0] === 0x06 || data[0] === 0x07));

const smallNumber = (opcode: number | undefined): number | undefined =>
  opcode !== undefined && opcode >= OP_1 && opcode <= OP_16 ? opcode - OP_1 + 1 : undefined;

function matchMultisig(script: Uint8Array): KeyScript | undefined {
  const { ops, truncated } = decodeScript(script);
  if (truncated || ops.at(-1)?.opcode !== OP_CHECKMULTISIG) return undefined;
  const required = smallNumber(ops[0]?.opcode);
  const total = smallNumber(ops.at(-2)?.opcode);
  const keyOps = ops.slice(1, -2);
  if (!required || !total || required > total || keyOps.length !== total) return undefined;
  if (!keyOps.every((op) => op.data && op.opcode <= OP_PUSHDATA4 && hasValidKeySize(op.data))) return undefined;
  return { type: "multisig", required, keys: keyOps.map((op) => op.data!), minimal: keyOps.every((op) => op.opcode === op.data!.length) };
}

/**
 * The template a script is, as Core's `Solver` recognises PUBKEY, PUBKEYHASH and MULTISIG (key
 * counts as OP_1 … OP_16), or undefined.
 *
 * @example
 * matchKeyScript(p2pkhScript); // { type: "pkh", hash: <20 bytes> }
 */
export function matchKeyScript(script: Uint8Array): KeyScript | undefined {
  if (isP2pkh(script)) return { type: "pkh", hash: script.subarray(3, 23) };
  const p2pkShape =
    (script.length === P2PK_COMPRESSED_BYTES && script[0] === 33) || (script.length === P2PK_UNCOMPRESSED_BYTES && script[0] === 65);
  if (p2pkShape && script[script.length - 1] === OP_CHECKSIG) {
    const key = script.subarray(1, -1);
    return hasValidKeySize(key) ? { type: "pk", key } : undefined;
  }
  return matchMultisig(script);
}

const pushOpcodeFor = (length: number): number =>
  length < OP_PUSHDATA1 ? length : length <= 0xff ? OP_PUSHDATA1 : length <= 0xffff ? OP_PUSHDATA2 : OP_PUSHDATA4;

/**
 * Pre-segwit CHECKSIG first deletes `<sig>` from the scriptCode (`FindAndDelete`); Core's
 * CONST_SCRIPTCODE policy refuses any spend where that would change something.
 */
function findAndDeleteFault(sig: Uint8Array, context: KeyScriptContext): ScriptError | undefined {
  if (context.sigVersion !== "base") return undefined;
  const opcode = pushOpcodeFor(sig.length);
  const found = decodeScript(context.scriptCode).ops.some((op) => op.opcode === opcode && op.data !== undefined && equalBytes(op.data, sig));
  return found ? "SIG_FINDANDDELETE" : undefined;
}

/** One signature against one key: encodings first, then the digest. */
function checkPair(sig: Uint8Array, key: Uint8Array, context: KeyScriptContext): ScriptError | boolean {
  const fault = signatureEncodingFault(sig) ?? publicKeyEncodingFault(key, context.sigVersion);
  if (fault) return fault;
  return context.checker.ecdsa(context.index, sig, key, context.scriptCode, context.sigVersion);
}

function checkSig(stack: Stack, context: KeyScriptContext): ScriptError | undefined {
  if (stack.length < 2) return "INVALID_STACK_OPERATION";
  const sig = stack[stack.length - 2]!;
  const key = stack[stack.length - 1]!;
  const found = findAndDeleteFault(sig, context);
  if (found) return found;
  const valid = checkPair(sig, key, context);
  if (typeof valid === "string") return valid;
  if (!valid && sig.length > 0) return "SIG_NULLFAIL";
  stack.length -= 2;
  stack.push(valid ? STACK_TRUE : STACK_FALSE);
  return undefined;
}

function payToKeyHash(hash: Uint8Array, stack: Stack, context: KeyScriptContext): ScriptError | undefined {
  if (stack.length < 1) return "INVALID_STACK_OPERATION";
  const key = stack[stack.length - 1]!;
  const overflow = pushItem(stack, hash160(key)) ?? pushItem(stack, hash);
  if (overflow) return overflow;
  const [pushed, computed] = [stack.pop()!, stack.pop()!];
  if (!equalBytes(pushed, computed)) return "EQUALVERIFY";
  return checkSig(stack, context);
}

/** Core's CHECKMULTISIG: walks signatures and keys from the last, each signature needing a later-or-same key. */
function multisig(required: number, keys: readonly Uint8Array[], stack: Stack, context: KeyScriptContext): ScriptError | undefined {
  if (stack.length + keys.length + 2 > MAX_STACK_ITEMS) return "STACK_SIZE";
  // The sigs and the dummy item CHECKMULTISIG pops by mistake must all be there before any is read.
  if (stack.length < required + 1) return "INVALID_STACK_OPERATION";
  const sigs = stack.slice(stack.length - required);
  for (const sig of [...sigs].reverse()) {
    const found = findAndDeleteFault(sig, context);
    if (found) return found;
  }
  let sigAt = required - 1;
  let keyAt = keys.length - 1;
  let success = true;
  while (success && sigAt >= 0) {
    const valid = checkPair(sigs[sigAt]!, keys[keyAt]!, context);
    if (typeof valid === "string") return valid;
    if (valid) sigAt--;
    keyAt--;
    // More signatures left than keys: it cannot succeed any more.
    if (sigAt + 1 > keyAt + 1) success = false;
  }
  if (!success && sigs.some((sig) => sig.length > 0)) return "SIG_NULLFAIL";
  if (stack[stack.length - required - 1]!.length > 0) return "SIG_NULLDUMMY";
  stack.length -= required + 1;
  stack.push(success ? STACK_TRUE : STACK_FALSE);
  return undefined;
}

/**
 * Runs a matched template on a stack (the scriptSig's pushes, or the witness items), leaving what
 * Core's interpreter leaves: the CHECKSIG result on top of anything below the arguments.
 *
 * @example
 * executeKeyScript({ type: "pk", key }, [signature], context); // undefined; stack is now [Uint8Array [1]]
 */
export function executeKeyScript(template: KeyScript, stack: Stack, context: KeyScriptContext): ScriptError | undefined {
  switch (template.type) {
    case "pk":
      return pushItem(stack, template.key) ?? checkSig(stack, context);
    case "pkh":
      return payToKeyHash(template.hash, stack, context);
    case "multisig":
      if (!template.minimal) return "MINIMALDATA";
      return multisig(template.required, template.keys, stack, context);
  }
}

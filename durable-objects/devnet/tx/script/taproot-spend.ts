/**
 * Spending a segwit v1 (taproot) output, BIP341/BIP342 as Core checks it: a key path is one
 * Schnorr signature by the output key; a script path reveals a leaf and a control block whose
 * internal key and merkle path must tweak to the output key, then runs the leaf. The leaves run
 * here are the devnet's: `<x-only key> OP_CHECKSIG`, optionally followed by `ord` inscription
 * envelopes (`OP_FALSE OP_IF <pushes…> OP_ENDIF`); any other tapscript is refused as non-standard.
 *
 * @example
 * verifyTaprootSpend(input.witness, outputKey, checker, 0); // undefined, or "SCHNORR_SIG", "WITNESS_PROGRAM_MISMATCH" …
 */
import { tapLeafHash } from "@scure/btc-signer/payment.js";
import { compareBytes, equalBytes, tagSchnorr, taprootTweakPubkey } from "@scure/btc-signer/utils.js";
import { OP_0, OP_1, OP_16, OP_1NEGATE, OP_CHECKSIG, OP_IF, OP_PUSHDATA4 } from "../../../../shared/tx/opcodes.ts";
import { type ScriptOp, decodeScript } from "../../../../shared/tx/script-pushes.ts";
import type { ScriptError, SpendFault } from "./script-errors.ts";
import { MAX_SCRIPT_ELEMENT_BYTES, MAX_STACK_ITEMS, STACK_FALSE, STACK_TRUE, type Stack, castToBool, pushItem } from "./script-stack.ts";
import type { SignatureChecker, TapLeaf } from "./signature-checker.ts";
import { TAPSCRIPT_LEAF_VERSION } from "../taproot-outputs.ts";

/** BIP341: a last witness item starting with 0x50 (with at least two items) is the annex. */
const ANNEX_TAG = 0x50;
const LEAF_VERSION_MASK = 0xfe;
const CONTROL_BASE_BYTES = 33;
const CONTROL_NODE_BYTES = 32;
const CONTROL_MAX_NODES = 128;
const OP_PUSHBYTES_32 = 0x20;
const OP_ENDIF = 0x68;

/** BIP342's OP_SUCCESSx opcodes: their presence anywhere makes a tapscript succeed (and non-standard). */
const isOpSuccess = (opcode: number): boolean =>
  opcode === 80 || opcode === 98 || (opcode >= 126 && opcode <= 129) || (opcode >= 131 && opcode <= 134) ||
  (opcode >= 137 && opcode <= 138) || (opcode >= 141 && opcode <= 142) || (opcode >= 149 && opcode <= 153) ||
  (opcode >= 187 && opcode <= 254);

const isEnvelopeItem = (opcode: number): boolean => opcode <= OP_PUSHDATA4 || opcode === OP_1NEGATE || (opcode >= OP_1 && opcode <= OP_16);

interface KeyLeaf {
  readonly key: Uint8Array;
  /** The envelopes' contents: never executed, but still bound by the element size limit. */
  readonly envelopeItems: readonly ScriptOp[];
  readonly envelopes: number;
}

/** The devnet's leaf shapes: a key check, then zero or more `OP_FALSE OP_IF … OP_ENDIF` envelopes. */
function matchKeyLeaf(ops: readonly ScriptOp[]): KeyLeaf | undefined {
  if (ops[0]?.opcode !== OP_PUSHBYTES_32 || ops[1]?.opcode !== OP_CHECKSIG) return undefined;
  const envelopeItems: ScriptOp[] = [];
  let envelopes = 0;
  let at = 2;
  while (at < ops.length) {
    if (ops[at]?.opcode !== OP_0 || ops[at + 1]?.opcode !== OP_IF) return undefined;
    at += 2;
    while (at < ops.length && isEnvelopeItem(ops[at]!.opcode)) envelopeItems.push(ops[at++]!);
    if (ops[at]?.opcode !== OP_ENDIF) return undefined;
    at++;
    envelopes++;
  }
  return { key: ops[0].data!, envelopeItems, envelopes };
}

/** BIP341's commitment: the leaf hashed up the control block's path, tweaking the internal key into the output key. */
function controlBlockCommits(control: Uint8Array, outputKey: Uint8Array, leaf: TapLeaf): boolean {
  let node: Uint8Array;
  try {
    node = tapLeafHash(leaf.script, leaf.version);
  } catch {
    // The library refuses leaf version 0x50 (it would read as an annex); no output can commit to it.
    return false;
  }
  for (let at = CONTROL_BASE_BYTES; at < control.length; at += CONTROL_NODE_BYTES) {
    const sibling = control.subarray(at, at + CONTROL_NODE_BYTES);
    node = compareBytes(node, sibling) <= 0 ? tagSchnorr("TapBranch", node, sibling) : tagSchnorr("TapBranch", sibling, node);
  }
  try {
    const [tweaked, parity] = taprootTweakPubkey(control.subarray(1, CONTROL_BASE_BYTES), node);
    return equalBytes(tweaked, outputKey) && parity === (control[0]! & 1);
  } catch {
    // An internal key that is not on the curve (or a tweak past the order) commits to nothing.
    return false;
  }
}

/** Core's `ExecuteWitnessScript` for a tapscript leaf, on the witness items below the leaf. */
function executeTapscript(stack: Stack, leaf: TapLeaf, checker: SignatureChecker, index: number, annex: Uint8Array | undefined): SpendFault | undefined {
  const { ops, truncated } = decodeScript(leaf.script);
  if (ops.some((op) => isOpSuccess(op.opcode))) return "DISCOURAGE_OP_SUCCESS";
  if (truncated) return "BAD_OPCODE";
  if (stack.length > MAX_STACK_ITEMS) return "STACK_SIZE";
  if (stack.some((item) => item.length > MAX_SCRIPT_ELEMENT_BYTES)) return "PUSH_SIZE";
  const shape = matchKeyLeaf(ops);
  if (!shape) return "bad-witness-nonstandard";

  const overflow = pushItem(stack, shape.key);
  if (overflow) return overflow;
  if (stack.length < 2) return "INVALID_STACK_OPERATION";
  const sig = stack[stack.length - 2]!;
  // BIP342: an empty signature is a clean false; any other must be valid. (The validation-weight
  // budget, witness size + 50, always covers the one signature these leaves hold.)
  if (sig.length > 0) {
    const fault: ScriptError | undefined = checker.schnorr(index, sig, shape.key, leaf, annex);
    if (fault) return fault;
  }
  stack.length -= 2;
  stack.push(sig.length > 0 ? STACK_TRUE : STACK_FALSE);
  // Each envelope's OP_FALSE is pushed and popped again by OP_IF; its contents never run.
  if (shape.envelopes > 0 && stack.length + 1 > MAX_STACK_ITEMS) return "STACK_SIZE";
  if (shape.envelopeItems.some((op) => op.data && op.data.length > MAX_SCRIPT_ELEMENT_BYTES)) return "PUSH_SIZE";

  if (stack.length !== 1) return "CLEANSTACK";
  return castToBool(stack[0]!) ? undefined : "EVAL_FALSE";
}

/**
 * Verifies a taproot spend of the output key `outputKey` by input `index` from its witness.
 *
 * @example
 * verifyTaprootSpend([signature], outputKey, checker, 0); // key path
 * verifyTaprootSpend([signature, leaf, control], outputKey, checker, 0); // script path
 */
export function verifyTaprootSpend(witness: readonly Uint8Array[], outputKey: Uint8Array, checker: SignatureChecker, index: number): SpendFault | undefined {
  const stack: Stack = [...witness];
  if (stack.length === 0) return "WITNESS_PROGRAM_WITNESS_EMPTY";
  const last = stack[stack.length - 1]!;
  const annex = stack.length >= 2 && last.length > 0 && last[0] === ANNEX_TAG ? stack.pop() : undefined;
  if (stack.length === 1) return checker.schnorr(index, stack[0]!, outputKey, undefined, annex);

  const control = stack.pop()!;
  const script = stack.pop()!;
  const nodes = (control.length - CONTROL_BASE_BYTES) / CONTROL_NODE_BYTES;
  if (control.length < CONTROL_BASE_BYTES || !Number.isInteger(nodes) || nodes > CONTROL_MAX_NODES) return "TAPROOT_WRONG_CONTROL_SIZE";
  const leaf: TapLeaf = { script, version: control[0]! & LEAF_VERSION_MASK };
  if (!controlBlockCommits(control, outputKey, leaf)) return "WITNESS_PROGRAM_MISMATCH";
  // Other leaf versions succeed by consensus (future soft forks); policy refuses them.
  if (leaf.version !== TAPSCRIPT_LEAF_VERSION) return "DISCOURAGE_UPGRADABLE_TAPROOT_VERSION";
  return executeTapscript(stack, leaf, checker, index, annex);
}

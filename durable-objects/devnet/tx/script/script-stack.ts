/**
 * The stack side of script evaluation that every spend shares: running a push-only script (a
 * scriptSig) into a stack with Core's limits and its MINIMALDATA policy, reading an item as a
 * boolean, and pushing with the stack-size limit.
 *
 * @example
 * evaluatePushes(scriptSig, true); // { stack: [signature, publicKey] } or { error: "MINIMALDATA" }
 */
import { OP_0, OP_1, OP_16, OP_1NEGATE, OP_PUSHDATA1, OP_PUSHDATA2, OP_PUSHDATA4 } from "../../../../shared/tx/opcodes.ts";
import { decodeScript } from "../../../../shared/tx/script-pushes.ts";
import type { ScriptError } from "./script-errors.ts";

/** Consensus limit on one stack element, pushed or from a witness. */
export const MAX_SCRIPT_ELEMENT_BYTES = 520;
/** Consensus limit on stack plus altstack items during evaluation. */
export const MAX_STACK_ITEMS = 1000;
const OP_RESERVED = 0x50;
const MAX_DIRECT_PUSH_BYTES = 75;

export const STACK_TRUE = Uint8Array.of(1);
export const STACK_FALSE = new Uint8Array(0);

export type Stack = Uint8Array[];

/** Core's `IsPushOnly`: every instruction decodes and none is above OP_16 (OP_RESERVED counts as a push). */
export function isPushOnly(script: Uint8Array): boolean {
  const { ops, truncated } = decodeScript(script);
  return !truncated && ops.every((op) => op.opcode <= OP_16);
}

/** Core's `CheckMinimalPush`: the shortest way to push these bytes. */
export function isMinimalPush(opcode: number, data: Uint8Array): boolean {
  if (data.length === 0) return opcode === OP_0;
  if (data.length === 1 && data[0]! >= 1 && data[0]! <= 16) return opcode === OP_1 + data[0]! - 1;
  if (data.length === 1 && data[0] === 0x81) return opcode === OP_1NEGATE;
  if (data.length <= MAX_DIRECT_PUSH_BYTES) return opcode === data.length;
  if (data.length <= 0xff) return opcode === OP_PUSHDATA1;
  if (data.length <= 0xffff) return opcode === OP_PUSHDATA2;
  return true;
}

/**
 * Runs a push-only script the way `EvalScript` does and returns the stack, or the first error:
 * a push past the end, an item over 520 bytes, a non-minimal push (when `requireMinimal`), an
 * executed OP_RESERVED, or more than 1000 items.
 *
 * @example
 * evaluatePushes(Uint8Array.of(0x00, 0x51), true); // { stack: [Uint8Array [], Uint8Array [1]] }
 */
export function evaluatePushes(script: Uint8Array, requireMinimal: boolean): { stack: Stack } | { error: ScriptError } {
  const { ops, truncated } = decodeScript(script);
  const stack: Stack = [];
  for (const { opcode, data } of ops) {
    if (data && data.length > MAX_SCRIPT_ELEMENT_BYTES) return { error: "PUSH_SIZE" };
    if (data && opcode <= OP_PUSHDATA4) {
      if (requireMinimal && !isMinimalPush(opcode, data)) return { error: "MINIMALDATA" };
      stack.push(data);
    } else if (opcode === OP_1NEGATE) stack.push(Uint8Array.of(0x81));
    else if (opcode >= OP_1 && opcode <= OP_16) stack.push(Uint8Array.of(opcode - OP_1 + 1));
    else if (opcode === OP_RESERVED) return { error: "BAD_OPCODE" };
    else return { error: "SIG_PUSHONLY" };
    if (stack.length > MAX_STACK_ITEMS) return { error: "STACK_SIZE" };
  }
  return truncated ? { error: "BAD_OPCODE" } : { stack };
}

/** Core's `CastToBool`: any non-zero byte is true, except a lone sign bit at the end (negative zero). */
export function castToBool(item: Uint8Array): boolean {
  for (let i = 0; i < item.length; i++) {
    if (item[i] !== 0) return !(i === item.length - 1 && item[i] === 0x80);
  }
  return false;
}

/** Whether the stack ends in a true item (the check after a script runs). */
export const topIsTrue = (stack: Stack): boolean => stack.length > 0 && castToBool(stack[stack.length - 1]!);

/** Pushes an item, failing as Core does once the stack holds more than 1000 items. */
export function pushItem(stack: Stack, item: Uint8Array): ScriptError | undefined {
  stack.push(item);
  return stack.length > MAX_STACK_ITEMS ? "STACK_SIZE" : undefined;
}

/**
 * The bytes of `CScript() << data`: one push in its shortest form for data (never a number opcode).
 *
 * @example
 * pushEncoding(redeemScript); // Uint8Array [0x16, …22 bytes] for a P2WPKH program
 */
export function pushEncoding(data: Uint8Array): Uint8Array {
  const prefix =
    data.length < OP_PUSHDATA1 ? [data.length]
    : data.length <= 0xff ? [OP_PUSHDATA1, data.length]
    : [OP_PUSHDATA2, data.length & 0xff, data.length >> 8];
  return Uint8Array.of(...prefix, ...data);
}

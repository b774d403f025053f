/**
 * Splits a script into its instructions, each push with its data (BIP62 push forms: 0x00–0x4b
 * direct, OP_PUSHDATA1/2/4 with a little-endian length). Decoding stops at a push that runs past the
 * end, as a node would fail such a script, and says why: the devnet's asm prints the two cases
 * differently. The one parser for the classifier, OP_RETURN data and the devnet's scripts.
 *
 * @example
 * decodeScript(hexToBytes("6a0568656c6c6f")).ops; // [{ opcode: 0x6a }, { opcode: 5, data: Uint8Array(5) }]
 */
import { OP_PUSHDATA1, OP_PUSHDATA4 } from "./opcodes.ts";

/** One decoded instruction: the opcode, and for pushes (0x00–0x4e) the bytes pushed (OP_0 pushes an empty array). */
export interface ScriptOp {
  readonly opcode: number;
  readonly data?: Uint8Array;
}

/**
 * A decoded script. `truncated` says how decoding stopped early: `length` when the length bytes of
 * an OP_PUSHDATA are missing, `data` when fewer bytes remain than the push announces.
 */
export interface DecodedScript {
  readonly ops: readonly ScriptOp[];
  readonly truncated?: { readonly opcode: number; readonly missing: "length" | "data" };
}

/**
 * Splits a script into instructions, stopping (and saying why) at a push that runs past the end.
 * Never throws: scripts on chain may be any bytes.
 *
 * @example
 * decodeScript(Uint8Array.of(0x00, 0x51)).ops; // [{ opcode: 0, data: Uint8Array [] }, { opcode: 0x51 }]
 * decodeScript(Uint8Array.of(0x02, 0xab));     // { ops: [], truncated: { opcode: 2, missing: "data" } }
 */
export function decodeScript(script: Uint8Array): DecodedScript {
  const ops: ScriptOp[] = [];
  let at = 0;
  while (at < script.length) {
    const opcode = script[at++]!;
    if (opcode > OP_PUSHDATA4) {
      ops.push({ opcode });
      continue;
    }
    let length = opcode;
    if (opcode >= OP_PUSHDATA1) {
      const width = 1 << (opcode - OP_PUSHDATA1);
      if (script.length - at < width) return { ops, truncated: { opcode, missing: "length" } };
      length = 0;
      // Little-endian length; multiplication keeps 4-byte lengths positive.
      for (let i = width - 1; i >= 0; i--) length = length * 256 + script[at + i]!;
      at += width;
    }
    if (script.length - at < length) return { ops, truncated: { opcode, missing: "data" } };
    ops.push({ opcode, data: script.subarray(at, at + length) });
    at += length;
  }
  return { ops };
}

/**
 * The instructions of `script` up to where it stops decoding, for readers that need not know why.
 *
 * @example
 * scriptOpcodes(Uint8Array.of(0x00, 0x51)); // [{ opcode: 0, data: Uint8Array(0) }, { opcode: 0x51 }]
 */
export function scriptOpcodes(script: Uint8Array): readonly ScriptOp[] {
  return decodeScript(script).ops;
}

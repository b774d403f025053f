/**
 * Walks a script's opcodes to read what it pushes (BIP62 push forms: 0x01–0x4b direct,
 * OP_PUSHDATA1/2/4 with a little-endian length). Stops at a push that runs past the end, as a node
 * would fail such a script.
 *
 * @example
 * scriptOpcodes(hexToBytes("6a0568656c6c6f")); // [{ opcode: 0x6a }, { opcode: 5, data: Uint8Array(5) }]
 */

export interface ScriptOpcode {
  readonly opcode: number;
  /** The pushed bytes, for a push opcode (OP_0 pushes an empty array). */
  readonly data?: Uint8Array;
}

const OP_PUSHDATA1 = 0x4c;
const OP_PUSHDATA4 = 0x4e;

/**
 * The opcodes of `script`, each push with its data.
 *
 * @example
 * scriptOpcodes(Uint8Array.of(0x00, 0x51)); // [{ opcode: 0, data: Uint8Array(0) }, { opcode: 0x51 }]
 */
export function scriptOpcodes(script: Uint8Array): ScriptOpcode[] {
  const ops: ScriptOpcode[] = [];
  for (let at = 0; at < script.length; ) {
    const opcode = script[at++]!;
    if (opcode > OP_PUSHDATA4) {
      ops.push({ opcode });
      continue;
    }
    let length = opcode;
    if (opcode >= OP_PUSHDATA1) {
      const width = 1 << (opcode - OP_PUSHDATA1);
      if (at + width > script.length) break;
      length = 0;
      for (let i = width - 1; i >= 0; i--) length = length * 256 + script[at + i]!;
      at += width;
    }
    if (at + length > script.length) break;
    ops.push({ opcode, data: script.subarray(at, at + length) });
    at += length;
  }
  return ops;
}

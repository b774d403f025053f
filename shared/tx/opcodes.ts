/**
 * The script opcodes the code names, by Bitcoin Core's names: one table for the classifier, the
 * script parser and the devnet's scripts, so a byte means the same opcode everywhere.
 *
 * @example
 * decodeScript(script).ops.some((op) => op.opcode === OP_RETURN);
 */

export const OP_0 = 0x00;
export const OP_PUSHDATA1 = 0x4c;
export const OP_PUSHDATA2 = 0x4d;
export const OP_PUSHDATA4 = 0x4e;
export const OP_1NEGATE = 0x4f;
export const OP_1 = 0x51;
export const OP_16 = 0x60;
export const OP_IF = 0x63;
export const OP_RETURN = 0x6a;
export const OP_CHECKSIG = 0xac;
export const OP_CHECKSIGVERIFY = 0xad;
export const OP_CHECKMULTISIG = 0xae;
export const OP_CHECKMULTISIGVERIFY = 0xaf;

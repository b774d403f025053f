/**
 * A script in assembly form (Esplora's `*_asm` fields), with opcodes set apart from pushed data so
 * a long script stays readable. Breaks anywhere: a 500-byte push must not widen a phone screen.
 */
import { memo } from "react";

export interface ScriptAsmProps {
  readonly asm: string;
}

/**
 * @example
 * <ScriptAsm asm="OP_DUP OP_HASH160 OP_PUSHBYTES_20 099f… OP_EQUALVERIFY OP_CHECKSIG" />
 */
export const ScriptAsm = memo(function ScriptAsm({ asm }: ScriptAsmProps) {
  const tokens = asm.split(" ").filter((token) => token !== "");
  return (
    <code className="tx-asm">
      {tokens.map((token, index) => (
        <span key={index} className={token.startsWith("OP_") ? "tx-asm-op" : "tx-asm-data"}>
          {index > 0 ? " " : ""}
          {token}
        </span>
      ))}
    </code>
  );
});

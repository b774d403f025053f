/**
 * What kind of script an input spends or an output pays, for the label a transaction list shows
 * beside an amount when there is no address, and for the input details. The Esplora
 * `scriptpubkey_type` (research §2.3) says what an output script is; an input adds what only its
 * spending data shows: a coinbase, or a P2SH output that wraps a segwit program (BIP141 nested
 * P2WPKH / P2WSH), told apart by the redeem script its scriptSig pushes.
 *
 * @example
 * outputScriptKind({ scriptpubkey_type: "v0_p2wpkh" });  // "p2wpkh"
 * inputScriptKind(vinSpendingNestedSegwit);              // "p2sh-p2wpkh"
 */
import type { EsploraVin, EsploraVout, ScriptPubkeyType } from "../types/esplora.ts";

/** Every kind a label exists for; `unknown` also covers a type newer than this table. */
export const SCRIPT_KINDS = [
  "coinbase",
  "p2pk",
  "p2pkh",
  "p2sh",
  "p2sh-p2wpkh",
  "p2sh-p2wsh",
  "p2wpkh",
  "p2wsh",
  "p2tr",
  "multisig",
  "op_return",
  "anchor",
  "nonstandard",
  "provably_unspendable",
  "empty",
  "unknown",
] as const;

export type ScriptKind = (typeof SCRIPT_KINDS)[number];

const KIND_OF_TYPE: Readonly<Record<ScriptPubkeyType, ScriptKind>> = {
  p2pk: "p2pk",
  p2pkh: "p2pkh",
  p2sh: "p2sh",
  v0_p2wpkh: "p2wpkh",
  v0_p2wsh: "p2wsh",
  v1_p2tr: "p2tr",
  multisig: "multisig",
  op_return: "op_return",
  anchor: "anchor",
  unknown: "unknown",
  nonstandard: "nonstandard",
  provably_unspendable: "provably_unspendable",
  empty: "empty",
};

/**
 * A nested segwit scriptSig is exactly one push of the redeem script: 0x16 then `0014` + 20 bytes
 * (P2WPKH), or 0x22 then `0020` + 32 bytes (P2WSH).
 */
const NESTED_P2WPKH_SCRIPTSIG = /^160014[0-9a-f]{40}$/i;
const NESTED_P2WSH_SCRIPTSIG = /^220020[0-9a-f]{64}$/i;

/**
 * The kind of an output script; a type this table does not know reads as "unknown".
 *
 * @example
 * outputScriptKind({ scriptpubkey_type: "v1_p2tr" }); // "p2tr"
 */
export function outputScriptKind(vout: Pick<EsploraVout, "scriptpubkey_type">): ScriptKind {
  return Object.hasOwn(KIND_OF_TYPE, vout.scriptpubkey_type) ? KIND_OF_TYPE[vout.scriptpubkey_type] : "unknown";
}

/**
 * Which of the nested segwit forms a P2SH spend is, from its scriptSig; null for a plain P2SH spend.
 *
 * @example
 * nestedSegwitKind("160014" + "9b".repeat(20)); // "p2sh-p2wpkh"
 */
export function nestedSegwitKind(scriptsig: string): "p2sh-p2wpkh" | "p2sh-p2wsh" | null {
  if (NESTED_P2WPKH_SCRIPTSIG.test(scriptsig)) return "p2sh-p2wpkh";
  if (NESTED_P2WSH_SCRIPTSIG.test(scriptsig)) return "p2sh-p2wsh";
  return null;
}

/**
 * The kind of script an input spends: "coinbase" for the block reward's input, the nested segwit
 * forms for a P2SH output whose scriptSig pushes a witness program, otherwise its prevout's kind
 * ("unknown" when the prevout was not resolved).
 *
 * @example
 * inputScriptKind({ is_coinbase: true, prevout: null, scriptsig: "03…" }); // "coinbase"
 */
export function inputScriptKind(vin: Pick<EsploraVin, "is_coinbase" | "prevout" | "scriptsig">): ScriptKind {
  if (vin.is_coinbase) return "coinbase";
  if (!vin.prevout) return "unknown";
  const kind = outputScriptKind(vin.prevout);
  return kind === "p2sh" ? (nestedSegwitKind(vin.scriptsig) ?? "p2sh") : kind;
}

/**
 * Every reason the devnet gives for refusing an input's spend, in Bitcoin Core 30's words: the
 * script errors of `ScriptErrorString` (src/script/script_error.cpp) and the policy reasons of
 * `IsStandardTx`, `AreInputsStandard` and `IsWitnessStandard`. Core 30 reports any script failure
 * in the mempool as `mempool-script-verify-flag-failed (<error>), input <n> of <txid> (wtxid <wtxid>),
 * spending <txid>:<vout>` (the older mandatory/non-mandatory prefixes were merged in v30).
 *
 * @example
 * SCRIPT_ERROR_TEXT.SIG_NULLFAIL; // "Signature must be zero for failed CHECK(MULTI)SIG operation"
 */

export const SCRIPT_ERROR_TEXT = {
  EVAL_FALSE: "Script evaluated without error but finished with a false/empty top stack element",
  EQUALVERIFY: "Script failed an OP_EQUALVERIFY operation",
  PUSH_SIZE: "Push value size limit exceeded",
  STACK_SIZE: "Stack size limit exceeded",
  BAD_OPCODE: "Opcode missing or not understood",
  INVALID_STACK_OPERATION: "Operation not valid with the current stack size",
  SIG_HASHTYPE: "Signature hash type missing or not understood",
  SIG_DER: "Non-canonical DER signature",
  MINIMALDATA: "Data push larger than necessary",
  SIG_PUSHONLY: "Only push operators allowed in signatures",
  SIG_HIGH_S: "Non-canonical signature: S value is unnecessarily high",
  SIG_NULLDUMMY: "Dummy CHECKMULTISIG argument must be zero",
  SIG_NULLFAIL: "Signature must be zero for failed CHECK(MULTI)SIG operation",
  DISCOURAGE_UPGRADABLE_WITNESS_PROGRAM: "Witness version reserved for soft-fork upgrades",
  DISCOURAGE_UPGRADABLE_TAPROOT_VERSION: "Taproot version reserved for soft-fork upgrades",
  DISCOURAGE_OP_SUCCESS: "OP_SUCCESSx reserved for soft-fork upgrades",
  PUBKEYTYPE: "Public key is neither compressed or uncompressed",
  CLEANSTACK: "Stack size must be exactly one after execution",
  WITNESS_PROGRAM_WRONG_LENGTH: "Witness program has incorrect length",
  WITNESS_PROGRAM_WITNESS_EMPTY: "Witness program was passed an empty witness",
  WITNESS_PROGRAM_MISMATCH: "Witness program hash mismatch",
  WITNESS_MALLEATED: "Witness requires empty scriptSig",
  WITNESS_MALLEATED_P2SH: "Witness requires only-redeemscript scriptSig",
  WITNESS_UNEXPECTED: "Witness provided for non-witness script",
  WITNESS_PUBKEYTYPE: "Using non-compressed keys in segwit",
  SCHNORR_SIG_SIZE: "Invalid Schnorr signature size",
  SCHNORR_SIG_HASHTYPE: "Invalid Schnorr signature hash type",
  SCHNORR_SIG: "Invalid Schnorr signature",
  TAPROOT_WRONG_CONTROL_SIZE: "Invalid Taproot control block size",
  SIG_FINDANDDELETE: "Signature is found in scriptCode",
} as const;

/** A script error, by Core's `SCRIPT_ERR_*` name without the prefix. */
export type ScriptError = keyof typeof SCRIPT_ERROR_TEXT;

/** Policy reasons (`TX_NOT_STANDARD` and friends), each with the RPC error code Core answers. */
export const POLICY_REASON_CODES = {
  "scriptsig-size": -26,
  "scriptsig-not-pushonly": -26,
  "bad-txns-nonstandard-inputs": -26,
  "bad-witness-nonstandard": -26,
  // Core never puts a provably unspendable output in its UTXO set, so spending one is a missing input.
  "bad-txns-inputs-missingorspent": -25,
} as const;

export type PolicyReason = keyof typeof POLICY_REASON_CODES;

/** Why one input cannot be spent as it is: a script error or a policy reason. */
export type SpendFault = ScriptError | PolicyReason;

/** The first input a transaction fails on, with the code and message `sendrawtransaction` would answer. */
export interface InputFailure {
  readonly input: number;
  readonly code: number;
  readonly reason: string;
}

/** The code Core answers any script failure with (RPC_VERIFY_REJECTED). */
const SCRIPT_FAILURE_CODE = -26;

export const isScriptError = (fault: SpendFault): fault is ScriptError => fault in SCRIPT_ERROR_TEXT;

/** Names the failing input the way Core's `CScriptCheck` debug string does. */
export interface FailingInput {
  readonly index: number;
  readonly txid: string;
  readonly wtxid: string;
  readonly spentTxid: string;
  readonly spentVout: number;
}

/**
 * The failure `sendrawtransaction` reports for a fault on one input.
 *
 * @example
 * inputFailure("SCHNORR_SIG", { index: 0, txid, wtxid, spentTxid, spentVout: 1 }).reason;
 * // "mempool-script-verify-flag-failed (Invalid Schnorr signature), input 0 of … (wtxid …), spending …:1"
 */
export function inputFailure(fault: SpendFault, input: FailingInput): InputFailure {
  if (!isScriptError(fault)) return { input: input.index, code: POLICY_REASON_CODES[fault], reason: fault };
  const where = `input ${input.index} of ${input.txid} (wtxid ${input.wtxid}), spending ${input.spentTxid}:${input.spentVout}`;
  return { input: input.index, code: SCRIPT_FAILURE_CODE, reason: `mempool-script-verify-flag-failed (${SCRIPT_ERROR_TEXT[fault]}), ${where}` };
}

/**
 * A raw transaction as Esplora's `/api/tx/:txid` shows it (research §2.3), field for field and in
 * Esplora's key order, so the devnet answers exactly like mempool's electrs: asm in the rust-bitcoin
 * dialect, types and addresses by electrs' rules, inner redeem and witness scripts, Core's sigop
 * cost, and the fee.
 *
 * @example
 * const view = toEsploraTransaction(hex, [spentOutput], { confirmed: false });
 * view.vin[0].prevout?.scriptpubkey_type; // "v0_p2wpkh"
 */
import { hex as hexCoder } from "@scure/base";
import type { EsploraTransaction, EsploraTxStatus, EsploraVin, EsploraVout } from "../../../shared/types/esplora.ts";
import { describeInput } from "../../../shared/errors/describe-input.ts";
import { type AddressNetwork, isP2sh, isP2tr, isP2wsh, scriptAddress, scriptPubkeyType } from "./output-script.ts";
import { type DecodedTransaction, type RawInput, decodeTransaction, inputTxid, isCoinbaseInput } from "./raw-transaction.ts";
import { decodeScript } from "../../../shared/tx/script-pushes.ts";
import { scriptToAsm, toHex } from "./script-asm.ts";
import { sigopCost } from "./sigops.ts";
import { PrevoutMismatchError } from "./transaction-errors.ts";

/** BIP341: with two or more witness items, a last item starting 0x50 is the annex. */
const ANNEX_TAG = 0x50;

export interface EsploraViewOptions {
  /** Address prefixes; mainnet when absent. */
  readonly network?: AddressNetwork;
}

/**
 * One output in Esplora's shape; the address key is absent, not empty, when the script has none.
 *
 * @example
 * toEsploraVout("0014…", 1000).scriptpubkey_asm; // "OP_0 OP_PUSHBYTES_20 …"
 */
export function toEsploraVout(script: Uint8Array | string, value: number, network: AddressNetwork = "mainnet"): EsploraVout {
  const bytes = typeof script === "string" ? hexCoder.decode(script) : script;
  const address = scriptAddress(bytes, network);
  return {
    scriptpubkey: toHex(bytes),
    scriptpubkey_asm: scriptToAsm(bytes),
    scriptpubkey_type: scriptPubkeyType(bytes),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value,
  };
}

/** electrs: a P2SH spend's redeem script is the scriptSig's last instruction if it is a push (OP_0 pushes nothing). */
function redeemScriptOf(input: RawInput, spent: Uint8Array): Uint8Array | undefined {
  if (!isP2sh(spent)) return undefined;
  const { ops, truncated } = decodeScript(input.scriptSig);
  return truncated ? undefined : ops.at(-1)?.data;
}

/** electrs: the witness script of P2WSH (nested or not) is the last item; of a taproot script path, the one before the control block. */
function witnessScriptOf(input: RawInput, spent: Uint8Array, redeemScript: Uint8Array | undefined): Uint8Array | undefined {
  const witness = input.witness;
  if (isP2tr(spent)) {
    const last = witness.at(-1);
    const fromEnd = witness.length >= 2 && last?.[0] === ANNEX_TAG ? 3 : 2;
    return witness.length >= fromEnd ? witness[witness.length - fromEnd] : undefined;
  }
  if (isP2wsh(spent) || (redeemScript !== undefined && isP2wsh(redeemScript))) return witness.at(-1);
  return undefined;
}

function readPrevout(prevout: unknown, index: number): { script: Uint8Array; value: number } {
  const candidate = prevout as Partial<EsploraVout> | null;
  const script = candidate?.scriptpubkey;
  const value = candidate?.value;
  if (typeof script !== "string" || !/^(?:[0-9a-fA-F]{2})*$/.test(script)) {
    throw new PrevoutMismatchError(`input ${index} needs its spent output with a hex scriptpubkey, got ${describeInput(prevout)}`);
  }
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new PrevoutMismatchError(`input ${index}'s spent output needs a whole, non-negative value in sats, got ${describeInput(value)}`);
  }
  return { script: hexCoder.decode(script.toLowerCase()), value };
}

function toVin(input: RawInput, spent: { script: Uint8Array; value: number } | null, network: AddressNetwork): EsploraVin {
  const redeemScript = spent ? redeemScriptOf(input, spent.script) : undefined;
  const witnessScript = spent ? witnessScriptOf(input, spent.script, redeemScript) : undefined;
  return {
    txid: inputTxid(input),
    vout: input.index,
    prevout: spent ? toEsploraVout(spent.script, spent.value, network) : null,
    scriptsig: toHex(input.scriptSig),
    scriptsig_asm: scriptToAsm(input.scriptSig),
    ...(input.witness.length > 0 ? { witness: input.witness.map(toHex) } : {}),
    is_coinbase: isCoinbaseInput(input),
    sequence: input.sequence,
    ...(redeemScript ? { inner_redeemscript_asm: scriptToAsm(redeemScript) } : {}),
    ...(witnessScript ? { inner_witnessscript_asm: scriptToAsm(witnessScript) } : {}),
  };
}

/**
 * The Esplora view of a raw transaction. `prevouts` holds one entry per input: the output it spends
 * (only `scriptpubkey` and `value` are read; the rest is derived again so the view is always
 * self-consistent), or null for a coinbase input.
 *
 * @example
 * toEsploraTransaction(coinbaseHex, [null], { confirmed: true, block_height: 0 }).fee; // 0
 */
export function toEsploraTransaction(
  hex: string | DecodedTransaction,
  prevouts: readonly (EsploraVout | null)[],
  status: EsploraTxStatus,
  options: EsploraViewOptions = {},
): EsploraTransaction {
  const tx = typeof hex === "string" ? decodeTransaction(hex) : hex;
  const network = options.network ?? "mainnet";
  if (!Array.isArray(prevouts) || prevouts.length !== tx.inputs.length) {
    throw new PrevoutMismatchError(
      `the transaction has ${tx.inputs.length} input(s) but ${describeInput(prevouts)} of spent outputs were given; send one per input, null for a coinbase input`,
    );
  }
  const spent = tx.inputs.map((input, i) => {
    if (isCoinbaseInput(input)) {
      if (prevouts[i] !== null) throw new PrevoutMismatchError(`input ${i} is a coinbase input, which spends nothing; send null for it`);
      return null;
    }
    return readPrevout(prevouts[i], i);
  });
  const valueIn = spent.reduce((sum, output) => sum + (output?.value ?? 0), 0);
  const valueOut = tx.outputs.reduce((sum, output) => sum + output.value, 0);
  const isCoinbase = spent.every((output) => output === null);
  if (!isCoinbase && valueOut > valueIn) {
    throw new PrevoutMismatchError(`outputs total ${valueOut} sats but the spent outputs only ${valueIn} sats`);
  }
  return {
    txid: tx.txid,
    // rust-bitcoin reads the version as i32 and electrs prints it as u32.
    version: tx.version >>> 0,
    locktime: tx.locktime,
    vin: tx.inputs.map((input, i) => toVin(input, spent[i] ?? null, network)),
    vout: tx.outputs.map((output) => toEsploraVout(output.script, output.value, network)),
    size: tx.size,
    weight: tx.weight,
    sigops: sigopCost(tx, spent.map((output) => output?.script ?? null)),
    fee: isCoinbase ? 0 : valueIn - valueOut,
    status: { ...status },
  };
}

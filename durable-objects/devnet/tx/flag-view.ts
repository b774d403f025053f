/**
 * A raw transaction as the flags classifier reads it (shared/tx/classify-flags.ts
 * `FlaggedTransaction`): the same facts as its Esplora view (esplora-view.ts), from the same rules
 * (script types and addresses by output-script.ts), without the asm, the inner scripts and the
 * sigop count the classifier never reads. Classifying every transaction of a 20,000-transaction
 * mempool through full Esplora views takes seconds; through these, a fraction of that.
 *
 * @example
 * transactionFlags(flaggedTransaction(decodeRecorded(record), prevouts, record.outputs, "mainnet"));
 */
import { hexToBytes } from "@noble/hashes/utils.js";
import type { FlaggedTransaction, FlagInput, FlagOutput } from "../../../shared/tx/classify-flags.ts";
import type { ScriptPubkeyType } from "../../../shared/types/esplora.ts";
import type { MempoolOutput } from "../mempool/mempool.ts";
import { type AddressNetwork, scriptAddress, scriptPubkeyType } from "./output-script.ts";
import type { TransactionParts } from "./raw-transaction.ts";
import { toHex } from "./script-asm.ts";

/**
 * One output: its type now, its address (a bech32 or base58 encoding, the costly part) only when
 * the classifier asks, which it does for coinjoin candidates alone.
 */
class FlagOutputView implements FlagOutput {
  readonly scriptpubkey_type: ScriptPubkeyType;
  #address: string | undefined | null = null;
  readonly #bytes: Uint8Array;

  constructor(
    readonly scriptpubkey: string,
    readonly value: number,
    private readonly network: AddressNetwork,
  ) {
    this.#bytes = hexToBytes(scriptpubkey);
    this.scriptpubkey_type = scriptPubkeyType(this.#bytes);
  }

  get scriptpubkey_address(): string | undefined {
    if (this.#address === null) this.#address = scriptAddress(this.#bytes, this.network);
    return this.#address;
  }
}

/**
 * The classifier's view of a transaction. `prevouts` holds the output each input spends, null for a
 * coinbase input; `outputs` are the transaction's own, scripts in hex (a `TxRecord` keeps them so).
 *
 * @example
 * flaggedTransaction(parts, [{ value: 10_000, script: "0014…" }], record.outputs, "mainnet").vin[0]?.prevout?.scriptpubkey_type; // "v0_p2wpkh"
 */
export function flaggedTransaction(
  tx: Pick<TransactionParts, "version" | "inputs">,
  prevouts: readonly (MempoolOutput | null)[],
  outputs: readonly MempoolOutput[],
  network: AddressNetwork,
): FlaggedTransaction {
  const vin = tx.inputs.map((input, i): FlagInput => {
    const spent = prevouts[i] ?? null;
    return {
      sequence: input.sequence,
      scriptsig: toHex(input.scriptSig),
      ...(input.witness.length > 0 ? { witness: input.witness.map(toHex) } : {}),
      prevout: spent ? new FlagOutputView(spent.script, spent.value, network) : null,
    };
  });
  // As the Esplora view: rust-bitcoin reads the version as i32 and electrs prints it as u32.
  return { version: tx.version >>> 0, vin, vout: outputs.map((output) => new FlagOutputView(output.script, output.value, network)) };
}

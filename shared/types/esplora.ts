/**
 * The Esplora REST shapes (research §2.3), as the upstream sends them and as the devnet serves
 * them. Plain JSON: amounts are integer sats, sizes are numbers.
 *
 * @example
 * const tx: EsploraTransaction = await (await fetch(`/api/tx/${txid}`)).json();
 */
export type ScriptPubkeyType =
  | "p2pk"
  | "p2pkh"
  | "p2sh"
  | "v0_p2wpkh"
  | "v0_p2wsh"
  | "v1_p2tr"
  | "multisig"
  | "op_return"
  | "anchor"
  | "unknown"
  | "nonstandard"
  | "provably_unspendable"
  | "empty";

export interface EsploraVout {
  readonly scriptpubkey: string;
  readonly scriptpubkey_asm: string;
  readonly scriptpubkey_type: ScriptPubkeyType;
  readonly scriptpubkey_address?: string;
  readonly value: number;
}

export interface EsploraVin {
  readonly txid: string;
  readonly vout: number;
  readonly prevout: EsploraVout | null;
  readonly scriptsig: string;
  readonly scriptsig_asm: string;
  readonly witness?: readonly string[];
  readonly is_coinbase: boolean;
  readonly sequence: number;
  readonly inner_redeemscript_asm?: string;
  readonly inner_witnessscript_asm?: string;
}

export interface EsploraTxStatus {
  readonly confirmed: boolean;
  readonly block_height?: number;
  readonly block_hash?: string;
  readonly block_time?: number;
}

export interface EsploraTransaction {
  readonly txid: string;
  readonly version: number;
  readonly locktime: number;
  readonly vin: readonly EsploraVin[];
  readonly vout: readonly EsploraVout[];
  readonly size: number;
  readonly weight: number;
  readonly sigops?: number;
  readonly fee: number;
  readonly status: EsploraTxStatus;
}

export interface EsploraBlock {
  readonly id: string;
  readonly height: number;
  readonly version: number;
  readonly timestamp: number;
  readonly tx_count: number;
  readonly size: number;
  readonly weight: number;
  readonly merkle_root: string;
  readonly previousblockhash: string | null;
  readonly mediantime: number;
  readonly nonce: number;
  readonly bits: number;
  readonly difficulty: number;
}

export interface EsploraOutspend {
  readonly spent: boolean;
  readonly txid?: string;
  readonly vin?: number;
  readonly status?: EsploraTxStatus;
}

/** `chain_stats` / `mempool_stats` of `/api/address/:address`: outputs funded and spent, in sats. */
export interface EsploraAddressStats {
  readonly funded_txo_count: number;
  readonly funded_txo_sum: number;
  readonly spent_txo_count: number;
  readonly spent_txo_sum: number;
  readonly tx_count: number;
}

/** `/api/address/:address`: the confirmed totals and the mempool's changes to them. */
export interface EsploraAddress {
  readonly address: string;
  readonly chain_stats: EsploraAddressStats;
  readonly mempool_stats: EsploraAddressStats;
}

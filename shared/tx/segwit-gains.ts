/**
 * How much weight a transaction saves by spending segwit outputs, and how much more it could save
 * by spending native segwit ones (spec §9: "Segwit weight constants 84 and 140 are used for
 * potential-gain calculations").
 *
 * Witness bytes weigh 1 WU, other bytes 4, so data in the witness instead of the scriptSig saves
 * 3 WU a byte:
 * - native segwit (P2WPKH, P2WSH, P2TR): the whole witness is a saving;
 * - nested segwit (P2SH-P2WPKH, P2SH-P2WSH): the witness saves as much, less the redeem-script push
 *   the scriptSig still carries, which native segwit would save too (84 and 140 WU);
 * - legacy (P2PK, P2PKH, plain P2SH, bare multisig): nothing saved; moving the scriptSig into a
 *   witness would save 3 WU a byte.
 *
 * @example
 * segwitGains(tx); // { realizedWeight: 327, potentialWeight: 0, realizedShare: 0.28, potentialShare: 0 }
 */
import { hexToBytes } from "@noble/hashes/utils.js";
import type { EsploraTransaction, EsploraVin } from "../types/esplora.ts";
import { inputScriptKind } from "./script-kind.ts";

/** Spec §9: what the redeem-script push of a nested P2WPKH spend costs over a native one, in WU. */
export const NESTED_P2WPKH_OVERHEAD_WU = 84;
/** Spec §9: the same for a nested P2WSH spend, in WU. */
export const NESTED_P2WSH_OVERHEAD_WU = 140;
/** A witness byte weighs 1 WU instead of 4. */
const WITNESS_DISCOUNT_WU_PER_BYTE = 3;

export interface SegwitGains {
  /** Weight the segwit inputs save now, WU. */
  readonly realizedWeight: number;
  /** Weight that spending native segwit outputs instead would save as well, WU. */
  readonly potentialWeight: number;
  /** realizedWeight as a share of what the transaction would weigh without it (0–1). */
  readonly realizedShare: number;
  /** potentialWeight as a share of the transaction's weight (0–1). */
  readonly potentialShare: number;
}

/** Bytes of a Bitcoin CompactSize length prefix. */
const compactSizeBytes = (n: number): number => (n < 0xfd ? 1 : n <= 0xffff ? 3 : n <= 0xffff_ffff ? 5 : 9);

const hexBytes = (hex: string): number => {
  try {
    return hexToBytes(hex).length;
  } catch {
    return 0;
  }
};

/** Serialized size of an input's witness: item count, then each item with its length. */
function witnessBytes(vin: Pick<EsploraVin, "witness">): number {
  const items = vin.witness ?? [];
  if (items.length === 0) return 0;
  return items.reduce((sum, item) => {
    const length = hexBytes(item);
    return sum + compactSizeBytes(length) + length;
  }, compactSizeBytes(items.length));
}

/**
 * The gains of `tx`; a coinbase and inputs without a prevout count for nothing.
 *
 * @example
 * segwitGains(legacyTx).potentialShare; // e.g. 0.38: 38 % lighter with native segwit inputs
 */
export function segwitGains(tx: Pick<EsploraTransaction, "vin" | "weight">): SegwitGains {
  let realizedWeight = 0;
  let potentialWeight = 0;
  for (const vin of tx.vin) {
    const witnessSaving = witnessBytes(vin) * WITNESS_DISCOUNT_WU_PER_BYTE;
    switch (inputScriptKind(vin)) {
      case "p2wpkh":
      case "p2wsh":
      case "p2tr":
        realizedWeight += witnessSaving;
        break;
      case "p2sh-p2wpkh":
        realizedWeight += Math.max(0, witnessSaving - NESTED_P2WPKH_OVERHEAD_WU);
        potentialWeight += NESTED_P2WPKH_OVERHEAD_WU;
        break;
      case "p2sh-p2wsh":
        realizedWeight += Math.max(0, witnessSaving - NESTED_P2WSH_OVERHEAD_WU);
        potentialWeight += NESTED_P2WSH_OVERHEAD_WU;
        break;
      case "p2pk":
      case "p2pkh":
      case "p2sh":
      case "multisig":
        potentialWeight += hexBytes(vin.scriptsig) * WITNESS_DISCOUNT_WU_PER_BYTE;
        break;
      default:
        break;
    }
  }
  const weight = tx.weight > 0 ? tx.weight : 0;
  return {
    realizedWeight,
    potentialWeight,
    realizedShare: realizedWeight === 0 ? 0 : realizedWeight / (weight + realizedWeight),
    potentialShare: weight === 0 ? 0 : Math.min(1, potentialWeight / weight),
  };
}

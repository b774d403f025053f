/**
 * The block-template builder's view of one mempool transaction (research §5.1): a compact uid, the
 * fee and size figures the ancestor-score selection reads, and the uids of its in-mempool parents.
 * Everything else about a transaction (scripts, outputs, times) stays with the caller.
 *
 * @example
 * const tx: TemplateTx = {
 *   uid: 7, txid: "5ffbad40…64bb7cb8", fee: sats(4_061), weight: weightUnits(562), sigops: 1, parents: [3],
 * };
 * txOrder(tx.txid!);  // 3095182180: the tie-break key of equal-scoring packages
 */
import type { Sats, WeightUnits } from "../../../shared/types/units.ts";

export interface TemplateTx {
  /** Compact id, unique in one build, 0 … 2³² − 1; blocks list these. */
  readonly uid: number;
  /** Hex txid as displayed (64 characters); gives the `order` tie-break when `order` is absent. */
  readonly txid?: string;
  /**
   * Explicit tie-break key; wins over the one derived from `txid`, 0 without either. A caller
   * that keeps its mempool can compute `txOrder(txid)` once per transaction and pass it here, so
   * no build reads the txids again.
   */
  readonly order?: number;
  /** Fee in sats (modified fee: include any prioritisation delta), 0 or more. */
  readonly fee: Sats;
  /** Transaction weight, a whole number above 0. */
  readonly weight: WeightUnits;
  /** Signature-operation cost (Core's units: a legacy sigop counts 4), a whole number, 0 or more. */
  readonly sigops: number;
  /** Uids of the in-mempool transactions it spends from; repeats are allowed (two outputs of one parent). */
  readonly parents: readonly number[];
}

/** Characters of the txid hex read for `order`: its last 4 bytes. */
const ORDER_HEX_CHARACTERS = 8;

/**
 * The tie-break key of §5.1: the last 4 bytes of the txid hex, read as a little-endian uint32.
 *
 * Why: the displayed txid is the hash byte-reversed, so its last 4 bytes are the hash's first 4,
 * and little-endian reading makes the hash's first byte the most significant. Comparing `order`
 * therefore compares the txids the way Bitcoin Core breaks equal ancestor scores (smaller hash
 * first), to 32 bits; equal keys fall back to the uid. NaN when those 8 characters are not hex.
 *
 * @example
 * txOrder("…64bb7cb8");  // bytes 64 bb 7c b8 → 0xb87cbb64 = 3095182180
 * txOrder("…64bb7cbz");  // NaN
 */
export function txOrder(txid: string): number {
  const tail = txid.length - ORDER_HEX_CHARACTERS;
  let order = 0;
  // Byte k of the tail (k = 0 … 3) has weight 256^k; read from the most significant down.
  for (let at = tail + ORDER_HEX_CHARACTERS - 2; at >= tail; at -= 2) {
    order = order * 256 + hexDigit(txid.charCodeAt(at)) * 16 + hexDigit(txid.charCodeAt(at + 1));
  }
  return order;
}

/** 0 … 15, or NaN for anything that is not a hex digit (so a bad tail makes the order NaN). */
function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  if (code >= 97 && code <= 102) return code - 87; // a-f
  if (code >= 65 && code <= 70) return code - 55; // A-F
  return Number.NaN;
}

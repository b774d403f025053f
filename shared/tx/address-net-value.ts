/**
 * What a transaction did to one address's balance (the address page's per-transaction figure):
 * what its outputs paid the address, what its inputs spent from it, and the difference. Inputs
 * whose prevout is unknown cannot be counted; amounts are sats.
 *
 * @example
 * addressNetValue(tx, "bc1q…"); // { received: 50_000, sent: 120_000, net: -70_000 }
 */
import type { EsploraTransaction } from "../types/esplora.ts";

export interface AddressNetValue {
  readonly received: number;
  readonly sent: number;
  /** received − sent: positive when the address gained. */
  readonly net: number;
}

/**
 * Sums the outputs paying `address` and the spent outputs that paid it. Addresses compare exactly,
 * as Esplora writes them (bech32 in lower case).
 *
 * @example
 * addressNetValue(tx, tx.vout[0]!.scriptpubkey_address!).received; // tx.vout[0].value (plus any other output to it)
 */
export function addressNetValue(tx: Pick<EsploraTransaction, "vin" | "vout">, address: string): AddressNetValue {
  let received = 0;
  let sent = 0;
  for (const output of tx.vout) if (output.scriptpubkey_address === address && Number.isFinite(output.value)) received += output.value;
  for (const input of tx.vin) {
    const prevout = input.prevout;
    if (prevout?.scriptpubkey_address === address && Number.isFinite(prevout.value)) sent += prevout.value;
  }
  return { received, sent, net: received - sent };
}

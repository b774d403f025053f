/**
 * Captured mainnet transactions (tests/fixtures/mempool, see its MANIFEST) and small builders for
 * the cases no capture covers. `everyType` is b10c's transaction at height 850,000: it spends and
 * creates every output type, nested segwit included.
 */
import { readFileSync } from "node:fs";
import type { EsploraTransaction, EsploraVin, EsploraVout, ScriptPubkeyType } from "../../../shared/types/esplora.ts";

export function readFixture<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(`../../fixtures/mempool/${path}`, import.meta.url), "utf8")) as T;
}

const random = readFixture<EsploraTransaction[]>("backend-test-data/transactions-random.json");
const byPrefix = (prefix: string): EsploraTransaction => {
  const found = random.find((tx) => tx.txid.startsWith(prefix));
  if (!found) throw new Error(`fixture transaction ${prefix}… is missing`);
  return found;
};

/** 10 inputs, 9 outputs, version 1, lock time 1,231,006,505 (a time), confirmed at 850,000. */
export const everyType = byPrefix("b10c0000");
/** P2WPKH in, OP_RETURN + unknown + P2WPKH out, confirmed at 848,136. */
export const withOpReturn = byPrefix("20b98449");
/** One P2WPKH input, P2PKH and P2WPKH outputs, unconfirmed. */
export const simplePayment = byPrefix("13f00724");
/** `/api/tx/:txid` of an unconfirmed P2PKH replacement, with sigops (cypress/details_rbf). */
export const replacement = readFixture<EsploraTransaction>("cypress/details_rbf/tx02_api_tx.json");

export function output(type: ScriptPubkeyType, scriptpubkey: string, value: number, address?: string): EsploraVout {
  return { scriptpubkey, scriptpubkey_asm: "", scriptpubkey_type: type, ...(address ? { scriptpubkey_address: address } : {}), value };
}

export function input(prevout: EsploraVout | null, overrides: Partial<EsploraVin> = {}): EsploraVin {
  return { txid: "11".repeat(32), vout: 0, prevout, scriptsig: "", scriptsig_asm: "", is_coinbase: false, sequence: 0xffff_ffff, ...overrides };
}

export function transaction(vin: EsploraVin[], vout: EsploraVout[], overrides: Partial<EsploraTransaction> = {}): EsploraTransaction {
  return { txid: "22".repeat(32), version: 2, locktime: 0, vin, vout, size: 200, weight: 800, fee: 0, status: { confirmed: false }, ...overrides };
}

/**
 * Things of the devnet the API tests ask about, found through the worker's own API (`SELF`), so
 * they hold under any seed: addresses with a history of receiving and spending, the tip block and
 * its transactions, mempool transactions with an unconfirmed parent.
 *
 * @example
 * await freezeDevnet();
 * const { address, script } = await spendingAddress();
 */
import { SELF } from "cloudflare:test";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";

export const ORIGIN = "http://explorer.test";
export const api = (path: string, init?: RequestInit) => SELF.fetch(`${ORIGIN}${path}`, init);
export const getJson = async <T>(path: string): Promise<T> => {
  const response = await api(path);
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json<T>();
};
/** A POST of `body` (JSON unless a string), as the original's web client sends it. */
export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api(path, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json", accept: "application/json, text/plain, */*", ...headers } });

/** An address of the devnet with the output script it stands for. */
export interface SampleAddress {
  readonly address: string;
  readonly script: string;
}

export const tipHash = async (): Promise<string> => (await api("/api/blocks/tip/hash")).text();

/** The first page of the tip block's transactions (coinbase first). */
export const tipTransactions = async (): Promise<EsploraTransaction[]> => getJson<EsploraTransaction[]>(`/api/block/${await tipHash()}/txs/0`);

/** An address with a confirmed transaction that spends from it. */
export interface SpendingAddress extends SampleAddress {
  readonly spender: EsploraTransaction;
}

/**
 * Addresses whose outputs the latest blocks spend (from the tip down, until two are found): each
 * has received and spent, so it has two transactions at least.
 */
export async function spendingAddresses(): Promise<SpendingAddress[]> {
  const found = new Map<string, SpendingAddress>();
  for (const block of await getJson<{ id: string }[]>("/api/blocks")) {
    for (const tx of await getJson<EsploraTransaction[]>(`/api/block/${block.id}/txs/0`)) {
      for (const input of tx.vin) {
        const address = input.prevout?.scriptpubkey_address;
        if (address && input.prevout && !found.has(address)) found.set(address, { address, script: input.prevout.scriptpubkey, spender: tx });
      }
    }
    if (found.size >= 2) return [...found.values()];
  }
  throw new Error("the latest ten blocks spend fewer than two addresses' outputs");
}

/** What `tx` did to the balance of `addresses`: sats paid to them minus sats of theirs spent. */
export const netValue = (tx: EsploraTransaction, addresses: ReadonlySet<string>): number =>
  tx.vout.reduce((sum, vout) => sum + (addresses.has(vout.scriptpubkey_address ?? "") ? vout.value : 0), 0) -
  tx.vin.reduce((sum, vin) => sum + (vin.prevout && addresses.has(vin.prevout.scriptpubkey_address ?? "") ? vin.prevout.value : 0), 0);

/** The address the tip block's coinbase pays: a pool's, with a history of confirmed rewards. */
export async function poolAddress(): Promise<SampleAddress> {
  const [coinbase] = await tipTransactions();
  const output = coinbase?.vout.find((vout) => vout.scriptpubkey_address);
  if (!output?.scriptpubkey_address) throw new Error("the tip block's coinbase pays no address");
  return { address: output.scriptpubkey_address, script: output.scriptpubkey };
}

/** Whether `tx` pays or spends from one of `addresses`. */
export const touches = (tx: EsploraTransaction, addresses: ReadonlySet<string>): boolean =>
  tx.vout.some((vout) => addresses.has(vout.scriptpubkey_address ?? "")) || tx.vin.some((vin) => addresses.has(vin.prevout?.scriptpubkey_address ?? ""));

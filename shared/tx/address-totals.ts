/**
 * The figures of an address's summary, from `/api/address/:address` (research §2.2): confirmed
 * balance and what the mempool is about to change, total received and sent, and counts. Sums are
 * sats; "unconfirmed" is a signed change, since a pending spend lowers the balance.
 *
 * @example
 * addressTotals(answer); // { confirmedBalance: 150_000, unconfirmedChange: -20_000, … }
 */
import type { EsploraAddress, EsploraAddressStats } from "../types/esplora.ts";

export interface AddressTotals {
  readonly confirmedBalance: number;
  /** Funded minus spent in the mempool: what the balance becomes once they confirm, less the confirmed balance. */
  readonly unconfirmedChange: number;
  /** Confirmed and unconfirmed together. */
  readonly totalReceived: number;
  readonly totalSent: number;
  readonly confirmedTxCount: number;
  readonly unconfirmedTxCount: number;
  /** Outputs paying the address that nothing has spent yet, mempool included. */
  readonly unspentOutputCount: number;
}

/**
 * Reads the two stats blocks.
 *
 * @example
 * addressTotals({ address, chain_stats: { funded_txo_count: 2, funded_txo_sum: 30, spent_txo_count: 1, spent_txo_sum: 10, tx_count: 3 }, mempool_stats: zero })
 * // { confirmedBalance: 20, unconfirmedChange: 0, totalReceived: 30, totalSent: 10, confirmedTxCount: 3, unconfirmedTxCount: 0, unspentOutputCount: 1 }
 */
export function addressTotals(address: Pick<EsploraAddress, "chain_stats" | "mempool_stats">): AddressTotals {
  const chain = address.chain_stats;
  const mempool = address.mempool_stats;
  return {
    confirmedBalance: chain.funded_txo_sum - chain.spent_txo_sum,
    unconfirmedChange: mempool.funded_txo_sum - mempool.spent_txo_sum,
    totalReceived: chain.funded_txo_sum + mempool.funded_txo_sum,
    totalSent: chain.spent_txo_sum + mempool.spent_txo_sum,
    confirmedTxCount: chain.tx_count,
    unconfirmedTxCount: mempool.tx_count,
    unspentOutputCount: chain.funded_txo_count + mempool.funded_txo_count - chain.spent_txo_count - mempool.spent_txo_count,
  };
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function readStats(value: unknown): EsploraAddressStats | undefined {
  if (!isRecord(value)) return undefined;
  const { funded_txo_count, funded_txo_sum, spent_txo_count, spent_txo_sum, tx_count } = value;
  if (!isCount(funded_txo_count) || !isCount(funded_txo_sum) || !isCount(spent_txo_count) || !isCount(spent_txo_sum) || !isCount(tx_count)) {
    return undefined;
  }
  return { funded_txo_count, funded_txo_sum, spent_txo_count, spent_txo_sum, tx_count };
}

/**
 * `/api/address/:address` read from `unknown`: undefined unless both stats blocks hold five
 * non-negative whole numbers (sums are sats, at most 2.1e15, so they stay exact).
 *
 * @example
 * const address = await apiGetJson(`/api/address/${text}`, readEsploraAddress);
 */
export function readEsploraAddress(value: unknown): EsploraAddress | undefined {
  if (!isRecord(value) || typeof value.address !== "string") return undefined;
  const chain = readStats(value.chain_stats);
  const mempool = readStats(value.mempool_stats);
  return chain && mempool ? { address: value.address, chain_stats: chain, mempool_stats: mempool } : undefined;
}

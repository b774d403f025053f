/**
 * An address page's history and totals, live: the loaded pages with what the socket said since
 * (research §1.4 `address-transactions`, `block-transactions`, `address-removed-transactions`,
 * folded by client/live/address-updates.ts) laid over them. New mempool transactions go on top and
 * count in the unconfirmed totals, confirmed ones move to the confirmed part and totals, dropped
 * ones leave. Every rule compares against the loaded data, so data loaded again later (which
 * already knows some of the news) is never counted twice. The loaded pages' outspends come along;
 * a mempool arrival's outputs are unspent as it arrives, so it shows them so without asking.
 *
 * @example
 * const shown = liveAddressHistory(data.address, [...data.transactions, ...more], live.tracking.addressUpdates, pages.outspends);
 * shown.address.mempool_stats.tx_count; // the loaded count plus the arrivals not in the loaded list
 */
import type { EsploraAddress, EsploraAddressStats, EsploraOutspend, EsploraTransaction } from "../../../shared/types/esplora.ts";
import type { AddressUpdates } from "../../live/tracking-state.ts";
import type { OutspendsByTxid } from "../tx/load-outspends.ts";

export interface LiveAddressHistory {
  /** Unconfirmed first (newest first), then confirmed (newest first). */
  readonly transactions: readonly EsploraTransaction[];
  readonly address: EsploraAddress;
  /** The loaded outspends, and every output of a mempool arrival unspent. */
  readonly outspends: OutspendsByTxid;
}

type Stats = { -readonly [K in keyof EsploraAddressStats]: number };

/** The store's updates as a render snapshot hands them out (read-only all the way down). */
export type ReadonlyAddressUpdates = { readonly [K in keyof AddressUpdates]: readonly AddressUpdates[K][number][] };

/** What one transaction adds to an address's stats. */
export function addressContribution(tx: Pick<EsploraTransaction, "vin" | "vout">, address: string): EsploraAddressStats {
  let fundedCount = 0;
  let fundedSum = 0;
  let spentCount = 0;
  let spentSum = 0;
  for (const output of tx.vout) {
    if (output.scriptpubkey_address !== address) continue;
    fundedCount += 1;
    fundedSum += output.value;
  }
  for (const input of tx.vin) {
    if (input.prevout?.scriptpubkey_address !== address) continue;
    spentCount += 1;
    spentSum += input.prevout.value;
  }
  return { funded_txo_count: fundedCount, funded_txo_sum: fundedSum, spent_txo_count: spentCount, spent_txo_sum: spentSum, tx_count: 1 };
}

const STAT_KEYS = ["funded_txo_count", "funded_txo_sum", "spent_txo_count", "spent_txo_sum", "tx_count"] as const;

function add(stats: Stats, change: EsploraAddressStats, sign: 1 | -1): void {
  // A total below zero would mean the loaded totals and list disagreed; zero is the honest floor.
  for (const key of STAT_KEYS) stats[key] = Math.max(0, stats[key] + sign * change[key]);
}

const UNSPENT: EsploraOutspend = { spent: false };

/**
 * The history and totals to show: `loaded` (every page loaded so far, in the server's order) and
 * the live `updates` over the loaded `address` totals, with `loadedOutspends` (by txid) for the cards.
 */
export function liveAddressHistory(
  address: EsploraAddress,
  loaded: readonly EsploraTransaction[],
  updates: ReadonlyAddressUpdates,
  loadedOutspends: OutspendsByTxid = {},
): LiveAddressHistory {
  const known = new Map<string, EsploraTransaction>();
  for (const tx of loaded) if (!known.has(tx.txid)) known.set(tx.txid, tx);
  const confirmedNow = new Map(updates.confirmed.map((tx) => [tx.txid, tx]));
  const removed = new Set(updates.removed);
  const chain: Stats = { ...address.chain_stats };
  const mempool: Stats = { ...address.mempool_stats };
  const own = (tx: EsploraTransaction) => addressContribution(tx, address.address);

  const arrivals = updates.mempool.filter((tx) => !known.has(tx.txid));
  for (const tx of arrivals) add(mempool, own(tx), 1);
  for (const tx of updates.confirmed) {
    const before = known.get(tx.txid);
    if (before?.status.confirmed) continue;
    if (before !== undefined) add(mempool, own(before), -1);
    add(chain, own(tx), 1);
  }
  for (const txid of removed) {
    const before = known.get(txid);
    if (before !== undefined && !before.status.confirmed) add(mempool, own(before), -1);
  }

  const loadedUnique = [...known.values()];
  const stillPending = loadedUnique.filter((tx) => !tx.status.confirmed && !confirmedNow.has(tx.txid) && !removed.has(tx.txid));
  const newlyConfirmed = updates.confirmed.filter((tx) => !known.get(tx.txid)?.status.confirmed);
  const loadedConfirmed = loadedUnique.filter((tx) => tx.status.confirmed);
  const outspends = arrivals.length === 0 ? loadedOutspends : { ...loadedOutspends, ...Object.fromEntries(arrivals.map((tx) => [tx.txid, tx.vout.map(() => UNSPENT)])) };
  return {
    transactions: [...arrivals, ...stillPending, ...newlyConfirmed, ...loadedConfirmed],
    address: { address: address.address, chain_stats: chain, mempool_stats: mempool },
    outspends,
  };
}

/**
 * The cursor for the next page (`after_txid`, research §2.2): the last confirmed transaction
 * loaded, or, when a first page held only mempool transactions, the last of those (the backend
 * goes on with the rest of the mempool, then the confirmed ones); null once every confirmed
 * transaction is loaded.
 *
 * @example
 * nextPageCursor(loaded, 60); // the txid of the 25th confirmed transaction when 25 of 60 are loaded
 */
export function nextPageCursor(loaded: readonly EsploraTransaction[], confirmedCount: number): string | null {
  const confirmed = new Set(loaded.filter((tx) => tx.status.confirmed).map((tx) => tx.txid));
  if (confirmed.size >= confirmedCount) return null;
  const lastConfirmed = loaded.findLast((tx) => tx.status.confirmed);
  return (lastConfirmed ?? loaded.at(-1))?.txid ?? null;
}

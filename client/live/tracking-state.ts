/**
 * What the visitor follows besides the broadcast streams (spec §4.3 "tracking sessions", research
 * §1.3): one transaction, one projected block, one address, and the mark the strip points at. The
 * connection starts and stops each session; the frames of research §1.4 fill in what the server
 * says about it.
 */
import type { EsploraTransaction } from "../../shared/types/esplora.ts";
import type { TransactionStripped } from "../../shared/types/compressed-tx.ts";

/** Where the tracked transaction sits among the projected blocks (`txPosition`, research §1.4). */
export interface MempoolPosition {
  /** Index of the projected block, 0 = the next block. */
  block: number;
  /** Offset in vB of the transaction's midpoint from the start of that block. */
  vsize: number;
  accelerated?: boolean;
  acceleratedBy?: number[];
  /** Unix seconds. */
  acceleratedAt?: number;
  /** Sats. */
  feeDelta?: number;
}

/** spec §3 "Mark": what the strip's arrow points at; a page sets the parts it knows. */
export interface Mark {
  blockHeight?: number;
  mempoolBlockIndex?: number;
  mempoolPosition?: MempoolPosition;
  txid?: string;
  txFeePerVSize?: number;
}

/**
 * What happened to the tracked address since tracking started (research §1.4 `address-transactions`,
 * `block-transactions`, `address-removed-transactions`), newest first, each at most
 * TRACKED_ADDRESS_UPDATES_KEPT: the page merges them over the history it fetched.
 */
export interface AddressUpdates {
  /** Arrived in the mempool and neither confirmed nor dropped since. */
  mempool: EsploraTransaction[];
  /** Confirmed in a block since tracking started. */
  confirmed: EsploraTransaction[];
  /** Txids dropped from the mempool unconfirmed. */
  removed: string[];
}

/**
 * The page shows fresh activity above its fetched history; a busy address must not grow the store
 * without bound over a long session, and ten pages of updates are more than a visitor scrolls.
 */
export const TRACKED_ADDRESS_UPDATES_KEPT = 100;

export interface TrackingState {
  /** The transaction being tracked; back to null once it confirms (spec §4.3). */
  txid: string | null;
  /** Its place among the projected blocks, from `txPosition`. */
  txPosition: MempoolPosition | null;
  /** Set when the tracked transaction confirmed (`txConfirmed`); it stays after tracking stops. */
  txConfirmed: string | null;
  /** The transaction that replaced the tracked one (`txReplaced` or `rbfTransaction`). */
  txReplacedBy: string | null;
  mark: Mark | null;
  /** The projected block whose transactions are followed (research §1.6). */
  mempoolBlockIndex: number | null;
  /** Sequence of the last full or delta message applied; null until a full one arrives. */
  mempoolBlockSequence: number | null;
  /** The followed block's transactions, in projected order as far as deltas keep it. */
  mempoolBlockTransactions: TransactionStripped[];
  address: string | null;
  addressUpdates: AddressUpdates;
}

export const emptyAddressUpdates = (): AddressUpdates => ({ mempool: [], confirmed: [], removed: [] });

/** Nothing tracked. */
export function emptyTracking(): TrackingState {
  return {
    txid: null,
    txPosition: null,
    txConfirmed: null,
    txReplacedBy: null,
    mark: null,
    mempoolBlockIndex: null,
    mempoolBlockSequence: null,
    mempoolBlockTransactions: [],
    address: null,
    addressUpdates: emptyAddressUpdates(),
  };
}

/** Starts (or, with null, stops) following a transaction: what was known about the previous one goes. */
export function setTrackedTx(tracking: TrackingState, txid: string | null): void {
  tracking.txid = txid;
  tracking.txPosition = null;
  tracking.txConfirmed = null;
  tracking.txReplacedBy = null;
}

/** Follows another projected block (or none): its transactions arrive in a full message first. */
export function setTrackedMempoolBlock(tracking: TrackingState, index: number | null): void {
  tracking.mempoolBlockIndex = index;
  tracking.mempoolBlockSequence = null;
  tracking.mempoolBlockTransactions = [];
}

/** Follows another address (or none), from no updates. */
export function setTrackedAddress(tracking: TrackingState, address: string | null): void {
  tracking.address = address;
  tracking.addressUpdates = emptyAddressUpdates();
}

/**
 * The data the graph harness page shows (bench/graph-harness.ts): real mainnet mempool transactions
 * from the gbt fixture, in projected order, with flags made up deterministically from each txid
 * (the fixture has none; the transaction filter needs some), and one live-sized delta.
 *
 * @example
 * const data = harnessData(5_000);
 * data.transactions.length; // 5000
 */
import { GridLayout } from "../shared/graph/grid-layout.ts";
import { type GraphTransaction, sortFeeRate } from "../shared/graph/graph-transaction.ts";
import { layoutAll } from "../shared/graph/layout-update.ts";
import { squareSizeUnits, vbytesPerUnit } from "../shared/graph/square-size.ts";
import { type TransactionFlagKey, flagsFromKeys } from "../shared/tables/transaction-flags.ts";
import type { TransactionStripped } from "../shared/types/compressed-tx.ts";
import { loadMempoolTransactions } from "../tests/shared/graph/mempool-fixture.ts";

export interface HarnessDelta {
  readonly added: readonly TransactionStripped[];
  readonly removed: readonly string[];
  readonly changed: readonly { readonly txid: string; readonly rate: number; readonly flags: number; readonly acc: boolean }[];
}

export interface HarnessData {
  readonly transactions: readonly GraphTransaction[];
  /** The vsize the grid stands for: the smallest (in 5 % steps from their total) at which all of them fit the square. */
  readonly blockLimit: number;
  readonly delta: HarnessDelta;
  /** The delta back to `transactions`, so the delta can be played again and again. */
  readonly revert: HarnessDelta;
}

const ADDRESS_TYPES: readonly TransactionFlagKey[] = ["p2wpkh", "p2wpkh", "p2wpkh", "p2tr", "p2tr", "p2pkh", "p2sh", "p2wsh"];

/** Plausible flags from the txid's bytes: RBF or not, version 1 or 2, an address type, sometimes a data or heuristic flag. */
export function syntheticFlags(txid: string): number {
  const byte = (i: number) => Number.parseInt(txid.slice(i * 2, i * 2 + 2), 16);
  const keys: TransactionFlagKey[] = [byte(0) % 3 === 0 ? "no_rbf" : "rbf", byte(1) % 4 === 0 ? "v1" : "v2", ADDRESS_TYPES[byte(2) % ADDRESS_TYPES.length] as TransactionFlagKey];
  if (byte(3) % 9 === 0) keys.push("op_return");
  if (byte(4) % 13 === 0) keys.push("inscription");
  if (byte(5) % 17 === 0) keys.push("consolidation");
  return Number(flagsFromKeys(keys));
}

/**
 * `count` transactions and a delta that removes one in fifty, re-rates or accelerates one in a
 * hundred and adds 3 % new ones from further down the mempool.
 */
export function harnessData(count: number, resolution = 86): HarnessData {
  const all = loadMempoolTransactions();
  const transactions = all.slice(0, count).map((tx) => ({ ...tx, flags: syntheticFlags(tx.txid) }));
  const blockLimit = fittingBlockLimit(transactions, resolution);
  const removed = transactions.filter((_, i) => i % 50 === 7).map((tx) => tx.txid);
  const changed = transactions
    .filter((_, i) => i % 100 === 3)
    .map((tx, i) => ({ txid: tx.txid, rate: (tx.rate ?? 1) * 1.2, flags: tx.flags, acc: i % 2 === 0 }));
  const added = all
    .slice(count + 1_000, count + 1_000 + Math.round(count * 0.03))
    .map((tx) => ({ ...tx, flags: syntheticFlags(tx.txid), rate: (tx.rate ?? 1) * 3 }));
  const revert = {
    added: transactions.filter((tx) => removed.includes(tx.txid)),
    removed: added.map((tx) => tx.txid),
    changed: transactions.filter((_, i) => i % 100 === 3).map((tx) => ({ txid: tx.txid, rate: tx.rate ?? 0, flags: tx.flags, acc: false })),
  };
  return { transactions, blockLimit, delta: { added, removed, changed }, revert };
}

/**
 * The smallest block limit, from the total vsize up in 5 % steps, whose layout is no taller than the
 * grid; throws when even four times the total does not fit (more transactions than cells).
 */
export function fittingBlockLimit(transactions: readonly GraphTransaction[], resolution: number): number {
  const total = transactions.reduce((sum, tx) => sum + tx.vsize, 0);
  for (let factor = 1; factor <= 4; factor += 0.05) {
    const limit = Math.ceil(total * factor);
    const perUnit = vbytesPerUnit(limit, resolution);
    const grid = new GridLayout<string>(resolution);
    layoutAll(grid, transactions.map((tx) => ({ key: tx.txid, s: squareSizeUnits(tx.vsize, perUnit, resolution), rate: sortFeeRate(tx) })));
    if (grid.rowCount <= resolution) return limit;
  }
  throw new RangeError(`${transactions.length} transactions do not fit a grid of ${resolution} × ${resolution} cells`);
}

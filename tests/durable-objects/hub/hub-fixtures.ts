/**
 * Captured mainnet data for the hub's unit tests (tests/fixtures/mempool, see its MANIFEST), and
 * small builders of upstream messages around it.
 *
 * @example
 * const bundle = readFixture<Record<string, unknown>>("cypress/mainnet_mempoolInfo.json");
 */
import { readFileSync } from "node:fs";
import type { TransactionCompressed } from "../../../shared/types/compressed-tx.ts";

export function readFixture<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(`../../fixtures/mempool/${path}`, import.meta.url), "utf8")) as T;
}

/** A txid made of one repeated byte, for listings whose ids do not matter. */
export const txidOf = (n: number): string => n.toString(16).padStart(2, "0").repeat(32);

/** A projected-block tuple at `rate` sat/vB (research §1.6), 8th element when accelerated. */
export function tuple(n: number, rate: number, vsize = 100, accelerated = false): TransactionCompressed {
  const base = [txidOf(n), Math.round(rate * vsize), vsize, 10_000, rate, 0, 1_700_000_000] as const;
  return accelerated ? [...base, 1] : base;
}

export const fullMessage = (index: number, sequence: number, tuples: readonly TransactionCompressed[]) => ({ index, sequence, blockTransactions: tuples });

export const deltaMessage = (index: number, sequence: number, delta: { added?: TransactionCompressed[]; removed?: string[]; changed?: unknown[] }) => ({
  index,
  sequence,
  delta: { added: delta.added ?? [], removed: delta.removed ?? [], changed: delta.changed ?? [] },
});

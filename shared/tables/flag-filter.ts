import { describeInput } from "../errors/describe-input.ts";
import { assertNonNegativeNumber } from "../format/number-guards.ts";
import { TRANSACTION_FLAGS, type TransactionFlagEntry, type TransactionFlagKey, transactionFlag } from "./transaction-flags.ts";

/** Spec §2.7: only important filters appear when the menu is this wide or narrower. */
export const COMPACT_MENU_WIDTH_PX = 280;

/** How selected filters combine: every selected flag, or any of them. */
export type FilterMode = "and" | "or";

/**
 * Spec §3: "rbf and no_rbf are mutually exclusive. v1 and v2 are mutually exclusive." A transaction has
 * one version, so v3 excludes both others too.
 */
export const MUTUALLY_EXCLUSIVE_FLAGS: readonly (readonly [TransactionFlagKey, TransactionFlagKey])[] = [
  ["rbf", "no_rbf"],
  ["v1", "v2"],
  ["v1", "v3"],
  ["v2", "v3"],
];

/**
 * Flags that cannot be selected together with `key`.
 *
 * @example
 * exclusiveWith("v2"); // ["v1", "v3"]
 */
export function exclusiveWith(key: TransactionFlagKey): TransactionFlagKey[] {
  return MUTUALLY_EXCLUSIVE_FLAGS.flatMap(([a, b]) => (a === key ? [b] : b === key ? [a] : []));
}

/**
 * Flips one filter. Selecting a flag clears the ones it excludes (selecting v2 clears v1 and v3);
 * deselecting clears only itself.
 *
 * @example
 * toggleFilter(flagsFromKeys(["v1", "p2tr"]), "v2"); // v2 | p2tr
 * toggleFilter(flagsFromKeys(["v2"]), "v2");         // 0n
 */
export function toggleFilter(selected: bigint, key: TransactionFlagKey): bigint {
  const { value } = transactionFlag(key);
  if ((selected & value) !== 0n) return selected & ~value;
  let cleared = selected;
  for (const other of exclusiveWith(key)) cleared &= ~transactionFlag(other).value;
  return cleared | value;
}

/**
 * Whether a transaction passes the filter: with "and" it must carry every selected flag, with "or" at
 * least one. An empty filter is no filter, so everything matches.
 *
 * @example
 * matchesFilter(flagsFromKeys(["rbf", "p2tr"]), flagsFromKeys(["p2tr", "p2wpkh"]), "or");  // true
 * matchesFilter(flagsFromKeys(["rbf", "p2tr"]), flagsFromKeys(["p2tr", "p2wpkh"]), "and"); // false
 */
export function matchesFilter(txFlags: bigint, filter: bigint, mode: FilterMode): boolean {
  if (mode !== "and" && mode !== "or") throw new TypeError(`filter mode must be "and" or "or", got ${describeInput(mode)}`);
  if (filter === 0n) return true;
  return mode === "and" ? (txFlags & filter) === filter : (txFlags & filter) !== 0n;
}

/**
 * The filters a menu of the given width lists, in table order: all of them, or only the important
 * ones at {@link COMPACT_MENU_WIDTH_PX} or narrower.
 *
 * @example
 * menuFlags(240).every((flag) => flag.important); // true
 */
export function menuFlags(menuWidthPx: number): readonly TransactionFlagEntry[] {
  assertNonNegativeNumber(menuWidthPx, "menu width");
  const compact = menuWidthPx <= COMPACT_MENU_WIDTH_PX;
  return compact ? TRANSACTION_FLAGS.filter((entry) => entry.important) : TRANSACTION_FLAGS;
}

/**
 * All transactions ranked best first by ancestor score, the order the main loop pops them in
 * (research §5.1). The result is exactly the order of `PackageState.compare`; this module only
 * makes getting there cheap for 100k transactions.
 *
 * Why not one comparator sort: a JavaScript comparator runs ~n·log₂n times (1.7 million calls for
 * 100k), more than the whole package selection. Instead a stable radix sort on 16-bit digits runs
 * least significant key first: uid, then `order`, then the score rate as a float64 (for rates ≥ 0
 * its bit pattern rises with the value). The result is ordered by rate, then `order`, then uid.
 * Only two different fractions that round to the same float can come out misordered; a final
 * insertion pass with the exact comparator repairs those, so the outcome never depends on
 * rounding, and on anything but such pairs it is one comparison per transaction.
 *
 * @example
 * const stack = rankByAncestorScore(state);
 * stack[0];  // index of the best-scoring transaction
 */
import type { PackageState } from "./package-state.ts";

const DIGIT_BITS = 16;
const DIGIT_VALUES = 1 << DIGIT_BITS;
const DIGIT_MASK = DIGIT_VALUES - 1;
/** Which 32-bit half of a float64 holds the sign, exponent and top of the mantissa here. */
const HIGH_WORD = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1 ? 1 : 0;
const LOW_WORD = 1 - HIGH_WORD;
const MAX_UINT32 = 0xffff_ffff;
/**
 * Below this many transactions one comparator sort is quicker: the radix passes cost eight sweeps
 * of 65,536 digit counts whatever the input (a mined block of the quiet history has a handful).
 */
const COMPARATOR_SORT_BELOW = 1_024;

/**
 * Input indices ordered best first.
 *
 * @example
 * rankByAncestorScore(state);  // Int32Array [4, 0, 2, 1, 3]
 */
export function rankByAncestorScore(state: PackageState): Int32Array {
  const { scoreFees, scoreSizes, graph } = state;
  const n = graph.size;
  if (n < COMPARATOR_SORT_BELOW) return Int32Array.from({ length: n }, (_, i) => i).sort(state.compare);
  const rates = new Float64Array(n);
  for (let i = 0; i < n; i++) rates[i] = scoreFees[i]! / scoreSizes[i]!;
  const rateWords = new Uint32Array(rates.buffer);
  // Complemented, so the ascending sort puts the best rate first.
  const rateHigh = new Uint32Array(n);
  const rateLow = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    rateHigh[i] = MAX_UINT32 - rateWords[2 * i + HIGH_WORD]!;
    rateLow[i] = MAX_UINT32 - rateWords[2 * i + LOW_WORD]!;
  }

  let ranked = new Int32Array(n);
  for (let i = 0; i < n; i++) ranked[i] = i;
  let spare = new Int32Array(n);
  const counts = new Int32Array(DIGIT_VALUES);
  for (const keys of [graph.uids, graph.orders, rateLow, rateHigh]) {
    for (const shift of [0, DIGIT_BITS]) {
      if (radixPass(ranked, spare, keys, shift, counts)) [ranked, spare] = [spare, ranked];
    }
  }
  return repairByInsertion(ranked, state.compare);
}

/**
 * One stable counting-sort pass of `from` into `to` on a 16-bit digit of `keys[item]`. Returns
 * false, leaving `to` untouched, when every item has the same digit (uids below 65,536, say), so
 * the caller keeps `from`.
 */
function radixPass(from: Int32Array, to: Int32Array, keys: Uint32Array, shift: number, counts: Int32Array): boolean {
  counts.fill(0);
  for (let i = 0; i < from.length; i++) counts[(keys[from[i]!]! >>> shift) & DIGIT_MASK]! += 1;
  if (from.length === 0 || counts[(keys[from[0]!]! >>> shift) & DIGIT_MASK] === from.length) return false;
  let start = 0;
  for (let digit = 0; digit < DIGIT_VALUES; digit++) {
    const count = counts[digit]!;
    counts[digit] = start;
    start += count;
  }
  for (let i = 0; i < from.length; i++) {
    const item = from[i]!;
    to[counts[(keys[item]! >>> shift) & DIGIT_MASK]!++] = item;
  }
  return true;
}

/** Insertion sort: linear on an almost sorted list, exact whatever the input. */
function repairByInsertion(items: Int32Array, compare: (a: number, b: number) => number): Int32Array {
  for (let i = 1; i < items.length; i++) {
    const item = items[i]!;
    if (compare(items[i - 1]!, item) <= 0) continue;
    let j = i - 1;
    while (j >= 0 && compare(items[j]!, item) > 0) {
      items[j + 1] = items[j]!;
      j--;
    }
    items[j + 1] = item;
  }
  return items;
}

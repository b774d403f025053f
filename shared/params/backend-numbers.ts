/**
 * How the original backends read a number out of URL text, so that the edge and the devnet accept
 * exactly what they accept (README "Compatibility with the original backends"). Esplora (electrs,
 * in Rust) reads with `str::parse::<u32>()` or `::<usize>()`; the mempool backend (Node) with
 * `parseInt(text, 10)`. What each route then does with text that is no number is the route's rule
 * (esplora-params.ts, history-params.ts).
 *
 * @example
 * rustUnsigned("+25", RUST_U32_MAX);  // 25
 * rustUnsigned("undefined", RUST_U32_MAX); // undefined
 * leadingInteger("12abc");            // 12
 */

/** The largest `u32`, as digits: output indexes and a block's start index. */
export const RUST_U32_MAX = "4294967295";
/** The largest `usize` of electrs's 64-bit builds, as digits: heights and positions in a block. */
export const RUST_USIZE_MAX = "18446744073709551615";

export type RustUnsignedMax = typeof RUST_U32_MAX | typeof RUST_USIZE_MAX;

// Rust's integer parse: an optional "+", then ASCII digits only (no "-" for an unsigned type, no spaces).
const RUST_UNSIGNED = /^\+?([0-9]+)$/;

/**
 * The number Rust's `parse::<u32|usize>()` reads from `raw`, or undefined where it fails (not a
 * number, a sign other than "+", or above `max`). A value past 2⁵³ comes back rounded: it names
 * no block or position anyway.
 *
 * @example
 * rustUnsigned("007", RUST_USIZE_MAX);        // 7
 * rustUnsigned("-1", RUST_USIZE_MAX);         // undefined
 * rustUnsigned("4294967296", RUST_U32_MAX);   // undefined
 */
export function rustUnsigned(raw: string | undefined, max: RustUnsignedMax): number | undefined {
  const digits = raw === undefined ? undefined : RUST_UNSIGNED.exec(raw)?.[1]?.replace(/^0+(?=[0-9])/, "");
  if (digits === undefined) return undefined;
  const overflows = digits.length > max.length || (digits.length === max.length && digits > max);
  return overflows ? undefined : Number(digits);
}

/**
 * The number JavaScript's `parseInt(raw, 10)` reads from `raw`: its leading integer after any
 * whitespace, with a sign ("12abc" → 12, "1e3" → 1, "-5" → -5); undefined where that is NaN.
 *
 * @example
 * leadingInteger(" 42 blocks"); // 42
 * leadingInteger("abc");        // undefined
 */
export function leadingInteger(raw: string | undefined): number | undefined {
  const value = raw === undefined ? Number.NaN : Number.parseInt(raw, 10);
  // + 0 turns "-0" into 0, as a height or count reads it.
  return Number.isNaN(value) ? undefined : value + 0;
}

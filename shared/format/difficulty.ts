/**
 * A difficulty as the mining pages print it: a power-of-1000 prefix after a space (spec §9 "Short
 * number suffixes are k, M, G, T, P, E"), so mainnet's reads "83.15 T". A test chain's may sit far
 * below 1 (regtest: 4.66e-10); it keeps three significant digits instead of rounding to 0.
 *
 * @example
 * formatDifficulty(83_148_355_189_239.77); // "83.15 T"
 * formatDifficulty(4.656542373906925e-10); // "4.66e-10"
 */
import { formatDecimal } from "./decimal.ts";
import { activeNumeralStyle } from "./format-language.ts";
import { assertNonNegativeNumber } from "./number-guards.ts";
import { assertPrecision } from "./precision.ts";
import { SHORT_NUMBER_SUFFIXES } from "./short-number.ts";
import { scaleByThousands } from "./thousands.ts";

/**
 * Bare under 1000, prefixed above; a negative or non-finite difficulty throws.
 *
 * @example
 * formatDifficulty(999);       // "999"
 * formatDifficulty(1_500, 1);  // "1.5 k"
 */
export function formatDifficulty(difficulty: number, digits = 2): string {
  assertNonNegativeNumber(difficulty, "difficulty");
  assertPrecision(digits, "digits");
  if (difficulty > 0 && difficulty < 1) return difficulty.toPrecision(3).replace(".", activeNumeralStyle().decimal);
  const scaled = scaleByThousands(difficulty, SHORT_NUMBER_SUFFIXES.length - 1, digits);
  const number = formatDecimal(scaled.value, { minIntegerDigits: 1, minFractionDigits: 0, maxFractionDigits: digits });
  const prefix = SHORT_NUMBER_SUFFIXES[scaled.exponent] ?? "";
  return prefix === "" ? number : `${number} ${prefix}`;
}

/**
 * Query parameter readers (spec §5): numbers are accepted only as integers, otherwise the default
 * applies; flags follow the "on unless 'false'" wording of spec §2.9.
 *
 * @example
 * integerParam("12", 8);        // 12
 * integerParam("12.5", 8);      // 8
 * flagParam(null, true);        // true
 * flagParam("false", true);     // false
 */

/** The part of URLSearchParams these readers need (shared/ has no DOM types). */
export interface QueryParams {
  get(name: string): string | null;
}

/** Optional inclusive bounds; a value outside them gets the fallback too. */
export interface IntegerBounds {
  readonly min?: number;
  readonly max?: number;
}

// An optional "-" and decimal digits, nothing else: no "+", spaces, decimals or exponents.
const INTEGER = /^-?[0-9]+$/;

/**
 * The integer written in `raw`, or `fallback`. A leading "-" is part of an integer ("-3" → -3);
 * "+3", " 7", "7 ", "1e3", "0x10", "12.0", "" and null/undefined give the fallback, as does a
 * value beyond Number.MAX_SAFE_INTEGER or outside `bounds`. "-0" reads as 0.
 *
 * @example
 * integerParam("007", 8);                   // 7
 * integerParam("-3", 8);                    // -3
 * integerParam("-3", 8, { min: 0 });        // 8
 * integerParam("abc", undefined);           // undefined
 */
export function integerParam<F>(raw: string | null | undefined, fallback: F, bounds: IntegerBounds = {}): number | F {
  if (typeof raw !== "string" || !INTEGER.test(raw)) return fallback;
  const value = Number(raw) + 0; // + 0 turns -0 into 0
  if (!Number.isSafeInteger(value)) return fallback;
  if (bounds.min !== undefined && value < bounds.min) return fallback;
  if (bounds.max !== undefined && value > bounds.max) return fallback;
  return value;
}

/**
 * A boolean query flag that only its opposite word can flip: with a default of true, only
 * "false" turns it off (spec §2.9 "on unless 'false'"); with a default of false, only "true"
 * turns it on (spec §2.8 "autofit=true", §2.10 "test=true"). Absent or any other text keeps the
 * default. Matching is exact (lower case).
 *
 * @example
 * flagParam("0", true);        // true
 * flagParam("true", false);    // true
 * flagParam("TRUE", false);    // false
 */
export function flagParam(raw: string | null | undefined, defaultValue: boolean): boolean {
  const flip = defaultValue ? "false" : "true";
  return raw === flip ? !defaultValue : defaultValue;
}

import { describeInput } from "../errors/describe-input.ts";
import { assertPrecision } from "./precision.ts";

/** How many digits a number shows: at least `minIntegerDigits` before the point, and between `minFractionDigits` and `maxFractionDigits` after it. */
export interface DigitsInfo {
  readonly minIntegerDigits: number;
  readonly minFractionDigits: number;
  readonly maxFractionDigits: number;
}

/** Defaults for the parts a digits string leaves out, the same as the number-pipe notation the spec's "1.2-2" comes from. */
const DEFAULT_MIN_INTEGER_DIGITS = 1;
const DEFAULT_MIN_FRACTION_DIGITS = 0;
const DEFAULT_MAX_FRACTION_DIGITS = 3;

const DIGITS_INFO_PATTERN = /^(\d+)?(?:\.(\d+)?(?:-(\d+))?)?$/;

/** Raised for a digits string or object that cannot describe a number format. */
export class InvalidDigitsInfoError extends RangeError {
  constructor(readonly input: unknown, reason: string) {
    super(`Invalid digits info ${describeInput(input)}: ${reason}. Expected "minInteger.minFraction-maxFraction", e.g. "1.2-2".`);
    this.name = "InvalidDigitsInfoError";
  }
}

/**
 * Parses the spec's digit notation "a.b-c" (spec §9: fiat "1.2-2", amounts "1.8-8", fee rate "1.0-0").
 * Each part is optional: an omitted integer minimum is 1, an omitted fraction minimum 0 and an omitted
 * fraction maximum max(minimum, 3), so "1.8" means 8 to 8 fraction digits and ".0-1" 1 integer digit
 * with 0 to 1 fraction digits. An object is validated and
 * returned as is, so callers may pass either form.
 *
 * @example
 * parseDigitsInfo("1.2-2"); // { minIntegerDigits: 1, minFractionDigits: 2, maxFractionDigits: 2 }
 * parseDigitsInfo("1.0-1"); // { minIntegerDigits: 1, minFractionDigits: 0, maxFractionDigits: 1 }
 */
export function parseDigitsInfo(input: string | DigitsInfo): DigitsInfo {
  if (typeof input === "object" && input !== null) return checked(input, input);
  if (typeof input !== "string") throw new InvalidDigitsInfoError(input, "it is not a string");
  const match = DIGITS_INFO_PATTERN.exec(input);
  if (input.length === 0 || match === null) throw new InvalidDigitsInfoError(input, "it does not match the pattern");
  const [, integerPart, minFractionPart, maxFractionPart] = match;
  const minFractionDigits = minFractionPart === undefined ? DEFAULT_MIN_FRACTION_DIGITS : Number(minFractionPart);
  const maxFractionDigits =
    maxFractionPart === undefined ? Math.max(minFractionDigits, DEFAULT_MAX_FRACTION_DIGITS) : Number(maxFractionPart);
  return checked(input, {
    minIntegerDigits: integerPart === undefined ? DEFAULT_MIN_INTEGER_DIGITS : Number(integerPart),
    minFractionDigits,
    maxFractionDigits,
  });
}

function checked(input: unknown, info: DigitsInfo): DigitsInfo {
  assertPrecision(info.minIntegerDigits, "minIntegerDigits");
  assertPrecision(info.minFractionDigits, "minFractionDigits");
  assertPrecision(info.maxFractionDigits, "maxFractionDigits");
  if (info.minFractionDigits > info.maxFractionDigits) {
    throw new InvalidDigitsInfoError(input, "the minimum fraction digits exceed the maximum");
  }
  return info;
}

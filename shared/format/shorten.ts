import { describeInput } from "../errors/describe-input.ts";
import { assertPrecision } from "./precision.ts";

/** Spec §9: "Shortened strings default to 12 characters with an ellipsis in the middle". */
export const SHORTEN_DEFAULT_LENGTH = 12;
export const ELLIPSIS = "…";

/**
 * Keeps `length` characters of a long string, the first half (rounded up) and the last half, joined by
 * an ellipsis. Strings of `length` characters or fewer come back unchanged. Characters are code points,
 * so a surrogate pair is never cut.
 *
 * @example
 * shortenMiddle("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"); // "bc1qar…wf5mdq"
 * shortenMiddle("abcdef", 4);                                  // "ab…ef"
 */
export function shortenMiddle(text: string, length: number = SHORTEN_DEFAULT_LENGTH): string {
  if (typeof text !== "string") throw new TypeError(`text to shorten must be a string, got ${describeInput(text)}`);
  assertPrecision(length, "length");
  if (length < 1) throw new RangeError("length must be at least 1, got 0");
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  const head = Math.ceil(length / 2);
  const tail = length - head;
  return characters.slice(0, head).join("") + ELLIPSIS + (tail > 0 ? characters.slice(-tail).join("") : "");
}

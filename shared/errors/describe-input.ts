/** Longest string quoted as is; anything longer is described by its length alone. */
const MAX_ECHOED_CHARACTERS = 64;

/**
 * The one wording every error in `shared/` uses for the bad value it received. Inputs come from
 * URLs, frames and bodies, so a description never echoes more than a short string: a pasted
 * megabyte or a crafted object must not end up in a response or a log line.
 *
 * @example
 * describeInput(Number.NaN);      // "NaN"
 * describeInput("mainet");        // '"mainet"'
 * describeInput("x".repeat(500)); // "a string of 500 characters"
 * describeInput([1, 2]);          // "an array of 2 items"
 */
export function describeInput(input: unknown): string {
  switch (typeof input) {
    case "number":
      // String(-0) is "0", which would hide why a sign-sensitive check failed.
      return Object.is(input, -0) ? "-0" : String(input);
    case "bigint":
      return `${input}n`;
    case "boolean":
      return String(input);
    case "undefined":
      return "undefined";
    case "string":
      if (input.length === 0) return "an empty string";
      return input.length <= MAX_ECHOED_CHARACTERS ? JSON.stringify(input) : `a string of ${input.length} characters`;
    case "object":
      if (input === null) return "null";
      // Contents are never listed: they may be large, hostile or circular.
      return Array.isArray(input) ? `an array of ${input.length} items` : "an object";
    default:
      return typeof input;
  }
}

/**
 * Like `describeInput`, but a string is described by its length only. Keys and ids deliberately
 * never have their text repeated back; their expected form is a fixed length of hex, so the length
 * is what tells the sender what went wrong.
 *
 * @example
 * describeLength("abc"); // "3 characters"
 * describeLength("");    // "an empty string"
 * describeLength(42);    // "42"
 */
export function describeLength(input: unknown): string {
  if (typeof input !== "string") return describeInput(input);
  return input.length === 0 ? "an empty string" : `${input.length} characters`;
}

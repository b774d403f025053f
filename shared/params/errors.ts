/**
 * A route or query parameter that cannot be used, with the HTTP status to answer with.
 *
 * @example
 * throw new InvalidParamError("height", "99999999999999999", "a height is at most 9007199254740991.");
 */
export class InvalidParamError extends Error {
  readonly status = 400;
  constructor(readonly param: string, readonly input: unknown, detail: string) {
    super(`Invalid ${param} ${describe(input)}: ${detail}`);
    this.name = "InvalidParamError";
  }
}

function describe(input: unknown): string {
  if (typeof input === "string") return input.length === 0 ? "(empty string)" : JSON.stringify(input.slice(0, 80));
  if (typeof input === "number" || typeof input === "boolean") return String(input);
  return `(${input === null ? "null" : typeof input})`;
}

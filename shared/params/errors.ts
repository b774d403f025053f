import { describeInput } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";

/**
 * A route or query parameter that cannot be used.
 *
 * @example
 * throw new InvalidParamError("height", "99999999999999999", "a height is at most 9007199254740991.");
 */
export class InvalidParamError extends InputError {
  constructor(readonly param: string, readonly input: unknown, detail: string) {
    super(`Invalid ${param} ${describeInput(input)}: ${detail}`);
    this.name = "InvalidParamError";
  }
}

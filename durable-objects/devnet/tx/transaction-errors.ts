/**
 * The ways a raw transaction, its spent outputs or a devnet build request can be wrong. Each is an
 * `InputError` (status 400) with its own class, so the edge answers 400 and tests match the class.
 *
 * @example
 * try { decodeTransaction("abc"); } catch (e) { e instanceof InvalidTransactionHexError; } // true
 */
import { describeInput, describeLength } from "../../../shared/errors/describe-input.ts";
import { InputError } from "../../../shared/errors/input-error.ts";

/** The text is not an even number of hexadecimal characters (or is empty). */
export class InvalidTransactionHexError extends InputError {
  constructor(readonly input: unknown) {
    super(`Invalid transaction hex (${describeLength(input)}): expected a non-empty, even number of hexadecimal characters.`);
    this.name = "InvalidTransactionHexError";
  }
}

/** The bytes are hex but not one whole transaction: truncated, trailing bytes, or a bad witness marker. */
export class MalformedTransactionError extends InputError {
  constructor(readonly byteLength: number, reason: string) {
    super(`Malformed transaction (${byteLength} bytes): ${reason}. Send the complete serialised transaction, witness included.`);
    this.name = "MalformedTransactionError";
  }
}

/** The spent outputs given alongside a transaction do not fit it. */
export class PrevoutMismatchError extends InputError {
  constructor(reason: string) {
    super(`Spent outputs do not match the transaction: ${reason}.`);
    this.name = "PrevoutMismatchError";
  }
}

/** A devnet build request asks for something that cannot be built or signed. */
export class InvalidBuildRequestError extends InputError {
  constructor(readonly field: string, readonly input: unknown, expected: string) {
    super(`Invalid transaction build request: ${field} is ${describeInput(input)}, expected ${expected}.`);
    this.name = "InvalidBuildRequestError";
  }
}

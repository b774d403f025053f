/**
 * An input from outside — a URL segment, a query parameter, a frame or a request body — that is
 * malformed. The edge answers 400 with the message, so the message must name the expected form
 * (and describe the received value with `describeInput`), never internal detail.
 *
 * Abstract so that every bad input has its own named class that callers and tests can match on;
 * the shared base is what lets the edge recognise all of them without duck-typing a `status` field.
 *
 * @example
 * class InvalidWidgetError extends InputError {
 *   constructor(readonly input: unknown) {
 *     super(`Invalid widget ${describeInput(input)}: expected a widget name.`);
 *     this.name = "InvalidWidgetError";
 *   }
 * }
 */
export abstract class InputError extends Error {
  readonly status = 400;
}

/**
 * Typed errors of the network module. Each carries the HTTP status the edge answers with, so one
 * error handler can map them to responses without knowing where they were thrown.
 *
 * @example
 * try { parseNetwork("mainet"); } catch (e) { if (e instanceof UnsupportedNetworkError) e.status; } // 400
 */
import { describeInput } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";

/** A network name that Blocktide does not know, or that the current build does not serve. */
export class UnsupportedNetworkError extends InputError {
  constructor(readonly input: unknown, detail: string) {
    super(`Unsupported network ${describeInput(input)}: ${detail}`);
    this.name = "UnsupportedNetworkError";
  }
}

/** A language code outside the supported list of spec §9. */
export class UnsupportedLanguageError extends InputError {
  constructor(readonly input: unknown) {
    super(
      `Unsupported language ${describeInput(input)}: use one of the codes of spec §9 (for example "de" or "pt-BR"), or null for English.`,
    );
    this.name = "UnsupportedLanguageError";
  }
}

/** A URL path that cannot be read as a route (not a string, or not starting with "/"). */
export class InvalidPathError extends InputError {
  constructor(readonly input: unknown, detail: string) {
    super(`Invalid path ${describeInput(input)}: ${detail}`);
    this.name = "InvalidPathError";
  }
}

/**
 * A deployment setting (host origin, feature flag) with a malformed value: a configuration fault,
 * not a bad request, so it is deliberately not an InputError and the edge answers 503.
 */
export class InvalidConfigError extends Error {
  readonly status = 500;
  constructor(readonly setting: string, readonly input: unknown, detail: string) {
    super(`Invalid configuration "${setting}" = ${describeInput(input)}: ${detail}`);
    this.name = "InvalidConfigError";
  }
}

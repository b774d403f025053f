/**
 * Typed errors of the network module. Each carries the HTTP status the edge answers with, so one
 * error handler can map them to responses without knowing where they were thrown.
 *
 * @example
 * try { parseNetwork("mainet"); } catch (e) { if (e instanceof UnsupportedNetworkError) e.status; } // 400
 */

/** A network name that Blocktide does not know, or that the current build does not serve. */
export class UnsupportedNetworkError extends Error {
  readonly status = 400;
  constructor(readonly input: unknown, detail: string) {
    super(`Unsupported network ${describe(input)}: ${detail}`);
    this.name = "UnsupportedNetworkError";
  }
}

/** A language code outside the supported list of spec §9. */
export class UnsupportedLanguageError extends Error {
  readonly status = 400;
  constructor(readonly input: unknown) {
    super(
      `Unsupported language ${describe(input)}: use one of the codes of spec §9 (for example "de" or "pt-BR"), or null for English.`,
    );
    this.name = "UnsupportedLanguageError";
  }
}

/** A URL path that cannot be read as a route (not a string, or not starting with "/"). */
export class InvalidPathError extends Error {
  readonly status = 400;
  constructor(readonly input: unknown, detail: string) {
    super(`Invalid path ${describe(input)}: ${detail}`);
    this.name = "InvalidPathError";
  }
}

/** A deployment setting (host origin, feature flag) with a malformed value: a configuration fault. */
export class InvalidConfigError extends Error {
  readonly status = 500;
  constructor(readonly setting: string, readonly input: unknown, detail: string) {
    super(`Invalid configuration "${setting}" = ${describe(input)}: ${detail}`);
    this.name = "InvalidConfigError";
  }
}

function describe(input: unknown): string {
  if (typeof input === "string") return input.length === 0 ? "(empty string)" : JSON.stringify(input);
  if (typeof input === "number" || typeof input === "boolean") return String(input);
  return `(${input === null ? "null" : typeof input})`;
}

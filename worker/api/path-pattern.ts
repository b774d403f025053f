/**
 * Route patterns for the edge's API tables, written the way the devnet's Hono routes are
 * (`/api/tx/:txid/outspend/:vout`, an optional last parameter `:height?`, a trailing `*` for
 * "anything below"), matched against a path that is already split into decoded segments.
 *
 * @example
 * const pattern = compilePattern("/api/block/:hash/txs/:start?");
 * matchPattern(pattern, splitApiPath("/api/block/00ab/txs")); // { hash: "00ab" }
 * matchPattern(pattern, splitApiPath("/api/block/00ab"));     // null
 */
import { InvalidPathError } from "../../shared/network/errors.ts";

type Segment =
  | { readonly kind: "literal"; readonly text: string }
  | { readonly kind: "param"; readonly name: string; readonly optional: boolean }
  | { readonly kind: "rest" };

export interface PathPattern {
  readonly source: string;
  readonly segments: readonly Segment[];
}

/** A pattern written wrongly in a table: a programming fault, so it fails when the module loads. */
export class InvalidPatternError extends Error {
  constructor(pattern: string, detail: string) {
    super(`Invalid route pattern "${pattern}": ${detail}`);
    this.name = "InvalidPatternError";
  }
}

/**
 * Reads a pattern. Only the last segment may be optional (`:x?`) or a rest (`*`).
 *
 * @example
 * compilePattern("/api/v1/mining/*");
 */
export function compilePattern(source: string): PathPattern {
  if (!source.startsWith("/")) throw new InvalidPatternError(source, 'expected a path starting with "/".');
  const parts = source.slice(1).split("/");
  const segments = parts.map((part, i): Segment => {
    const last = i === parts.length - 1;
    if (part === "*") {
      if (!last) throw new InvalidPatternError(source, '"*" may only end a pattern.');
      return { kind: "rest" };
    }
    if (part.startsWith(":")) {
      const optional = part.endsWith("?");
      if (optional && !last) throw new InvalidPatternError(source, "only the last parameter may be optional.");
      const name = part.slice(1, optional ? -1 : undefined);
      if (name === "") throw new InvalidPatternError(source, "a parameter needs a name.");
      return { kind: "param", name, optional };
    }
    if (part === "") throw new InvalidPatternError(source, "empty segment.");
    return { kind: "literal", text: part };
  });
  return { source, segments };
}

/**
 * The segments of an API path, percent-decoded; one trailing "/" is ignored, as the devnet and the
 * original's routers ignore it.
 *
 * @throws InvalidPathError (400) for a segment that is not valid percent-encoding
 * @example
 * splitApiPath("/api/address/bc1q%2Fx/"); // ["api", "address", "bc1q/x"]
 */
export function splitApiPath(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return trimmed
    .slice(1)
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw new InvalidPathError(segment, "a path segment is not valid percent-encoding.");
      }
    });
}

/**
 * The parameters of `segments` under `pattern`, or null when it does not match. Literal segments
 * match exactly (case-sensitively); a parameter matches any non-empty segment.
 */
export function matchPattern(pattern: PathPattern, segments: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  const { segments: expected } = pattern;
  for (let i = 0; i < expected.length; i++) {
    const want = expected[i]!;
    const got = segments[i];
    if (want.kind === "rest") return params;
    if (got === undefined || got === "") {
      return want.kind === "param" && want.optional && i === segments.length ? params : null;
    }
    if (want.kind === "literal") {
      if (got !== want.text) return null;
    } else {
      params[want.name] = got;
    }
  }
  return segments.length === expected.length ? params : null;
}
